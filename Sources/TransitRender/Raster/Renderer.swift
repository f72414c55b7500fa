import TransitCore

/// Draws scenes into premultiplied RGBA8 bitmaps on the CPU.
///
/// Layers are drawn in `Scene.drawingOrder` with Core Animation's geometry: perspective-correct
/// textured quads sampled bilinearly, anti-aliased edges, corner radii and mask paths, opacity,
/// shadows, back-face culling for single-sided layers, and pixel-transition content through
/// `PixelKernels`. A layer placed on whole pixels at the snapshots' scale copies its snapshot
/// exactly, so the first and last frames of a transition equal the screens.
///
/// ```swift
/// let frame = Renderer().render(effect.evaluate(at: 0.5, in: context), snapshots: snaps)
/// ```
public struct Renderer: Sendable {
    public var kernels: PixelKernels
    /// Horizontal sample lines per pixel row for edge anti-aliasing.
    public var subsamples: Int = 4

    public init(kernels: PixelKernels = .builtIn) { self.kernels = kernels }

    /// Renders a scene at the snapshots' scale: the bitmap is `scene.size * snapshots.scale` pixels.
    public func render(_ scene: Scene, snapshots: SnapshotSet) -> Bitmap {
        var out = Bitmap(width: Int((scene.size.width * snapshots.scale).rounded()),
                         height: Int((scene.size.height * snapshots.scale).rounded()))
        render(scene, snapshots: snapshots, into: &out)
        return out
    }

    /// Renders a scene into an existing bitmap, overwriting every pixel. The scene is scaled to
    /// the bitmap's size.
    public func render(_ scene: Scene, snapshots: SnapshotSet, into out: inout Bitmap) {
        let bg = Bitmap.pack(scene.background)
        out.pixels.withUnsafeMutableBytes { raw in
            let p = raw.bindMemory(to: UInt32.self)
            for i in 0..<p.count { p[i] = bg }
        }
        guard scene.size.width > 0, scene.size.height > 0 else { return }
        let toPixels = scene.perspectiveTransform.concatenating(
            .scale(x: Double(out.width) / scene.size.width, y: Double(out.height) / scene.size.height))
        for index in scene.drawingOrder {
            draw(scene.layers[index], toPixels: toPixels, pixelsPerPoint: Double(out.width) / scene.size.width,
                 snapshots: snapshots, into: &out)
        }
    }

    private func draw(_ layer: Layer, toPixels: Transform3D, pixelsPerPoint: Double, snapshots: SnapshotSet, into out: inout Bitmap) {
        guard layer.opacity > 0.0005, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        let geometry = ProjectedLayer(layerToPixels: layer.containerTransform.concatenating(toPixels))
        if !layer.isDoubleSided && geometry.orientation <= 0 { return }
        let tolerance = 0.2 / geometry.pixelsPerPoint
        let bounds = Rect(size: layer.bounds)
        let outline = layer.cornerRadius > 0
            ? Path.roundedRect(bounds, cornerRadius: layer.cornerRadius).flattened(tolerance: tolerance)
            : [[Point(x: 0, y: 0), Point(x: bounds.width, y: 0), Point(x: bounds.width, y: bounds.height), Point(x: 0, y: bounds.height)]]
        let shape = outline.map(geometry.project)
        let mask = layer.mask.map { (polygons: $0.path.flattened(tolerance: tolerance).map(geometry.project), rule: $0.fillRule) }

        if let shadow = layer.shadow, shadow.opacity > 0 {
            drawShadow(shadow, shape: shape, mask: mask, opacity: layer.opacity,
                       pixelScale: pixelsPerPoint, into: &out)
        }
        guard let inverse = geometry.inverse else { return }
        let source: Source
        switch layer.content {
        case .none: return
        case .color(let c): source = .solid(Bitmap.pack(c))
        case .gradient(let g): source = .gradient(g, lookup: Self.gradientLookup(g))
        case .snapshot(let s, let rect):
            guard let bitmap = snapshots.bitmap(for: s) else { return }
            source = .texture(bitmap, rect)
        case .pixelTransition(let t):
            source = .texture(pixelTransitionFrame(t, snapshots: snapshots), .unit)
        }
        fill(shape: shape, mask: mask, inverse: inverse, layerSize: layer.bounds, source: source,
             opacity: layer.opacity, into: &out)
    }

    /// What a layer's pixels come from.
    enum Source {
        case solid(UInt32)
        case gradient(Gradient, lookup: [UInt32])
        case texture(Bitmap, Rect)
    }

    private static func gradientLookup(_ g: Gradient) -> [UInt32] {
        (0...255).map { Bitmap.pack(g.color(at: Double($0) / 255)) }
    }

    private func pixelTransitionFrame(_ t: PixelTransition, snapshots: SnapshotSet) -> Bitmap {
        let old = t.isReversed ? snapshots.to : snapshots.from
        let new = t.isReversed ? snapshots.from : snapshots.to
        var frame = Bitmap(width: old.width, height: old.height)
        if let kernel = kernels[t.kernel] {
            kernel(t, old, new, &frame)
        } else {
            // A kernel nobody registered: show a plain dissolve rather than nothing.
            let k = PixelMath.weight(Float(clamp01(t.progress)))
            for i in 0..<(old.width * old.height) {
                frame[i % old.width, i / old.width] = PixelMath.lerp(old[i % old.width, i / old.width], new[i % old.width, i / old.width], k)
            }
        }
        return frame
    }

