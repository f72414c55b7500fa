/// Packed premultiplied RGBA arithmetic: two channels per 32-bit lane pair (red+blue, green+alpha).
enum PixelMath {
    /// `a` at `t == 0`, `b` at `t == 256`, channel by channel.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let u = 256 - t
        let rb = (((a & 0x00FF_00FF) &* u &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let ga = ((((a >> 8) & 0x00FF_00FF) &* u &+ ((b >> 8) & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        return rb | (ga << 8)
    }

    /// Every channel multiplied by `k / 256` (`k` in `0...256`).
    @inline(__always) static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        let rb = (((p & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF
        let ga = ((((p >> 8) & 0x00FF_00FF) &* k) >> 8) & 0x00FF_00FF
        return rb | (ga << 8)
    }

    /// Source-over of premultiplied `src` on `dst`.
    @inline(__always) static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        return src &+ scale(dst, 256 - (sa + (sa >> 7)))
    }

    /// `src` at coverage-times-opacity `k` (`0...256`) over `dst`.
    @inline(__always) static func blend(_ src: UInt32, over dst: UInt32, k: UInt32) -> UInt32 {
        k >= 256 ? over(src, dst) : over(scale(src, k), dst)
    }

    /// A weight in `0...1` as a `0...256` fixed-point factor.
    @inline(__always) static func weight(_ a: Float) -> UInt32 {
        a >= 1 ? 256 : (a <= 0 ? 0 : UInt32(a * 256 + 0.5))
    }

    /// `scale` on eight pixels at once. Every channel times a weight of at most 256 fits in 16
    /// bits, so the products are 16-bit lanes (one vector multiply per eight channels).
    @inline(__always) static func scale(_ p: SIMD8<UInt32>, _ k: UInt32) -> SIMD8<UInt32> {
        scale(p, SIMD8(repeating: k | k << 16))
    }

    /// `scale` with a weight per pixel, given in both 16-bit halves of its lane.
    @inline(__always) static func scale(_ p: SIMD8<UInt32>, _ kk: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let m = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let k16 = unsafeBitCast(kk, to: SIMD16<UInt16>.self)
        let rb = unsafeBitCast((unsafeBitCast(p & m, to: SIMD16<UInt16>.self) &* k16) &>> 8, to: SIMD8<UInt32>.self)
        let ga = unsafeBitCast(
            (unsafeBitCast((p &>> 8) & m, to: SIMD16<UInt16>.self) &* k16) &>> 8, to: SIMD8<UInt32>.self)
        return rb | (ga &<< 8)
    }

    /// `over` on eight pixels at once.
    @inline(__always) static func over(_ src: SIMD8<UInt32>, _ dst: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let sa = src &>> 24
        let k = SIMD8<UInt32>(repeating: 256) &- (sa &+ (sa &>> 7))
        return src &+ scale(dst, k | (k &<< 16))
    }
}
