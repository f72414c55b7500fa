import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Rows that visit only the layers drawing in their band (`BandLayers`) against rows that visit
/// every layer (`visitsEveryLayer`): the same bytes, on random scenes of many small layers (turned,
/// translated, scaled, with shadows, shades over screens that fuse with them, opaque and not), at
/// one thread and two, eight lanes and one.
@Suite struct BandLayersTests {
    @Test func visitingOnlyTheBandsLayersDrawsTheSameBytes() {
        Self.compare(seed: 3202) { $0.visitsEveryLayer = true }
    }

    /// Runs of layers drawn layer by layer over a band (`BandDrawing`) against every layer drawn
    /// over a row before the next row: the same bytes, on the same kind of scenes.
    @Test func drawingLayerByLayerDrawsTheSameBytesAsRowByRow() {
        Self.compare(seed: 3208) { $0.drawsRowByRow = true }
    }

    /// The renderer's frames against those of the renderer changed by `reference`, on random
    /// scenes of many small, often overlapping layers.
    static func compare(seed: UInt64, reference: (inout Renderer) -> Void) {
        var rng = SeededRandom(seed: seed)
        for case_ in 0..<60 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let w = Int.random(in: 16...90, using: &rng)
            let h = Int.random(in: 20...120, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            var layers = [Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))]
            for n in 0..<Int.random(in: 1...30, using: &rng) {
                let frame = Rect(
                    x: r(-5...size.width), y: r(-5...size.height), width: r(2...size.width / 2),
                    height: r(2...size.height / 3))
                var piece = Layer(
                    id: "piece\(n)", content: .snapshot(.screen(.to), contentsRect: frame.normalized(in: size)),
                    frame: frame)
                piece.opacity = Bool.random(using: &rng) ? 1 : r(0.2...1)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: piece.transform = .rotation(.degrees(r(-40...40)), x: 0, y: 0, z: 1)
                case 1: piece.transform = .rotation(.degrees(r(-50...50)), x: 0, y: 1, z: 0)
                case 2: piece.transform = .translation(x: r(-3...3), y: r(-3...3))
                default: break
                }
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    piece.shadow = Shadow(opacity: 0.5, offset: Vector(dx: 0, dy: 2), radius: r(0...4))
                }
                layers.append(piece)
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // A shade over the piece: a pair the plan may fuse.
                    var shade = piece
                    shade.id = "shade\(n)"
                    shade.content = .color(.black)
                    shade.opacity = r(0.1...0.8)
                    shade.shadow = nil
                    layers.append(shade)
                }
            }
            // Under perspective half the time: layers turned about y are then drawn in tiles
            // (`compositeBand`) between the runs drawn layer by layer.
            let eye = Bool.random(using: &rng) ? size.width * r(1...4) : nil
            let scene = Scene(size: size, background: .white, eyeDistance: eye, layers: layers)
            for threads in [1, 2] {
                var banded = Renderer()
                banded.threads = threads
                banded.lanes = Lanes.allCases[case_ % 2]
                var every = banded
                reference(&every)
                let d = pixelDifference(banded.render(scene, snapshots: snaps), every.render(scene, snapshots: snaps))
                #expect(d.maxChannel == 0, "case \(case_): \(w)x\(h), \(layers.count) layers, \(threads) threads, \(d)")
            }
        }
    }
}
