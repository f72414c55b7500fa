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
    static func scaling(
        size: Size, scales: ClosedRange<Double> = 0.3...2.2, using rng: inout SeededRandom
    ) -> Transform3D {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let s = r(scales)
        var sx = s
        var sy = Bool.random(using: &rng) ? s : r(scales)
        if Int.random(in: 0..<5, using: &rng) == 0 { sx = -sx }
        if Int.random(in: 0..<5, using: &rng) == 0 { sy = -sy }
        return Transform3D.scale(x: sx, y: sy, z: 1).concatenating(
            .translation(x: r(-0.3...0.3) * size.width, y: r(-0.3...0.3) * size.height))
    }

    @Test func scaledLayersDrawWhatTheGeneralSamplerDraws() {
        Self.compare(cases: 160, widths: 9...90, scales: 0.3...2.2, seed: 151)
    }

    /// Scales near 1 (zoom's and card's), where most groups of eight columns read their texels
    /// as runs (`ScaledRowCache`), on rows wide enough for many groups.
    @Test func scalesNearOneDrawWhatTheGeneralSamplerDraws() {
        Self.compare(cases: 60, widths: 40...240, scales: 0.8...1.25, seed: 152)
    }

    /// Scales from a half to two on wide rows: the runs of full coverage hold many groups of
    /// eight columns, where a texel row not yet filtered is filtered as the run is composited.
    @Test func wideRowsDrawWhatTheGeneralSamplerDraws() {
        Self.compare(cases: 40, widths: 100...400, scales: 0.5...2, seed: 154)
    }

    /// Renders `cases` random scenes of two scaled layers with and without the fast paths.
    static func compare(cases: Int, widths: ClosedRange<Int>, scales: ClosedRange<Double>, seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        for case_ in 0..<cases {
            let w = Int.random(in: widths, using: &rng)
            let h = Int.random(in: 5...60, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = RandomSnapshotLayers.snapshots(w, h, using: &rng)
            let layers = RandomSnapshotLayers.layers(size: size, using: &rng) {
                Self.scaling(size: size, scales: scales, using: &$0)
            }
            let scene = Scene(size: size, background: Bool.random(using: &rng) ? .white : .clear, layers: layers)
            let (fast, reference) = RendererFastPathTests.renderBothWays(scene, snaps)
            let d = pixelDifference(fast, reference)
            // The same taps, weights and roundings: equal but for the vector weights, which round
            // exact ties to even where the scalar ones round up (1/256 of a weight); an opaque
            // screen under a translucent one of opaque texels is drawn in one pass, within 2/255
            // (`ScaledRowsPairTests`).
            let paired =
                layers[0].opacity >= 1 && layers[0].cornerRadius <= 0 && snaps.to.isOpaque
                && layers[1].cornerRadius <= 0 && snaps.from.isOpaque
            #expect(d.maxChannel <= (paired ? 2 : 1), "case \(case_): \(w)x\(h), \(d)")
            #expect(d.meanChannel <= (paired ? 0.8 : 0.01), "case \(case_): \(w)x\(h), \(d)")
        }
    }

    /// Every filtered column is the 2-tap filter of its two texels (`x0` and `min(x0 + 1, last)`,
    /// weight the fraction) at the clamped position `fx0 + x * dx`, to the bit, whichever way its
    /// group reads them: runs, 64-bit pairs or one texel at a time. Steps near one texel (runs
    /// with steps of 0 or 2), far from it, mirrored, and positions clamped at either end.
    @Test func filteredRowsAreTheTwoTapFilterOfTheirTexels() {
        var rng = SeededRandom(seed: 153)
        // Both lanes: the eight-column groups and the columns one by one.
        let caches = Lanes.allCases.map { ScaledRowCache(vectorised: $0.vectorised) }
        for case_ in 0..<400 {
            let cache = caches[case_ % 2]
            let w = Int.random(in: 2...300, using: &rng)
            let texture = RendererFastPathTests.image(w, 2, opaque: Bool.random(using: &rng), using: &rng)
            let lo = Int.random(in: 0..<w, using: &rng)
            let hi = Int.random(in: lo..<w, using: &rng)
            let clamp = (x0: lo << 16, y0: 0, x1: hi << 16, y1: 1 << 16)
            let step =
                Int.random(in: 0..<4, using: &rng) == 0
                ? Double.random(in: 0.3...2.5, using: &rng) : Double.random(in: 0.8...1.25, using: &rng)
            let dx = Int(step * 65536) * (Int.random(in: 0..<5, using: &rng) == 0 ? -1 : 1)
            let fx0 = Int.random(in: -20 * 65536...(w + 20) * 65536, using: &rng)
            let n = Int.random(in: 1...320, using: &rng)
            let start = Int.random(in: 0..<n, using: &rng)
            let span = start..<Int.random(in: start + 1...n, using: &rng)
            cache.prepare(fx0: fx0, dx: dx, clamp: clamp, columns: n)
            texture.pixels.withUnsafeBytes { raw in
                let texels = raw.bindMemory(to: UInt32.self)
                for row in 0..<2 {
                    let out = cache.filtered(texels.baseAddress! + row * w, row: row, span: span, keeping: 1 - row)
                    for x in span {
                        let xi = (min(max(fx0 + x * dx, clamp.x0), clamp.x1) + 128) >> 8
                        let first = xi >> 8
                        let second = min(first + 1, hi)
                        let expected = PixelMath.lerp(
                            texels[row * w + first], texels[row * w + second], UInt32(xi & 255))
                        #expect(out[x] == expected, "case \(case_): column \(x) of \(span), width \(w), dx \(dx)")
                        if out[x] != expected { return }
                    }
                }
            }
        }
    }
}
