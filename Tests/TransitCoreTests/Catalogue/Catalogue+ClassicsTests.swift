import Testing

@testable import TransitCore

@Suite struct CatalogueClassicsTests {
    /// The classics users expect from Hero, VCTransitionsLibrary and UIKit.
    static let classics = ["push", "cover", "reveal", "zoom", "zoom-out", "flip", "turn", "cards", "natgeo"]

    @Test func theCatalogueListsEveryClassic() {
        let names = EffectCatalogue.builtIn.names
        for n in Self.classics { #expect(names.contains(n)) }
    }

    @Test(arguments: classics)
    func everyClassicDocumentsItsDurationAndRebuildsFromItsParameters(name: String) throws {
        let d = try EffectCatalogue.builtIn.descriptor(named: name)
        #expect(d.parameter(named: "duration") != nil)
        #expect(d.parameters.allSatisfy { !$0.documentation.isEmpty && $0.defaultValue != nil })
        let defaults = d.make(ParameterValues())
        #expect(d.make(defaults.parameters).parameters == defaults.parameters)
        #expect(defaults.parameters.values.keys.sorted() == d.parameters.map(\.name).sorted())
        for spec in d.parameters { #expect(defaults.parameters[spec.name] == spec.defaultValue, "\(spec.name)") }
    }

    @Test(arguments: classics)
    func everyClassicRestsOnTheBareNewScreenAndStartsOnTheOldOne(name: String) throws {
        let e = try EffectCatalogue.builtIn.makeEffect(named: name)
        for c in [phone, phoneRTL] {
            #expect(e.scene(at: 0, in: c).visibleLayerIDs.contains("from"))
            let end = e.scene(at: 1, in: c)
            let rest = [
                Point(x: 0, y: 0), Point(x: c.size.width, y: 0), Point(x: c.size.width, y: c.size.height),
                Point(x: 0, y: c.size.height),
            ]
            #expect(zip(end.corners(of: end.layer("to")!), rest).allSatisfy { $0.distance(to: $1) < 1e-9 })
            #expect(end.layer("to")!.opacity == 1)
        }
    }
}