    /// Rasterises the layer's shape (times its mask) and composites its source, row by row.
    private func fill(shape: [[Point]], mask: (polygons: [[Point]], rule: FillRule)?,
                      inverse hi: (Double, Double, Double, Double, Double, Double, Double, Double, Double),
                      layerSize: Size, source: Source, opacity: Double, into out: inout Bitmap) {
        let width = out.width, height = out.height
        var shapeRaster = CoverageRasterizer(polygons: shape, width: width, height: height, subsamples: subsamples)
        var maskRaster = mask.map { CoverageRasterizer(polygons: $0.polygons, width: width, height: height, subsamples: subsamples) }
        var rows = shapeRaster.rows
        if let m = maskRaster { rows = rows.clamped(to: m.rows) }
        guard !rows.isEmpty else { return }
        let alpha = Float(min(1, opacity))

        // Pixel -> texel (or local point for gradients) as a homogeneous map.
        var t = hi
        var texelClamp = (x0: 0.0, y0: 0.0, x1: 0.0, y1: 0.0)
        if case .texture(let bmp, let r) = source {
            let sx = r.width * Double(bmp.width) / layerSize.width, sy = r.height * Double(bmp.height) / layerSize.height
            let ox = r.minX * Double(bmp.width) - 0.5, oy = r.minY * Double(bmp.height) - 0.5
            t = (hi.0 * sx + hi.2 * ox, hi.1 * sy + hi.2 * oy, hi.2,
                 hi.3 * sx + hi.5 * ox, hi.4 * sy + hi.5 * oy, hi.5,
                 hi.6 * sx + hi.8 * ox, hi.7 * sy + hi.8 * oy, hi.8)
            texelClamp = (max(0, (r.minX * Double(bmp.width)).rounded(.down)), max(0, (r.minY * Double(bmp.height)).rounded(.down)),
                          min(Double(bmp.width - 1), (r.maxX * Double(bmp.width)).rounded(.up) - 1),
                          min(Double(bmp.height - 1), (r.maxY * Double(bmp.height)).rounded(.up) - 1))
        }

        var cover = [Float](repeating: 0, count: width + 1)
        var maskCover = [Float](repeating: 0, count: width + 1)
        let texture: [UInt8]
        let texWidth: Int
        if case .texture(let bmp, _) = source { texture = bmp.pixels; texWidth = bmp.width } else { texture = []; texWidth = 0 }

        out.pixels.withUnsafeMutableBytes { outRaw in
            let dst = outRaw.bindMemory(to: UInt32.self).baseAddress!
            texture.withUnsafeBytes { texRaw in
                let tex = texRaw.bindMemory(to: UInt32.self).baseAddress
                cover.withUnsafeMutableBufferPointer { cov in
                    maskCover.withUnsafeMutableBufferPointer { mcov in
                        for y in rows {
                            var span = shapeRaster.coverage(row: y, fillRule: .nonZero, into: cov.baseAddress!)
                            if span.isEmpty { continue }
                            if var m = maskRaster {
                                let mspan = m.coverage(row: y, fillRule: mask!.rule, into: mcov.baseAddress!)
                                maskRaster = m
                                span = span.clamped(to: mspan)
                                if span.isEmpty { continue }
                                for x in span { cov[x] *= mcov[x] }
                            }
                            let row = dst + y * width
                            let py = Double(y) + 0.5
                            switch source {
                            case .solid(let color):
                                for x in span {
                                    let k = PixelMath.weight(cov[x] * alpha)
                                    if k > 0 { row[x] = PixelMath.blend(color, over: row[x], k: k) }
                                }
                            case .gradient(let g, let lookup):
                                let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
                                let len2 = max(dx * dx + dy * dy, 1e-12)
                                for x in span {
                                    let k = PixelMath.weight(cov[x] * alpha)
                                    guard k > 0 else { continue }
                                    let px = Double(x) + 0.5
                                    let w = px * t.2 + py * t.5 + t.8
                                    let ux = (px * t.0 + py * t.3 + t.6) / w / layerSize.width
                                    let uy = (px * t.1 + py * t.4 + t.7) / w / layerSize.height
                                    let s = ((ux - g.start.x) * dx + (uy - g.start.y) * dy) / len2
                                    let i = Int(clamp01(s) * 255 + 0.5)
                                    row[x] = PixelMath.blend(lookup[i], over: row[x], k: k)
                                }
                            case .texture:
                                guard let tex else { continue }
                                let c = texelClamp
                                for x in span {
                                    let k = PixelMath.weight(cov[x] * alpha)
                                    guard k > 0 else { continue }
                                    let px = Double(x) + 0.5
                                    let w = px * t.2 + py * t.5 + t.8
                                    guard w > 0 || w < 0 else { continue }
                                    let fx = min(max((px * t.0 + py * t.3 + t.6) / w, c.x0), c.x1)
                                    let fy = min(max((px * t.1 + py * t.4 + t.7) / w, c.y0), c.y1)
                                    let xi = Int(fx * 256 + 0.5), yi = Int(fy * 256 + 0.5)
                                    let x0 = xi >> 8, y0 = yi >> 8
                                    let ax = UInt32(xi & 255), ay = UInt32(yi & 255)
                                    let x1 = ax == 0 ? x0 : x0 + 1, y1 = ay == 0 ? y0 : y0 + 1
                                    let r0 = tex + y0 * texWidth, r1 = tex + y1 * texWidth
                                    let top = ax == 0 ? r0[x0] : PixelMath.lerp(r0[x0], r0[x1], ax)
                                    let sample = ay == 0 ? top : PixelMath.lerp(top, ax == 0 ? r1[x0] : PixelMath.lerp(r1[x0], r1[x1], ax), ay)
                                    row[x] = PixelMath.blend(sample, over: row[x], k: k)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
