/// Rows of a layer that is scaled (and translated) but not turned or sheared. Along a row every
/// pixel samples the same two texel rows with the same vertical weight, and each column the
/// same two texel columns with the same horizontal weight on every row. So each output column's
/// texel columns and weight are computed once per frame (`ScaledRowCache`), a texel row is
/// filtered across once (a gather of two texels a pixel, eight pixels at a time) and kept, and
/// consecutive output rows, which mostly share a texel row, reuse it; each pixel is then one
/// vertical lerp of two filtered rows, eight at a time. The taps, weights and order of the
/// roundings (across, then down) are those of the general sampler (`bilinearRow`), so the result
/// is the same to the bit (but for the weights' rounding at exact ties, as everywhere).
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
        let alpha = layer.alpha, opaque = layer.isOpaque, ayy = SIMD8<UInt32>(repeating: ay | ay << 16)

        /// Pixels `x..<end`, with coverage from `cov` or, when given, the weight `constant`.
        func run(_ x: inout Int, to end: Int, constant: UInt32?) {
            let kConstant = constant ?? 0
            let kkConstant = SIMD8<UInt32>(repeating: kConstant | kConstant << 16)
            while PixelMath.vectorised && x &+ 8 <= end {
                let top = PixelMath.load8(f0 + x)
                let s = ay == 0 ? top : PixelMath.lerp(top, PixelMath.load8(f1 + x), ayy)
                let kk: SIMD8<UInt32>
                if constant == nil {
                    let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
                    kk = k | (k &<< 16)
                } else {
                    kk = kkConstant
                }
                if opaque && kk == SIMD8(repeating: 256 | 256 << 16) {
                    PixelMath.store8(s, row + x)  // opaque texels at full weight hide what is there
                } else {
                    PixelMath.store8(PixelMath.blend(s, over: PixelMath.load8(row + x), kk: kk), row + x)
                }
                x &+= 8
            }
            while x < end {
                let k = constant ?? PixelMath.weight(cov[x] * alpha)
                if k > 0 {
                    let s = ay == 0 ? f0[x] : PixelMath.lerp(f0[x], f1[x], ay)
                    row[x] = PixelMath.blend(s, over: row[x], k: k)
                }
                x &+= 1
            }
        }

        var x = span.lowerBound
        let inner = full.clamped(to: span)
        if inner.isEmpty {
            run(&x, to: span.upperBound, constant: nil)
        } else {
            run(&x, to: inner.lowerBound, constant: nil)
            run(&x, to: inner.upperBound, constant: PixelMath.weight(fullValue * alpha))
            run(&x, to: span.upperBound, constant: nil)
        }
    }
}

/// One thread's memory for `LayerRows.scaledRow` across the rows of a frame: each output
/// column's two texel columns and horizontal weight (the same on every row while the map's
/// horizontal part is), and the last two texel rows filtered across.
final class ScaledRowCache {
    private var fx0 = Int.min, dx = 0, clampX = (0, 0), columns = 0, capacity = 0
    /// Per output column: the first and second texel column, and the weight in both 16-bit halves.
    private var x0 = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var x1 = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var ax = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    /// Two texel rows filtered across: which texel row (-1: none) over which output columns.
    private var rows = [-1, -1], ranges = [0..<0, 0..<0]
    private var pixels = [UnsafeMutablePointer<UInt32>.allocate(capacity: 0), .allocate(capacity: 0)]

    deinit {
        x0.deallocate(); x1.deallocate(); ax.deallocate()
        for p in pixels { p.deallocate() }
    }

    /// Makes the column table hold `fx0 + x * dx` (16.16, clamped) for every column below `columns`.
    func prepare(fx0: Int, dx: Int, clamp c: (x0: Int, y0: Int, x1: Int, y1: Int), columns n: Int) {
        guard fx0 != self.fx0 || dx != self.dx || c.x0 != clampX.0 || c.x1 != clampX.1 || n > columns else { return }
        if n > capacity {
            for p in pixels { p.deallocate() }
            x0.deallocate(); x1.deallocate(); ax.deallocate()
            capacity = max(n, capacity * 2)
            x0 = .allocate(capacity: capacity); x1 = .allocate(capacity: capacity); ax = .allocate(capacity: capacity)
            pixels = [.allocate(capacity: capacity), .allocate(capacity: capacity)]
        }
        self.fx0 = fx0; self.dx = dx; clampX = (c.x0, c.x1); columns = max(n, columns)
        rows = [-1, -1]
        let last = c.x1 >> 16, x0 = self.x0, x1 = self.x1, ax = self.ax
        var p = fx0
        for x in 0..<columns {
            let xi = (min(max(p, c.x0), c.x1) + 128) >> 8
            p &+= dx
            let first = xi >> 8, f = UInt32(truncatingIfNeeded: xi & 255)
            x0[x] = Int32(truncatingIfNeeded: first); x1[x] = Int32(truncatingIfNeeded: min(first + 1, last))
            ax[x] = f | f << 16
        }
    }

    /// Texel row `row` (at `texels`) filtered across over `span`, from the cache or made now in
    /// the slot not holding texel row `keeping`.
    func filtered(_ texels: UnsafePointer<UInt32>, row: Int, span: Range<Int>, keeping: Int) -> UnsafePointer<UInt32> {
        for i in 0..<2
        where rows[i] == row && ranges[i].lowerBound <= span.lowerBound
            && span.upperBound <= ranges[i].upperBound
        {
            return UnsafePointer(pixels[i])
        }
        let i = rows[0] == keeping ? 1 : 0
        let out = pixels[i], x0 = self.x0, x1 = self.x1, ax = self.ax
        rows[i] = row; ranges[i] = span
        // A group of eight whose first texel columns all lie left of the last (`x0` is monotonic,
        // so its two ends tell) reads each pixel's two texels as one 64-bit word: texels `x0` and
        // `x0 + 1`, both inside the row. Other pixels take the scalar path with `x1`.
        let last = Int32(truncatingIfNeeded: clampX.1 >> 16)
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 8) { buffer in
            let pairs = buffer.baseAddress!
            let words = UnsafeRawPointer(texels)
            var x = span.lowerBound
            while PixelMath.vectorised && x &+ 8 <= span.upperBound {
                if x0[x] < last && x0[x &+ 7] < last {
                    for lane in 0..<8 {
                        pairs[lane] = words.loadUnaligned(fromByteOffset: Int(x0[x &+ lane]) &* 4, as: UInt64.self)
                    }
                    let v = UnsafeRawPointer(pairs).loadUnaligned(as: SIMD16<UInt32>.self)
                    PixelMath.store8(PixelMath.lerp(v.evenHalf, v.oddHalf, PixelMath.load8(ax + x)), out + x)
                } else {
                    for i in x..<(x &+ 8) {
                        out[i] = PixelMath.lerp(texels[Int(x0[i])], texels[Int(x1[i])], ax[i] & 0xFFFF)
                    }
                }
                x &+= 8
            }
            while x < span.upperBound {
                out[x] = PixelMath.lerp(texels[Int(x0[x])], texels[Int(x1[x])], ax[x] & 0xFFFF)
                x &+= 1
            }
        }
        return UnsafePointer(out)
    }
}
