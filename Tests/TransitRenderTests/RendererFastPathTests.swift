import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The renderer's special cases (whole-texel copies, 2-tap translation, occlusion of what opaque
/// layers hide, closed-form rectangle shadows) against its general path (`usesFastPaths = false`:
/// every layer through the bilinear sampler, every shadow rasterised and box-blurred), on random
/// placements, opacities and sizes.
@Suite struct RendererFastPathTests {
    /// Two random opaque screens of `w` x `h` at scale 1 (the from-screen drawn first).
    static func opaqueScreens(_ w: Int, _ h: Int, using rng: inout SeededRandom) -> SnapshotSet {
        let from = image(w, h, opaque: true, using: &rng)
        return SnapshotSet(from: from, to: image(w, h, opaque: true, using: &rng), scale: 1)
    }

    /// `scene` drawn with the fast paths and by the general path (`usesFastPaths = false`), the
    /// reference every fast path is tested against. The fast paths run eight pixels at a time
    /// (`Lanes.eight`) on frames of up to `eightLanesUpTo` pixels, in debug builds too, so that the
    /// tests of a debug build run the vector loops (larger frames take the build's default lanes).
    static func renderBothWays(_ scene: Scene, _ snaps: SnapshotSet, lanes: Lanes? = nil) -> (
        fast: Bitmap, reference: Bitmap
    ) {
        var general = Renderer()
        general.usesFastPaths = false
        var fast = Renderer()
        if scene.size.width * scene.size.height * snaps.scale * snaps.scale <= eightLanesUpTo { fast.lanes = .eight }
        if let lanes { fast.lanes = lanes }
        return (fast.render(scene, snapshots: snaps), general.render(scene, snapshots: snaps))
    }

    /// The largest frame (in pixels) `renderBothWays` draws eight pixels at a time in a debug build.
    static let eightLanesUpTo = 40_000.0

    /// How far `scene` drawn with the fast paths lies from the general path's drawing.
    static func differenceFromGeneralPath(_ scene: Scene, _ snaps: SnapshotSet) -> (
        maxChannel: Int, meanChannel: Double
    ) {
        let (fast, reference) = renderBothWays(scene, snaps)
        return pixelDifference(fast, reference)
    }

