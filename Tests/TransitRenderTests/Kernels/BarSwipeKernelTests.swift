import Testing
import TransitCore

@testable import TransitRender

@Suite struct BarSwipeKernelTests {
    typealias I = KernelTestImages

    /// The first column from the left no longer showing the old screen in row `y` (bars slide left).
    func oldEdge(_ out: Bitmap, row y: Int) -> Int { (0..<out.width).first { out[$0, y] != I.black } ?? out.width }

    @Test func alternateBarsAreStaggeredAndNeighboursOfTheSameParityMatch() {
        // Angle pi: bars slide to the left; bars 10 px thick, odd ones 8 px behind.
        let out = I.frame(
            "bar-swipe", 0.4,
            ParameterValues(["angle": .number(Double.pi), "width": .number(10), "barOffset": .number(8)]))
        let even = 60 - oldEdge(out, row: 5)
        let odd = 60 - oldEdge(out, row: 15)
        #expect(even == 60 - oldEdge(out, row: 25))
        #expect(odd == 60 - oldEdge(out, row: 35))
        #expect(even != odd)
    }

    @Test func barsSlideTheOldScreenRatherThanWipeIt() {
        let old = I.pattern(60, 80)
        let new = Bitmap(width: 60, height: 80, fill: .white)
        let out = I.frame(
            "bar-swipe", 0.25,
            ParameterValues(["angle": .number(Double.pi), "width": .number(10), "barOffset": .number(1)]), old: old,
            new: new)
        // Row 5 has slid left: its pixels are (to within bilinear rounding) the old screen's from further right.
        let shift = (1..<40).first { s in (2..<8).allSatisfy { abs(I.red(out, $0, 5) - I.red(old, $0 + s, 5)) <= 8 } }
        #expect(shift != nil)
    }
}
