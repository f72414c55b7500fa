import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The turned and perspective layers' fast path (`LayerRows.steppedRow`: positions stepped eight
/// pixels at a time, texel pairs read as 64-bit words) against the general path (`usesFastPaths =
/// false`: a division per pixel under perspective, four scalar texel loads a pixel), on random
/// turns, shears, scales, perspectives, contents rects, corner radii, opacities and sizes.
@Suite struct SteppedRowsTests {
    /// A random placement that no special case takes: a turn about z (any angle), a shear, or a
    /// turn about x or y with perspective, scaled and moved so the texture's edges often fall
    /// inside the frame.
    static func placement(size: Size, perspective: Bool, using rng: inout SeededRandom) -> Transform3D {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let move = Transform3D.translation(x: r(-0.3...0.3) * size.width, y: r(-0.3...0.3) * size.height)
        let scaled = Transform3D.scale(x: r(0.4...1.8), y: r(0.4...1.8), z: 1)
        guard !perspective else {
            let axis = Bool.random(using: &rng)
            return scaled.concatenating(.rotation(.degrees(r(-75...75)), x: axis ? 1 : 0, y: axis ? 0 : 1, z: 0))
                .concatenating(.rotation(.degrees(r(-20...20)), x: 0, y: 0, z: 1)).concatenating(move)
        }
        if Bool.random(using: &rng) {
            var shear = Transform3D.identity
            shear.m21 = r(-0.8...0.8)
            shear.m12 = Bool.random(using: &rng) ? 0 : r(-0.8...0.8)
            return scaled.concatenating(shear).concatenating(move)
        }
        return scaled.concatenating(.rotation(.degrees(r(-180...180)), x: 0, y: 0, z: 1)).concatenating(move)
    }

    /// Random two-layer scenes placed by `placement` drawn with and without the fast paths: the
    /// largest and the mean channel difference over all of them.
    static func compare(perspective: Bool, seed: UInt64, cases: Int) -> (max: Int, mean: Double, worst: String) {
        let d = RandomSnapshotLayers.compareWithGeneralPath(
            seed: seed, cases: cases,
            eye: { side, rng in
                // Eye distances from strong perspective (most rows divide per pixel) to weak (most step).
                let eye = side * (Bool.random(using: &rng) ? Double.random(in: 2...8, using: &rng) : 40)
                return perspective ? eye : nil
            },
            placement: { size, rng in Self.placement(size: size, perspective: perspective, using: &rng) })
        return (d.max, d.mean, d.worst)
    }

    @Test func turnedLayersDrawWhatTheGeneralSamplerDraws() {
        let d = Self.compare(perspective: false, seed: 1515, cases: 160)
        // The same positions, taps, weights and roundings: equal but for the vector weights of
        // coverage, which round exact ties to even where the scalar ones round up (1/256).
        #expect(d.max <= 1, "\(d.worst)")
        #expect(d.mean <= 0.01)
    }

    @Test func perspectiveLayersDrawWhatTheGeneralSamplerDraws() {
        let d = Self.compare(perspective: true, seed: 1516, cases: 160)
        // A stepped position is within 1/2048 texel of the exact one, so it rounds to the exact
        // one's 24.8 position or the next: each axis's weight moves by at most 1/256 (a channel by at
        // most 1). Coverage and compositing are the general path's.
        #expect(d.max <= 2, "\(d.worst)")
        #expect(d.mean <= 0.01)
    }

    /// Layers turned about a horizontal axis alone, under perspective: w is the same along each
    /// row, which `steppedRow` samples as an affine row (its positions within 4 / 65536 texel of
    /// the general sampler's divided ones).
    @Test func rowsOfOneDepthDrawWhatTheGeneralSamplerDraws() {
        let d = RandomSnapshotLayers.compareWithGeneralPath(
            seed: 1520, cases: 120, eye: { side, rng in side * Double.random(in: 0.8...20, using: &rng) },
            placement: { size, rng in
                func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
                return Transform3D.scale(x: r(0.4...1.8), y: r(0.4...1.8), z: 1)
                    .concatenating(.rotation(.degrees(r(-75...75)), x: 1, y: 0, z: 0))
                    .concatenating(.translation(x: r(-0.3...0.3) * size.width, y: r(-0.3...0.3) * size.height))
            })
        #expect(d.max <= 2, "\(d.worst)")
        #expect(d.mean <= 0.01)
        // The rows are the perspective placement's (not turned about a vertical axis).
        #expect(d.plans.filter { $0.contains("perspective") }.count > 100)
    }