    /// A random image; `opaque` or with random alpha (premultiplied).
    static func image(_ w: Int, _ h: Int, opaque: Bool, using rng: inout SeededRandom) -> Bitmap {
        var b = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = opaque ? 255 : UInt32.random(in: 0...255, using: &rng)
                func ch() -> UInt32 { UInt32.random(in: 0...255, using: &rng) * a / 255 }
                b[x, y] = ch() | ch() << 8 | ch() << 16 | a << 24
            }
        }
        return b
    }

    /// A random placement of a full-size layer: whole or fractional translation along one or both
    /// axes, scale, turn, or a perspective turn.
    static func transform(size: Size, using rng: inout SeededRandom) -> Transform3D {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let dx = r(-size.width...size.width) * 0.6
        let dy = r(-size.height...size.height) * 0.6
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: return .translation(x: dx.rounded(), y: dy.rounded())
        case 1: return .translation(x: dx, y: dy.rounded())
        case 2: return .translation(x: dx.rounded(), y: dy)
        case 3: return .translation(x: dx, y: dy)
        case 4: return Transform3D.scale(r(0.4...1.6)).concatenating(.translation(x: dx * 0.2, y: dy * 0.2))
        case 5: return .rotation(.degrees(r(-180...180)), x: 0, y: 0, z: 1)
        default: return .rotation(.degrees(r(-70...70)), x: 0, y: 1, z: 0)
        }
    }

    @Test func theSpecialCasesDrawWhatTheGeneralSamplerDraws() {
        var rng = SeededRandom(seed: 15)
        for case_ in 0..<160 {
            let w = Int.random(in: 9...70, using: &rng)
            let h = Int.random(in: 5...50, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = SnapshotSet(
                from: Self.image(w, h, opaque: Bool.random(using: &rng), using: &rng),
                to: Self.image(w, h, opaque: Bool.random(using: &rng), using: &rng), scale: 1)
            var layers: [Layer] = []
            for side in [Side.to, .from] where layers.isEmpty || Bool.random(using: &rng) || side == .from {
                var l = Layer(id: side.rawValue, content: .snapshot(.screen(side)), frame: Rect(size: size))
                l.transform = Self.transform(size: size, using: &rng)
                l.opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
                layers.append(l)
            }
            if Bool.random(using: &rng) {
                // A shade over the lower layer, as push and cover draw.
                var shade = Layer(id: "shade", content: .color(.black), frame: Rect(size: size))
                shade.transform = layers[0].transform
                shade.opacity = Double.random(in: 0...0.5, using: &rng)
                layers.insert(shade, at: 1)
            }
            let scene = Scene(
                size: size, background: Bool.random(using: &rng) ? .white : .clear, eyeDistance: 80, layers: layers)
            let (fast, reference) = RendererFastPathTests.renderBothWays(scene, snaps)
            let d = pixelDifference(fast, reference)
            // 1: the vector weights round exact ties to even, the scalar ones up (1/256 of a weight).
            // 2 with a perspective turn (about y): its stepped positions (`steppedRow`) may round to
            // the next 1/256 texel in each axis.
            let bound = layers.contains { $0.transform.m31 != 0 } ? 2 : 1
            #expect(d.maxChannel <= bound, "case \(case_): \(w)x\(h), \(d)")
        }
    }

    @Test func closedFormShadowsMatchTheBlurredRaster() {
        var rng = SeededRandom(seed: 16)
        for case_ in 0..<60 {
            // The shadow stays inside the frame: the raster, cut at the frame's edge, blurs as if
            // nothing lay beyond it, where the closed form knows the whole rectangle.
            let w = Int.random(in: 70...110, using: &rng)
            let h = Int.random(in: 70...110, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = SnapshotSet(
                from: Self.image(w, h, opaque: true, using: &rng), to: Self.image(w, h, opaque: true, using: &rng),
                scale: 1)
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            var top = Layer(
                id: "from", content: .snapshot(.screen(.from)),
                frame: Rect(x: r(26...30), y: r(26...30), width: r(5...Double(w) - 60), height: r(5...Double(h) - 60)))
            top.opacity = Bool.random(using: &rng) ? 1 : r(0.2...1)
            top.shadow = Shadow(
                color: .black, opacity: r(0.1...1), offset: Vector(dx: r(-6...6), dy: r(-6...6)), radius: r(0...12))
            let below = Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size))
            let scene = Scene(size: size, layers: [below, top])
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, snaps)
            // The closed form is the Gaussian of the three box passes' variance over the exact
            // rectangle. Below 3 px of radius (box radius 0 or 1) the raster's own approximations
            // show: four sample lines per row give coverage in steps of 1/4 (up to 1/8 off, 32 of
            // 255), and a 3-pixel box is far from a Gaussian. From 3 px the two agree within 6.
            let bound = top.shadow!.radius < 3 ? 33 : 6
            #expect(d.maxChannel <= bound && d.meanChannel <= 0.1, "case \(case_): \(d), radius \(top.shadow!.radius)")
        }
    }

    @Test func anImageLearnsWhetherItIsOpaqueAndForgetsWhenItsPixelsChange() {
        var rng = SeededRandom(seed: 17)
        var a = Self.image(7, 5, opaque: true, using: &rng)
        #expect(a.isOpaque)
        let copy = a
        a[3, 2] = 0x8000_0000
        #expect(!a.isOpaque)
        #expect(copy.isOpaque)
        a[3, 2] = 0xFF00_0000
        #expect(a.isOpaque)
        #expect(Bitmap(width: 3, height: 3, fill: .black).isOpaque)
        #expect(!Bitmap(width: 3, height: 3).isOpaque)
        #expect(a == Bitmap(width: a.width, height: a.height, pixels: a.pixels))
    }
}
