/// Eight-pixel `lerp` and `blend` with fewer 16-bit multiplies, for the scaled layers' rows
/// (`ScaledRowCache`, `LayerRows.scaledRow`): the same results as `PixelMath.lerp` and
/// `PixelMath.blend(_:over:kk:)`, to the bit.
extension PixelMath {
    /// `lerp(a, b, tt)` as `a * 256 + (b - a) * t` per channel: one multiply of the difference
    /// instead of one per end. The true value `a * (256 - t) + b * t` lies in `0...65280`, so
    /// it is exact in wrapping 16-bit lanes whatever the sign of `b - a`; red and blue are the
    /// value's high bytes, green and alpha are already in place (`& 0xFF00`).
    ///
    /// ```swift
    /// let half = PixelMath.lerpByDifference(black8, white8, SIMD8(repeating: 128 | 128 << 16))
    /// ```
    @inline(__always)
    static func lerpByDifference(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ tt: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let low = SIMD8<UInt32>(repeating: 0x00FF_00FF), high = SIMD8<UInt32>(repeating: 0xFF00_FF00)
        let t = unsafeBitCast(tt, to: SIMD16<UInt16>.self)
        @inline(__always) func lanes(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self) }
        let aRB = lanes(a & low), aGA = lanes(a) &>> 8
        let rb = ((aRB &<< 8) &+ (lanes(b & low) &- aRB) &* t) &>> 8
        let ga = lanes(a & high) &+ ((lanes(b) &>> 8) &- aGA) &* t
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | (unsafeBitCast(ga, to: SIMD8<UInt32>.self) & high)
    }

    /// `blend(src, over: dst, kk:)`, with the scaled source's alpha taken from its green-alpha
    /// product (both 16-bit halves of `256 - alpha` with two shifts) rather than from the packed pixel.
    ///
    /// ```swift
    /// let out = PixelMath.blendByHalves(src8, over: dst8, kk: SIMD8(repeating: 128 | 128 << 16))
    /// ```
    @inline(__always)
    static func blendByHalves(_ src: SIMD8<UInt32>, over dst: SIMD8<UInt32>, kk: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let m = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        @inline(__always) func lanes(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self) }
        @inline(__always) func words(_ v: SIMD16<UInt16>) -> SIMD8<UInt32> { unsafeBitCast(v, to: SIMD8<UInt32>.self) }
        let k = lanes(kk)
        let rb = words((lanes(src & m) &* k) &>> 8), ga = words((lanes(src) &>> 8 &* k) &>> 8)
        let alpha = ga &>> 16
        let kd = lanes(SIMD8<UInt32>(repeating: 256 | 256 << 16) &- (alpha | alpha &<< 16))
        let rbd = words((lanes(dst & m) &* kd) &>> 8), gad = words((lanes(dst) &>> 8 &* kd) &>> 8)
        return (rb | ga &<< 8) &+ (rbd | gad &<< 8)
    }
}