    /// A texture wider or taller than `SteppedSamples.maxSide` (whose positions would not fit the
    /// 32-bit lanes) is drawn through the clamped lanes: still the general sampler's pixels.
    @Test func texturesPastTheLanesDrawWhatTheGeneralSamplerDraws() {
        var rng = SeededRandom(seed: 1518)
        let snaps = RandomSnapshotLayers.pastTheLanes(using: &rng)
        for perspective in [false, true] {
            let size = Size(width: 72, height: 40)
            let layers = RandomSnapshotLayers.layers(size: size, using: &rng) {
                Self.placement(size: size, perspective: perspective, using: &$0)
            }
            let scene = Scene(size: size, background: .white, eyeDistance: perspective ? 400 : nil, layers: layers)
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, snaps)
            #expect(d.maxChannel <= (perspective ? 2 : 1), "\(d)")
        }
    }

    /// A perspective group's samples (`SteppedSamples.stepped8`: positions stepped one by one, texel
    /// pairs loaded into vector registers) are the general sampler's at each stepped position, to
    /// the bit, on random textures, starts, first and second differences.
    @Test func steppedGroupsSampleWhatTheGeneralSamplerSamples() {
        var rng = SeededRandom(seed: 1519)
        var groups = 0
        var mismatches = 0
        while groups < 400 {
            let w = Int.random(in: 2...70, using: &rng)
            let h = Int.random(in: 2...70, using: &rng)
            let tex = (0..<(w * h)).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            // Start (plus 128), first and second differences, 16.16; keep groups whose texels lie inside.
            let px = Int.random(in: 0..<((w - 1) << 16), using: &rng)
            let py = Int.random(in: 0..<((h - 1) << 16), using: &rng)
            let ex = Int.random(in: -(1 << 17)...(1 << 17), using: &rng)
            let ey = Int.random(in: -(1 << 17)...(1 << 17), using: &rng)
            let ddx = Int.random(in: -4096...4096, using: &rng)
            let ddy = Int.random(in: -4096...4096, using: &rng)
            let xs = (0..<8).map { px + $0 * ex + $0 * ($0 - 1) / 2 * ddx }
            let ys = (0..<8).map { py + $0 * ey + $0 * ($0 - 1) / 2 * ddy }
            guard xs.allSatisfy({ (0..<((w - 1) << 16)).contains($0) }),
                ys.allSatisfy({ (0..<((h - 1) << 16)).contains($0) })
            else { continue }
            groups += 1
            tex.withUnsafeBufferPointer { t in
                let s = SteppedSamples.stepped8(
                    t.baseAddress!, width: w, px: px, py: py, ex: ex, ey: ey, ddx: ddx, ddy: ddy)
                for lane in 0..<8 where s[lane] != LayerRows.bilinear(t.baseAddress!, w, xs[lane] >> 8, ys[lane] >> 8) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// The Taylor bound itself: wherever `bendMargin` lets a row step, every stepped position (the
    /// polynomial of degree 2 about the middle of eight pixels, stepped by forward differences)
    /// lies within `steppingTolerance` of u / w.
    @Test func steppedPositionsStayWithinTheToleranceOfTheCurve() {
        var rng = SeededRandom(seed: 1517)
        var stepped = 0
        var refused = 0
        for _ in 0..<400 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let size = r(50...3000)
            let turn = Transform3D.rotation(.degrees(r(-80...80)), x: r(-1...1), y: r(-1...1), z: r(-1...1))
                .concatenating(
                    .perspective(eyeDistance: size * (Bool.random(using: &rng) ? r(0.05...0.5) : r(0.5...20))))
            guard
                let map = ProjectedLayer(layerToPixels: turn.concatenating(.translation(x: size / 2, y: size / 2)))
                    .inverse
            else { continue }
            let y = r(0...size)
            let lo = r(0...size / 2)
            let hi = lo + 8 * Double(Int.random(in: 1...40, using: &rng))
            guard LayerRows.bendMargin(map, map.homogeneous(x: lo, y: y), map.homogeneous(x: hi - 1, y: y)) != nil
            else {
                refused += 1
                continue
            }
            stepped += 1
            var x = lo
            while x < hi {
                let (sx, sy, ex, ey, ddx, ddy) = LayerRows.taylor(map, middle: map.homogeneous(x: x + 3.5, y: y))
                for lane in 0..<8 {
                    let exact = map.apply(x: x + Double(lane), y: y)
                    let bend = lane * (lane - 1) / 2
                    let u = Double(sx + lane * ex + bend * ddx) / 65536
                    let v = Double(sy + lane * ey + bend * ddy) / 65536
                    // The bound, plus the 16.16 rounding of the start and the two differences.
                    #expect(abs(u - exact.x) <= LayerRows.steppingTolerance + 14.5 / 65536)
                    #expect(abs(v - exact.y) <= LayerRows.steppingTolerance + 14.5 / 65536)
                }
                x += 8
            }
        }
        // Both outcomes happen, so the bound is tested where it matters.
        #expect(stepped > 50)
        #expect(refused > 10)
    }
}
