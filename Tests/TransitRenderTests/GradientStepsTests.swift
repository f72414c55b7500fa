import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// `gradientLanes`' stepped groups (`GradientSteps.swift`: one division per eight pixels, the
/// gradient parameter stepped by its Taylor polynomial, the indices and ramp colours in lanes)
/// against the division per pixel they replace, and fold's shades drawn in perspective against
/// the general path.
@Suite struct GradientStepsTests {
    /// The reference's index of gradient parameter `s` (`gradientRow`).
    static func index(_ s: Double) -> Int { s > 0 ? Int(min(s, 1) * 255 + 0.5) : 0 }

    /// Wherever `gradientSteps` lets a row step, every stepped index is the divided one, but where
    /// s * 255 lies within `255 * gradientSteppingTolerance` (1/16) of a half, where it may be
    /// one off: on random rows of random perspectives, steep ones included. On rows within 0...1,
    /// the indices left unclamped are the clamped ones.
    @Test func steppedIndicesAreTheDividedOnesButNearAHalf() {
        var rng = SeededRandom(seed: 3301)
        var stepped = 0
        var refused = 0
        var nearHalves = 0
        var unclamped = 0
        for _ in 0..<3000 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            // s = N / W + e along the row, N = n0 + x nx, W = w0 + x wx: a strip of `length`
            // pixels over which s runs through about `spread`, W changing by up to `steep` of itself.
            let length = r(8...400)
            let spread = Bool.random(using: &rng) ? r(0.5...3) : r(3...200)
            let steep = Bool.random(using: &rng) ? r(0...0.1) : r(0.1...1.8)
            let w0 = r(0.2...5) * (Bool.random(using: &rng) ? 1 : -1)
            let wx = w0 * steep / length * (Bool.random(using: &rng) ? 1 : -1)
            let nx = spread * abs(w0) / length * r(-1...1)
            let n0 = r(-2...2) * w0
            let e = r(-0.5...0.5)
            let x0 = Int.random(in: 0...64, using: &rng)
            let count = 8 * Int.random(in: 1...Int(length / 8 + 1), using: &rng)
            let wa = (Double(x0) + 0.5) * wx + w0
            let wb = (Double(x0 + count) - 0.5) * wx + w0
            guard wa * wb > 0 else { continue }
            let d = nx * wa - wx * ((Double(x0) + 0.5) * nx + n0)
            guard LayerRows.gradientSteps(wx: wx, d: d, wa: wa, wb: wb) else {
                refused += 1
                continue
            }
            stepped += 1
            // s in 0...1 at both ends: the unclamped indices are the clamped ones.
            let sa = ((Double(x0) + 0.5) * nx + n0) / wa + e
            let sb = ((Double(x0 + count) - 0.5) * nx + n0) / wb + e
            let unit = sa >= 0 && sa <= 1 && sb >= 0 && sb <= 1
            for x in stride(from: x0, to: x0 + count, by: 8) {
                let lanes = LayerRows.steppedIndices(x: x, nx: nx, n0: n0, wx: wx, w0: w0, e: e)
                if unit {
                    unclamped += 1
                    #expect(
                        LayerRows.steppedIndices(x: x, nx: nx, n0: n0, wx: wx, w0: w0, e: e, clamps: false) == lanes)
                }
                for lane in 0..<8 {
                    let px = Double(x + lane) + 0.5
                    let s = (px * nx + n0) / (px * wx + w0) + e
                    let exact = Self.index(s)
                    guard Int(lanes[lane]) != exact else { continue }
                    let half = abs((min(max(s, 0), 1) * 255).truncatingRemainder(dividingBy: 1) - 0.5)
                    #expect(
                        abs(Int(lanes[lane]) - exact) == 1 && half <= 255 * LayerRows.gradientSteppingTolerance + 1e-6,
                        "s \(s): stepped \(lanes[lane]), divided \(exact)")
                    nearHalves += 1
                }
            }
        }
        // Most rows step, some are too steep; few indices differ.
        #expect(stepped >= 1500 && refused >= 100, "stepped \(stepped), refused \(refused)")
        #expect(nearHalves <= stepped, "\(nearHalves) indices one off")
        #expect(unclamped >= 200, "\(unclamped) groups of rows within 0...1")
    }

    /// A ramp lookup is found (fold's shade: black from clear to opaque), and its formula gives the
    /// table's words; other lookups are not ramps.
    @Test func rampLookupsAreFoundAndGiveTheirOwnEntries() {
        let shade = Gradient(
            stops: [.init(0, Color.black.withAlpha(0)), .init(1, Color.black.withAlpha(1))], start: Point(x: 0, y: 0),
            end: Point(x: 1, y: 0))
        let lookup = (0...255).map { Bitmap.pack(shade.color(at: Double($0) / 255)) }
        #expect(LayerRows.rampStep(lookup) == 1 << 24)
        var rng = SeededRandom(seed: 3302)
        var ramps = 0
        for _ in 0..<200 {
            func r() -> Double { Double.random(in: 0...1, using: &rng) }
            let g = Gradient(
                stops: [
                    .init(0, Color(red: r(), green: r(), blue: r(), alpha: r())),
                    .init(1, Color(red: r(), green: r(), blue: r(), alpha: 1)),
                ],
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 0))
            let table = (0...255).map { Bitmap.pack(g.color(at: Double($0) / 255)) }
            guard let step = LayerRows.rampStep(table) else { continue }
            ramps += 1
            #expect((0...255).allSatisfy { table[$0] == table[0] &+ UInt32($0) &* step })
        }
        #expect(ramps < 20, "\(ramps) random gradients are ramps")
        #expect(LayerRows.rampStep(lookup.enumerated().map { $0.offset == 200 ? $0.element + 1 : $0.element }) == nil)
    }

    /// Black at every alpha and weight composited as its alpha alone (`blendBlack`) is
    /// `PixelMath.blend` of the ramp's colour, to the bit, over random pixels.
    @Test func blackIsBlendedAsItsAlphaAloneToTheBit() {
        var rng = SeededRandom(seed: 3304)
        var mismatches = 0
        for index in 0...255 {
            for k in stride(from: 0, through: 256, by: 8) {
                let ks = SIMD8<UInt32>((0..<8).map { UInt32(min(256, k + $0)) })
                let dst = SIMD8<UInt32>((0..<8).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) })
                let i = SIMD8<UInt32>(repeating: UInt32(index))
                let reference = PixelMath.blend(i &<< 24, over: dst, kk: ks | (ks &<< 16))
                if LayerRows.blendBlack(i, over: dst, k: ks) != reference { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// Fold's shades (black ramps from clear to opaque, slanted: `Fold.stripShade`) turned in
    /// strong perspective, random turns, eight lanes and one: each pixel within one lookup entry of
    /// the general path, so within 2 (the ramp's step, 1, plus 1 for the blend's rounding).
    @Test func foldShadesInPerspectiveAreWithinOneEntryOfTheGeneralPath() {
        var rng = SeededRandom(seed: 3303)
        for case_ in 0..<40 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let w = Int.random(in: 24...90, using: &rng)
            let h = Int.random(in: 16...60, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let alongX = Bool.random(using: &rng)
            let (a, b) =
                Bool.random(using: &rng)
                ? (Point(x: 0, y: 0.2), Point(x: 1, y: 0)) : (Point(x: 1, y: 0), Point(x: 0, y: 1))
            let flip = { (p: Point) in alongX ? p : Point(x: p.y, y: p.x) }
            let g = Gradient(
                stops: [.init(0, Color.black.withAlpha(0)), .init(1, Color.black.withAlpha(1))], start: flip(a),
                end: flip(b))
            var shade = Layer(id: "shade", content: .gradient(g), frame: Rect(size: size))
            shade.opacity = r(0.2...1)
            shade.transform = Transform3D.rotation(.degrees(r(-80...80)), x: alongX ? 0 : 1, y: alongX ? 1 : 0, z: 0)
                .concatenating(.translation(x: r(-0.2...0.2) * size.width, y: r(-0.2...0.2) * size.height))
            let scene = Scene(
                size: size, background: .white, eyeDistance: Double(max(w, h)) * r(1.2...6), layers: [shade])
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            var general = Renderer()
            general.usesFastPaths = false
            let reference = general.render(scene, snapshots: snaps)
            for lanes in Lanes.allCases {
                var fast = Renderer()
                fast.lanes = lanes
                let d = pixelDifference(fast.render(scene, snapshots: snaps), reference)
                #expect(d.maxChannel <= 2, "case \(case_), \(lanes): \(w)x\(h), \(d)")
            }
        }
    }
}
