import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Drawing a blur on block averages back at full size (`ReducedBlur.draw`): the bilinear
/// interpolation of the block centres, and the tinted blur laid over a picture as the
/// backdrop layer would lay it.
@Suite struct ReducedBlurTests {
    /// Block averages of random noise (a radius of 0 leaves them unblurred), with their source's size.
    static func reduced(using rng: inout SeededRandom) -> ReducedBlur {
        let w = Int.random(in: 9...90, using: &rng)
        let h = Int.random(in: 9...60, using: &rng)
        let source = RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng)
        var reduced = ReducedBlur(width: w, height: h, block: [2, 4, 8].randomElement(using: &rng)!)
        Self.words(source).withUnsafeBufferPointer { reduced.blur($0.baseAddress!, radius: 0) }
        return reduced
    }

    /// A bitmap's pixels as packed words, row by row.
    static func words(_ b: Bitmap) -> [UInt32] { (0..<(b.width * b.height)).map { b[$0 % b.width, $0 / b.width] } }

    static func range(in n: Int, using rng: inout SeededRandom) -> Range<Int> {
        let a = Int.random(in: 0..<n, using: &rng)
        return a..<Int.random(in: (a + 1)...n, using: &rng)
    }

    /// The block averages (a radius of 0 leaves them unblurred) against each block's mean per
    /// channel rounded to the nearest (halves up), on random noise, sizes cut by the blocks or
    /// not, and blocks of 2, 4 and 8: whole blocks divide by a shift of the packed sums, blocks
    /// cut by the edge by a multiply, both exactly.
    @Test func theBlockAveragesAreEachBlocksRoundedMean() {
        var rng = SeededRandom(seed: 1554)
        for case_ in 0..<30 {
            let block = [2, 4, 8].randomElement(using: &rng)!
            let w = Int.random(in: 1...70, using: &rng)
            let h = Int.random(in: 1...40, using: &rng)
            let source = Self.words(RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng))
            var reduced = ReducedBlur(width: w, height: h, block: block)
            source.withUnsafeBufferPointer { reduced.blur($0.baseAddress!, radius: 0) }
            for by in 0..<reduced.h {
                for bx in 0..<reduced.w {
                    var expected: UInt32 = 0
                    for shift in stride(from: 0 as UInt32, through: 24, by: 8) {
                        var sum = 0
                        var n = 0
                        for y in (by * block)..<min(h, by * block + block) {
                            for x in (bx * block)..<min(w, bx * block + block) {
                                sum += Int((source[y * w + x] >> shift) & 0xFF)
                                n += 1
                            }
                        }
                        expected |= UInt32((sum + n / 2) / n) << shift
                    }
                    let got = reduced.pixels[by * reduced.w + bx]
                    #expect(got == expected, "case \(case_): \(w)x\(h) on blocks of \(block), block (\(bx), \(by))")
                }
            }
        }
    }

    /// Every pixel against the exact bilinear value of the four nearest block centres at the
    /// drawn weights (`position`): two lerps, each rounding down, leave it within 1 of that
    /// value rounded down.
    @Test func eachPixelInterpolatesTheFourNearestBlockCentres() {
        var rng = SeededRandom(seed: 1551)
        for case_ in 0..<30 {
            let r = Self.reduced(using: &rng)
            let rows = Self.range(in: r.height, using: &rng)
            let columns = Self.range(in: r.width, using: &rng)
            var out = [UInt32](repeating: 0x1234_5678, count: r.width * r.height)
            out.withUnsafeMutableBufferPointer { r.draw(rows: rows, columns: columns, into: $0.baseAddress!) }
            var worst = 0
            for y in 0..<r.height {
                let (by, ay) = ReducedBlur.position(y, r.h, block: r.block)
                for x in 0..<r.width {
                    let got = out[y * r.width + x]
                    guard rows.contains(y) && columns.contains(x) else {
                        #expect(got == 0x1234_5678, "case \(case_): (\(x), \(y)) drawn outside")
                        continue
                    }
                    let (bx, ax) = ReducedBlur.position(x, r.w, block: r.block)
                    for shift in stride(from: 0, through: 24, by: 8) {
                        func c(_ i: Int, _ j: Int) -> Double {
                            Double((r.pixels[min(j, r.h - 1) * r.w + min(i, r.w - 1)] >> shift) & 0xFF)
                        }
                        let fx = Double(ax) / 256
                        let fy = Double(ay) / 256
                        let top = c(bx, by) * (1 - fx) + c(bx + 1, by) * fx
                        let bottom = c(bx, by + 1) * (1 - fx) + c(bx + 1, by + 1) * fx
                        let exact = Int((top * (1 - fy) + bottom * fy).rounded(.down))
                        worst = max(worst, abs(Int((got >> shift) & 0xFF) - exact))
                    }
                }
            }
            #expect(worst <= 1, "case \(case_): \(r.width)x\(r.height) on blocks of \(r.block), \(worst)")
        }
    }

    /// The blur tinted and laid over a picture in one pass (eight pixels at a time in release)
    /// against the blur drawn, then `Renderer.tint`, then `over(scale(blur, weight), picture)`:
    /// what the backdrop layer drew from the tinted full-size copy. The draw tints and scales
    /// the interpolated block rows before the lerp between them, so the tint's, the scale's and
    /// the lerp's roundings fall in another order: within 2 of 255 (measured 2).
    @Test func theTintedBlurLaidOverThePictureIsTheLayerOfTheTintedBlur() {
        var rng = SeededRandom(seed: 1552)
        var largest = 0
        for case_ in 0..<40 {
            let r = Self.reduced(using: &rng)
            let rows = Self.range(in: r.height, using: &rng)
            let columns = Self.range(in: r.width, using: &rng)
            let tint =
                Bool.random(using: &rng)
                ? 0
                : Bitmap.pack(
                    Color(white: .random(in: 0...1, using: &rng), alpha: .random(in: 0...1, using: &rng)))
            let weight = UInt32.random(in: 0...256, using: &rng)
            let picture = RendererFastPathTests.image(r.width, r.height, opaque: Bool.random(using: &rng), using: &rng)
            var fused = Self.words(picture)
            fused.withUnsafeMutableBufferPointer {
                r.draw(rows: rows, columns: columns, into: $0.baseAddress!, tint: tint, weight: weight)
            }
            var blur = [UInt32](repeating: 0, count: r.width * r.height)
            blur.withUnsafeMutableBufferPointer {
                r.draw(into: $0.baseAddress!)
                if tint >> 24 != 0 { Renderer.tint($0.baseAddress!, count: $0.count, with: tint) }
            }
            var expected = Self.words(picture)
            for y in rows {
                for x in columns {
                    let i = y * r.width + x
                    expected[i] = PixelMath.over(PixelMath.scale(blur[i], weight), expected[i])
                }
            }
            var worst = 0
            for i in 0..<fused.count {
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int((fused[i] >> shift) & 0xFF) - Int((expected[i] >> shift) & 0xFF)))
                }
                if !(rows.contains(i / r.width) && columns.contains(i % r.width)) {
                    #expect(fused[i] == expected[i], "case \(case_): pixel \(i) drawn outside")
                }
            }
            largest = max(largest, worst)
            #expect(worst <= 2, "case \(case_): \(r.width)x\(r.height), tint \(tint), weight \(weight), \(worst)")
        }
        #expect(largest > 0)  // the order of the roundings did move some pixels: the bound is not slack
    }

    /// Block rows whose pixels share one alpha (the card's dimming: an opaque picture, tinted and
    /// scaled) are laid over the picture with one factor for all of it, added in the split lanes:
    /// the same pixels as the per-pixel `over` of their lerp, on random premultiplied rows of one
    /// alpha, weights, lengths and pictures (eight pixels at a time in release).
    @Test func aSharedAlphaLaysTheBlockRowsOverThePictureAsEachPixelsAlphaDoes() {
        var rng = SeededRandom(seed: 1554)
        for case_ in 0..<200 {
            let count = Int.random(in: 0...40, using: &rng)
            let alpha = UInt32.random(in: 0...255, using: &rng)
            let t = UInt32.random(in: 0...256, using: &rng)
            func line() -> SplitRow {
                let row = SplitRow(rb: .allocate(capacity: max(1, count)), ga: .allocate(capacity: max(1, count)))
                for x in 0..<count {
                    let c = { UInt32.random(in: 0...alpha, using: &rng) }
                    row.set(x, alpha << 24 | c() << 16 | c() << 8 | c())
                }
                return row
            }
            let a = line()
            let b = line()
            defer {
                for r in [a, b] {
                    r.rb.deallocate()
                    r.ga.deallocate()
                }
            }
            let picture = (0..<count).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000 }
            var shared = picture
            var each = picture
            shared.withUnsafeMutableBufferPointer {
                ReducedBlur.finish(a, b, t, into: $0.baseAddress!, count: count, over: true, alpha: alpha)
            }
            each.withUnsafeMutableBufferPointer {
                ReducedBlur.finish(a, b, t, into: $0.baseAddress!, count: count, over: true, alpha: nil)
            }
            let expected = (0..<count).map { PixelMath.over(PixelMath.lerp(a[$0], b[$0], t), picture[$0]) }
            #expect(shared == expected && each == expected, "case \(case_): \(count) pixels, alpha \(alpha), t \(t)")
        }
    }

    /// The box passes eight columns at a time (all vertical passes, then all horizontal ones on
    /// the transpose) against `BoxBlur.blur` (the passes alternating), on random noise, sizes and
    /// radii. Box passes along the two axes commute, so only the rounding differs: each pass
    /// rounds down (losing under 1 of 255) at different points, which measured at most 1 apart and
    /// under 0.3 on average (a radius wider than a small image, where many sums sit at a tie);
    /// the bounds are 2 and 0.5. Images under 8 pixels across take `BoxBlur` itself.
    @Test func theBoxPassesEightColumnsAtATimeMatchTheBoxBlur() {
        var rng = SeededRandom(seed: 1553)
        for case_ in 0..<30 {
            let w = Int.random(in: 3...70, using: &rng)
            let h = Int.random(in: 3...50, using: &rng)
            let radius =
                Bool.random(using: &rng)
                ? Double(Int.random(in: 1...20, using: &rng)) : .random(in: 0...20, using: &rng)
            let source = Self.words(RendererFastPathTests.image(w, h, opaque: Bool.random(using: &rng), using: &rng))
            var fast = source
            var reference = source
            var scratch = source
            fast.withUnsafeMutableBufferPointer { p in
                scratch.withUnsafeMutableBufferPointer {
                    ReducedBlur.boxPasses(p.baseAddress!, width: w, height: h, radius: radius, scratch: $0.baseAddress!)
                }
            }
            reference.withUnsafeMutableBufferPointer {
                BoxBlur.blur($0.baseAddress!, width: w, height: h, radius: radius)
            }
            var worst = 0
            var total = 0
            for i in 0..<(w * h) {
                for shift in stride(from: 0, through: 24, by: 8) {
                    let d = abs(Int((fast[i] >> shift) & 0xFF) - Int((reference[i] >> shift) & 0xFF))
                    worst = max(worst, d)
                    total += d
                }
            }
            let mean = Double(total) / Double(4 * w * h)
            #expect(worst <= 2 && mean < 0.5, "case \(case_): \(w)x\(h), radius \(radius): \(worst), \(mean)")
            if w < 8 || h < 8 { #expect(fast == reference, "case \(case_): \(w)x\(h)") }
        }
    }
}
