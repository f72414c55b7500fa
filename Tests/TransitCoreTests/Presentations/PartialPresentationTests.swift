import Testing
import TransitCore

@Suite struct PartialPresentationTests {
    @Test(arguments: ["drawer", "card"])
    func partialEffectsFromTheCatalogueReportWhereTheOldScreenShows(name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        let partial = try #require(effect as? any PartialPresentation)
        let context = SharedFixtures.context()
        let region = partial.uncoveredRegion(in: context)
        #expect(!region.isEmpty && region.intersection(context.bounds) == region)
    }

    @Test(arguments: ["magic-move", "zoom-reveal", "spring-slide", "round-expand", "cube"])
    func fullScreenEffectsAreNotPartial(name: String) throws {
        #expect(try !(EffectCatalogue.builtIn.makeEffect(named: name) is any PartialPresentation))
    }
}
