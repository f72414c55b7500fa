import TransitCore
import TransitRender

/// A small procedural painter for the sample screens: anti-aliased shapes given in points,
/// drawn source-over into a premultiplied bitmap of `size × scale` pixels.
///
/// Coverage comes from signed distances to each shape, evaluated at pixel centres, so edges at
/// any fractional position are smooth and the same drawing works at every scale. Pixels a shape
/// covers completely are written in runs, so only its edges pay for the distance.
struct Canvas {
    private(set) var bitmap: Bitmap
    /// Pixels per point.
    let scale: Double

    /// A canvas of `size` points filled with `background`.
    init(size: Size, scale: Double, background: Color) {
        self.scale = scale
        bitmap = Bitmap(
            width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
            fill: background)
    }

    /// A canvas that draws over an existing bitmap.
    init(bitmap: Bitmap, scale: Double) {
        self.bitmap = bitmap
        self.scale = scale
    }

    /// What a shape paints: one colour, or a colour running from its top edge to its bottom edge.
    enum Paint {
        case solid(Color)
        case vertical(top: Color, bottom: Color)
    }

    /// Fills a rectangle, optionally with rounded corners (a pill when the radius is half the height).
    mutating func fill(_ rect: Rect, cornerRadius: Double = 0, _ paint: Paint) {
        let r = pixels(rect)
        let radius = max(0, min(cornerRadius * scale, r.width / 2, r.height / 2))
        let cx = r.midX
        let cy = r.midY
        let hx = r.width / 2 - radius
        let hy = r.height / 2 - radius
        let solidBelow = radius - 0.5
        rasterise(r, paint: paint) { y in
            // Pixel centres on this row whose whole pixel lies inside: |x - cx| <= half.
            let qy = abs(y - cy) - hy
            guard qy <= solidBelow else { return nil }
            return (cx, hx + (qy <= 0 ? solidBelow : (solidBelow * solidBelow - qy * qy).squareRoot()))
        } coverage: { x, y in
            let qx = abs(x - cx) - hx
            let qy = abs(y - cy) - hy
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return 0.5 - (outside + min(max(qx, qy), 0) - radius)
        }
    }

    /// Fills a rectangle with one colour.
    mutating func fill(_ rect: Rect, cornerRadius: Double = 0, _ color: Color) {
        fill(rect, cornerRadius: cornerRadius, .solid(color))
    }

    /// Fills a disc.
    mutating func fillCircle(center: Point, radius: Double, _ color: Color) {
        fill(
            Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
            cornerRadius: radius, .solid(color))
    }

    /// Draws a straight stroke with round caps from `a` to `b`.
    mutating func stroke(from a: Point, to b: Point, width: Double, _ color: Color) {
        let ax = a.x * scale
        let ay = a.y * scale
        let bx = b.x * scale
        let by = b.y * scale
        let half = width * scale / 2
        let box = Rect(
            x: min(ax, bx) - half, y: min(ay, by) - half,
            width: abs(bx - ax) + 2 * half, height: abs(by - ay) + 2 * half)
        let dx = bx - ax
        let dy = by - ay
        let length2 = max(dx * dx + dy * dy, 1e-12)
        rasterise(
            box, paint: .solid(color), solidSpan: { _ in nil },
            coverage: { x, y in
                let t = min(max(((x - ax) * dx + (y - ay) * dy) / length2, 0), 1)
                let ex = x - (ax + t * dx)
                let ey = y - (ay + t * dy)
                return 0.5 - ((ex * ex + ey * ey).squareRoot() - half)
            })
    }

    /// Fills the part of `rect` below a curve; `curve` maps x in points to y in points.
    mutating func fillBelow(_ curve: (Double) -> Double, in rect: Rect, _ color: Color) {
        let r = pixels(rect)
        let ink = Ink(color)
        let w = bitmap.width
        let x0 = max(0, Int(r.minX.rounded(.down)))
        let x1 = min(w, Int(r.maxX.rounded(.up)))
        let y0 = max(0, Int(r.minY.rounded(.down)))
        let y1 = min(bitmap.height, Int(r.maxY.rounded(.up)))
        guard x0 < x1 && y0 < y1 else { return }
        let edges = (x0..<x1).map { curve((Double($0) + 0.5) / scale) * scale }
        withWords { px in
            for y in y0..<y1 {
                let row = px + y * w
                let bottom = Double(y + 1)
                for x in x0..<x1 {
                    // The part of the pixel below the curve.
                    let covered = bottom - edges[x - x0]
                    if covered > 0 { ink.blend(into: row + x, coverage: covered) }
                }
            }
        }
    }

