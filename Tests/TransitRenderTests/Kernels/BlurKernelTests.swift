import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct BlurKernelTests {
    typealias I = KernelTestImages

    @Test func theMiddleFrameLosesMostOfItsFineDetail() {
        let old = I.pattern(60, 80)
        let new = I.pattern(60, 80, seed: 50)
        let blurred = I.frame("blur", 0.5, ParameterValues(["radius": .number(6)]), old: old, new: new)
        #expect(I.detail(blurred) < I.detail(old) * 0.2)
    }

    @Test func boxBlurLeavesAFlatImageUnchangedAndSpreadsAPointEvenly() {
        var flat = [UInt32](repeating: 0xFF33_6699, count: 20 * 10)
        flat.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: 20, height: 10, radius: 3) }
        #expect(flat.allSatisfy { $0 == 0xFF33_6699 })
        var dot = [UInt32](repeating: 0, count: 21 * 21)
        dot[10 * 21 + 10] = 0xFFFF_FFFF
        dot.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: 21, height: 21, radius: 2, passes: 1)
        }
        #expect(dot[10 * 21 + 8] == dot[10 * 21 + 12])
        #expect(dot[8 * 21 + 10] == dot[12 * 21 + 10])
        #expect(dot[10 * 21 + 13] == 0)
    }

    /// Wide blurs on block averages against the same blurs at full size, on random noise and
    /// sharp stripes (the hardest content), radii and progress: within 16 of 255 and 1.5 on
    /// average. The block average and the bilinear reconstruction widen the bell (its variance
    /// by about block² / 4), the last half block at each edge of the image is held flat where
    /// the full-size blur keeps extending the edge pixels, and each stage rounds; on these images
    /// that measured 12 at most and 1.2 on average.
    @Test func theReducedBlurDrawsWhatTheFullSizeBlurDraws() {
        var rng = SeededRandom(seed: 1517)
        for case_ in 0..<12 {
            let w = Int.random(in: 40...160, using: &rng)
            let h = Int.random(in: 40...160, using: &rng)
            let old = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let new = I.pattern(w, h, seed: UInt32.random(in: 0...200, using: &rng))
            let effect = Blur(radius: .random(in: 40...100, using: &rng))
            let t = PixelTransition(
                effect, progress: .random(in: 0.3...0.7, using: &rng), extent: Size(width: Double(w), height: Double(h))
            )
            var fast = Bitmap(width: w, height: h)
            var reference = Bitmap(width: w, height: h)
            BlurKernel.render(t, old: old, new: new, out: &fast)
            BlurKernel.reference(t, old: old, new: new, out: &reference)
            let d = pixelDifference(fast, reference)
            #expect(d.maxChannel <= 16 && d.meanChannel <= 1.5, "case \(case_): \(w)x\(h) at \(t.progress), \(d)")
        }
    }

    /// The four-pixel lane passes against the scalar passes (the general path), on random images,
    /// sizes (down to one pixel, widths not a multiple of four), fractional radii and pass counts:
    /// the same words, as they do the same sums and the same division. In a debug build both run
    /// the scalar passes (`PixelMath.vectorised`); the release run of the tests compares them. The
    /// same for the plane blur of single values.
    @Test func theLanePassesBlurAsTheScalarPassesDo() {
        var rng = SeededRandom(seed: 1518)
        for case_ in 0..<60 {
            let w = Int.random(in: 1...70, using: &rng)
            let h = Int.random(in: 1...50, using: &rng)
            let image = RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng)
            let radius = Double.random(in: 0...(Bool.random(using: &rng) ? 3 : 40), using: &rng)
            let passes = Int.random(in: 1...3, using: &rng)
            var lanes = image.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
            var scalar = lanes
            lanes.withUnsafeMutableBufferPointer {
                BoxBlur.blur($0.baseAddress!, width: w, height: h, radius: radius, passes: passes)
            }
            scalar.withUnsafeMutableBufferPointer {
                BoxBlur.blur($0.baseAddress!, width: w, height: h, radius: radius, passes: passes, lanes: false)
            }
            #expect(lanes == scalar, "case \(case_): \(w)x\(h), radius \(radius), \(passes) passes")
            // The packed plane blur (four rows or columns a word) takes the same passes.
            var plane = (0..<(w * h)).map { _ in UInt32.random(in: 0...255, using: &rng) }
            var planeScalar = plane
            plane.withUnsafeMutableBufferPointer {
                BoxBlur.blurPlane($0.baseAddress!, width: w, height: h, radius: radius, passes: passes)
            }
            planeScalar.withUnsafeMutableBufferPointer {
                BoxBlur.blurPlane($0.baseAddress!, width: w, height: h, radius: radius, passes: passes, lanes: false)
            }
            #expect(plane == planeScalar, "case \(case_): plane \(w)x\(h), radius \(radius), \(passes) passes")
        }
    }

    /// The banded blur draws the same frame on one thread or three, and where it blurs at full
    /// size (narrow blurs, near the run's ends) the same words as the whole-frame reference.
    @Test func theBandedBlurIsTheSameOnAnyThreadsAndAtFullSizeTheReference() {
        var rng = SeededRandom(seed: 1521)
        var fullSize = 0
        for case_ in 0..<16 {
            let w = Int.random(in: 8...120, using: &rng)
            let h = Int.random(in: 20...140, using: &rng)
            let old = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let new = I.pattern(w, h, seed: 9)
            let t = PixelTransition(
                Blur(radius: .random(in: 1...100, using: &rng)), progress: .random(in: 0.01...0.99, using: &rng),
                extent: Size(width: Double(w), height: Double(h)))
            var one = Bitmap(width: w, height: h)
            var three = Bitmap(width: w, height: h)
            BlurKernel.banded.run(t, old: old, new: new, into: &one)
            BlurKernel.banded.run(t, old: old, new: new, into: &three, threads: 3)
            #expect(one == three, "case \(case_): threads change the frame")
            if BlurKernel.Plan(t, old).block == 1 {
                fullSize += 1
                var reference = Bitmap(width: w, height: h)
                BlurKernel.reference(t, old: old, new: new, out: &reference)
                #expect(one == reference, "case \(case_): \(w)x\(h) at \(t.progress)")
            }
        }
        #expect(fullSize > 0)
    }

    @Test func wideBlursRunOnBlocksOfAtLeastFivePixelsAPass() {
        #expect(ReducedBlur.block(forPassRadius: 15.9) == 1)
        #expect(ReducedBlur.block(forPassRadius: 16) == 2)
        #expect(ReducedBlur.block(forPassRadius: 19.9) == 2)
        #expect(ReducedBlur.block(forPassRadius: 21.6) == 4)
        #expect(ReducedBlur.block(forPassRadius: 39.9) == 4)
        #expect(ReducedBlur.block(forPassRadius: 43) == 8)
        #expect(ReducedBlur.block(forPassRadius: 500) == 8)
    }
}
