import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Layers turned about a vertical axis under perspective (`Placement.Kind.columns`, drawn by
/// `LayerRows.columnRow` from a per-column table) against the general path (`usesFastPaths =
/// false`: a division per pixel), on random turns, scales, moves, eye distances from very near to
/// far, contents rects, corner radii, opacities and sizes, one lane and eight.
@Suite struct ColumnRowsTests {
    /// A turn about y by up to 85° (both ways), scaled and moved so that the texture's edges often
    /// fall inside the frame: no turn about z, so the map keeps `uy == 0` and `wy == 0`.
    static func placement(size: Size, using rng: inout SeededRandom) -> Transform3D {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let move = Transform3D.translation(x: r(-0.3...0.3) * size.width, y: r(-0.3...0.3) * size.height)
        return Transform3D.scale(x: r(0.4...1.8), y: r(0.4...1.8), z: 1)
            .concatenating(.rotation(.degrees(r(-85...85)), x: 0, y: 1, z: 0)).concatenating(move)
    }

    @Test func columnLayersDrawWhatTheGeneralSamplerDraws() {
        let d = RandomSnapshotLayers.compareWithGeneralPath(
            seed: 3201, cases: 200,
            // From an eye nearer than the layer is wide (the steepest: every stepped row refused) to far.
            eye: { side, rng in side * Double.random(in: 0.6...40, using: &rng) },
            placement: { size, rng in Self.placement(size: size, using: &rng) })
        // A position within a few roundings of `Double` of the general sampler's rounds to its 24.8
        // position or the next: each axis's weight by at most 1/256, a channel by at most 1 each.
        #expect(d.max <= 2, "\(d.worst)")
        #expect(d.mean <= 0.01)
        // The path is taken: most layers are turned about y alone.
        #expect(d.plans.map { $0.components(separatedBy: "columns").count - 1 }.reduce(0, +) > 300)
    }

    /// The table's columns: each column's 24.8 texel column is the general sampler's (clamped, as
    /// `BilinearCursor` clamps it), its rows `256 P + 256 Q cy` within 10⁻⁶ of a step of
    /// `256 v / w`, and every column of an inside run reads texel columns inside the clamp.
    @Test func theColumnTableIsTheGeneralSamplersPositions() {
        var rng = SeededRandom(seed: 3202)
        for _ in 0..<300 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let size = r(20...1200)
            let turn = Transform3D.rotation(.degrees(r(-85...85)), x: 0, y: 1, z: 0)
                .concatenating(.perspective(eyeDistance: size * r(0.3...20)))
            guard
                let map = ProjectedLayer(
                    layerToPixels: turn.concatenating(.translation(x: size / 2, y: size / 2))
                ).inverse
            else { continue }
            #expect(Placement(map: map, textured: true).kind == .columns)
            let side = Int(size)
            let clamp = (x0: 0, y0: 0, x1: (side - 1) << 16, y1: (side - 1) << 16)
            let table = ColumnTable()
            table.prepare(map: map, clamp: clamp, columns: side, shape: [])
            let y = Double(Int.random(in: 0..<side, using: &rng)) + 0.5
            for x in 0..<side {
                var cursor = BilinearCursor(
                    map: map, placement: Placement(map: map, textured: true), clamp: clamp, from: x, y: y)
                guard let (xi, _) = cursor.next() else { continue }
                #expect(Int(table.xi[x]) == xi, "column \(x)")
                let h = map.homogeneous(x: Double(x) + 0.5, y: y)
                let exact = 256 * h.v / h.w
                #expect(abs(table.p[x] + y * table.q[x] - exact) <= 1e-6 * max(1, abs(exact)))
                if Int(table.insideEnd[x]) > x { #expect(xi >> 8 < side - 1) }
            }
        }
    }
}
