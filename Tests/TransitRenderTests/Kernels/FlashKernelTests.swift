import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The banded flash (spans of the cross-fade and of the saturated core, the glow eight pixels at
/// a time in `Float`) against its reference (every pixel in `Double`), on random sizes, centres,
/// rays and progress.
@Suite struct FlashKernelTests {
    static func transition(_ w: Int, _ h: Int, using rng: inout SeededRandom) -> PixelTransition {
        let parameters: [String: ParameterValue] = [
            "center": .point(
                Point(
                    x: .random(in: -20...Double(w + 20), using: &rng), y: .random(in: -20...Double(h + 20), using: &rng)
                )
            ),
            "maxStriationRadius": .number(.random(in: 0...10, using: &rng)),
            "striationStrength": .number(.random(in: 0...3, using: &rng)),
            "striationContrast": .number(.random(in: 0...5, using: &rng)),
            "fadeThreshold": .number(.random(in: 0.01...1, using: &rng)),
        ]
        let effect = try! EffectCatalogue.builtIn.makeEffect(named: "flash", parameters: parameters) as! any PixelEffect
        let scale = Double(Int.random(in: 1...3, using: &rng))
        return PixelTransition(
            effect, progress: .random(in: 0.02...0.98, using: &rng),
            extent: Size(width: Double(w) / scale, height: Double(h) / scale))
    }

    /// Within 1 of 255 (the weight `a * 256` rounds the other way when `Float` and `Double` straddle
    /// a half step), except where the angle in `Float` falls on the other side of a ray-table step:
    /// there the ray takes the neighbouring entry, which moves the weight by at most the table's
    /// largest step times the gain. Such pixels are rare (the angle's rounding is about 1e-4 of a step).
    @Test func theBandedFlashDrawsWhatItsReferenceDraws() throws {
        var rng = SeededRandom(seed: 1517)
        let banded = try #require(PixelKernels.builtIn.bandedKernel(for: Self.transition(8, 8, using: &rng)))
        var flipped = 0
        var pixels = 0
        for case_ in 0..<60 {
            let w = Int.random(in: 1...120, using: &rng)
            let h = Int.random(in: 1...90, using: &rng)
            let old = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let new = RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng)
            let t = Self.transition(w, h, using: &rng)
            var fast = Bitmap(width: w, height: h)
            var reference = Bitmap(width: w, height: h)
            banded.run(t, old: old, new: new, into: &fast)
            FlashKernel.reference(t, old, new, &reference)
            let glow = FlashKernel.Glow(t, old)
            let step = zip(glow.rays, glow.rays.dropFirst() + glow.rays.prefix(1)).map { abs($0 - $1) }.max() ?? 0
            let rayBound = Int(Double(step) * glow.gain * 256) + 2
            for y in 0..<h {
                for x in 0..<w {
                    let d = channelDifference(fast[x, y], reference[x, y])
                    if d > 1 { flipped += 1 }
                    #expect(d <= max(1, rayBound), "case \(case_): \(w)x\(h) at \(t.progress), (\(x), \(y)): \(d)")
                }
            }
            pixels += w * h
            var shared = Bitmap(width: w, height: h)
            banded.run(t, old: old, new: new, into: &shared, threads: 3)
            #expect(shared == fast, "case \(case_): threads change the frame")
        }
        #expect(flipped * 1000 <= pixels, "\(flipped) of \(pixels) pixels beyond 1")
    }

    /// Without rays the only difference is the weight's rounding.
    @Test func withoutRaysTheBandedFlashIsWithinOneOfItsReference() throws {
        var rng = SeededRandom(seed: 1518)
        for case_ in 0..<30 {
            let w = Int.random(in: 1...120, using: &rng)
            let h = Int.random(in: 1...90, using: &rng)
            let old = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let new = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let effect = Flash(
                center: Point(x: .random(in: 0...Double(w), using: &rng), y: .random(in: 0...Double(h), using: &rng)),
                striationStrength: 0)
            let t = PixelTransition(
                effect, progress: .random(in: 0.02...0.98, using: &rng),
                extent: Size(width: Double(w), height: Double(h)))
            var fast = Bitmap(width: w, height: h)
            var reference = Bitmap(width: w, height: h)
            FlashKernel.banded.run(t, old: old, new: new, into: &fast)
            FlashKernel.reference(t, old, new, &reference)
            let d = pixelDifference(fast, reference)
            #expect(d.maxChannel <= 1, "case \(case_): \(w)x\(h) at \(t.progress), \(d)")
        }
    }

    func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        stride(from: 0, to: 32, by: 8).map { abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF)) }.max()!
    }
}
