import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The banded kernels (row bands, spans copied, tables for the per-pixel functions) against their
/// reference forms (every pixel through the plain formula), on random sizes, parameters and
/// progress; and the same frame whatever the thread count.
@Suite struct BandedKernelTests {
    /// A kernel's name, its reference, the largest channel difference allowed (and why), and
    /// random parameters for a frame of the given size.
    struct Case: Sendable {
        var name: String
        var reference: PixelKernel
        var bound: Int
        var parameters: @Sendable (_ w: Int, _ h: Int, _ rng: inout SeededRandom) -> [String: ParameterValue]
    }

    static let cases: [Case] = [
        // 1: tabulated sine and cosine move a sample by far less than a pixel, which can still
        // tip a bilinear weight or a light weight across a rounding step.
        Case(name: "ripple", reference: RippleKernel.reference, bound: 1) { w, h, rng in
            [
                "center": .point(
                    Point(
                        x: .random(in: -10...Double(w + 10), using: &rng),
                        y: .random(in: -10...Double(h + 10), using: &rng))),
                "width": .number(.random(in: 1...40, using: &rng)),
                "scale": .number(.random(in: -30...30, using: &rng)),
            ]
        },
        // 1: eight pixels in `Float` relative to their first one's cell (within about 1e-6 of a
        // cell), which can tip the oval edge's weight across a rounding step.
        Case(name: "mod", reference: ModKernel.reference, bound: 1) { w, h, rng in
            [
                "center": .point(
                    Point(
                        x: .random(in: -10...Double(w + 10), using: &rng),
                        y: .random(in: -10...Double(h + 10), using: &rng))),
                "angle": .number(.random(in: -Double.pi...Double.pi, using: &rng)),
                "radius": .number(.random(in: 1...40, using: &rng)),
                "compression": .number(.random(in: 1...60, using: &rng)),
            ]
        },
        // 0: the same per-pixel function; only the columns that are plainly one screen are copied.
        // (Angle 0, the default, curls along rows: its columns are planned once a frame.)
        Case(name: "page-curl", reference: PageCurlKernel.reference, bound: 0) { _, _, rng in
            [
                "angle": .number(Bool.random(using: &rng) ? 0 : .random(in: -Double.pi...Double.pi, using: &rng)),
                "radius": .number(.random(in: 0.5...30, using: &rng)),
            ]
        },
        // 0: the formula tabulated per mask and shadow value gives the formula's own results.
        Case(name: "disintegrate", reference: DisintegrateKernel.reference, bound: 0) { _, _, rng in
            [
                "seed": .integer(.random(in: 0...1000, using: &rng)),
                "shadowRadius": .number(.random(in: 0...20, using: &rng)),
                "shadowDensity": .number(.random(in: 0...1, using: &rng)),
                "shadowOffset": .point(
                    Point(x: .random(in: -9...9, using: &rng), y: .random(in: -9...25, using: &rng))),
            ]
        },
        // 0: the same picks, worked out once a row of cells instead of once a pixel row.
        Case(name: "dissolve", reference: DissolveKernel.reference, bound: 0) { _, _, rng in
            [
                "cellSize": .number(
                    Bool.random(using: &rng)
                        ? Double(Int.random(in: 1...6, using: &rng)) : .random(in: 0.1...30, using: &rng)),
                "seed": .integer(.random(in: 0...Int(Int32.max), using: &rng)),
            ]
        },
        // 1: a run of one bar takes its texel weights from its first pixel; the per-pixel sample
        // coordinate can round across a 1/256 step at another pixel of the run.
        Case(name: "bar-swipe", reference: BarSwipeKernel.reference, bound: 1) { _, _, rng in
            // The axis-aligned angles (bars along rows or columns), and any other.
            let angles = [0, Double.pi / 2, Double.pi, 3 * Double.pi / 2]
            let angle =
                Bool.random(using: &rng) ? angles.randomElement(using: &rng)! : .random(in: 0...(2 * .pi), using: &rng)
            return [
                "angle": .number(angle),
                "width": .number(.random(in: 2...40, using: &rng)),
                "barOffset": .number(.random(in: 1...30, using: &rng)),
            ]
        },
    ]

    static func transition(_ c: Case, _ w: Int, _ h: Int, using rng: inout SeededRandom) -> PixelTransition {
        let effect =
            try! EffectCatalogue.builtIn.makeEffect(named: c.name, parameters: c.parameters(w, h, &rng))
            as! any PixelEffect
        // 1 to 3 pixels per point, as at the screens' scales.
        let scale = Double(Int.random(in: 1...3, using: &rng))
        return PixelTransition(
            effect, progress: .random(in: 0.02...0.98, using: &rng),
            extent: Size(width: Double(w) / scale, height: Double(h) / scale))
    }