    /// Draws an image with its top-left corner at `origin` (rounded to whole pixels), clipped to
    /// a rounded rectangle of the image's bounds.
    mutating func draw(_ image: Bitmap, at origin: Point, cornerRadius: Double = 0) {
        let ox = Int((origin.x * scale).rounded())
        let oy = Int((origin.y * scale).rounded())
        let w = image.width
        let h = image.height
        let radius = min(cornerRadius * scale, Double(min(w, h)) / 2)
        let x0 = max(0, ox)
        let y0 = max(0, oy)
        let x1 = min(bitmap.width, ox + w)
        let y1 = min(bitmap.height, oy + h)
        guard x0 < x1 && y0 < y1 else { return }
        let stride = bitmap.width
        image.pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self).baseAddress!
            withWords { dst in
                for y in y0..<y1 {
                    let from = src + (y - oy) * w - ox
                    let to = dst + y * stride
                    let qy = abs(Double(y - oy) + 0.5 - Double(h) / 2) - (Double(h) / 2 - radius)
                    for x in x0..<x1 {
                        var c = 1.0
                        if qy > 0 {
                            let qx = abs(Double(x - ox) + 0.5 - Double(w) / 2) - (Double(w) / 2 - radius)
                            if qx > 0 { c = 0.5 - ((qx * qx + qy * qy).squareRoot() - radius) }
                        }
                        Ink.blend(from[x], into: to + x, coverage: c)
                    }
                }
            }
        }
    }

    // MARK: - Rasterising

    /// A colour packed as a premultiplied pixel, ready to blend.
    private struct Ink {
        let word: UInt32
        init(_ c: Color) { word = Bitmap.pack(c) }

        /// Source-over into one pixel at `coverage` (clamped to 0...1).
        @inline(__always) func blend(into p: UnsafeMutablePointer<UInt32>, coverage: Double) {
            Ink.blend(word, into: p, coverage: coverage)
        }

        /// Source-over of a premultiplied pixel into another at `coverage` (clamped to 0...1).
        @inline(__always) static func blend(_ s: UInt32, into p: UnsafeMutablePointer<UInt32>, coverage: Double) {
            if coverage >= 1 && s >> 24 == 255 {
                p.pointee = s
                return
            }
            let k = PixelMath.weight(Float(coverage))
            if k > 0 { p.pointee = PixelMath.blend(s, over: p.pointee, k: k) }
        }
    }

    /// Runs `body` with the bitmap's pixels as packed words (red in the low byte).
    private mutating func withWords(_ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        bitmap.pixels.withUnsafeMutableBytes { body($0.bindMemory(to: UInt32.self).baseAddress!) }
    }

    private func pixels(_ r: Rect) -> Rect {
        Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// Blends `paint` into the pixels of `box` (in pixels). For each row, `solidSpan` gives the
    /// centre and half-width of the run of pixel centres the shape covers completely (or nil);
    /// elsewhere `coverage` gives the coverage at a pixel centre (clamped to 0...1). A vertical
    /// paint runs from the top of `box` to its bottom.
    private mutating func rasterise(
        _ box: Rect, paint: Paint, solidSpan: (Double) -> (centre: Double, half: Double)?,
        coverage: (Double, Double) -> Double
    ) {
        let w = bitmap.width
        let x0 = max(0, Int(box.minX.rounded(.down)))
        let x1 = min(w, Int(box.maxX.rounded(.up)))
        let y0 = max(0, Int(box.minY.rounded(.down)))
        let y1 = min(bitmap.height, Int(box.maxY.rounded(.up)))
        guard x0 < x1 && y0 < y1 else { return }
        withWords { px in
            for y in y0..<y1 {
                let cy = Double(y) + 0.5
                let row = px + y * w
                let ink: Ink
                switch paint {
                case .solid(let c): ink = Ink(c)
                case .vertical(let t, let b):
                    ink = Ink(t.interpolated(to: b, clamp01((cy - box.minY) / max(box.height, 1e-9))))
                }
                // Pixels [s0, s1) are covered completely; the rest of the row needs `coverage`.
                var s0 = x1
                var s1 = x1
                if let span = solidSpan(cy) {
                    s0 = max(x0, Int((span.centre - span.half - 0.5).rounded(.up)))
                    s1 = min(x1, max(s0, Int((span.centre + span.half - 0.5).rounded(.down)) + 1))
                }
                for x in x0..<s0 { ink.blend(into: row + x, coverage: coverage(Double(x) + 0.5, cy)) }
                if ink.word >> 24 == 255 {
                    (row + s0).update(repeating: ink.word, count: s1 - s0)
                } else {
                    for x in s0..<s1 { ink.blend(into: row + x, coverage: 1) }
                }
                for x in s1..<x1 { ink.blend(into: row + x, coverage: coverage(Double(x) + 0.5, cy)) }
            }
        }
    }
}
