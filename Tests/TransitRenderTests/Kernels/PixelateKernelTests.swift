import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// `pixelate`'s banded kernel (one colour a run of a row, repeated rows copied) against its
/// reference (every pixel through the formula, the kernel as it was): the same bytes, on random
/// sizes, block sizes, scales and progress, and the same frame whatever the thread count.
@Suite struct PixelateKernelTests {
    /// A random pixelate transition on a `w` x `h` frame: block sizes whole or fractional, small
    /// (runs of one or two pixels) or larger than the frame, at 1 to 3 pixels per point.
    static func transition(_ w: Int, _ h: Int, using rng: inout SeededRandom) -> PixelTransition {
        let block =
            Bool.random(using: &rng)
            ? Double(Int.random(in: 1...12, using: &rng)) : .random(in: 1...60, using: &rng)
        let effect = Pixelate(maxBlockSize: block)
        let scale = Double(Int.random(in: 1...3, using: &rng))
        let progress: Double =
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: .random(in: 0.001...0.05, using: &rng)
            case 1: .random(in: 0.95...0.999, using: &rng)
            default: .random(in: 0.02...0.98, using: &rng)
            }
        return PixelTransition(
            effect, progress: progress, extent: Size(width: Double(w) / scale, height: Double(h) / scale))
    }

    @Test func theBandedKernelDrawsTheReferenceBytes() {
        var rng = SeededRandom(seed: 1530)
        for case_ in 0..<60 {
            let w = Int.random(in: 1...(case_ < 50 ? 90 : 260), using: &rng)
            let h = Int.random(in: 1...(case_ < 50 ? 70 : 200), using: &rng)
            let old = RendererFastPathTests.image(w, h, opaque: true, using: &rng)
            let new = RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng)
            let t = Self.transition(w, h, using: &rng)
            var fast = Bitmap(width: w, height: h)
            var reference = Bitmap(width: w, height: h)
            PixelateKernel.banded.run(t, old: old, new: new, into: &fast)
            PixelateKernel.reference(t, old, new, &reference)
            #expect(fast == reference, "case \(case_): \(w)x\(h) at \(t.progress), \(pixelDifference(fast, reference))")
            var shared = Bitmap(width: w, height: h)
            PixelateKernel.banded.run(t, old: old, new: new, into: &shared, threads: 3)
            #expect(shared == fast, "case \(case_): threads change the frame")
        }
    }

    /// The runs of a row cover it once, in order, each run's columns sharing both samples and
    /// neighbouring runs differing in one of them.
    @Test func theRunsOfARowAreItsCellsInOrder() {
        var rng = SeededRandom(seed: 1531)
        for case_ in 0..<40 {
            let w = Int.random(in: 1...200, using: &rng)
            let h = Int.random(in: 1...20, using: &rng)
            let blocks = PixelateKernel.Blocks(Self.transition(w, h, using: &rng), Bitmap(width: w, height: h))
            let runs = blocks.starts.count - 1
            #expect(blocks.starts.first == 0 && blocks.starts.last == w && blocks.samples.count == 2 * runs)
            for i in 0..<runs {
                let columns = blocks.starts[i]..<blocks.starts[i + 1]
                #expect(!columns.isEmpty, "case \(case_): run \(i) is empty")
                for x in columns {
                    #expect(blocks.columns.small[x] == blocks.samples[2 * i], "case \(case_): column \(x)")
                    #expect(blocks.mix == 0 || blocks.columns.large[x] == blocks.samples[2 * i + 1])
                }
                if i > 0 {
                    #expect(blocks.samples[(2 * i - 2)..<(2 * i)] != blocks.samples[(2 * i)..<(2 * i + 2)])
                }
            }
        }
    }
}