    @Test(arguments: cases.map(\.name))
    func theBandedKernelDrawsWhatItsReferenceDraws(_ name: String) throws {
        let c = try #require(Self.cases.first { $0.name == name })
        var rng = SeededRandom(seed: 1515)
        let banded = try #require(PixelKernels.builtIn.bandedKernel(for: Self.transition(c, 8, 8, using: &rng)))
        for case_ in 0..<40 {
            let w = Int.random(in: 1...90, using: &rng)
            let h = Int.random(in: 1...70, using: &rng)
            let old = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let new = RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng)
            let t = Self.transition(c, w, h, using: &rng)
            var fast = Bitmap(width: w, height: h)
            var reference = Bitmap(width: w, height: h)
            banded.run(t, old: old, new: new, into: &fast)
            c.reference(t, old, new, &reference)
            let d = pixelDifference(fast, reference)
            #expect(d.maxChannel <= c.bound, "case \(case_): \(w)x\(h) at \(t.progress), \(d)")
            var shared = Bitmap(width: w, height: h)
            banded.run(t, old: old, new: new, into: &shared, threads: 3)
            #expect(shared == fast, "case \(case_): threads change the frame")
        }
    }

    /// The packed plane blur against the pixel blur of the same values: within 2 of 255 (each of
    /// the six passes rounds down, in another order).
    @Test func thePlaneBlurIsTheBoxBlurOfItsValues() {
        var rng = SeededRandom(seed: 1516)
        for case_ in 0..<30 {
            let w = Int.random(in: 1...60, using: &rng)
            let h = Int.random(in: 1...60, using: &rng)
            let radius = Double.random(in: 0...12, using: &rng)
            let values = (0..<(w * h)).map { _ in UInt32.random(in: 0...255, using: &rng) }
            var plane = values
            var pixels = values
            plane.withUnsafeMutableBufferPointer {
                BoxBlur.blurPlane($0.baseAddress!, width: w, height: h, radius: radius)
            }
            pixels.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: w, height: h, radius: radius) }
            let worst = zip(plane, pixels).map { abs(Int($0) - Int($1 & 0xFF)) }.max() ?? 0
            #expect(worst <= 2 && plane.allSatisfy { $0 <= 255 }, "case \(case_): \(w)x\(h) radius \(radius): \(worst)")
        }
    }

    /// The packed plane blur is, to the word, its passes taken one value a word: the horizontal
    /// passes on each row, then the vertical ones on the plane, by `BoxBlur`'s scalar passes. So
    /// the packing (four rows or four columns a word, vectorised in release builds) moves values
    /// only; widths and heights not multiples of four or sixteen included.
    @Test func thePlaneBlurIsItsPassesOneValueAWord() {
        var rng = SeededRandom(seed: 1522)
        for case_ in 0..<40 {
            let w = Int.random(in: 1...75, using: &rng)
            let h = Int.random(in: 1...45, using: &rng)
            let radius = Double.random(in: 0.01...(Bool.random(using: &rng) ? 3 : 20), using: &rng)
            let passes = Int.random(in: 1...3, using: &rng)
            let values = (0..<(w * h)).map { _ in UInt32.random(in: 0...255, using: &rng) }
            var plane = values
            var single = values
            plane.withUnsafeMutableBufferPointer {
                BoxBlur.blurPlane($0.baseAddress!, width: w, height: h, radius: radius, passes: passes)
            }
            let r = Int(radius)
            let f = UInt64(((radius - Double(r)) * 256).rounded())
            let mul = (UInt64(1) << 32) / (UInt64(2 * r + 1) * 256 + 2 * f) + 1
            var line = [UInt32](repeating: 0, count: w)
            var sums = [UInt64](repeating: 0, count: 2 * w)
            var ring = [UInt32](repeating: 0, count: RowRing.slots(radius: r) * w)
            single.withUnsafeMutableBufferPointer { p in
                for y in 0..<h {
                    for _ in 0..<passes {
                        BoxBlur.horizontal(p.baseAddress! + y * w, width: w, r: r, f: f, mul: mul, scratch: &line)
                    }
                }
                for _ in 0..<passes {
                    BoxBlur.vertical(
                        p.baseAddress!, width: w, height: h, r: r, f: f, mul: mul, sums: &sums, ring: &ring)
                }
            }
            #expect(plane == single, "case \(case_): \(w)x\(h), radius \(radius), \(passes) passes")
        }
    }
}
