/// Textured spans: the pixel-to-texel map is stepped along the row, sampled bilinearly with 8-bit
/// weights, and composited with coverage times opacity. Two placements skip the general sampler:
/// whole-texel, unscaled placement copies texels without filtering (so a layer on whole pixels
/// reproduces its image exactly), a translation by a fraction of a texel is a 2-tap filter
/// per axis with the same weights across the row, eight pixels at a time, and a layer scaled
/// along the axes blends its two texel rows once per row (`scaledRow`).
///
/// Memory safety: every texel index read here is clamped to `PreparedLayer.clamp`, which
/// `PreparedLayer.init` keeps inside the bitmap (`0...width - 1`, `0...height - 1`); a second
/// tap is read only where the first lies strictly inside that clamp. Row indices come from
/// coverage spans, which `RectCoverage` and `CoverageRasterizer` keep inside `0..<width`.
extension LayerRows {
    /// Fixed-point limit for map coordinates, far outside any texture, so stepping cannot overflow.
    static let limit = Double(1 << 40)

    /// `v` in 16.16 fixed point, clamped to `±limit`, rounded to the nearest (halves away from
    /// zero, as `rounded()`). Without the C library's `round`, a call per use on x86-64's
    /// baseline: the fraction `x - trunc(x)` of a double is exact, so comparing it with a half
    /// rounds exactly as `rounded()` does.
    @inline(__always) static func fixed(_ v: Double) -> Int {
        let x = min(max(v, -limit), limit) * 65536
        let t = Int(x)
        let f = x - Double(t)
        return f >= 0.5 ? t + 1 : (f <= -0.5 ? t - 1 : t)
    }

