/// Eight pixels with their channels apart, one per 16-bit lane: `rb` is `pixel & 0x00FF00FF` and
/// `ga` is `(pixel >> 8) & 0x00FF00FF`, the form every 16-bit lane multiply works on. The scaled
/// layers' filtered texel rows (`ScaledRowCache`) are kept this way, so the vertical lerp and the
/// composite of `LayerRows.scaledRow` start from the lanes instead of masking and shifting packed
/// pixels, and a pixel is packed once, when it is stored. Every operation gives the result of its
/// packed counterpart in `PixelMath` to the bit.
///
/// ```swift
/// let half = Split8(SIMD8(repeating: 0xFF80_4020)).lerp(to: .zero, SIMD8(repeating: 128 | 128 << 16))
/// let pixels = half.packed  // 0x7F40_2010 in every lane
/// ```
struct Split8 {
    var rb: SIMD8<UInt32>, ga: SIMD8<UInt32>

    /// The red-blue mask (computed, not stored: a stored static is a lazy global, checked on every use).
    @inline(__always) static var low: SIMD8<UInt32> { SIMD8(repeating: 0x00FF_00FF) }
    @inline(__always) static var zero: Split8 { Split8(rb: .zero, ga: .zero) }

    @inline(__always) init(rb: SIMD8<UInt32>, ga: SIMD8<UInt32>) {
        self.rb = rb
        self.ga = ga
    }

    /// Eight packed pixels split.
    @inline(__always) init(_ p: SIMD8<UInt32>) {
        rb = p & Self.low
        ga = (p &>> 8) & Self.low
    }

    /// Eight pixels of a split row from column `x`.
    @inline(__always) init(_ row: SplitRow, _ x: Int) {
        rb = PixelMath.load8(row.rb + x)
        ga = PixelMath.load8(row.ga + x)
    }

    /// The packed pixels.
    @inline(__always) var packed: SIMD8<UInt32> { rb | ga &<< 8 }

    /// `PixelMath.lerp(a, b, tt)` of packed `a` and `b`, split.
    @inline(__always) init(lerp a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ tt: SIMD8<UInt32>) {
        self = Split8(a).lerp(to: Split8(b), tt)
    }

    /// `PixelMath.lerp(self, b, tt)`, split: `a * (256 - t) + b * t` per channel, at most 65280, so
    /// exact in 16-bit lanes. (Not `a * 256 + (b - a) * t`, one multiply fewer: LLVM rewrites that
    /// into `a + ((b - a) * t >> 8)` and scalarises two of its lanes on x86-64's SSE2.)
    @inline(__always) func lerp(to b: Split8, _ tt: SIMD8<UInt32>) -> Split8 {
        let t = Self.lanes(tt)
        let u = SIMD16<UInt16>(repeating: 256) &- t
        @inline(__always) func one(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> SIMD8<UInt32> {
            Self.words((Self.lanes(a) &* u &+ Self.lanes(b) &* t) &>> 8)
        }
        return Split8(rb: one(rb, b.rb), ga: one(ga, b.ga))
    }

    /// `PixelMath.scale(packed, kk)`, packed.
    @inline(__always) func scaled(_ kk: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let k = Self.lanes(kk)
        return Self.words((Self.lanes(rb) &* k) &>> 8) | Self.words((Self.lanes(ga) &* k) &>> 8) &<< 8
    }

    /// `PixelMath.blend(packed, over: dst, kk: kk)`: the source scaled in its lanes, then `over`.
    @inline(__always) func blend(over dst: SIMD8<UInt32>, kk: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let k = Self.lanes(kk)
        return Split8(rb: Self.words((Self.lanes(rb) &* k) &>> 8), ga: Self.words((Self.lanes(ga) &* k) &>> 8))
            .over(dst)
    }

    /// `PixelMath.over(packed, dst)`: the alpha is the top half of the green-alpha lanes (both
    /// 16-bit halves of `256 - alpha` with two shifts).
    @inline(__always) func over(_ dst: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let alpha = ga &>> 16
        let kd = Self.lanes(SIMD8<UInt32>(repeating: 256 | 256 << 16) &- (alpha | alpha &<< 16))
        let drb = Self.words((Self.lanes(dst & Self.low) &* kd) &>> 8)
        let dga = Self.words((Self.lanes((dst &>> 8) & Self.low) &* kd) &>> 8)
        return packed &+ (drb | dga &<< 8)
    }

    @inline(__always) static func lanes(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> {
        unsafeBitCast(v, to: SIMD16<UInt16>.self)
    }

    @inline(__always) static func words(_ v: SIMD16<UInt16>) -> SIMD8<UInt32> {
        unsafeBitCast(v, to: SIMD8<UInt32>.self)
    }
}

/// A row of split pixels (see `Split8`): column `x`'s red-blue lanes at `rb[x]`, green-alpha at `ga[x]`.
///
/// ```swift
/// let pixel = row[x]  // packed
/// ```
struct SplitRow {
    let rb: UnsafeMutablePointer<UInt32>, ga: UnsafeMutablePointer<UInt32>

    /// Pixel `x`, packed.
    @inline(__always) subscript(x: Int) -> UInt32 { rb[x] | ga[x] << 8 }

    /// Stores packed pixel `p` at column `x`.
    @inline(__always) func set(_ x: Int, _ p: UInt32) {
        rb[x] = p & 0x00FF_00FF
        ga[x] = (p >> 8) & 0x00FF_00FF
    }

    /// Stores eight split pixels from column `x`.
    @inline(__always) func set(_ x: Int, _ s: Split8) {
        PixelMath.store8(s.rb, rb + x)
        PixelMath.store8(s.ga, ga + x)
    }
}
