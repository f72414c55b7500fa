import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// A shade folded into the translated layer beneath it (`LayerRows.shadedRun`, push's, cover's
/// and reveal's dimmed screen) against the shade drawn as its own pass, and against the general
/// path (`usesFastPaths = false`), on random translations (whole or fractional, either axis),
/// shade colours and opacities, sizes, scales and layers above.
@Suite struct ShadedRowsTests {
    /// A random scene: an opaque screen translated, a solid colour over it (its geometry, or
    /// sometimes a rectangle of its own), and sometimes the other screen above with an edge shadow.
    static func scene(size: Size, using rng: inout SeededRandom) -> Scene {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func offset(_ length: Double) -> Double {
            let d = r(-0.7...0.7) * length
            return Bool.random(using: &rng) ? d.rounded() : d
        }
        var lower = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
        lower.transform = .translation(x: offset(size.width), y: Bool.random(using: &rng) ? 0 : offset(size.height))
        let colour = Color(
            red: r(0...1), green: r(0...1), blue: r(0...1), alpha: Bool.random(using: &rng) ? 1 : r(0...1))
        var shade = lower
        shade.id = "shade"
        shade.content = .color(Bool.random(using: &rng) ? .black : colour)
        shade.opacity = r(0.01...1)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            shade.transform = .identity
            shade.bounds = Size(width: r(1...size.width), height: r(1...size.height))
            shade.position = Point(x: r(0...size.width), y: r(0...size.height))
        }
        var layers = [lower, shade]
        if Bool.random(using: &rng) {
            var upper = Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size))
            upper.transform = .translation(x: offset(size.width), y: 0)
            upper.shadow = Shadow(opacity: r(0...0.5), offset: .zero, radius: r(1...8))
            layers.append(upper)
        }
        return Scene(size: size, background: .white, layers: layers)
    }

    /// The scene with a layer that draws nothing between the screen and its shade, a clear colour
    /// under a mask (which no pairing takes): the shade is then drawn by itself, as before the fold.
    static func unfolded(_ scene: Scene) -> Scene {
        var s = scene
        let size = s.layers[0].bounds
        var spacer = Layer(id: "spacer", content: .color(.clear), frame: Rect(size: size))
        spacer.transform = s.layers[0].transform
        spacer.mask = Mask(.rect(Rect(size: size)))
        s.layers.insert(spacer, at: 1)
        return s
    }

    @Test func theFoldedShadeIsTheShadeDrawnByItself() {
        var rng = SeededRandom(seed: 158)
        for case_ in 0..<120 {
            let scale = Double(Int.random(in: 1...3, using: &rng))
            let w = Int.random(in: 9...120, using: &rng)
            let h = Int.random(in: 5...40, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = SnapshotSet(
                from: RendererFastPathTests.image(w * Int(scale), h * Int(scale), opaque: true, using: &rng),
                to: RendererFastPathTests.image(w * Int(scale), h * Int(scale), opaque: true, using: &rng),
                scale: scale)
            let scene = Self.scene(size: size, using: &rng)
            let folded = Renderer().render(scene, snapshots: snaps)
            let apart = Renderer().render(Self.unfolded(scene), snapshots: snaps)
            // The same operations in the same order: the same bits (but where the shade's weight,
            // `opacity * 256`, is an exact tie, which the vector loops round to even).
            #expect(folded == apart, "case \(case_): \(w)x\(h) at \(scale)x, \(pixelDifference(folded, apart))")
        }
    }

    @Test func theFoldedShadeDrawsWhatTheGeneralPathDraws() {
        var rng = SeededRandom(seed: 159)
        for case_ in 0..<120 {
            let w = Int.random(in: 9...120, using: &rng)
            let h = Int.random(in: 5...40, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let scene = Self.scene(size: size, using: &rng)
            // The shadow's closed form is not the general path's blurred raster (see
            // `closedFormShadowsMatchTheBlurredRaster`): compared without it.
            let plain = Scene(size: size, background: .white, layers: scene.layers.map { $0.with(\.shadow, nil) })
            let d = RendererFastPathTests.differenceFromGeneralPath(plain, snaps)
            // 1: the vector weights round exact ties to even, the scalar ones up (1/256 of a weight).
            #expect(d.maxChannel <= 1, "case \(case_): \(w)x\(h), \(d)")
        }
    }

    /// The texel positions of the translated rows (`LayerRows.fixed`, without the C library's
    /// `round`) round as `rounded()` does: halves away from zero, at every magnitude up to the clamp.
    @Test func fixedPointPositionsRoundAsRounded() {
        var rng = SeededRandom(seed: 160)
        var values: [Double] = [0, -0, 0.5 / 65536, -0.5 / 65536, 1.5 / 65536, -2.5 / 65536, 1e30, -1e30]
        for _ in 0..<20000 {
            let magnitude = Double.random(in: -20...42, using: &rng)
            let v = Double.random(in: -1...1, using: &rng) * Foundation.pow(2, magnitude)
            values.append(v)
            // Exact halves and their neighbours.
            let half = (v * 65536).rounded(.down) + 0.5
            values += [half / 65536, half.nextUp / 65536, half.nextDown / 65536]
        }
        for v in values {
            let clamped = min(max(v, -LayerRows.limit), LayerRows.limit)
            #expect(LayerRows.fixed(v) == Int((clamped * 65536).rounded()), "\(v)")
        }
    }
}
