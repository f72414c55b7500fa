import TransitCore

/// A layer ready to composite: projected outline and mask, the pixel-to-source map and the source.
struct PreparedLayer {
    var shape: [[Point]]
    var mask: (polygons: [[Point]], rule: FillRule)?
    /// Pixel -> source: texels (pixel centres at integers) for textures, local points otherwise.
    var map: Homography
    var layerSize: Size
    var source: Renderer.Source
    var alpha: Float
    var shadow: ShadowImage?
    /// The texels a texture may be sampled from (its contents rect, whole texels), 16.16 fixed point.
    var clamp = (x0: 0, y0: 0, x1: 0, y1: 0)
    /// Whether every pixel the layer covers fully comes out opaque (opaque content, opacity 1):
    /// what it covers fully underneath is hidden and need not be drawn.
    var isOpaque = false
    /// Whether textured rows may take the copy and 2-tap paths (`Renderer.usesFastPaths`).
    var usesFastPaths = true
    /// Whether the map has no perspective (w is the same for every pixel).
    var isAffine: Bool { map.isAffine }
    /// Whether the layer is a solid colour.
    var isSolid: Bool {
        if case .solid = source { return true }
        return false
    }

    init(
        shape: [[Point]], mask: (polygons: [[Point]], rule: FillRule)?, inverse hi: Homography,
        layerSize: Size, source: Renderer.Source, alpha: Float, shadow: ShadowImage?
    ) {
        self.shape = shape
        self.mask = mask
        self.layerSize = layerSize
        self.source = source
        self.alpha = alpha
        self.shadow = shadow
        map = hi
        switch source {
        case .solid(let c): isOpaque = alpha >= 1 && c >> 24 == 0xFF
        case .gradient(_, let lookup): isOpaque = alpha >= 1 && lookup.allSatisfy { $0 >> 24 == 0xFF }
        case .texture(let bmp, let r):
            isOpaque = alpha >= 1 && bmp.isOpaque
            let sx = r.width * Double(bmp.width) / layerSize.width
            let sy = r.height * Double(bmp.height) / layerSize.height
            map = hi.scaledOutput(
                sx: sx, sy: sy, ox: r.minX * Double(bmp.width) - 0.5, oy: r.minY * Double(bmp.height) - 0.5)
            let x0 = min(Double(bmp.width - 1), max(0, (r.minX * Double(bmp.width)).rounded(.down)))
            let y0 = min(Double(bmp.height - 1), max(0, (r.minY * Double(bmp.height)).rounded(.down)))
            let x1 = min(Double(bmp.width - 1), (r.maxX * Double(bmp.width)).rounded(.up) - 1)
            let y1 = min(Double(bmp.height - 1), (r.maxY * Double(bmp.height)).rounded(.up) - 1)
            clamp = (Int(x0) << 16, Int(y0) << 16, Int(max(x0, x1)) << 16, Int(max(y0, y1)) << 16)
        }
    }
}

/// One thread's state for compositing a prepared layer row by row: its rasterisers (which
/// advance row by row) and coverage buffers.
struct LayerRows {
    let layer: PreparedLayer
    private var shapeRaster: CoverageRasterizer
    private var maskRaster: CoverageRasterizer?
    /// Set for an axis-aligned rectangle, which needs no rasteriser.
    let rect: RectCoverage?
    /// Set when the mask is one axis-aligned rectangle, likewise (`maskRaster` is then nil).
    private let maskRect: RectCoverage?
    /// The texture's words. The storage belongs to `layer.source`, kept alive by `layer`.
    let texels: UnsafePointer<UInt32>?
    let texWidth: Int
    /// Whether the rows hide what is under their fully covered pixels (see `opaqueColumns`).
    let occludes: Bool
    /// The pixels an opaque convex layer that is not an upright rectangle covers whole.
    let opaqueOutline: ConvexRows?
    /// Whether the layer's texture has only opaque texels (whatever the layer's opacity).
    let texelsOpaque: Bool
    /// The texture's placement, classified once a frame (`LayerFacts`).
    let placement: Placement
    /// Whether the texture steps one texel a pixel along the rows and none down them (an affine
    /// map without scale or turn, fast paths on), as `wholeTexels` and `translatedTaps` need on
    /// every row (they test the rest).
    let stepsWholeTexels: Bool
    /// `scaledRow`'s column table and filtered texel rows, kept from row to row.
    let scaledCache: ScaledRowCache
    /// `columnRow`'s column table, made on the first row that needs it (`columns` layers only).
    let columnTable: ColumnTable?
    /// `gradientRow`'s column table, made on the first row that needs it (gradients whose depth is
    /// the same all down each column only).
    let gradientColumns: GradientColumns?
    /// The frame's width and height in pixels.
    let rowWidth: Int, rowHeight: Int
    /// Whether the eight-pixel loops run (`Renderer.lanes`).
    let vectorised: Bool
    /// A gradient's lookup step when the lookup is a ramp (`rampStep`), found once a frame.
    let gradientRamp: UInt32?

