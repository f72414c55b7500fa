import Testing
@testable import TransitCore

/// The core's mapping of an app's colour: extended sRGB (UIKit's components) to sRGB.
@Suite("Colour conversion")
struct ColorConvertibleTests {
    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func componentsInsideSRGBPassThrough(_ v: Double) {
        let c = Color(extendedRed: v, green: 1 - v, blue: v / 2, alpha: v)
        #expect(c == Color(red: v, green: 1 - v, blue: v / 2, alpha: v))
    }

    @Test func wideGamutComponentsClampToTheNearestSRGBValue() {
        // Display P3's pure red as UIKit reports it in extended sRGB.
        let c = Color(extendedRed: 1.0930, green: -0.2267, blue: -0.1501, alpha: 1.2)
        #expect(c == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func notANumberCountsAsZero() {
        let c = Color(extendedRed: .nan, green: 0.5, blue: .nan, alpha: .nan)
        #expect(c == Color(red: 0, green: 0.5, blue: 0, alpha: 0))
    }

    @Test func aParameterTakesItsDefaultForAColourWithNoSRGBValue() {
        #expect(Swipe.colorParameter.value(ForeignColor(components: nil)) == Swipe.colorParameter.default)
        #expect(Swipe.colorParameter.value(ForeignColor(components: (0, 0, 1, 1))) == Color(red: 0, green: 0, blue: 1))
    }

    @Test func theCoresOwnValuesStillReadAsConstantsAndCases() {
        // The implicit members a factory's generic argument needs must not shadow the type's own.
        #expect(Edge.left == Edge(rawValue: "left"))
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Color.white == Color(white: 1))
        #expect(Slide.slide(from: .right).edge == .right)
    }
}
