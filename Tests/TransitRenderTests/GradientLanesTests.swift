import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Gradient layers whose colour changes along the rows against the general path
/// (`usesFastPaths = false`, the gradient divided and projected pixel by pixel) on random
/// gradients, placements (turned about y, x or z, scaled, translated, with perspective or without)
/// and opacities, eight lanes and one: `gradientLanes` (one division a pixel, or stepped) and the
/// column tables of layers whose depth is the same down each column (`GradientColumns`) each
/// within one lookup entry of the reference, so within the largest channel step between
/// neighbouring entries plus one.
@Suite struct GradientLanesTests {
    @Test func eachPixelIsWithinOneLookupEntryOfTheGeneralPath() {
        var rng = SeededRandom(seed: 3201)
        var planned: [String: Int] = [:]
        for case_ in 0..<160 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let w = Int.random(in: 9...80, using: &rng)
            let h = Int.random(in: 5...60, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            var g = Gradient(
                stops: [
                    .init(0, Color(red: r(0...1), green: r(0...1), blue: r(0...1), alpha: r(0...1))),
                    .init(1, Color(red: r(0...1), green: 0, blue: r(0...1), alpha: r(0...1))),
                ],
                start: Point(x: r(-0.3...1), y: r(-0.3...1)), end: Point(x: r(0...1.3), y: r(0...1.3)))
            // Along x alone, sometimes: on a layer turned about y, the same colour all down each column.
            if Int.random(in: 0..<3, using: &rng) == 0 { g.end.y = g.start.y }
            var layer = Layer(id: "shade", content: .gradient(g), frame: Rect(size: size))
            layer.opacity = Bool.random(using: &rng) ? 1 : r(0.05...1)
            // Turned about y (the depth the same down each column), about x (not) or placed as the
            // fast-path tests place layers, with perspective or without.
            let axis = Int.random(in: 0..<3, using: &rng)
            layer.transform =
                axis == 2
                ? RendererFastPathTests.transform(size: size, using: &rng)
                : .rotation(.degrees(r(-70...70)), x: axis == 1 ? 1 : 0, y: axis == 0 ? 1 : 0, z: 0)
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let below = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            let eye = Bool.random(using: &rng) ? Double(w) * r(0.7...6) : nil
            let scene = Scene(size: size, background: .white, eyeDistance: eye, layers: [below, layer])
            let plan = Renderer().plan(scene, snapshots: snaps).description
            for name in ["gradient-lanes", "gradient-columns"] where plan.contains(name) {
                planned[name, default: 0] += 1
            }
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
        // Most scenes' gradients change along the rows, on both paths.
        #expect(planned["gradient-lanes", default: 0] >= 15, "\(planned)")
        #expect(planned["gradient-columns", default: 0] >= 60, "\(planned)")
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