    /// The rows of `layer`, of which the frame plan knows `facts`, drawn `lanes` pixels at a time.
    init(_ layer: PreparedLayer, facts: LayerFacts, width: Int, height: Int, subsamples: Int, lanes: Lanes) {
        self.layer = layer
        vectorised = lanes.vectorised
        scaledCache = ScaledRowCache(vectorised: lanes.vectorised)
        columnTable = facts.placement.kind == .columns ? ColumnTable() : nil
        rowWidth = width
        rowHeight = height
        rect = facts.rect
        shapeRaster = CoverageRasterizer(
            polygons: rect == nil ? layer.shape : [], width: width, height: height, subsamples: subsamples)
        maskRect = facts.maskRect
        maskRaster =
            maskRect != nil
            ? nil
            : layer.mask.map {
                CoverageRasterizer(polygons: $0.polygons, width: width, height: height, subsamples: subsamples)
            }
        if case .texture(let bmp, _) = layer.source, bmp.width > 0, bmp.height > 0 {
            texels = bmp.pixels.withUnsafeBytes { UnsafePointer($0.baseAddress!.assumingMemoryBound(to: UInt32.self)) }
            texWidth = bmp.width
        } else {
            texels = nil
            texWidth = 0
        }
        texelsOpaque = facts.texelsOpaque
        occludes = facts.occludes
        opaqueOutline = facts.opaqueOutline
        placement = facts.placement
        stepsWholeTexels = facts.stepsWholeTexels(layer)
        if case .gradient(let g, let lookup) = layer.source {
            gradientRamp = Self.rampStep(lookup)
            gradientColumns =
                layer.usesFastPaths && GradientColumns.applies(g, map: layer.map) ? GradientColumns() : nil
        } else {
            gradientRamp = nil
            gradientColumns = nil
        }
    }

    /// The rows on which `composite` may draw anything: the shape's rows and its shadow's.
    var drawnRows: Range<Int> {
        let shape = rect?.rows ?? shapeRaster.rows
        guard let shadow = layer.shadow, shadow.height > 0 else { return shape }
        let shadowRows = shadow.y0..<(shadow.y0 + shadow.height)
        if shape.isEmpty { return shadowRows }
        return min(shape.lowerBound, shadowRows.lowerBound)..<max(shape.upperBound, shadowRows.upperBound)
    }

    /// The columns of row `y` this layer covers fully with opaque pixels (empty when unknown).
    /// (Optional chaining reads the rectangles and the outline in place: `if let` would copy each,
    /// a call to `memmove` or a retain, on every row of every layer.)
    @inline(__always) func opaqueColumns(row y: Int) -> Range<Int> {
        if let columns = opaqueOutline?.fullColumns(row: y, width: rowWidth) { return columns }
        guard occludes, let columns = rect?.fullColumns(row: y) else { return 0..<0 }
        guard let inMask = maskRect?.fullColumns(row: y) else { return columns }
        return columns.overlaps(inMask) ? columns.clamped(to: inMask) : 0..<0
    }

    /// Composites the layer's shadow and pixels on row `y` of `dst`, except the columns of
    /// `hidden` (covered opaquely by layers above), and `shade` over the layer's pixels at their
    /// coverage when given (`Fusion.shadedTurn`). Calls must come in increasing row order.
    /// `scratch` holds `2 * (width + 1)` floats.
    mutating func composite(
        row y: Int, hidden: Range<Int>, into dst: UnsafeMutablePointer<UInt32>, width: Int,
        scratch: UnsafeMutablePointer<Float>, shade: Shade? = nil
    ) {
        let row = dst + y * width
        compositeShadow(row: y, hidden: hidden, into: row)
        guard let c = coverage(row: y, hidden: hidden, into: scratch, mask: scratch + width + 1) else { return }
        if !c.left.isEmpty {
            draw(row: y, span: c.left, cov: scratch, full: c.full, fullValue: c.fullValue, into: row, shade: shade)
        }
        if !c.right.isEmpty {
            draw(row: y, span: c.right, cov: scratch, full: c.full, fullValue: c.fullValue, into: row, shade: shade)
        }
    }

    /// The layer's shadow on `row` (row `y` of the frame), except the columns of `hidden`: it lies
    /// under the layer itself too.
    mutating func compositeShadow(row y: Int, hidden: Range<Int>, into row: UnsafeMutablePointer<UInt32>) {
        guard let shadow = layer.shadow else { return }
        shadow.composite(row: y, hidden: Self.union(hidden, opaqueColumns(row: y)), into: row, vectorised: vectorised)
    }

