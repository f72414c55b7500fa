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
}
