/// The bilinear samples of eight pixels for `steppedRow`, from their texel positions as 32-bit
/// vector lanes: the texel indices, weights and even/odd split are vector arithmetic, and each
/// pixel costs two 64-bit loads (its top and bottom texel pairs) straight into vector registers.
/// The taps, weights, order of the lerps (across, then down) and roundings are `bilinearRow`'s,
/// so the samples are the general sampler's to the bit.
///
/// Memory safety: the caller passes positions whose texels (x0, y0) to (x0 + 1, y0 + 1) lie
/// inside the texture (`steppedRow` checks each group's first and last position against its box,
/// see `SteppedRows.swift`), in a texture at most `SteppedSamples.maxSide` texels a side, so every
/// lane's position, column, row and index below fit their 32-bit lanes without wrapping.
enum SteppedSamples {
    /// The largest texture side the 32-bit lanes take: a 16.16 position plus 128 inside it is
    /// below 2^31, and an index `y * width + x` below 2^30.
    static let maxSide = 32767

    /// Eight pixels sampled from `tex` (`width` texels a row) at the 16.16 positions `px`, `py`
    /// (each already plus 128, half a step of the 24.8 position the sampler filters with).
    ///
    /// ```swift
    /// let s = SteppedSamples.sample8(tex, width: w, px: lanesX, py: lanesY)
    /// ```
    @inline(__always)
    static func sample8(_ tex: UnsafePointer<UInt32>, width: Int, px: SIMD8<UInt32>, py: SIMD8<UInt32>)
        -> SIMD8<UInt32>
    {
        // Rows and columns are below 2^15 (`maxSide`), so the product is one 16-bit multiply-add.
        let side = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: width) & 0x7FFF)
        let index = ((py &>> 16) & 0x7FFF) &* side &+ (px &>> 16)
        let top = UnsafeRawPointer(tex), bottom = UnsafeRawPointer(tex + width)
        @inline(__always) func pair(_ row: UnsafeRawPointer, _ k: Int) -> SIMD2<UInt32> {
            row.loadUnaligned(fromByteOffset: Int(index[k]) &* 4, as: SIMD2<UInt32>.self)
        }
        // Pixel k's left and right texels are words 2k and 2k + 1.
        @inline(__always) func row(_ base: UnsafeRawPointer) -> SIMD16<UInt32> {
            SIMD16(
                lowHalf: SIMD8(
                    lowHalf: SIMD4(lowHalf: pair(base, 0), highHalf: pair(base, 1)),
                    highHalf: SIMD4(lowHalf: pair(base, 2), highHalf: pair(base, 3))),
                highHalf: SIMD8(
                    lowHalf: SIMD4(lowHalf: pair(base, 4), highHalf: pair(base, 5)),
                    highHalf: SIMD4(lowHalf: pair(base, 6), highHalf: pair(base, 7))))
        }
        let upper = row(top), under = row(bottom)
        let fx = (px &>> 8) & 255, fy = (py &>> 8) & 255
        let axx = fx | fx &<< 16, ayy = fy | fy &<< 16
        return lerp(
            lerp(upper.evenHalf, upper.oddHalf, axx),
            lerp(under.evenHalf, under.oddHalf, axx), ayy)
    }

    /// `PixelMath.lerp(a, b, tt)` as `a * 256 + (b - a) * t` per channel: one multiply of the
    /// difference instead of one per end. The true value `a * (256 - t) + b * t` lies in
    /// `0...65280`, so it is exact in wrapping 16-bit lanes whatever the sign of `b - a`; red and
    /// blue are the value's high bytes, green and alpha are already in place (`& 0xFF00`).
    ///
    /// ```swift
    /// let half = SteppedSamples.lerp(black8, white8, SIMD8(repeating: 128 | 128 << 16))
    /// ```
    @inline(__always)
    static func lerp(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ tt: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let low = SIMD8<UInt32>(repeating: 0x00FF_00FF), high = SIMD8<UInt32>(repeating: 0xFF00_FF00)
        let t = unsafeBitCast(tt, to: SIMD16<UInt16>.self)
        @inline(__always) func lanes(_ v: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(v, to: SIMD16<UInt16>.self) }
        let aRB = lanes(a & low), aGA = lanes(a) &>> 8
        let rb = ((aRB &<< 8) &+ (lanes(b & low) &- aRB) &* t) &>> 8
        let ga = lanes(a & high) &+ ((lanes(b) &>> 8) &- aGA) &* t
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | (unsafeBitCast(ga, to: SIMD8<UInt32>.self) & high)
    }
}
