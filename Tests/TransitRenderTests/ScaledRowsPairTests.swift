import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Two scaled layers drawn in one pass (`LayerRows.scaledPair`: an opaque screen under a
/// translucent one of opaque texels, as zoom and zoom-out draw them) against the general path
/// (`usesFastPaths = false`), on random scales, opacities, offsets, contents rects and sizes.
/// The pass rounds once where the layers drawn in turn round four times: within 2/255 (the
/// bound derived in `ScaledPairs.swift`).
@Suite struct ScaledRowsPairTests {
    /// Renders `cases` random pairs with and without the fast paths, and returns the largest
    /// difference seen.
    @discardableResult
    static func compare(cases: Int, widths: ClosedRange<Int>, scales: ClosedRange<Double>, seed: UInt64) -> Int {
        var rng = SeededRandom(seed: seed)
        var largest = 0
        for case_ in 0..<cases {
            let w = Int.random(in: widths, using: &rng)
            let h = Int.random(in: 5...40, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            var layers = RandomSnapshotLayers.layers(size: size, using: &rng) {
                ScaledRowsTests.scaling(size: size, scales: scales, using: &$0)
            }
            layers[0].opacity = 1
            layers[1].opacity = Double.random(in: 0.01...0.999, using: &rng)
            for i in layers.indices where Int.random(in: 0..<4, using: &rng) != 0 { layers[i].cornerRadius = 0 }
            let scene = Scene(size: size, background: Bool.random(using: &rng) ? .white : .clear, layers: layers)
            let (fast, reference) = RendererFastPathTests.renderBothWays(scene, snaps)
            let d = pixelDifference(fast, reference)
            largest = max(largest, d.maxChannel)
            #expect(d.maxChannel <= 2, "case \(case_): \(w)x\(h), \(d)")
            #expect(Self.sameAlpha(fast, reference), "case \(case_): \(w)x\(h)")
            #expect(d.meanChannel <= 0.8, "case \(case_): \(w)x\(h), \(d)")
        }
        return largest
    }

    /// Whether every pixel's alpha is the same in both (the pass does not lower an opaque pixel's).
    static func sameAlpha(_ a: Bitmap, _ b: Bitmap) -> Bool {
        // Bytes in RGBA order: every fourth is an alpha.
        a.pixels.count == b.pixels.count
            && stride(from: 3, to: a.pixels.count, by: 4).allSatisfy { a.pixels[$0] == b.pixels[$0] }
    }

    @Test func pairsDrawWhatTheGeneralSamplerDraws() {
        Self.compare(cases: 120, widths: 16...120, scales: 0.3...2.2, seed: 155)
    }

    /// Scales near 1 on wide rows, where the texel rows are filtered as the pair is drawn.
    @Test func widePairsNearScaleOneDrawWhatTheGeneralSamplerDraws() {
        let largest = Self.compare(cases: 40, widths: 100...400, scales: 0.8...1.25, seed: 156)
        // The one pass is not the two-step form to the bit: it ran.
        #expect(largest > 0)
    }

    /// The eight-pixel mix (its "less one but not below 0" a saturating subtract of the sum) and
    /// the pixel-by-pixel one give every lane the same pixel, and both the closed form: each
    /// channel `max(((o0 w0 + o1 w1 + n0 v0 + n1 v1) >> 8) - 1, 0)`, alpha 255. Channels are
    /// often 0 and 255, where the floor at 0 and the largest sums show.
    @Test func theEightPixelMixIsThePixelMixOnEveryLane() {
        var rng = SeededRandom(seed: 158)
        let buffers = (0..<8).map { _ in UnsafeMutablePointer<UInt32>.allocate(capacity: 8) }
        defer { for buffer in buffers { buffer.deallocate() } }
        let rows = (0..<4).map { SplitRow(rb: buffers[2 * $0], ga: buffers[2 * $0 + 1]) }
        func channel(using rng: inout SeededRandom) -> UInt32 {
            [0, 0, 1, 2, 255, 255, UInt32.random(in: 0...255, using: &rng)].randomElement(using: &rng)!
        }
        for case_ in 0..<3000 {
            let w = ScaledPairWeights(
                k: UInt32.random(in: 1...256, using: &rng), ay: UInt32.random(in: 0...255, using: &rng),
                ayUnder: UInt32.random(in: 0...255, using: &rng))
            var pixels = [[UInt32]]()
            for row in rows {
                let p = (0..<8).map { _ in
                    0xFF00_0000 | channel(using: &rng) << 16 | channel(using: &rng) << 8 | channel(using: &rng)
                }
                for x in 0..<8 { row.set(x, p[x]) }
                pixels.append(p)
            }
            let eight = w.mix(Split8(rows[0], 0), Split8(rows[1], 0), Split8(rows[2], 0), Split8(rows[3], 0))
            for x in 0..<8 {
                var expected: UInt32 = 0xFF00_0000
                for shift: UInt32 in [0, 8, 16] {
                    let c = pixels.map { ($0[x] >> shift) & 255 }
                    let sum = c[0] * w.w0 + c[1] * w.w1 + c[2] * w.v0 + c[3] * w.v1
                    expected |= UInt32(max(Int(sum >> 8) - 1, 0)) << shift
                }
                #expect(eight[x] == expected, "case \(case_) lane \(x)")
                #expect(w.mix(rows[0], rows[1], rows[2], rows[3], at: x) == expected, "case \(case_) lane \(x)")
            }
        }
    }

    /// `pairRun`'s parts either side of the fused groups (drawn first), each ending in a group of
    /// eight that reaches into pixels drawn already: every pixel of the run is the per-pixel mix
    /// exactly and every pixel outside it untouched, on random widths, runs (16 pixels or more,
    /// any start) and fused groups (none included).
    @Test func aRunsPartsGiveEachPixelThePixelMixExactly() {
        var rng = SeededRandom(seed: 159)
        let cache = ScaledRowCache(vectorised: true)
        for case_ in 0..<400 {
            // Both lanes: groups of eight (and a last group reaching back) or pixel by pixel.
            let vectorised = case_ % 2 == 0
            let width = Int.random(in: 16...100, using: &rng)
            let lo = Int.random(in: 0...(width - 16), using: &rng)
            let hi = Int.random(in: (lo + 16)...width, using: &rng)
            let run = lo..<hi
            let first = (lo + 7) >> 3
            let whole = first..<max(first, hi >> 3)
            let g0 = Int.random(in: whole.lowerBound...whole.upperBound, using: &rng)
            let groups = g0..<Int.random(in: g0...whole.upperBound, using: &rng)
            let buffers = (0..<8).map { _ in UnsafeMutablePointer<UInt32>.allocate(capacity: width) }
            defer { for buffer in buffers { buffer.deallocate() } }
            let rows = (0..<4).map { SplitRow(rb: buffers[2 * $0], ga: buffers[2 * $0 + 1]) }
            for row in rows {
                for x in 0..<width { row.set(x, 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng)) }
            }
            let w = ScaledPairWeights(
                k: UInt32.random(in: 1...256, using: &rng), ay: UInt32.random(in: 0...255, using: &rng),
                ayUnder: UInt32.random(in: 0...255, using: &rng))
            func plan(_ f0: SplitRow, _ f1: SplitRow) -> LayerRows.ScaledPlan {
                LayerRows.ScaledPlan(f0: f0, f1: f1, ay: 0, table: cache.table, fresh: nil, fused: 0..<0)
            }
            let over = plan(rows[0], rows[1])
            let under = plan(rows[2], rows[3])
            let untouched: UInt32 = 0x1234_5678
            var out = [UInt32](repeating: untouched, count: width)
            out.withUnsafeMutableBufferPointer {
                let row = $0.baseAddress!
                let fused = groups.lowerBound << 3..<groups.upperBound << 3
                LayerRows.pairRun(over, under: under, fused, of: run, w, row: row, vectorised: vectorised)
                LayerRows.pairRun(
                    over, under: under, lo..<fused.lowerBound, of: run, w, row: row, vectorised: vectorised)
                LayerRows.pairRun(
                    over, under: under, fused.upperBound..<hi, of: run, w, row: row, vectorised: vectorised)
            }
            for x in 0..<width {
                let expected = run.contains(x) ? w.mix(rows[0], rows[1], rows[2], rows[3], at: x) : untouched
                #expect(out[x] == expected, "case \(case_): column \(x) of \(width), run \(run), groups \(groups)")
            }
        }
    }

    /// Zoom and zoom-out themselves through the frame, at scales 1 and 2 of the screens.
    @Test func zoomFramesDrawWhatTheGeneralSamplerDraws() {
        var rng = SeededRandom(seed: 157)
        let effects: [(String, any ZoomingEffect)] = [("zoom", Zoom()), ("zoom-out", ZoomOut())]
        for (name, effect) in effects {
            for scale in [1.0, 2.0] {
                let size = Size(width: 61, height: 97)
                let w = Int(size.width * scale)
                let h = Int(size.height * scale)
                let snaps = SnapshotSet(
                    from: RendererFastPathTests.image(w, h, opaque: true, using: &rng),
                    to: RendererFastPathTests.image(w, h, opaque: true, using: &rng), scale: scale)
                for p in [0.1, 0.25, 0.5, 0.75, 0.9] {
                    let scene = effect.scene(at: p, in: TransitionContext(size: size))
                    let (fast, reference) = RendererFastPathTests.renderBothWays(scene, snaps)
                    let d = pixelDifference(fast, reference)
                    #expect(d.maxChannel <= 2, "\(name) at \(p), scale \(scale): \(d)")
                    #expect(Self.sameAlpha(fast, reference), "\(name) at \(p), scale \(scale)")
                    #expect(d.meanChannel <= 0.8, "\(name) at \(p), scale \(scale): \(d)")
                }
            }
        }
    }
}
