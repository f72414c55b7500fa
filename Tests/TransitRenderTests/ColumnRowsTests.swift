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

    /// The pixel-to-texel map of a square layer of `size`, centred, turned by `turn` degrees about y
    /// and seen from `eye`.
    static func map(turn: Double, size: Double, eye: Double) -> Homography? {
        let turned = Transform3D.rotation(.degrees(turn), x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: eye))
        return ProjectedLayer(layerToPixels: turned.concatenating(.translation(x: size / 2, y: size / 2))).inverse
    }

    /// Runs `body` on `count` random square layers (`sides` texels a side, blank) turned about y by
    /// `turns` degrees and seen from a twentieth of their side to four sides away, each within a
    /// contents rect's clamp often short of the texture's first and last rows (`y0`, `y1`); the
    /// random numbers, seeded by `seed`, go on in `body`.
    static func forSteepLayers(
        seed: Int, count: Int = 300, sides: ClosedRange<Int>, turns: ClosedRange<Double>,
        _ body: (inout SeededRandom, _ side: Int, _ y0: Int, _ y1: Int, ColumnTable, ColumnSampler) -> Void
    ) {
        var rng = SeededRandom(seed: seed)
        for _ in 0..<count {
            let side = Int.random(in: sides, using: &rng)
            let size = Double(side)
            let turn = Double.random(in: turns, using: &rng)
            let eye = size * Double.random(in: 0.05...4, using: &rng)
            guard let map = map(turn: turn, size: size, eye: eye) else { continue }
            let y0 = Int.random(in: 0..<(side / 2), using: &rng)
            let y1 = Int.random(in: (side / 2)..<side, using: &rng)
            let clamp = (x0: 0, y0: y0 << 16, x1: (side - 1) << 16, y1: y1 << 16)
            let table = ColumnTable()
            table.prepare(
                map: map, clamp: clamp, textureWidth: side, columns: side,
                shape: [[Point(x: 0, y: 0), Point(x: size, y: 0), Point(x: size, y: size), Point(x: 0, y: size)]])
            let tex = [UInt32](repeating: 0, count: side * side)
            tex.withUnsafeBufferPointer { t in
                let sampler = ColumnSampler(table: table, tex: t.baseAddress!, width: side, clamp: clamp, alpha: 1)
                body(&rng, side, y0, y1, table, sampler)
            }
        }
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
            guard let map = Self.map(turn: r(-85...85), size: size, eye: size * r(0.3...20)) else { continue }
            #expect(Placement(map: map, textured: true).kind == .columns)
            let side = Int(size)
            let clamp = (x0: 0, y0: 0, x1: (side - 1) << 16, y1: (side - 1) << 16)
            let table = ColumnTable()
            table.prepare(map: map, clamp: clamp, textureWidth: side, columns: side, shape: [])
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

    /// The row path (`columnRow`, taken by masked layers, whose bands are not drawn in tiles) and
    /// the scalar lanes, against the general path within the same bound; shadows under some layers.
    @Test func maskedAndScalarColumnRowsDrawWhatTheGeneralSamplerDraws() {
        for lanes in [Lanes.eight, .scalar] {
            let d = RandomSnapshotLayers.compareWithGeneralPath(
                seed: 3204, cases: 120, lanes: lanes,
                eye: { side, rng in side * Double.random(in: 0.6...40, using: &rng) },
                placement: { size, rng in Self.placement(size: size, using: &rng) },
                adjust: { layer, size, rng in
                    if Bool.random(using: &rng) { layer.mask = MaskedFastPathTests.mask(size, using: &rng) }
                    if Int.random(in: 0..<4, using: &rng) == 0 {
                        layer.shadow = Shadow(color: .black, opacity: 0.5, offset: Vector(dx: 2, dy: 3), radius: 3)
                    }
                })
            #expect(d.max <= 2, "\(lanes): \(d.worst)")
            #expect(d.mean <= 0.01)
            let columns = d.plans.map { $0.components(separatedBy: "columns").count - 1 }.reduce(0, +)
            #expect(columns > 150)
        }
    }

    /// A texture wider or taller than `SteppedSamples.maxSide` (whose indices do not fit the 32-bit
    /// lanes): every pixel sampled one at a time, still the general sampler's pixels.
    @Test func texturesPastTheLanesDrawWhatTheGeneralSamplerDraws() {
        var rng = SeededRandom(seed: 3205)
        let snaps = RandomSnapshotLayers.pastTheLanes(using: &rng)
        for _ in 0..<6 {
            let size = Size(width: 72, height: 40)
            let layers = RandomSnapshotLayers.layers(size: size, using: &rng) {
                Self.placement(size: size, using: &$0)
            }
            let scene = Scene(size: size, background: .white, eyeDistance: 300, layers: layers)
            #expect(Renderer().planDescription(of: scene, snapshots: snaps).contains("columns"))
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, snaps)
            #expect(d.maxChannel <= 2, "\(d)")
        }
    }

    /// Every lane of every group the table lets read unclamped rounds to a texel row whose next row
    /// is inside the clamp, on random steep turns, contents rects and rows, the depth's zero often
    /// just right of the layer.
    @Test func everyUnclampedLaneReadsInsideTheClamp() {
        // A review's case: the depth's zero between the group's first and last columns (column
        // 31.3), so the rows of lanes 0 and 7 lie inside while lane 6's lies above the texture.
        let map = Homography(ux: 0, vx: -1.1375, wx: -1, uy: 0, vy: 1, wy: 0, u0: 1, v0: 34.11875, w0: 31.25)
        let clamp = (x0: 0, y0: 0, x1: 999 << 16, y1: 7 << 16)
        let table = ColumnTable()
        table.prepare(
            map: map, clamp: clamp, textureWidth: 1000, columns: 64,
            shape: [[Point(x: 16, y: 0), Point(x: 31, y: 0), Point(x: 31, y: 16), Point(x: 17, y: 16)]])
        let texels = [UInt32](repeating: 0, count: 8000)
        texels.withUnsafeBufferPointer { t in
            let sampler = ColumnSampler(table: table, tex: t.baseAddress!, width: 1000, clamp: clamp, alpha: 1)
            let v =
                UnsafeRawPointer(table.p + 24).loadUnaligned(as: SIMD8<Double>.self)
                + 0.5 * UnsafeRawPointer(table.q + 24).loadUnaligned(as: SIMD8<Double>.self)
            #expect(Int(table.insideEnd[24]) < 32 || !sampler.rowsInside(v))
        }
        #expect(!table.keepsSign)

        var groups = 0
        Self.forSteepLayers(seed: 3206, sides: 16...200, turns: -89...89) { rng, side, y0, y1, table, sampler in
            for _ in 0..<20 {
                let cy = Double(Int.random(in: 0..<side, using: &rng)) + 0.5
                for x in stride(from: 0, to: side - 7, by: 8) where Int(table.insideEnd[x]) >= x + 8 {
                    let v =
                        UnsafeRawPointer(table.p + x).loadUnaligned(as: SIMD8<Double>.self)
                        + cy * UnsafeRawPointer(table.q + x).loadUnaligned(as: SIMD8<Double>.self)
                    guard sampler.rowsInside(v) else { continue }
                    groups += 1
                    for lane in 0..<8 {
                        let row = Int(v[lane].rounded()) >> 8
                        #expect(row >= y0 && row + 1 <= y1, "column \(x + lane): row \(row)")
                        #expect(Int(table.xi[x + lane]) >> 8 + 1 <= side - 1)
                    }
                }
            }
        }
        #expect(groups > 1000)
    }

    /// A tile that tests the texture at its band's first and last rows only
    /// (`ColumnSampler.showsWholeInside`) is drawn eight at a time only where every row shows the
    /// group whole and every row's every lane reads inside the clamp (rounded as `samples`
    /// rounds), on random steep turns and clamps and random bands of rows: some rows left out,
    /// some showing only part of the group or none, bands often reaching past the texture's edges.
    @Test func aTileCheckedAtItsFirstAndLastRowsReadsInsideOnEveryRow() {
        var whole = 0
        var refused = 0
        var (atTop, atBottom) = (0, 0)
        let cov = [Float](repeating: 1, count: 256)
        var pixels = [UInt32](repeating: 0, count: 256)
        Self.forSteepLayers(seed: 3208, sides: 16...200, turns: -89...89) { rng, side, y0, y1, table, sampler in
            cov.withUnsafeBufferPointer { c in
                pixels.withUnsafeMutableBufferPointer { out in
                    for x in stride(from: 0, to: side - 7, by: 8) where Int(table.insideEnd[x]) >= x + 8 {
                        for _ in 0..<4 {
                            // A band of up to 16 rows, some left out (hidden or uncovered),
                            // mostly about the layer, sometimes anywhere.
                            let near = Int.random(in: 0..<4, using: &rng) > 0
                            let top = Int.random(in: near ? -16...side : -side...(2 * side), using: &rng)
                            let ys = (top..<(top + 16)).filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
                            guard !ys.isEmpty else { continue }
                            let composite = GroupComposite(
                                alpha: 1, opaque: true, y: 0, full: 0..<0, fullValue: 1)
                            // Most rows show the whole row; some only parts near the group.
                            func part() -> Range<Int> {
                                let a = x + Int.random(in: -4...10, using: &rng)
                                return a..<max(a, x + Int.random(in: -2...12, using: &rng))
                            }
                            let rows = ys.map {
                                let whole = Int.random(in: 0..<32, using: &rng) > 0
                                return TileRow(
                                    cy: Double($0) + 0.5, cov: UnsafeMutablePointer(mutating: c.baseAddress!),
                                    row: out.baseAddress!, left: whole ? 0..<side : part(),
                                    right: whole ? 0..<0 : part(), composite: composite)
                            }
                            let pv = UnsafeRawPointer(table.p + x).loadUnaligned(as: SIMD8<Double>.self)
                            let qv = UnsafeRawPointer(table.q + x).loadUnaligned(as: SIMD8<Double>.self)
                            let inside = rows.withUnsafeBufferPointer {
                                sampler.showsWholeInside(
                                    at: x, rows: $0.baseAddress!, count: rows.count, pv: pv, qv: qv)
                            }
                            guard inside else {
                                refused += 1
                                continue
                            }
                            whole += 1
                            var (reachesTop, reachesBottom) = (false, false)
                            for row in rows {
                                #expect(row.showsWhole(x), "column \(x), row \(row.cy): \(row.left), \(row.right)")
                                let v = pv + row.cy * qv
                                for lane in 0..<8 {
                                    let texel = Int(v[lane].rounded(.toNearestOrEven)) >> 8
                                    #expect(
                                        texel >= y0 && texel + 1 <= y1,
                                        "column \(x + lane), row \(row.cy): \(texel)")
                                    reachesTop = reachesTop || texel == y0
                                    reachesBottom = reachesBottom || texel + 1 == y1
                                }
                            }
                            atTop += reachesTop ? 1 : 0
                            atBottom += reachesBottom ? 1 : 0
                        }
                    }
                }
            }
        }
        // Both outcomes, and tiles drawn whole that reach the clamp's first and last rows.
        #expect(whole > 1000 && refused > 1000, "\(whole) drawn whole, \(refused) refused")
        #expect(atTop > 20 && atBottom > 20, "\(atTop) at the first row, \(atBottom) at the last")
    }

    /// The texels whose lines a tile asks for ahead (`TileLookahead`) lie inside the texture for
    /// every tile and row it is made for, on random steep turns whose depth often vanishes at a
    /// column (the table's numbers there are not finite) and rows often outside the layer.
    @Test func theLookAheadAsksOnlyForTexelsInsideTheTexture() {
        var asked = 0
        var refused = 0
        // Contents rects' clamps, often short of the texture's first and last rows.
        Self.forSteepLayers(seed: 3207, sides: 24...200, turns: -89.9...89.9) { rng, side, y0, y1, table, sampler in
            for x in stride(from: 0, to: side, by: 8) {
                for _ in 0..<4 {
                    let top = Double(Int.random(in: -side...(2 * side), using: &rng)) + 0.5
                    let rows = top...(top + Double(Int.random(in: 0..<32, using: &rng)))
                    guard x + 23 < side else {
                        #expect(TileLookahead(sampler, tile: x, rows: rows) == nil)
                        continue
                    }
                    guard let ahead = TileLookahead(sampler, tile: x, rows: rows) else {
                        refused += 1
                        continue
                    }
                    for cy in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
                        let (a, b) = ahead.texels(cy: cy, width: side)
                        asked += 1
                        #expect(0 <= min(a, b) && max(a, b) < side * side, "tile \(x), row \(cy): \(a), \(b)")
                        // The texels are those of the table's rows for the tile's first and
                        // last columns (the nearest 24.8 step), at most the clamp's last row.
                        for (texel, column) in [(a, x + 16), (b, x + 23)] {
                            let row = Int((table.p[column] + cy * table.q[column]).rounded()) >> 8
                            #expect(row <= y1 && texel == row * side + Int(table.xi[column]) >> 8)
                        }
                    }
                }
            }
        }
        // Most tiles that have columns two tiles on ask; some are refused (rows past the
        // texture's or the clamp's edges, the depth's zero).
        #expect(asked > 30_000 && refused > 1000, "\(asked) asked, \(refused) refused")
    }
}
