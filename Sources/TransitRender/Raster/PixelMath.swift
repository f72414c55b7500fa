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
}
