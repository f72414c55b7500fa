import TransitCore

/// A layer ready to composite: projected outline and mask, the pixel-to-source map and the source.
struct PreparedLayer {
    var shape: [[Point]]
    var mask: (polygons: [[Point]], rule: FillRule)?
    /// Pixel -> source homogeneous map: texels (pixel centres at integers) for textures, local points otherwise.
    var map: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    var layerSize: Size
    var source: Renderer.Source
    var alpha: Float
    var shadow: ShadowImage?
    /// The texels a texture may be sampled from (its contents rect, whole texels), 16.16 fixed point.
    var clamp = (x0: 0, y0: 0, x1: 0, y1: 0)
    /// Whether the map has no perspective (w is the same for every pixel).
    var isAffine: Bool { map.2 == 0 && map.5 == 0 && map.8 != 0 }

    init(
        shape: [[Point]], mask: (polygons: [[Point]], rule: FillRule)?,
        inverse hi: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
        layerSize: Size, source: Renderer.Source, alpha: Float, shadow: ShadowImage?
    ) {
        self.shape = shape; self.mask = mask; self.layerSize = layerSize; self.source = source
        self.alpha = alpha; self.shadow = shadow
        map = hi
        if case .texture(let bmp, let r) = source {
            let sx = r.width * Double(bmp.width) / layerSize.width,
                sy = r.height * Double(bmp.height) / layerSize.height
            let ox = r.minX * Double(bmp.width) - 0.5, oy = r.minY * Double(bmp.height) - 0.5
            map = (
                hi.0 * sx + hi.2 * ox, hi.1 * sy + hi.2 * oy, hi.2,
                hi.3 * sx + hi.5 * ox, hi.4 * sy + hi.5 * oy, hi.5,
                hi.6 * sx + hi.8 * ox, hi.7 * sy + hi.8 * oy, hi.8
            )
            let x0 = max(0, (r.minX * Double(bmp.width)).rounded(.down)),
                y0 = max(0, (r.minY * Double(bmp.height)).rounded(.down))
            let x1 = min(Double(bmp.width - 1), (r.maxX * Double(bmp.width)).rounded(.up) - 1)
            let y1 = min(Double(bmp.height - 1), (r.maxY * Double(bmp.height)).rounded(.up) - 1)
            clamp = (Int(x0) << 16, Int(y0) << 16, Int(max(x0, x1)) << 16, Int(max(y0, y1)) << 16)
        }
    }
}

/// One thread's state for compositing a prepared layer band by band: its rasterisers (which
/// advance row by row) and coverage buffers.
struct LayerRows {
    let layer: PreparedLayer
    private var shapeRaster: CoverageRasterizer
    private var maskRaster: CoverageRasterizer?
    /// Set for an unmasked axis-aligned rectangle, which needs no rasteriser.
    private let rect: RectCoverage?
    /// The texture's words. The storage belongs to `layer.source`, kept alive by `layer`.
    private let texels: UnsafePointer<UInt32>?
    let texWidth: Int

    init(_ layer: PreparedLayer, width: Int, height: Int, subsamples: Int) {
        self.layer = layer
        shapeRaster = CoverageRasterizer(polygons: layer.shape, width: width, height: height, subsamples: subsamples)
        rect =
            layer.mask == nil
            ? RectCoverage(polygons: layer.shape, width: width, height: height, subsamples: subsamples) : nil
        maskRaster = layer.mask.map {
            CoverageRasterizer(polygons: $0.polygons, width: width, height: height, subsamples: subsamples)
        }
        if case .texture(let bmp, _) = layer.source, bmp.width > 0, bmp.height > 0 {
            texels = bmp.pixels.withUnsafeBytes { UnsafePointer($0.baseAddress!.assumingMemoryBound(to: UInt32.self)) }
            texWidth = bmp.width
        } else {
            texels = nil; texWidth = 0
        }
    }

    /// Composites the layer's shadow and pixels on rows `rows` of `dst`. Calls must come in
    /// increasing row order. `scratch` holds `2 * (width + 1)` floats.
    mutating func composite(
        rows: Range<Int>, into dst: UnsafeMutablePointer<UInt32>, width: Int,
        scratch: UnsafeMutablePointer<Float>
    ) {
        layer.shadow?.composite(rows: rows, into: dst, frameWidth: width)
        var r = rows.clamped(to: rect?.rows ?? shapeRaster.rows)
        if let m = maskRaster { r = r.clamped(to: m.rows) }
        guard !r.isEmpty else { return }
        let hasMask = maskRaster != nil
        let cov = scratch, mcov = scratch + width + 1
        for y in r {
            var span: Range<Int>, full = 0..<0, fullValue: Float = 0
            if let rect {
                (span, full, fullValue) = rect.coverage(row: y, into: cov)
            } else {
                span = shapeRaster.coverage(row: y, fillRule: .nonZero, into: cov)
            }
            if span.isEmpty { continue }
            if hasMask, let rule = layer.mask?.rule {
                span = span.clamped(to: maskRaster!.coverage(row: y, fillRule: rule, into: mcov))
                if span.isEmpty { continue }
                for x in span { cov[x] *= mcov[x] }
            }
            let row = dst + y * width
            switch layer.source {
            case .solid(let color): solidRow(color, span: span, cov: cov, row: row)
            case .gradient(let g, let lookup): gradientRow(g, lookup, y: y, span: span, cov: cov, row: row)
            case .texture:
                if let texels {
                    textureRow(texels, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
                }
            }
        }
    }

    private func solidRow(
        _ color: UInt32, span: Range<Int>, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>
    ) {
        let alpha = layer.alpha
        for x in span {
            let k = PixelMath.weight(cov[x] * alpha)
            if k > 0 { row[x] = PixelMath.blend(color, over: row[x], k: k) }
        }
    }

    private func gradientRow(
        _ g: Gradient, _ lookup: [UInt32], y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        let t = layer.map, alpha = layer.alpha, size = layer.layerSize
        let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
        let len2 = max(dx * dx + dy * dy, 1e-12)
        let py = Double(y) + 0.5
        for x in span {
            let k = PixelMath.weight(cov[x] * alpha)
            guard k > 0 else { continue }
            let px = Double(x) + 0.5
            let w = px * t.2 + py * t.5 + t.8
            let ux = (px * t.0 + py * t.3 + t.6) / w / size.width
            let uy = (px * t.1 + py * t.4 + t.7) / w / size.height
            let s = ((ux - g.start.x) * dx + (uy - g.start.y) * dy) / len2
            row[x] = PixelMath.blend(lookup[Int(clamp01(s) * 255 + 0.5)], over: row[x], k: k)
        }
    }
}