    /// Where the layer draws on row `y` (shape times mask), the columns of `hidden` left out: its
    /// coverage written to `cov` except over `full` (every pixel `fullValue`, filled in only by
    /// the paths that read it, not the copies), `mask` the mask's scratch (`width + 1` floats);
    /// nil where it draws nothing. Calls must come in increasing row order.
    mutating func coverage(
        row y: Int, hidden: Range<Int>, into cov: UnsafeMutablePointer<Float>, mask mcov: UnsafeMutablePointer<Float>
    ) -> RowCoverage? {
        guard (rect?.rows ?? shapeRaster.rows).contains(y) else { return nil }
        if let m = maskRaster, !m.rows.contains(y) { return nil }
        if let m = maskRect, !m.rows.contains(y) { return nil }
        var span: Range<Int>
        var full: Range<Int>
        var fullValue: Float = 1
        // Optional chaining, not `if let`: the rectangle read in place, not copied.
        if let c = rect?.coverage(row: y, into: cov, fillingFull: false) {
            (span, full, fullValue) = c
        } else {
            (span, full) = shapeRaster.spans(row: y, fillRule: .nonZero, into: cov)
        }
        if span.isEmpty { return nil }
        if let rule = layer.mask?.rule {
            var maskSpan: Range<Int>
            var maskFull: Range<Int>
            var maskValue: Float = 1
            if let c = maskRect?.coverage(row: y, into: mcov, fillingFull: false) {
                (maskSpan, maskFull, maskValue) = c
            } else {
                (maskSpan, maskFull) = maskRaster!.spans(row: y, fillRule: rule, into: mcov)
            }
            let both = span.clamped(to: maskSpan)
            if both.isEmpty { return nil }
            // Inside both interiors the product is `fullValue * maskValue`; elsewhere it is multiplied out.
            let bothFull = full.overlaps(maskFull) ? full.clamped(to: maskFull) : both.upperBound..<both.upperBound
            let (left, right) = Self.subtract(bothFull, from: both)
            for x in left {
                cov[x] = (full.contains(x) ? fullValue : cov[x]) * (maskFull.contains(x) ? maskValue : mcov[x])
            }
            for x in right {
                cov[x] = (full.contains(x) ? fullValue : cov[x]) * (maskFull.contains(x) ? maskValue : mcov[x])
            }
            span = both
            full = bothFull
            fullValue *= maskValue
        }
        // What shows: the span left and right of the hidden columns.
        let (left, right) = Self.subtract(hidden, from: span)
        return RowCoverage(left: left, right: right, full: full, fullValue: fullValue)
    }

