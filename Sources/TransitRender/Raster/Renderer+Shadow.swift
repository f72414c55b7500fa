import TransitCore

extension Renderer {
    /// A layer's drop shadow: its shape (times its mask), offset, blurred by three box passes
    /// (close to a Gaussian of sigma `radius / 2`, as Core Animation's `shadowRadius`), tinted;
    /// composited row by row by `ShadowImage.composite`. Nil when it falls outside the frame.
    func makeShadow(
        _ shadow: Shadow, shape: [[Point]], mask: (polygons: [[Point]], rule: FillRule)?,
        opacity: Double, pixelScale: Double, width: Int, height: Int
    ) -> ShadowImage? {
        let dx = shadow.offset.dx * pixelScale, dy = shadow.offset.dy * pixelScale
        let blur = max(0, Int((shadow.radius * pixelScale / 2).rounded()))
        let moved = shape.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in moved.joined() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        let margin = Double(3 * blur + 1)
        let x0 = max(0, Int((minX - margin).rounded(.down))), y0 = max(0, Int((minY - margin).rounded(.down)))
        let x1 = min(width, Int((maxX + margin).rounded(.up))), y1 = min(height, Int((maxY + margin).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        let w = x1 - x0, h = y1 - y0
        // Coverage of the offset shape in a local buffer.
        let local = moved.map { $0.map { Point(x: $0.x - Double(x0), y: $0.y - Double(y0)) } }
        var raster = CoverageRasterizer(polygons: local, width: w, height: h, subsamples: subsamples)
        var maskRaster = mask.map { m in
            CoverageRasterizer(
                polygons: m.polygons.map { $0.map { Point(x: $0.x + dx - Double(x0), y: $0.y + dy - Double(y0)) } },
                width: w, height: h, subsamples: subsamples)
        }
        var alpha = [Float](repeating: 0, count: w * h)
        var row = [Float](repeating: 0, count: w + 1), mrow = [Float](repeating: 0, count: w + 1)
        row.withUnsafeMutableBufferPointer { r in
            mrow.withUnsafeMutableBufferPointer { mr in
                for y in raster.rows {
                    var span = raster.coverage(row: y, fillRule: .nonZero, into: r.baseAddress!)
                    if var m = maskRaster {
                        span = span.clamped(to: m.coverage(row: y, fillRule: mask!.rule, into: mr.baseAddress!))
                        maskRaster = m
                        for x in span { r[x] *= mr[x] }
                    }
                    for x in span { alpha[y * w + x] = r[x] }
                }
            }
        }
        if blur > 0 { for _ in 0..<3 { boxBlur(&alpha, width: w, height: h, radius: blur) } }
        return ShadowImage(
            alpha: alpha, x0: x0, y0: y0, width: w, height: h, color: Bitmap.pack(shadow.color.withAlpha(1)),
            strength: Float(shadow.opacity * shadow.color.alpha * opacity))
    }

    /// One horizontal and one vertical box blur of `radius`, with running sums (constant time per pixel).
    func boxBlur(_ a: inout [Float], width w: Int, height h: Int, radius r: Int) {
        var line = [Float](repeating: 0, count: max(w, h))
        let norm = 1 / Float(2 * r + 1)
        for y in 0..<h {
            var sum: Float = 0
            for i in -r...r { sum += a[y * w + min(max(i, 0), w - 1)] * (i >= 0 && i < w ? 1 : 0) }
            for x in 0..<w {
                line[x] = sum * norm
                let add = x + r + 1, sub = x - r
                if add < w { sum += a[y * w + add] }
                if sub >= 0 { sum -= a[y * w + sub] }
            }
            for x in 0..<w { a[y * w + x] = line[x] }
        }
        for x in 0..<w {
            var sum: Float = 0
            for i in 0...r where i < h { sum += a[i * w + x] }
            for y in 0..<h {
                line[y] = sum * norm
                let add = y + r + 1, sub = y - r
                if add < h { sum += a[add * w + x] }
                if sub >= 0 { sum -= a[sub * w + x] }
            }
            for y in 0..<h { a[y * w + x] = line[y] }
        }
    }
}

/// A blurred shadow's coverage over its bounding box of the frame, ready to composite.
struct ShadowImage {
    var alpha: [Float]
    var x0: Int, y0: Int, width: Int, height: Int
    var color: UInt32
    var strength: Float

    /// Composites the rows of `rows` that the shadow touches onto `dst` (a frame `frameWidth` wide).
    func composite(rows: Range<Int>, into dst: UnsafeMutablePointer<UInt32>, frameWidth: Int) {
        let r = rows.clamped(to: y0..<(y0 + height))
        alpha.withUnsafeBufferPointer { a in
            for y in r {
                let outRow = dst + y * frameWidth + x0, src = a.baseAddress! + (y - y0) * width
                for x in 0..<width {
                    let k = PixelMath.weight(src[x] * strength)
                    if k > 0 { outRow[x] = PixelMath.blend(color, over: outRow[x], k: k) }
                }
            }
        }
    }
}
