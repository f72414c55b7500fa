import Testing
import TransitCore
@testable import TransitRender

@Suite struct RippleKernelTests {
    typealias I = KernelTestImages

    /// Distance from the centre (30, 40) to the first pixel along +x that is not the old black.
    func ringRadius(_ p: Double) -> Int {
        let out = I.frame("ripple", p, ParameterValues(["width": .number(6), "center": .point(Point(x: 30, y: 40))]))
        return (0..<30).last { out[30 + $0, 40] != I.black } ?? 0
    }

    @Test func theRingGrowsWithProgress() {
        #expect(ringRadius(0.2) < ringRadius(0.4))
        #expect(ringRadius(0.4) < ringRadius(0.6))
    }

    @Test func insideTheRingIsTheNewScreen() {
        let out = I.frame("ripple", 0.6, ParameterValues(["width": .number(6), "center": .point(Point(x: 30, y: 40))]))
        #expect(out[30, 40] == I.white)
        #expect(out[0, 0] == I.black)
    }
}