    /// The layer's content over `span` of row `y`, with coverage `cov`, except over `full`, whose
    /// pixels all have coverage `fullValue` and whose `cov` is not written yet; then `shade` at the
    /// same coverage, folded into the textured paths that take it, else a pass of its own.
    private func draw(
        row y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>, full: Range<Int>, fullValue: Float,
        into row: UnsafeMutablePointer<UInt32>, shade: Shade?
    ) {
        let full = full.overlaps(span) ? full.clamped(to: span) : span.upperBound..<span.upperBound
        if let shade {
            // The fusion's layer is textured and turned (no copy, no fill): its coverage is written
            // out, so the shade's own pass, where the row's path did not take it, reads the same.
            (cov + full.lowerBound).update(repeating: fullValue, count: full.count)
            if let texels,
                textureRow(texels, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row, shade: shade)
            {
                return
            }
            if texels == nil {
                draw(row: y, span: span, cov: cov, full: full, fullValue: fullValue, into: row, shade: nil)
            }
            if let gradient = shade.gradient {
                gradientColumnsRow(gradient.pointee, y: y, alpha: shade.alpha, span: span, cov: cov, row: row)
            } else {
                solidRow(shade.colour, alpha: shade.alpha, span: span, cov: cov, row: row)
            }
            return
        }
        if let copy = wholeTexels(row: y, from: span.lowerBound) {
            copyRow(
                copy.texRow, from: copy.offset, lo: copy.lo, hi: copy.hi, span: span, cov: cov, full: full,
                fullValue: fullValue, row: row)
            return
        }
        if case .solid(let color) = layer.source, fullValue >= 1, layer.alpha >= 1, color >> 24 == 0xFF {
            // An opaque colour at full coverage is a fill (what `solidRow` gives there, exactly).
            solidRow(color, span: span.lowerBound..<full.lowerBound, cov: cov, row: row)
            (row + full.lowerBound).update(repeating: color, count: full.count)
            solidRow(color, span: full.upperBound..<span.upperBound, cov: cov, row: row)
            return
        }
        (cov + full.lowerBound).update(repeating: fullValue, count: full.count)
        switch layer.source {
        case .solid(let color): solidRow(color, span: span, cov: cov, row: row)
        case .gradient(let g, let lookup): gradientRow(g, lookup, y: y, span: span, cov: cov, row: row)
        case .texture:
            if let texels {
                textureRow(texels, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
            }
        }
    }

    /// One range covering both when they overlap or touch; otherwise the longer.
    static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        if a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound {
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
        return a.count >= b.count ? a : b
    }

    /// `span` without `hidden`: the part left of it and the part right of it (either may be empty).
    static func subtract(_ hidden: Range<Int>, from span: Range<Int>) -> (Range<Int>, Range<Int>) {
        guard !hidden.isEmpty, hidden.overlaps(span) else { return (span, span.upperBound..<span.upperBound) }
        return (
            span.lowerBound..<max(span.lowerBound, hidden.lowerBound),
            min(span.upperBound, hidden.upperBound)..<span.upperBound
        )
    }

    private func solidRow(
        _ color: UInt32, alpha: Float? = nil, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        let color8 = SIMD8<UInt32>(repeating: color)
        colourRow(alpha: alpha ?? layer.alpha, span: span, cov: cov, row: row, { _ in color8 }, { _ in color })
    }

    /// A gradient's colours from its column table (`GradientColumns`) over `span` of `row` (row
    /// `y` of the frame), at coverage `cov` times `alpha`.
    private func gradientColumnsRow(
        _ gradient: ColumnGradient, y: Int, alpha: Float, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        let cy = Double(y) + 0.5
        colourRow(
            alpha: alpha, span: span, cov: cov, row: row, { gradient.colours(at: $0, cy: cy) },
            { gradient.colour(at: $0, cy: cy) })
    }

    /// Composites the colours `eight(x)` (pixels `x..<x + 8`) and `one(x)` over `span` of `row`
    /// at coverage `cov` times `alpha`: eight at a time, then one at a time.
    @inline(__always) private func colourRow(
        alpha: Float, span: Range<Int>, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>,
        _ eight: (Int) -> SIMD8<UInt32>, _ one: (Int) -> UInt32
    ) {
        var x = span.lowerBound
        while vectorised && x &+ 8 <= span.upperBound {
            let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
            PixelMath.store8(PixelMath.blend(eight(x), over: PixelMath.load8(row + x), kk: k | (k &<< 16)), row + x)
            x &+= 8
        }
        while x < span.upperBound {
            let k = PixelMath.weight(cov[x] * alpha)
            if k > 0 { row[x] = PixelMath.blend(one(x), over: row[x], k: k) }
            x &+= 1
        }
    }

    private func gradientRow(
        _ g: Gradient, _ lookup: [UInt32], y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        let t = layer.map
        let alpha = layer.alpha
        let size = layer.layerSize
        let dx = g.end.x - g.start.x
        let dy = g.end.y - g.start.y
        let len2 = max(dx * dx + dy * dy, 1e-12)
        let py = Double(y) + 0.5
        @inline(__always) func colour(_ h: (u: Double, v: Double, w: Double)) -> UInt32 {
            let ux = h.u / h.w / size.width
            let uy = h.v / h.w / size.height
            let s = ((ux - g.start.x) * dx + (uy - g.start.y) * dy) / len2
            // `s > 0` is false for NaN (a vanishing w): the gradient's start, not a trap in `Int`.
            return lookup[s > 0 ? Int(min(s, 1) * 255 + 0.5) : 0]
        }
        if layer.usesFastPaths, Self.isConstantAlongRows(g, map: t) {
            // Nothing the gradient reads changes along the row (a vertical gradient on an upright
            // layer): every pixel gets the first one's colour, exactly, so the row is a solid one.
            let h = t.homogeneous(x: Double(span.lowerBound) + 0.5, y: py)
            if (h.u / h.w).isFinite && (h.v / h.w).isFinite {
                return solidRow(colour(h), span: span, cov: cov, row: row)
            }
        } else if let gradient = columnGradient() {
            // The depth the same down each column: one multiply-add a pixel (`GradientColumns.swift`).
            return gradientColumnsRow(gradient.pointee, y: y, alpha: layer.alpha, span: span, cov: cov, row: row)
        } else if layer.usesFastPaths && gradientLanes(g, lookup, y: y, span: span, cov: cov, row: row) {
            return  // one division a pixel, eight pixels at a time (`GradientLanes.swift`)
        }
        for x in span {
            let k = PixelMath.weight(cov[x] * alpha)
            guard k > 0 else { continue }
            row[x] = PixelMath.blend(colour(t.homogeneous(x: Double(x) + 0.5, y: py)), over: row[x], k: k)
        }
    }
}

/// Where a layer draws on one row (`LayerRows.coverage`): the parts of its span left and right of
/// the hidden columns (either may be empty), and the run every pixel of which has coverage
/// `fullValue` (its `cov` not written).
struct RowCoverage {
    let left: Range<Int>, right: Range<Int>
    let full: Range<Int>
    let fullValue: Float
}