    /// Composites row `y` over `span`, with coverage `cov[x]`; every pixel of `full` has coverage
    /// `fullValue`. Returns true when the row went through `columnRow` or `steppedRow`, which draw
    /// `shade` (when given) over it too; false otherwise, and then the caller draws the shade.
    @discardableResult func textureRow(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>, shade: Shade? = nil
    ) -> Bool {
        let t = layer.map
        let p = placement
        guard layer.usesFastPaths else {
            bilinearRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
            return false
        }
        let py = Double(y) + 0.5
        let inv = p.inverse
        switch p.kind {
        case .wholeTexels, .translated:
            // Whole texels, unscaled, are copies, drawn before this (`CopyRows.swift`); translated
            // by a fraction of a texel: the same two weights across the row.
            let px = Double(span.lowerBound) + 0.5
            let fx = Self.fixed((px * t.ux + py * t.uy + t.u0) * inv)
            let fy = Self.fixed((px * t.vx + py * t.vy + t.v0) * inv)
            translateRow(tex, fx: fx, fy: fy, span: span, cov: cov, full: fullValue >= 1 ? full : 0..<0, row: row)
        case .scaled:
            // Positions from column 0's pixel centre, as the general sampler steps them.
            let fx0 = Self.fixed((0.5 * t.ux + py * t.uy + t.u0) * inv)
            let fy0 = Self.fixed((0.5 * t.vx + py * t.vy + t.v0) * inv)
            if Self.isScaledRow(fx0: fx0, dx: p.dx, dy: p.dy, span: span) {
                // Texel rows filtered across once, shared by the output rows that sample them.
                scaledRow(
                    tex, fx0: fx0, fy0: fy0, dx: p.dx, span: span, cov: cov, full: full, fullValue: fullValue,
                    row: row)
                return false
            }
            bilinearRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
        case .columns:
            // Turned about a vertical axis: one texel column a pixel column (`ColumnRows.swift`).
            if columnRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row, shade: shade) {
                return true
            }
            bilinearRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
        case .affine, .perspective:
            // A gradient shade (fused over `columns` layers alone) is left to the caller's pass.
            if shade?.gradient == nil,
                steppedRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row, shade: shade)
            {
                return true
            }
            bilinearRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row, stepping: false)
        case .untextured:
            bilinearRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
        }
        return false
    }

    /// Texels at a constant fractional offset: `fx`, `fy` (16.16) is the texel position of the
    /// span's first pixel, and each pixel to the right is one texel further. Every pixel of
    /// `full` has coverage 1.
    private func translateRow(
        _ tex: UnsafePointer<UInt32>, fx: Int, fy: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, row: UnsafeMutablePointer<UInt32>
    ) {
        let c = layer.clamp
        let w = texWidth
        let alpha = layer.alpha
        let kAlpha = PixelMath.weight(alpha)
        // Pixel x samples texels x + offset and x + offset + 1 with weight ax, where that pair lies inside the clamp.
        let taps = translatedTaps(tex, fx: fx, fy: fy, from: span.lowerBound)
        let r0 = taps.r0
        let r1 = taps.r1
        let ax = taps.ax
        let ay = taps.ay
        let offset = taps.offset
        let lo = taps.lo
        let hi = taps.hi
        let yi = taps.yi
        let opaque = layer.isOpaque
        var x = span.lowerBound
        while x < span.upperBound {
            let cv = cov[x]
            let k = cv >= 1 ? kAlpha : PixelMath.weight(cv * alpha)
            if x >= lo && x <= hi && k == kAlpha {
                // A run of full coverage inside the texture: no clamps, no coverage lookups.
                // Where the whole run's coverage is known (`full`: coverage 1), it is not read pixel by pixel.
                var end = full.contains(x) ? min(full.upperBound, hi + 1) : x + 1
                while end < span.upperBound && end <= hi && cov[end] >= 1 { end += 1 }
                Self.filterRun(
                    r0 + (x + offset), r1 + (x + offset), ax: ax, ay: ay, into: row + x, count: end - x, k: k,
                    replace: opaque, vectorised: vectorised)
                x = end
                continue
            }
            if k > 0 {
                let sx = (min(max(fx + (x - span.lowerBound) * 65536, c.x0), c.x1) + 128) >> 8
                row[x] = PixelMath.blend(Self.bilinear(tex, w, sx, yi), over: row[x], k: k)
            }
            x += 1
        }
    }

    /// The 2-tap filter of two texel rows with constant weights (`ax` across, `ay` down), scaled
    /// by `k` and composited over `dst` (or written over it when `replace`: opaque texels at full
    /// weight hide what is there). Reads `a[0...count]` and `b[0...count]` when `ax > 0`, else
    /// `a[0..<count]`, `b[0..<count]`; `b` only when `ay > 0`.
    @inline(__always)
    static func filterRun(
        _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, ax: UInt32, ay: UInt32,
        into dst: UnsafeMutablePointer<UInt32>, count: Int, k: UInt32, replace: Bool, vectorised: Bool
    ) {
        @inline(__always) func sample8(_ i: Int) -> SIMD8<UInt32> { Self.filter8(a, b, ax: ax, ay: ay, at: i) }
        @inline(__always) func sample(_ i: Int) -> UInt32 { Self.filter(a, b, ax: ax, ay: ay, at: i) }
        var i = 0
        if replace && k >= 256 {
            while vectorised && i &+ 8 <= count {
                PixelMath.store8(sample8(i), dst + i)
                i &+= 8
            }
            while i < count {
                dst[i] = sample(i)
                i &+= 1
            }
        } else {
            let kk = SIMD8<UInt32>(repeating: k | k << 16)
            while vectorised && i &+ 8 <= count {
                PixelMath.store8(PixelMath.blend(sample8(i), over: PixelMath.load8(dst + i), kk: kk), dst + i)
                i &+= 8
            }
            while i < count {
                dst[i] = PixelMath.blend(sample(i), over: dst[i], k: k)
                i &+= 1
            }
        }
    }

    /// Pixels `i..<i + 8` of `filterRun`'s 2-tap filter.
    @inline(__always)
    static func filter8(
        _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, ax: UInt32, ay: UInt32, at i: Int
    ) -> SIMD8<UInt32> {
        let top =
            ax == 0 ? PixelMath.load8(a + i) : PixelMath.lerp(PixelMath.load8(a + i), PixelMath.load8(a + i + 1), ax)
        guard ay != 0 else { return top }
        let bottom =
            ax == 0 ? PixelMath.load8(b + i) : PixelMath.lerp(PixelMath.load8(b + i), PixelMath.load8(b + i + 1), ax)
        return PixelMath.lerp(top, bottom, ay)
    }

    /// Pixel `i` of `filterRun`'s 2-tap filter.
    @inline(__always)
    static func filter(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, ax: UInt32, ay: UInt32, at i: Int)
        -> UInt32
    {
        let top = ax == 0 ? a[i] : PixelMath.lerp(a[i], a[i &+ 1], ax)
        guard ay != 0 else { return top }
        return PixelMath.lerp(top, ax == 0 ? b[i] : PixelMath.lerp(b[i], b[i &+ 1], ax), ay)
    }

    /// The bilinear sample at 24.8 fixed-point texel coordinates (`xi`, `yi`), already clamped.
    @inline(__always)
    static func bilinear(_ tex: UnsafePointer<UInt32>, _ w: Int, _ xi: Int, _ yi: Int) -> UInt32 {
        let x0 = xi >> 8
        let y0 = yi >> 8
        let ax = UInt32(xi & 255)
        let ay = UInt32(yi & 255)
        let r0 = tex + y0 * w
        let top = ax == 0 ? r0[x0] : PixelMath.lerp(r0[x0], r0[x0 + 1], ax)
        guard ay != 0 else { return top }
        let r1 = r0 + w
        return PixelMath.lerp(top, ax == 0 ? r1[x0] : PixelMath.lerp(r1[x0], r1[x0 + 1], ax), ay)
    }
}
