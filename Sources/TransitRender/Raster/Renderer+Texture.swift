/// Textured spans: the pixel-to-texel map is stepped along the row (fixed point when affine, one
/// division per pixel under perspective), sampled bilinearly with 8-bit weights, and composited
/// with coverage times opacity. Whole-texel, unscaled placement copies texels without filtering,
/// so a layer on whole pixels reproduces its image exactly.
extension LayerRows {
    /// Fixed-point limit for map coordinates, far outside any texture, so stepping cannot overflow.
    private static let limit = Double(1 << 40)

    /// Composites row `y` over `span`, with coverage `cov[x]`; every pixel of `full` has coverage `fullValue`.
    func textureRow(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>
    ) {
        let t = layer.map
        let py = Double(y) + 0.5, px = Double(span.lowerBound) + 0.5
        guard layer.isAffine else { return projectiveRow(tex, y: y, span: span, cov: cov, row: row) }
        let inv = 1 / t.8
        func fixed(_ v: Double) -> Int { Int((min(max(v, -Self.limit), Self.limit) * 65536).rounded()) }
        let fx = fixed((px * t.0 + py * t.3 + t.6) * inv), fy = fixed((px * t.1 + py * t.4 + t.7) * inv)
        let dx = fixed(t.0 * inv), dy = fixed(t.1 * inv)
        let c = layer.clamp
        if dx == 65536 && dy == 0 && fx & 0xFFFF == 0 && fy & 0xFFFF == 0 {
            // Whole texels, unscaled: each pixel is one texel.
            let ty = min(max(fy, c.y0), c.y1) >> 16
            copyRow(
                tex + ty * texWidth, from: (fx >> 16) - span.lowerBound, lo: c.x0 >> 16, hi: c.x1 >> 16,
                span: span, cov: cov, full: full, fullValue: fullValue, row: row)
            return
        }
        if dx == 65536 && dy == 0 {
            // Translated by a fraction of a texel: the same two weights across the row.
            translateRow(tex, fx: fx, fy: fy, span: span, cov: cov, row: row)
            return
        }
        let alpha = layer.alpha, kAlpha = PixelMath.weight(alpha), w = texWidth
        var sx = fx, sy = fy
        for x in span {
            let cv = cov[x]
            let k = cv >= 1 ? kAlpha : PixelMath.weight(cv * alpha)
            if k > 0 {
                let xi = (min(max(sx, c.x0), c.x1) + 128) >> 8, yi = (min(max(sy, c.y0), c.y1) + 128) >> 8
                row[x] = PixelMath.blend(Self.bilinear(tex, w, xi, yi), over: row[x], k: k)
            }
            sx &+= dx; sy &+= dy
        }
    }

