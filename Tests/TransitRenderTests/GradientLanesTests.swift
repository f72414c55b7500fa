import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Gradient layers whose colour changes along the rows (`gradientLanes`: one division a pixel,
/// eight pixels at a time) against the general path (`usesFastPaths = false`, the gradient
/// divided and projected pixel by pixel) on random gradients, placements (turned, scaled, turned
/// in perspective) and opacities, eight lanes and one: each pixel within one lookup entry of the
/// reference, so within the largest channel step between neighbouring entries plus one.
@Suite struct GradientLanesTests {
    @Test func eachPixelIsWithinOneLookupEntryOfTheGeneralPath() {
        var rng = SeededRandom(seed: 3201)
        var drawn = 0
        for case_ in 0..<120 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let w = Int.random(in: 9...80, using: &rng)
            let h = Int.random(in: 5...60, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let g = Gradient(
                stops: [
                    .init(0, Color(red: r(0...1), green: r(0...1), blue: r(0...1), alpha: r(0...1))),
                    .init(1, Color(red: r(0...1), green: 0, blue: r(0...1), alpha: r(0...1))),
                ],
                start: Point(x: r(-0.3...1), y: r(-0.3...1)), end: Point(x: r(0...1.3), y: r(0...1.3)))
            var layer = Layer(id: "shade", content: .gradient(g), frame: Rect(size: size))
            layer.opacity = Bool.random(using: &rng) ? 1 : r(0.05...1)
            layer.transform =
                Bool.random(using: &rng)
                ? .rotation(.degrees(r(-70...70)), x: 0, y: 1, z: 0)
                : RendererFastPathTests.transform(size: size, using: &rng)
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let below = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            let scene = Scene(size: size, background: .white, layers: [below, layer])
            if Renderer().plan(scene, snapshots: snaps).description.contains("gradient-lanes") { drawn += 1 }
            var general = Renderer()
            general.usesFastPaths = false
            let reference = general.render(scene, snapshots: snaps)
            let lookup = (0...255).map { Bitmap.pack(g.color(at: Double($0) / 255)) }
            let step = Self.largestStep(lookup)
            for lanes in Lanes.allCases {
                var fast = Renderer()
                fast.lanes = lanes
                let d = pixelDifference(fast.render(scene, snapshots: snaps), reference)
                #expect(d.maxChannel <= step + 1, "case \(case_), \(lanes): \(w)x\(h), step \(step), \(d)")
            }
        }
        // Most scenes' gradients change along the rows.
        #expect(drawn >= 60, "gradient-lanes planned \(drawn) times")
    }

    /// The largest channel difference between neighbouring entries of `lookup`.
    static func largestStep(_ lookup: [UInt32]) -> Int {
        var largest = 0
        for i in 1..<lookup.count {
            for shift in stride(from: 0, to: 32, by: 8) {
                let a = Int((lookup[i - 1] >> UInt32(shift)) & 255)
                let b = Int((lookup[i] >> UInt32(shift)) & 255)
                largest = max(largest, abs(a - b))
            }
        }
        return largest
    }
}
