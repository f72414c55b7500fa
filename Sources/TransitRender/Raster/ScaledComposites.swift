/// How `LayerRows.scaledRow` lays eight samples over the row in a run of one weight `k` (full
/// coverage), chosen once per run so that each run's loop is specialised for it. Each gives
/// `PixelMath.blend(sample, over: dst, k: k)` to the bit.
///
/// ```swift
/// ScaledReplace(row: row).put(samples, at: 8)  // row[8..<16] = samples
/// ```
protocol ScaledComposite {
    /// Lays the eight samples `s` (split) over `row[x..<x + 8]`.
    func put(_ s: Split8, at x: Int)
}

/// Opaque texels at full weight hide what is there: a store.
struct ScaledReplace: ScaledComposite {
    let row: UnsafeMutablePointer<UInt32>

    @inline(__always) func put(_ s: Split8, at x: Int) { PixelMath.store8(s.packed, row + x) }
}

/// Every texel opaque, so is every sample (a lerp of two alphas of 255 is 255), and the
/// source-over's factor for the pixel underneath is the same everywhere: `256 - 255 * k / 256`.
struct ScaledOverOpaque: ScaledComposite {
    let row: UnsafeMutablePointer<UInt32>, kk: SIMD8<UInt32>, kkUnder: SIMD8<UInt32>

    /// The factor for the pixel underneath a layer of opaque texels at weight `k` (`0...256`).
    @inline(__always) static func underWeight(_ k: UInt32) -> UInt32 { 256 - (255 * min(k, 256)) >> 8 }

    init(row: UnsafeMutablePointer<UInt32>, k: UInt32) {
        let under = Self.underWeight(k)
        self.row = row
        kk = SIMD8(repeating: k | k << 16)
        kkUnder = SIMD8(repeating: under | under << 16)
    }

    @inline(__always) func put(_ s: Split8, at x: Int) {
        PixelMath.store8(s.scaled(kk) &+ PixelMath.scale(PixelMath.load8(row + x), kkUnder), row + x)
    }
}

/// Any texels: the source-over of the samples scaled by `k`.
struct ScaledOver: ScaledComposite {
    let row: UnsafeMutablePointer<UInt32>, kk: SIMD8<UInt32>

    init(row: UnsafeMutablePointer<UInt32>, k: UInt32) {
        self.row = row
        kk = SIMD8(repeating: k | k << 16)
    }

    @inline(__always) func put(_ s: Split8, at x: Int) {
        PixelMath.store8(s.blend(over: PixelMath.load8(row + x), kk: kk), row + x)
    }
}
