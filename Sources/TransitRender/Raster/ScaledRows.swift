/// Rows of a layer that is scaled (and translated) but not turned or sheared. Along a row every
/// pixel samples the same two texel rows with the same vertical weight, and each column the
/// same two texel columns with the same horizontal weight on every row. So each output column's
/// texel columns and weight are computed once per frame (`ScaledRowCache`), a texel row is
/// filtered across once (eight pixels at a time, from runs of texels where the scale is near 1)
/// and kept, and consecutive output rows, which mostly share a texel row, reuse it; each pixel
/// is then one vertical lerp of two filtered rows, eight at a time, composited at the run's one
/// weight where coverage is full (written over the row where the layer is opaque). The taps,
/// weights and order of the roundings (across, then down) are those of the general sampler
/// (`bilinearRow`), so the result is the same to the bit (but for the weights' rounding at
/// exact ties, as everywhere).
///
/// Memory safety: texel columns are clamped positions (`PreparedLayer.clamp`, inside the
/// bitmap) and the second one `min(first + 1, last)`; rows come from the clamped vertical
/// position, the second `min(y0 + 1, last row)`. Output columns come from coverage spans inside
/// `0..<width`, and the cache's buffers hold every column below the largest span end seen.
extension LayerRows {
    /// Whether `scaledRow` may take a row: no vertical step along it, and the horizontal position
    /// of column `x`, `fx0 + x * dx`, cannot overflow for any column of the span (`|fx0|` below
    /// 2^52, `|dx|` below 2^32, columns below 2^20).
    static func isScaledRow(fx0: Int, dx: Int, dy: Int, span: Range<Int>) -> Bool {
        dy == 0 && fx0.magnitude < 1 << 52 && dx.magnitude < 1 << 32 && span.upperBound < 1 << 20
    }

    /// Row `y`'s `span`: `fx0`, `fy0` (16.16) is the texel position of column 0's pixel centre and
    /// each column to the right `dx` further along x. Every pixel of `full` has coverage `fullValue`.
    func scaledRow(
        _ tex: UnsafePointer<UInt32>, fx0: Int, fy0: Int, dx: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>
    ) {
        let c = layer.clamp
        let yi = (min(max(fy0, c.y0), c.y1) + 128) >> 8
        let y0 = yi >> 8, ay = UInt32(truncatingIfNeeded: yi & 255), y1 = min(y0 + 1, c.y1 >> 16)
        let cache = scaledCache
        cache.prepare(fx0: fx0, dx: dx, clamp: c, columns: span.upperBound)
        let f0 = cache.filtered(tex + y0 * texWidth, row: y0, span: span, keeping: y1)
        let f1 = ay == 0 ? f0 : cache.filtered(tex + y1 * texWidth, row: y1, span: span, keeping: y0)
        let inner = full.clamped(to: span)
        guard !inner.isEmpty else {
            return Self.scaledRun(f0, f1, ay: ay, span, cov: cov, alpha: layer.alpha, opaque: layer.isOpaque, row: row)
        }
        Self.scaledRun(
            f0, f1, ay: ay, span.lowerBound..<inner.lowerBound, cov: cov, alpha: layer.alpha, opaque: layer.isOpaque,
            row: row)
        Self.scaledRun(
            f0, f1, ay: ay, inner, k: PixelMath.weight(fullValue * layer.alpha), replace: layer.isOpaque,
            opaqueTexels: texelsOpaque, row: row)
        Self.scaledRun(
            f0, f1, ay: ay, inner.upperBound..<span.upperBound, cov: cov, alpha: layer.alpha, opaque: layer.isOpaque,
            row: row)
    }

    /// Pixel `x` of `f0` and `f1` blended down by `ay`, eight at a time from `x`.
    @inline(__always)
    private static func down8(_ f0: UnsafePointer<UInt32>, _ f1: UnsafePointer<UInt32>, _ ay: UInt32, _ x: Int)
        -> SIMD8<UInt32>
    {
        let top = PixelMath.load8(f0 + x)
        return ay == 0 ? top : PixelMath.lerpByDifference(top, PixelMath.load8(f1 + x), SIMD8(repeating: ay | ay << 16))
    }

    /// The pixels of `run` at the one weight `k` (written over `row` when `replace` and `k` is
    /// 256: opaque texels at full weight hide what is there). When every texel is opaque
    /// (`opaqueTexels`), so is every sample (a lerp of two alphas of 255 is 255), and the
    /// source-over's factor for the pixel underneath is the same everywhere: `256 - 255 * k / 256`.
    private static func scaledRun(
        _ f0: UnsafePointer<UInt32>, _ f1: UnsafePointer<UInt32>, ay: UInt32, _ run: Range<Int>, k: UInt32,
        replace: Bool, opaqueTexels: Bool, row: UnsafeMutablePointer<UInt32>
    ) {
        guard k > 0 else { return }
        var x = run.lowerBound
        if replace && k >= 256 {
            while PixelMath.vectorised && x &+ 8 <= run.upperBound {
                PixelMath.store8(down8(f0, f1, ay, x), row + x)
                x &+= 8
            }
        } else if opaqueTexels {
            let under = 256 - (255 * min(k, 256)) >> 8
            let kk = SIMD8<UInt32>(repeating: k | k << 16), kkUnder = SIMD8<UInt32>(repeating: under | under << 16)
            while PixelMath.vectorised && x &+ 8 <= run.upperBound {
                let s = PixelMath.scale(down8(f0, f1, ay, x), kk)
                PixelMath.store8(s &+ PixelMath.scale(PixelMath.load8(row + x), kkUnder), row + x)
                x &+= 8
            }
        } else {
            let kk = SIMD8<UInt32>(repeating: k | k << 16)
            while PixelMath.vectorised && x &+ 8 <= run.upperBound {
                PixelMath.store8(
                    PixelMath.blendByHalves(down8(f0, f1, ay, x), over: PixelMath.load8(row + x), kk: kk), row + x)
                x &+= 8
            }
        }
        while x < run.upperBound {
            row[x] = PixelMath.blend(ay == 0 ? f0[x] : PixelMath.lerp(f0[x], f1[x], ay), over: row[x], k: k)
            x &+= 1
        }
    }

    /// The pixels of `run` at coverage `cov[x]` times `alpha`.
    private static func scaledRun(
        _ f0: UnsafePointer<UInt32>, _ f1: UnsafePointer<UInt32>, ay: UInt32, _ run: Range<Int>,
        cov: UnsafeMutablePointer<Float>, alpha: Float, opaque: Bool, row: UnsafeMutablePointer<UInt32>
    ) {
        var x = run.lowerBound
        while PixelMath.vectorised && x &+ 8 <= run.upperBound {
            let s = down8(f0, f1, ay, x)
            let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
            let kk = k | (k &<< 16)
            if opaque && kk == SIMD8(repeating: 256 | 256 << 16) {
                PixelMath.store8(s, row + x)  // opaque texels at full weight hide what is there
            } else {
                PixelMath.store8(PixelMath.blendByHalves(s, over: PixelMath.load8(row + x), kk: kk), row + x)
            }
            x &+= 8
        }
        while x < run.upperBound {
            let k = PixelMath.weight(cov[x] * alpha)
            if k > 0 {
                row[x] = PixelMath.blend(ay == 0 ? f0[x] : PixelMath.lerp(f0[x], f1[x], ay), over: row[x], k: k)
            }
            x &+= 1
        }
    }
}
