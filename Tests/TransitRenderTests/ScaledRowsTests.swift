import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The scaled-layer rows (`LayerRows.scaledRow`) against the general path (`usesFastPaths =
/// false`: every layer through the bilinear sampler), on random scales (uniform or not, mirrored
/// or not), translations, contents rects, corner radii, opacities and sizes.
@Suite struct ScaledRowsTests {
    /// A random placement scaled along the axes: uniform or per axis, sometimes mirrored, about a
    /// random point.
    static func scaling(size: Size, using rng: inout SeededRandom) -> Transform3D {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let s = r(0.3...2.2)
        var sx = s, sy = Bool.random(using: &rng) ? s : r(0.3...2.2)
        if Int.random(in: 0..<5, using: &rng) == 0 { sx = -sx }
        if Int.random(in: 0..<5, using: &rng) == 0 { sy = -sy }
        return Transform3D.scale(x: sx, y: sy, z: 1).concatenating(
            .translation(x: r(-0.3...0.3) * size.width, y: r(-0.3...0.3) * size.height))
    }

    @Test func scaledLayersDrawWhatTheGeneralSamplerDraws() {
        var rng = SeededRandom(seed: 151)
        var general = Renderer()
        general.usesFastPaths = false
        for case_ in 0..<160 {
            let w = Int.random(in: 9...90, using: &rng), h = Int.random(in: 5...60, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = SnapshotSet(
                from: RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng),
                to: RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng), scale: 1)
            var layers: [Layer] = []
            for side in [Side.to, .from] {
                let rect =
                    Bool.random(using: &rng)
                    ? Rect.unit
                    : Rect(
                        x: Double.random(in: 0...0.3, using: &rng), y: Double.random(in: 0...0.3, using: &rng),
                        width: Double.random(in: 0.2...0.7, using: &rng),
                        height: Double.random(in: 0.2...0.7, using: &rng))
                var l = Layer(
                    id: side.rawValue, content: .snapshot(.screen(side), contentsRect: rect), frame: Rect(size: size))
                l.transform = Self.scaling(size: size, using: &rng)
                l.opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
                if Bool.random(using: &rng) {
                    l.cornerRadius = Double.random(in: 0...(Double(min(w, h)) / 2), using: &rng)
                }
                layers.append(l)
            }
            let scene = Scene(size: size, background: Bool.random(using: &rng) ? .white : .clear, layers: layers)
            let fast = Renderer().render(scene, snapshots: snaps), reference = general.render(scene, snapshots: snaps)
            let d = pixelDifference(fast, reference)
            // The same taps, weights and roundings: equal but for the vector weights, which round
            // exact ties to even where the scalar ones round up (1/256 of a weight).
            #expect(d.maxChannel <= 1, "case \(case_): \(w)x\(h), \(d)")
            #expect(d.meanChannel <= 0.01, "case \(case_): \(w)x\(h), \(d)")
        }
    }
}
