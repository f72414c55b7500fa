/// The box passes of a reduced blur, eight columns at a time: three vertical passes, a transpose,
/// three more (the horizontal ones), and a transpose back. Box passes along the two axes commute,
/// so this is `BoxBlur.blur`'s result but for the rounding between passes (each pass rounds
/// down, in `Float` here: at most 1 of 255 apart from the integer division, at exact ties).
///
/// ```swift
/// ReducedBlur.boxPasses(pixels, width: 293, height: 400, radius: 15, scratch: other)
/// ```
extension ReducedBlur {
    /// Blurs `p` (`width * height` words) in place with three box passes of `radius` pixels along
    /// each axis, using `scratch` (as many words). Images under eight pixels across or high, and
    /// radii of 4,096 pixels or more, take `BoxBlur.blur`.
    static func boxPasses(
        _ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius: Double,
        scratch q: UnsafeMutablePointer<UInt32>
    ) {
        guard radius > 0.002, width > 0, height > 0 else { return }
        guard width >= 8, height >= 8, radius < 4096 else {
            BoxBlur.blur(p, width: width, height: height, radius: radius)
            return
        }
        let r = Int(radius)
        let f = Float(((radius - Double(r)) * 256).rounded())
        let weight = Float(2 * r + 1) * 256 + 2 * f
        let pass = Pass(r: r, whole: 256 / weight, edge: f / weight)
        pass.run(p, into: q, width: width, height: height)
        pass.run(q, into: p, width: width, height: height)
        pass.run(p, into: q, width: width, height: height)
        transpose(q, into: p, width: width, height: height)
        pass.run(p, into: q, width: height, height: width)
        pass.run(q, into: p, width: height, height: width)
        pass.run(p, into: q, width: height, height: width)
        transpose(q, into: p, width: height, height: width)
    }

    /// `src` (`width` x `height`) transposed into `dst` (`height` x `width`).
    static func transpose(_ src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, width: Int, height: Int)
    {
        // In tiles of 8 x 8, so both sides stay in cache; whole tiles in registers.
        for y0 in stride(from: 0, to: height, by: 8) {
            for x0 in stride(from: 0, to: width, by: 8) {
                if y0 + 8 <= height && x0 + 8 <= width {
                    Transpose8.block(
                        UInt32.self, from: src + y0 * width + x0, stride: 4 * width, to: dst + x0 * height + y0,
                        stride: 4 * height)
                    continue
                }
                for y in y0..<min(y0 + 8, height) {
                    for x in x0..<min(x0 + 8, width) { dst[x * height + y] = src[y * width + x] }
                }
            }
        }
    }

    /// One vertical box pass: a window of `2r + 1` rows, its two outer neighbours weighted by the
    /// radius's fraction, edge rows extended; sums per channel in 32-bit lanes, each output
    /// `sum * whole + edges * edge` rounded down in `Float`.
    struct Pass {
        let r: Int
        /// 256 and the fraction's weight (0...256) over the window's weight.
        let whole: Float, edge: Float

        /// `src` blurred down its columns into `dst` (both `width` x `height`, `width` at least 8).
        func run(_ src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
            let last = height - 1
            let r = r
            var x0 = 0
            while x0 < width {
                // The last group overlaps the one before it: the pass reads `src` only, so the
                // columns both hold are written twice alike. `x0 + 8 <= width` (`width >= 8`).
                let x = min(x0, width - 8)
                @inline(__always) func row(_ y: Int) -> SIMD8<UInt32> {
                    PixelMath.load8(src + min(max(y, 0), last) * width + x)
                }
                var sums = Channels()
                for y in -r...r { sums.add(row(y)) }
                for y in 0..<height {
                    let out: SIMD8<UInt32>
                    if edge == 0 {
                        out = sums.scaled(whole)
                    } else {
                        var edges = Channels()
                        edges.add(row(y - r - 1))
                        edges.add(row(y + r + 1))
                        out = sums.scaled(whole, plus: edges, edge)
                    }
                    PixelMath.store8(out, dst + y * width + x)
                    sums.add(row(y + r + 1))
                    sums.subtract(row(y - r))
                }
                x0 += 8
            }
        }
    }

    /// Eight pixels' four channels, each in a 32-bit lane.
    struct Channels {
        var c0 = SIMD8<UInt32>(), c1 = SIMD8<UInt32>(), c2 = SIMD8<UInt32>(), c3 = SIMD8<UInt32>()

        @inline(__always) mutating func add(_ v: SIMD8<UInt32>) {
            let m = SIMD8<UInt32>(repeating: 0xFF)
            c0 &+= v & m
            c1 &+= (v &>> 8) & m
            c2 &+= (v &>> 16) & m
            c3 &+= v &>> 24
        }

        @inline(__always) mutating func subtract(_ v: SIMD8<UInt32>) {
            let m = SIMD8<UInt32>(repeating: 0xFF)
            c0 &-= v & m
            c1 &-= (v &>> 8) & m
            c2 &-= (v &>> 16) & m
            c3 &-= v &>> 24
        }

        /// Sums below 2^23 as exact floats: their bits under the exponent of 2^23.
        @inline(__always) static func float(_ v: SIMD8<UInt32>) -> SIMD8<Float> {
            unsafeBitCast(v | SIMD8(repeating: 0x4B00_0000), to: SIMD8<Float>.self) - SIMD8(repeating: 8_388_608)
        }

        /// `t` (in `0...255.x`) rounded down as an integer lane: `t - 0.5 + 2^-10` rounded to the
        /// nearest by adding 1.5 * 2^23, which leaves it in the low mantissa bits (`weights`'s trick).
        @inline(__always) static func floor(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
            let shifted = (t - SIMD8(repeating: 0.5 - 1.0 / 1024)) + SIMD8(repeating: 12_582_912)
            return unsafeBitCast(shifted, to: SIMD8<UInt32>.self) &- SIMD8(repeating: 0x4B40_0000)
        }

        @inline(__always) static func pack(
            _ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ c: SIMD8<UInt32>, _ d: SIMD8<UInt32>
        )
            -> SIMD8<UInt32>
        {
            a | b &<< 8 | c &<< 16 | d &<< 24
        }

        /// Each channel times `k`, rounded down, packed.
        @inline(__always) func scaled(_ k: Float) -> SIMD8<UInt32> {
            let kk = SIMD8<Float>(repeating: k)
            return Self.pack(
                Self.floor(Self.float(c0) * kk), Self.floor(Self.float(c1) * kk), Self.floor(Self.float(c2) * kk),
                Self.floor(Self.float(c3) * kk))
        }

        /// Each channel times `k` plus the same channel of `e` times `ke`, rounded down, packed.
        @inline(__always) func scaled(_ k: Float, plus e: Channels, _ ke: Float) -> SIMD8<UInt32> {
            let kk = SIMD8<Float>(repeating: k)
            let ee = SIMD8<Float>(repeating: ke)
            @inline(__always) func one(_ s: SIMD8<UInt32>, _ t: SIMD8<UInt32>) -> SIMD8<UInt32> {
                Self.floor(Self.float(s) * kk + Self.float(t) * ee)
            }
            return Self.pack(one(c0, e.c0), one(c1, e.c1), one(c2, e.c2), one(c3, e.c3))
        }
    }
}
