import Testing
import TransitCore

/// The "did you mean" of every error about a name (effects, parameters, choices, spec keys).
@Suite struct ClosestNameTests {
    static let curves = ["default", "linear", "easeIn", "easeOut", "easeInEaseOut"]

    @Test(arguments: [
        ("easeInOut", "easeInEaseOut"), ("ease-in-out", "easeInEaseOut"), ("ease_out", "easeOut"),
        ("easin", "easeIn"), ("lineer", "linear"), ("EaseOut", "easeOut"),
    ])
    func aCurveIsSuggestedByItsWordsFirstThenByEditDistance(_ typed: String, _ expected: String) {
        #expect(closestName(to: typed, in: Self.curves) == expected)
    }

    @Test func aTypoInAnEffectNameFindsTheEffect() {
        let names = ["fade", "circle-spread", "page-flip", "middle-page-flip", "zoom", "zoom-out"]
        #expect(closestName(to: "circel-spread", in: names) == "circle-spread")
        #expect(closestName(to: "pageflip", in: names) == "page-flip")
        #expect(closestName(to: "zom", in: names) == "zoom")
        #expect(closestName(to: "middle-flip", in: names) == "middle-page-flip")
    }

    @Test func nothingCloseSuggestsNothing() {
        #expect(closestName(to: "kaleidoscope", in: Self.curves) == nil)
        #expect(closestName(to: String(repeating: "a", count: 300), in: Self.curves) == nil)
        #expect(closestName(to: "x", in: []) == nil)
    }
}
