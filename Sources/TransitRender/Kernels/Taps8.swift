/// The bilinear taps of eight points in a `w` x `h` texture (`w` at least 2), found once and read
/// from any texture of that size: the same clamps, texels, weights and roundings as
/// `KernelMath.sample8` (across, then down), with each point's two texels of a row read as one
/// 64-bit word, so a point costs two loads instead of four (SSE2 has no gather).
///
/// ```swift
/// let taps = Taps8(w, h, xi: xi, yi: yi)
/// let from = taps.sample(old), to = taps.sample(new)
/// ```
///
/// Memory safety: `xi` is clamped to `0...(w - 1) * 256` and `yi` to `0...(h - 1) * 256`. A
/// pair starts at column `x0 <= w - 2` (the last column reads the pair `w - 2, w - 1` with all
/// the weight on its second texel, which is `sample8`'s clamped neighbour), so both its texels lie
/// in the row; rows are `y0` in `0..<h` and `min(y0 + 1, h - 1)`.
struct Taps8 {
    /// Each point's pair start column and its two rows.
    let x0: SIMD8<Int32>, y0: SIMD8<Int32>, y1: SIMD8<Int32>
    /// The weights of the second texel across and of the second row, in both 16-bit halves.
    let axx: SIMD8<UInt32>, ayy: SIMD8<UInt32>
    let w: Int

    /// The taps of the points (`xi / 256`, `yi / 256`), 24.8 fixed point with pixel centres at
    /// multiples of 256. Requires `w >= 2` and `h >= 1`.
    @inline(__always) init(_ w: Int, _ h: Int, xi: SIMD8<Int32>, yi: SIMD8<Int32>) {
        let zero = SIMD8<Int32>()
        let last = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: w - 1))
        let x = KernelMath.min8(KernelMath.max8(xi, zero), last &<< 8)
        let y = KernelMath.min8(KernelMath.max8(yi, zero), SIMD8(repeating: Int32(truncatingIfNeeded: h - 1) << 8))
        let column = x &>> 8
        let atEnd = column .== last
        x0 = column.replacing(with: last &- 1, where: atEnd)
        y0 = y &>> 8
        y1 = KernelMath.min8(y0 &+ 1, SIMD8(repeating: Int32(truncatingIfNeeded: h - 1)))
        // At the last column the fraction is 0: the whole weight (256) goes to the pair's second texel.
        let ax = unsafeBitCast((x & 255).replacing(with: 256, where: atEnd), to: SIMD8<UInt32>.self)
        let ay = unsafeBitCast(y & 255, to: SIMD8<UInt32>.self)
        axx = ax | (ax &<< 16)
        ayy = ay | (ay &<< 16)
        self.w = w
    }

    /// The eight points sampled from `tex` (`w` x `h`, the size the taps were made for).
    @inline(__always) func sample(_ tex: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { buffer in
            let pairs = buffer.baseAddress!
            let words = UnsafeRawPointer(tex)
            for k in 0..<8 {
                let x = Int(x0[k])
                pairs[k] = words.loadUnaligned(fromByteOffset: (Int(y0[k]) &* w &+ x) &* 4, as: UInt64.self)
                pairs[k &+ 8] = words.loadUnaligned(fromByteOffset: (Int(y1[k]) &* w &+ x) &* 4, as: UInt64.self)
            }
            let raw = UnsafeRawPointer(pairs)
            let top = raw.loadUnaligned(as: SIMD16<UInt32>.self)
            let bottom = raw.loadUnaligned(fromByteOffset: 64, as: SIMD16<UInt32>.self)
            return SteppedSamples.filter(upper: top, under: bottom, axx: axx, ayy: ayy)
        }
    }
}