    /// Texels at a constant fractional offset: `fx`, `fy` (16.16) is the texel position of the
    /// span's first pixel, and each pixel to the right is one texel further.
    private func translateRow(
        _ tex: UnsafePointer<UInt32>, fx: Int, fy: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        let c = layer.clamp, w = texWidth, alpha = layer.alpha, kAlpha = PixelMath.weight(alpha)
        let yi = (min(max(fy, c.y0), c.y1) + 128) >> 8
        let ay = UInt32(yi & 255), r0 = tex + (yi >> 8) * w, r1 = ay == 0 ? r0 : r0 + w
        // Pixel x samples texels x + offset and x + offset + 1 with weight ax, where that pair lies inside the clamp.
        let start = fx + 128 - span.lowerBound * 65536
        let ax = UInt32((start >> 8) & 255), offset = start >> 16
        let lo = (c.x0 >> 16) - offset, hi = (c.x1 >> 16) - offset - (ax == 0 ? 0 : 1)
        var x = span.lowerBound
        while x < span.upperBound {
            let cv = cov[x]
            let k = cv >= 1 ? kAlpha : PixelMath.weight(cv * alpha)
            if x >= lo && x <= hi && k == kAlpha {
                // A run of equal coverage inside the texture: no clamps, no coverage lookups.
                var end = x + 1
                while end < span.upperBound && end <= hi && cov[end] >= 1 { end += 1 }
                let a = r0 + (x + offset), b = r1 + (x + offset)
                for i in 0..<(end - x) {
                    let top = PixelMath.lerp(a[i], a[i + 1], ax)
                    let s = ay == 0 ? top : PixelMath.lerp(top, PixelMath.lerp(b[i], b[i + 1], ax), ay)
                    row[x + i] = PixelMath.over(PixelMath.scale(s, k), row[x + i])
                }
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

    /// Texel `x + offset` of `texRow` (clamped to `lo...hi`) for each pixel of the span. The part
    /// of `full` inside the texture goes through `overRun`, a loop without branches.
    private func copyRow(
        _ texRow: UnsafePointer<UInt32>, from offset: Int, lo: Int, hi: Int, span: Range<Int>,
        cov: UnsafeMutablePointer<Float>, full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>
    ) {
        guard !full.isEmpty else {
            // Coverage from the rasteriser: find the fully covered runs.
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
        let a = max(full.lowerBound, lo - offset), b = min(full.upperBound, hi - offset + 1)
        let run = a < b ? a..<b : span.upperBound..<span.upperBound
        func single(_ x: Int) {
            let k = PixelMath.weight(cov[x] * alpha)
            row[x] = PixelMath.over(PixelMath.scale(texRow[min(max(x + offset, lo), hi)], k), row[x])
        }
        for x in span.lowerBound..<run.lowerBound { single(x) }
        if !run.isEmpty {
            Self.overRun(
                texRow + (run.lowerBound + offset), row + run.lowerBound, count: run.count,
                k: PixelMath.weight(fullValue * alpha))
        }
        for x in run.upperBound..<span.upperBound { single(x) }
    }

    /// Eight pixels from any address (a copy the compiler turns into two vector loads).
    @inline(__always) static func load8(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        var v = SIMD8<UInt32>()
        withUnsafeMutableBytes(of: &v) { $0.baseAddress!.copyMemory(from: p, byteCount: 32) }
        return v
    }

    @inline(__always) static func store8(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        withUnsafeBytes(of: v) { UnsafeMutableRawPointer(p).copyMemory(from: $0.baseAddress!, byteCount: 32) }
    }

    /// `dst[i] = src[i] * k / 256 over dst[i]` for `count` pixels.
    static func overRun(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, k: UInt32) {
        if k >= 256 {
            var i = 0
            while i + 8 <= count {
                let s = Self.load8(src + i)
                let d = Self.load8(dst + i)
                Self.store8(PixelMath.over(s, d), dst + i)
                i += 8
            }
            while i < count { dst[i] = PixelMath.over(src[i], dst[i]); i += 1 }
        } else {
            var i = 0
            while i + 8 <= count {
                let s = Self.load8(src + i)
                let d = Self.load8(dst + i)
                Self.store8(PixelMath.over(PixelMath.scale(s, k), d), dst + i)
                i += 8
            }
            while i < count { dst[i] = PixelMath.over(PixelMath.scale(src[i], k), dst[i]); i += 1 }
        }
    }

    /// Perspective: numerators and denominator stepped along the row, one division per pixel.
    private func projectiveRow(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        let t = layer.map, alpha = layer.alpha, kAlpha = PixelMath.weight(alpha), w = texWidth
        let py = Double(y) + 0.5, px = Double(span.lowerBound) + 0.5
        var nx = px * t.0 + py * t.3 + t.6, ny = px * t.1 + py * t.4 + t.7, d = px * t.2 + py * t.5 + t.8
        let c = layer.clamp
        let x0 = Double(c.x0) / 65536, x1 = Double(c.x1) / 65536, y0 = Double(c.y0) / 65536, y1 = Double(c.y1) / 65536
        for x in span {
            let cv = cov[x]
            let k = cv >= 1 ? kAlpha : PixelMath.weight(cv * alpha)
            if k > 0 && (d > 0 || d < 0) {
                let inv = 1 / d
                let fx = min(max(nx * inv, x0), x1), fy = min(max(ny * inv, y0), y1)
                row[x] = PixelMath.blend(
                    Self.bilinear(tex, w, Int(fx * 256 + 0.5), Int(fy * 256 + 0.5)), over: row[x], k: k)
            }
            nx += t.0; ny += t.1; d += t.2
        }
    }

    /// The bilinear sample at 24.8 fixed-point texel coordinates (`xi`, `yi`), already clamped.
    @inline(__always)
    static func bilinear(_ tex: UnsafePointer<UInt32>, _ w: Int, _ xi: Int, _ yi: Int) -> UInt32 {
        let x0 = xi >> 8, y0 = yi >> 8
        let ax = UInt32(xi & 255), ay = UInt32(yi & 255)
        let r0 = tex + y0 * w
        let top = ax == 0 ? r0[x0] : PixelMath.lerp(r0[x0], r0[x0 + 1], ax)
        guard ay != 0 else { return top }
        let r1 = r0 + w
        return PixelMath.lerp(top, ax == 0 ? r1[x0] : PixelMath.lerp(r1[x0], r1[x0 + 1], ax), ay)
    }
}
