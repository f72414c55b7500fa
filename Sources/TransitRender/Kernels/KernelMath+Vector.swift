/// Eight-pixel forms of the kernels' per-pixel helpers, for the `Float` paths of the banded kernels.
extension KernelMath {
    /// `sample` at eight points at once, given as 24.8 fixed-point pixel coordinates (pixel centres
    /// at multiples of 256): the same clamps, texels and weights as `sample` at `xi / 256`, `yi / 256`.
    /// The general form of `Taps8` (which needs two columns), kept for one-column textures.
    ///
    /// Memory safety: `xi` is clamped to `0...(w - 1) * 256` and `yi` to `0...(h - 1) * 256`, so
    /// `x0` lies in `0..<w`, `y0` in `0..<h`, and their neighbours are clamped to `w - 1` and `h - 1`.
    @inline(__always) static func sample8(
        _ tex: UnsafePointer<UInt32>, _ w: Int, _ h: Int, xi: SIMD8<Int32>, yi: SIMD8<Int32>
    ) -> SIMD8<UInt32> {
        let zero = SIMD8<Int32>()
        let x = min8(max8(xi, zero), SIMD8(repeating: Int32(w - 1) << 8))
        let y = min8(max8(yi, zero), SIMD8(repeating: Int32(h - 1) << 8))
        let x0 = x &>> 8
        let y0 = y &>> 8
        let x1 = min8(x0 &+ 1, SIMD8(repeating: Int32(w - 1)))
        let y1 = min8(y0 &+ 1, SIMD8(repeating: Int32(h - 1)))
        let ax = unsafeBitCast(x & 255, to: SIMD8<UInt32>.self)
        let ay = unsafeBitCast(y & 255, to: SIMD8<UInt32>.self)
        var p00 = SIMD8<UInt32>()
        var p01 = SIMD8<UInt32>()
        var p10 = SIMD8<UInt32>()
        var p11 = SIMD8<UInt32>()
        for k in 0..<8 {
            let r0 = tex + Int(y0[k]) * w
            let r1 = tex + Int(y1[k]) * w
            p00[k] = r0[Int(x0[k])]
            p01[k] = r0[Int(x1[k])]
            p10[k] = r1[Int(x0[k])]
            p11[k] = r1[Int(x1[k])]
        }
        let top = PixelMath.lerp(p00, p01, ax | (ax &<< 16))
        let bottom = PixelMath.lerp(p10, p11, ax | (ax &<< 16))
        return PixelMath.lerp(top, bottom, ay | (ay &<< 16))
    }

    /// `sin(pi u)` and `cos(pi u)` for `u` in `0...1`, eight at a time: with `t = pi (u - 1/2)`
    /// in `-pi/2...pi/2` they are `cos t` and `-sin t`, whose Taylor series through `t^12` and
    /// `t^11` are within 6e-9 and 6e-8 of the functions there (the next terms' sizes), so the
    /// result is as close as `Float` rounding allows (about 1e-7): no table, no gather.
    @inline(__always) static func sinCosPi8(_ u: SIMD8<Float>) -> (sin: SIMD8<Float>, cos: SIMD8<Float>) {
        let t = (u - 0.5) * Float.pi
        let z = t * t
        var c = SIMD8<Float>(repeating: 1 / 479_001_600)
        c = c * z - 1 / 3_628_800
        c = c * z + 1 / 40320
        c = c * z - 1 / 720
        c = c * z + 1 / 24
        c = c * z - 0.5
        c = c * z + 1
        var s = SIMD8<Float>(repeating: -1 / 39_916_800)
        s = s * z + 1 / 362_880
        s = s * z - 1 / 5040
        s = s * z + 1 / 120
        s = s * z - 1 / 6
        s = s * z + 1
        return (c, -(s * t))
    }

    /// The square roots of eight values `>= 0` (0 for 0) in `Float` vector arithmetic: the
    /// reciprocal root's bit-level first guess (within 3.5%) and three Newton steps (within 1e-7,
    /// `Float`'s own rounding), times the value. `squareRoot()` on a `SIMD8<Float>` may go lane by
    /// lane through libm's `sqrtf`.
    @inline(__always) static func squareRoot8(_ v: SIMD8<Float>) -> SIMD8<Float> {
        let bits = SIMD8<UInt32>(repeating: 0x5F37_59DF) &- (unsafeBitCast(v, to: SIMD8<UInt32>.self) &>> 1)
        var y = unsafeBitCast(bits, to: SIMD8<Float>.self)
        let half = v * 0.5
        for _ in 0..<3 { y = y * (1.5 - half * y * y) }
        return v * y
    }

    /// `v` rounded down to an integer, as an integer and as a float, for `|v| < 2^22`. Adding
    /// 1.5 * 2^23 rounds to the nearest integer and leaves it in the low mantissa bits (SSE2 has
    /// no vector floor, and the generic conversions of `SIMD8<Int32>(_:rounding:)` go lane by lane);
    /// one step down where that rounded up.
    @inline(__always) static func floor8(_ v: SIMD8<Float>) -> (SIMD8<Int32>, SIMD8<Float>) {
        let magic = SIMD8<Float>(repeating: 12_582_912)
        let t = v + magic
        let nearest = t - magic
        let up = nearest .> v
        let i = unsafeBitCast(t, to: SIMD8<Int32>.self) &- SIMD8(repeating: 0x4B40_0000)
        return (
            i &- SIMD8<Int32>().replacing(with: 1, where: up),
            nearest - SIMD8<Float>().replacing(with: 1, where: up)
        )
    }

    /// `weight` on eight values at once, with the scalar's clamps (values beyond `0...1`, and NaN as 0).
    @inline(__always) static func weights8(_ a: SIMD8<Float>) -> SIMD8<UInt32> {
        let zero = SIMD8<Float>()
        let c = min8(a, SIMD8(repeating: 1)).replacing(with: zero, where: .!(a .> zero))
        return PixelMath.weights(c)
    }

    /// `darken` on eight pixels, each with its own weight (`0...256`).
    @inline(__always) static func darken8(_ p: SIMD8<UInt32>, _ k: SIMD8<UInt32>) -> SIMD8<UInt32> {
        (PixelMath.scale(p, k | (k &<< 16)) & SIMD8(repeating: 0x00FF_FFFF)) | (p & SIMD8(repeating: 0xFF00_0000))
    }

    /// Whether any lane of a `Float` comparison's mask is set, as two 64-bit ORs (the standard
    /// `any` reduces through a generic, unspecialised `min`).
    @inline(__always) static func any8(_ m: SIMDMask<SIMD8<Int32>>) -> Bool {
        let b = unsafeBitCast(m, to: SIMD8<UInt32>.self)
        let q = unsafeBitCast(b.lowHalf | b.highHalf, to: SIMD2<UInt64>.self)
        return q[0] | q[1] != 0
    }

    /// Lane-wise minimum and maximum as selects (`pointwiseMin` and `pointwiseMax` are not inlined
    /// for `Float`); with a NaN lane in `a` they return `a`'s lane for `min8`/`max8` of `Float`.
    @inline(__always) static func min8(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
        a.replacing(with: b, where: b .< a)
    }
    @inline(__always) static func max8(_ a: SIMD8<Float>, _ b: SIMD8<Float>) -> SIMD8<Float> {
        a.replacing(with: b, where: b .> a)
    }
    @inline(__always) static func min8(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
        a.replacing(with: b, where: b .< a)
    }
    @inline(__always) static func max8(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
        a.replacing(with: b, where: b .> a)
    }
}
