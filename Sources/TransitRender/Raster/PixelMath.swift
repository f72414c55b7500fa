/// Packed premultiplied RGBA arithmetic: two channels per 32-bit lane pair (red+blue, green+alpha).
package enum PixelMath {
    /// Whether the pixel kernels' eight-pixel loops run: the build's default (`Lanes.default`).
    /// The compositor takes its lanes from `Renderer.lanes` instead.
    static var vectorised: Bool { Lanes.default.vectorised }

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

    /// Source-over of premultiplied `src` on `dst`: `dst` scaled by `(256 - sa) / 256`. That factor
    /// keeps an opaque `dst` opaque (`sa + 255 * (256 - sa) / 256` rounds down to exactly 255 for
    /// every `sa`), and an opaque `src` hides `dst` (`dst * 1 / 256` is 0).
    @inline(__always) static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, 256 - (src >> 24))
    }

    /// `src` at coverage-times-opacity `k` (`0...256`) over `dst`.
    @inline(__always) package static func blend(_ src: UInt32, over dst: UInt32, k: UInt32) -> UInt32 {
        k >= 256 ? over(src, dst) : over(scale(src, k), dst)
    }

    /// A weight in `0...1` as a `0...256` fixed-point factor.
    @inline(__always) package static func weight(_ a: Float) -> UInt32 {
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
        let k = SIMD8<UInt32>(repeating: 256) &- (src &>> 24)
        return src &+ scale(dst, k | (k &<< 16))
    }

    /// `lerp` on eight pixels at once, each with its own weight `t` (`0...256`) given in both
    /// 16-bit halves of its lane. Exactly the scalar `lerp`: `a * (256 - t) + b * t` is at most
    /// 255 * 256 per channel, so it fits a 16-bit lane. Red and blue are the sums' high bytes;
    /// green and alpha are multiplied from the 16-bit lanes' high bytes and their sums' high
    /// bytes are already in place (`& 0xFF00`), which saves the shifts back. (Not
    /// `a * 256 + (b - a) * t`, one multiply fewer: LLVM scalarises two of its lanes on SSE2, and
    /// the bilinear samplers took 6-12% more instructions with it.)
    @inline(__always) static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ tt: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let low = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let t = unsafeBitCast(tt, to: SIMD16<UInt16>.self)
        let u = SIMD16<UInt16>(repeating: 256) &- t
        @inline(__always) func lanes(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self) }
        let rb = (lanes(a & low) &* u &+ lanes(b & low) &* t) &>> 8
        let ga = (lanes(a) &>> 8) &* u &+ (lanes(b) &>> 8) &* t
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | (unsafeBitCast(ga, to: SIMD8<UInt32>.self) & ~low)
    }

    /// `lerp` on eight pixels with one weight `t` (`0...256`).
    @inline(__always) static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ t: UInt32) -> SIMD8<UInt32> {
        lerp(a, b, SIMD8(repeating: t | t << 16))
    }

    /// `blend(_:over:k:)` on eight pixels, each with its own `k` in both 16-bit halves of its lane.
    @inline(__always) static func blend(_ src: SIMD8<UInt32>, over dst: SIMD8<UInt32>, kk: SIMD8<UInt32>)
        -> SIMD8<UInt32>
    {
        over(scale(src, kk), dst)
    }

    /// `weight` on eight values in `0...1` at once: `a * 256` rounded to the nearest integer by
    /// the float adder (ties to even, where `weight` rounds them up: at most 1/256 apart, and
    /// only at or near ties: `weight`'s `+ 0.5` in `Float` rounds a value just below a tie up).
    /// Adding 1.5 * 2^23 leaves the rounded value in the low mantissa bits.
    @inline(__always) static func weights(_ a: SIMD8<Float>) -> SIMD8<UInt32> {
        let shifted = a * 256 + SIMD8(repeating: 12_582_912)
        return unsafeBitCast(shifted, to: SIMD8<UInt32>.self) &- SIMD8(repeating: 0x4B40_0000)
    }

    /// Eight pixels from any address (a copy the compiler turns into vector loads).
    @inline(__always) static func load8(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    /// Eight floats from any address.
    @inline(__always) static func loadFloats8(_ p: UnsafePointer<Float>) -> SIMD8<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
    }

    /// Eight pixels to any address.
    @inline(__always) static func store8(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt32>.self)
    }
}
