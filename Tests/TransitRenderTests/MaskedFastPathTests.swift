import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Masked layers (the mask's interior copied, coverage measured at its edges only) and the
/// one-pass cross-fade of an opaque layer under a translucent one, against the renderer's
/// general path (`usesFastPaths = false`) on random masks, placements, opacities and sizes.
@Suite struct MaskedFastPathTests {
    static func mask(_ size: Size, using rng: inout SeededRandom) -> Mask {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let w = size.width
        let h = size.height
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return Mask(.circle(center: Point(x: r(0...w), y: r(0...h)), radius: r(0...w)))
        case 1: return Mask(.rect(Rect(x: r(-5...w), y: r(-5...h), width: r(0...w), height: r(0...h))))
        default: return Mask(.ellipse(in: Rect(x: r(-5...w / 2), y: r(-5...h / 2), width: r(1...w), height: r(1...h))))
        }
    }

    /// Renders `count` scenes made by `make` (from a random width and height) with the fast
    /// paths and with the general one, and expects them within 1 of each other: the vector
    /// weights round exact ties to even, the scalar ones up (1/256 of a weight).
    static func expectTheGeneralPathsPixels(
        seed: UInt64, count: Int, _ make: (inout SeededRandom, Int, Int, Size) -> (Scene, SnapshotSet)
    ) {
        var rng = SeededRandom(seed: seed)
        for case_ in 0..<count {
            let w = Int.random(in: 9...80, using: &rng)
            let h = Int.random(in: 5...60, using: &rng)
            let (scene, snaps) = make(&rng, w, h, Size(width: Double(w), height: Double(h)))
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, snaps)
            #expect(d.maxChannel <= 1, "case \(case_): \(w)x\(h), \(d)")
        }
    }

    @Test func maskedLayersDrawWhatTheGeneralSamplerDraws() {
        Self.expectTheGeneralPathsPixels(seed: 152, count: 120) { rng, w, h, size in
            let snaps = SnapshotSet(
                from: RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng),
                to: RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng), scale: 1)
            var below = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            below.opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
            var top = Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size))
            top.mask = Self.mask(size, using: &rng)
            top.opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                top.transform = RendererFastPathTests.transform(size: size, using: &rng)
            }
            if Bool.random(using: &rng) {
                // The masked layer under the other: a rectangular mask hides what it covers.
                swap(&below, &top)
            }
            return (Scene(size: size, background: .white, layers: [below, top]), snaps)
        }
    }

    @Test func crossFadesDrawWhatTheGeneralSamplerDraws() {
        Self.expectTheGeneralPathsPixels(seed: 153, count: 120) { rng, w, h, size in
            let snaps = SnapshotSet(
                from: RendererFastPathTests.image(w, h, opaque: true, using: &rng),
                to: RendererFastPathTests.image(w, h, opaque: Int.random(in: 0..<4, using: &rng) > 0, using: &rng),
                scale: 1)
            func shift(_ rng: inout SeededRandom) -> Transform3D {
                Bool.random(using: &rng)
                    ? .identity
                    : .translation(
                        x: Double(Int.random(in: -w / 2...w / 2, using: &rng)),
                        y: Double(Int.random(in: -h / 2...h / 2, using: &rng)))
            }
            var below = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
            below.transform = shift(&rng)
            if Bool.random(using: &rng) {
                // A mask on the lower layer: only what both cover fully is one pass (a rectangle's).
                below.mask = Self.mask(size, using: &rng)
            }
            var top = Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size))
            top.transform = shift(&rng)
            top.opacity = Double.random(in: 0...1, using: &rng)
            var layers = [below, top]
            if Bool.random(using: &rng) {
                // Something opaque above the pair hides part of it.
                let cover = Layer(
                    id: "cover", content: .color(.black),
                    frame: Rect(x: Double.random(in: 0...size.width, using: &rng), y: 0, width: 7, height: size.height))
                layers.append(cover)
            }
            return (Scene(size: size, background: .white, layers: layers), snaps)
        }
    }

    /// A fade on whole pixels is, bit for bit, the upper image scaled by its weight composited
    /// over the lower one.
    @Test func aFadeIsTheScaledUpperOverTheLower() {
        var rng = SeededRandom(seed: 154)
        for case_ in 0..<40 {
            let w = Int.random(in: 9...80, using: &rng)
            let h = Int.random(in: 2...30, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let alpha = Double.random(in: 0...1, using: &rng)
            let scene = Fade().scene(at: alpha, in: TransitionContext(size: size))
            let frame = Renderer().render(scene, snapshots: snaps)
            let k = PixelMath.weight(Float(alpha))
            var mismatches = 0
            for y in 0..<h {
                for x in 0..<w {
                    let expected =
                        alpha <= 0.0005
                        ? snaps.from[x, y] : PixelMath.over(PixelMath.scale(snaps.to[x, y], k), snaps.from[x, y])
                    if frame[x, y] != expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "case \(case_): \(w)x\(h) at \(alpha)")
        }
    }
}
