import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The random scenes the fast-path tests render with and without the fast paths: random images
/// and the to- and from-screen as full-size layers.
enum RandomSnapshotLayers {
    /// Random snapshots of `w` x `h` pixels (each opaque or not) at scale 1.
    static func snapshots(_ w: Int, _ h: Int, using rng: inout SeededRandom) -> SnapshotSet {
        SnapshotSet(
            from: RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng),
            to: RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng), scale: 1)
    }

    /// Screens longer than `SteppedSamples.maxSide` texels (the from-screen wide, the to-screen
    /// tall), whose texel indices do not fit the 32-bit lanes.
    static func pastTheLanes(using rng: inout SeededRandom) -> SnapshotSet {
        let long = SteppedSamples.maxSide + 9
        return SnapshotSet(
            from: RendererFastPathTests.image(long, 3, opaque: true, using: &rng),
            to: RendererFastPathTests.image(3, long, opaque: false, using: &rng), scale: 1)
    }

    /// The to-screen then the from-screen as layers of `size`, each showing the whole snapshot or a
    /// random part of it, placed by `placement`, at a random opacity and sometimes with rounded
    /// corners.
    static func layers(
        size: Size, using rng: inout SeededRandom, placement: (inout SeededRandom) -> Transform3D
    ) -> [Layer] {
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
            l.transform = placement(&rng)
            l.opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
            if Bool.random(using: &rng) {
                l.cornerRadius = Double.random(in: 0...(min(size.width, size.height) / 2), using: &rng)
            }
            layers.append(l)
        }
        return layers
    }

    /// How far random scenes of two such layers, drawn with the fast paths, lie from the general
    /// path's drawing: `cases` scenes of random sizes, each layer placed by `placement` (given the
    /// scene's size) and then changed by `adjust`, seen from `eye` (nil: no perspective), over
    /// white or nothing, drawn `lanes` pixels at a time (by default eight where the frame is small).
    static func compareWithGeneralPath(
        seed: UInt64, cases: Int, lanes: Lanes? = nil, eye: (_ side: Double, inout SeededRandom) -> Double?,
        placement: (Size, inout SeededRandom) -> Transform3D,
        adjust: (inout Layer, Size, inout SeededRandom) -> Void = { _, _, _ in }
    ) -> Comparison {
        var rng = SeededRandom(seed: seed)
        var result = Comparison()
        var total = 0.0
        for case_ in 0..<cases {
            let w = Int.random(in: 9...90, using: &rng)
            let h = Int.random(in: 5...60, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = snapshots(w, h, using: &rng)
            var layers = layers(size: size, using: &rng) { placement(size, &$0) }
            for i in layers.indices { adjust(&layers[i], size, &rng) }
            let eyeDistance = eye(Double(max(w, h)), &rng)
            let scene = Scene(
                size: size, background: Bool.random(using: &rng) ? .white : .clear, eyeDistance: eyeDistance,
                layers: layers)
            result.plans.append(Renderer().planDescription(of: scene, snapshots: snaps))
            let (fast, reference) = RendererFastPathTests.renderBothWays(scene, snaps, lanes: lanes)
            let d = pixelDifference(fast, reference)
            if d.maxChannel > result.max {
                (result.max, result.worst) = (d.maxChannel, "case \(case_): \(w)x\(h), \(d)")
            }
            total += d.meanChannel
        }
        result.mean = total / Double(cases)
        return result
    }

    /// What `compareWithGeneralPath` found: the largest and the mean channel difference, the case
    /// of the largest, and each scene's plan.
    struct Comparison {
        var max = 0
        var mean = 0.0
        var worst = ""
        var plans: [String] = []
    }
}
