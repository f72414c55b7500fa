/// Whole-texel rows: a layer placed on whole pixels at the texture's scale draws each pixel from
/// exactly one texel, so its fully covered runs are copies (or one scaled source-over when
/// translucent) and coverage is looked at only at their ends. Decided here, before the
/// filtering paths of `textureRow`, so that a row's coverage inside its fully covered columns
/// need not be written at all when the row turns out to be a copy.
///
/// Memory safety: texel columns are clamped to `lo...hi`, which come from `PreparedLayer.clamp`
/// (inside the bitmap: `0...width - 1`), and the copied run is cut to the columns whose texel
/// lies in `lo...hi`; the texel row is clamped to `clamp.y0...clamp.y1`. Pixel columns come from
/// coverage spans, which `RectCoverage` and `CoverageRasterizer` keep inside `0..<width`.
extension LayerRows {
    /// Where row `y` reads its texels when the layer's placement is whole texels, unscaled:
    /// pixel `x` shows texel `x + offset` of `texRow`, clamped to `lo...hi`. Nil for any other
    /// placement, or without a texture. The test is `textureRow`'s fixed-point one, made at
    /// the span's first pixel.
    func wholeTexels(row y: Int, from x: Int) -> (texRow: UnsafePointer<UInt32>, offset: Int, lo: Int, hi: Int)? {
        guard stepsWholeTexels, let tex = texels else { return nil }
        let t = layer.map
        let py = Double(y) + 0.5
        let px = Double(x) + 0.5
        let inv = placement.inverse
        let fx = Self.fixed((px * t.ux + py * t.uy + t.u0) * inv)
        let fy = Self.fixed((px * t.vx + py * t.vy + t.v0) * inv)
        guard fx & 0xFFFF == 0 && fy & 0xFFFF == 0 else { return nil }
        let c = layer.clamp
        let ty = min(max(fy, c.y0), c.y1) >> 16
        return (tex + ty * texWidth, (fx >> 16) - x, c.x0 >> 16, c.x1 >> 16)
    }

    /// Texel `x + offset` of `texRow` (clamped to `lo...hi`) for each pixel of the span, with
    /// coverage `cov[x]`, or `fullValue` over `full` (where `cov` is not read). The part of
    /// `full` inside the texture is one copy or one `overRun`, a loop without branches.
    func copyRow(
        _ texRow: UnsafePointer<UInt32>, from offset: Int, lo: Int, hi: Int, span: Range<Int>,
        cov: UnsafeMutablePointer<Float>, full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>
    ) {
        guard !full.isEmpty else {
            // Coverage from the rasteriser's general rows: find the fully covered runs.
            var x = span.lowerBound
            while x < span.upperBound {
                var end = x
                while end < span.upperBound && cov[end] >= 1 { end += 1 }
                if end > x {
                    copySpan(
                        texRow, from: offset, lo: lo, hi: hi, span: x..<end, cov: cov, full: x..<end, fullValue: 1,
                        row: row)
                }
                if end < span.upperBound {
                    copySpan(
                        texRow, from: offset, lo: lo, hi: hi, span: end..<(end + 1), cov: cov, full: 0..<0,
                        fullValue: 1, row: row)
                }
                x = end + 1
            }
            return
        }
        copySpan(texRow, from: offset, lo: lo, hi: hi, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
    }

    @inline(__always)
    private func copySpan(
        _ texRow: UnsafePointer<UInt32>, from offset: Int, lo: Int, hi: Int, span: Range<Int>,
        cov: UnsafeMutablePointer<Float>, full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>
    ) {
        let alpha = layer.alpha
        let a = max(full.lowerBound, lo - offset)
        let b = min(full.upperBound, hi - offset + 1)
        let run = a < b ? a..<b : span.upperBound..<span.upperBound
        func single(_ x: Int) {
            let k = PixelMath.weight((full.contains(x) ? fullValue : cov[x]) * alpha)
            row[x] = PixelMath.over(PixelMath.scale(texRow[min(max(x + offset, lo), hi)], k), row[x])
        }
        for x in span.lowerBound..<run.lowerBound { single(x) }
        if !run.isEmpty {
            let k = PixelMath.weight(fullValue * alpha)
            if k >= 256 && layer.isOpaque {
                // Opaque texels at full weight: what was there is hidden.
                (row + run.lowerBound).update(from: texRow + (run.lowerBound + offset), count: run.count)
            } else {
                Self.overRun(
                    texRow + (run.lowerBound + offset), row + run.lowerBound, count: run.count, k: k,
                    vectorised: vectorised)
            }
        }
        for x in run.upperBound..<span.upperBound { single(x) }
    }

    /// `dst[i] = src[i] * k / 256 over dst[i]` for `count` pixels, eight at a time when `vectorised`.
    static func overRun(
        _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, k: UInt32, vectorised: Bool
    ) {
        var i = 0
        if k >= 256 {
            while vectorised && i &+ 8 <= count {
                PixelMath.store8(PixelMath.over(PixelMath.load8(src + i), PixelMath.load8(dst + i)), dst + i)
                i &+= 8
            }
            while i < count {
                dst[i] = PixelMath.over(src[i], dst[i])
                i &+= 1
            }
        } else {
            let kk = SIMD8<UInt32>(repeating: k | k << 16)
            while vectorised && i &+ 8 <= count {
                PixelMath.store8(
                    PixelMath.blend(PixelMath.load8(src + i), over: PixelMath.load8(dst + i), kk: kk), dst + i)
                i &+= 8
            }
            while i < count {
                dst[i] = PixelMath.over(PixelMath.scale(src[i], k), dst[i])
                i &+= 1
            }
        }
    }
}
