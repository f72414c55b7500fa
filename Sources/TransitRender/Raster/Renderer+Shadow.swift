import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Renderer {
    /// A layer's drop shadow: its shape (times its mask), offset, blurred like three box passes
    /// of radius `radius / 2` (close to a Gaussian of sigma `radius / 2`, as Core Animation's
    /// `shadowRadius`), tinted; composited row by row by `ShadowImage.composite`. Nil when it
    /// falls outside the frame.
    ///
    /// An unmasked axis-aligned rectangle (every slid, covered or revealed screen) takes the
    /// closed form: the Gaussian blur of a box is a product of a column profile and a row
    /// profile, each a difference of error-function integrals, so the shadow costs O(width +
    /// height) to prepare and no buffer of the frame's size. Other shapes are rasterised and
    /// blurred by running sums.
    func makeShadow(
        _ shadow: Shadow, shape: [[Point]], mask: (polygons: [[Point]], rule: FillRule)?,
        opacity: Double, pixelScale: Double, width: Int, height: Int
    ) -> ShadowImage? {
        let dx = shadow.offset.dx * pixelScale
        let dy = shadow.offset.dy * pixelScale
        // Checked before `Int`: a NaN, negative or vast radius gives no blur or one as wide as the frame.
        let half = shadow.radius * pixelScale / 2
        let blur = half > 0 ? Int(min(half, Double(max(width, height))).rounded()) : 0
        let moved = shape.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }
        let color = Bitmap.pack(shadow.color.withAlpha(1))
        let strength = Float(min(max(shadow.opacity * shadow.color.alpha * opacity, 0), 1))
        // Too faint to change a pixel (every weight rounds to 0), or not a number (an infinite
        // opacity times a clear colour, which `min` and `max` pass through): no shadow.
        guard strength >= 1 / 1024 else { return nil }
        if usesFastPaths, mask == nil,
            let r = RectCoverage(polygons: moved, width: width, height: height, subsamples: subsamples)
        {
            // Three box passes of radius b have the variance of a Gaussian of sigma sqrt(b(b + 1)).
            let sigma = (Double(blur) * Double(blur + 1)).squareRoot()
            guard
                let columns = ShadowProfile(from: r.left, to: r.right, sigma: sigma, limit: width),
                let rows = ShadowProfile(from: r.top, to: r.bottom, sigma: sigma, limit: height)
            else { return nil }
            return ShadowImage(
                x0: columns.start, y0: rows.start, width: columns.values.count, height: rows.values.count,
                color: color, strength: strength, form: .separable(columns: columns.values, rows: rows.values))
        }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for p in moved.joined() {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        let margin = Double(3 * blur + 1)
        // Clamped to ±1e9 before `Int` (NaN to 1e9, an empty box), as RectCoverage does.
        let pixel = { (v: Double) in Int(max(-1e9, min(1e9, v))) }
        let x0 = max(0, pixel((minX - margin).rounded(.down)))
        let y0 = max(0, pixel((minY - margin).rounded(.down)))
        let x1 = min(width, pixel((maxX + margin).rounded(.up)))
        let y1 = min(height, pixel((maxY + margin).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        let w = x1 - x0
        let h = y1 - y0
        // Coverage of the offset shape in a local buffer.
        let local = moved.map { $0.map { Point(x: $0.x - Double(x0), y: $0.y - Double(y0)) } }
        var raster = CoverageRasterizer(polygons: local, width: w, height: h, subsamples: subsamples)
        var maskRaster = mask.map { m in
            CoverageRasterizer(
                polygons: m.polygons.map { $0.map { Point(x: $0.x + dx - Double(x0), y: $0.y + dy - Double(y0)) } },
                width: w, height: h, subsamples: subsamples)
        }
        var alpha = [Float](repeating: 0, count: w * h)
        var row = [Float](repeating: 0, count: w + 1)
        var mrow = [Float](repeating: 0, count: w + 1)
        alpha.withUnsafeMutableBufferPointer { a in
            row.withUnsafeMutableBufferPointer { r in
                mrow.withUnsafeMutableBufferPointer { mr in
                    for y in raster.rows {
                        var span = raster.coverage(row: y, fillRule: .nonZero, into: r.baseAddress!)
                        if var m = maskRaster {
                            span = span.clamped(to: m.coverage(row: y, fillRule: mask!.rule, into: mr.baseAddress!))
                            maskRaster = m
                            for x in span { r[x] *= mr[x] }
                        }
                        // The span lies within the row (the rasteriser's columns are below `w`).
                        (a.baseAddress! + y * w + span.lowerBound).update(
                            from: r.baseAddress! + span.lowerBound, count: span.count)
                    }
                }
            }
        }
        if blur > 0 { for _ in 0..<3 { boxBlur(&alpha, width: w, height: h, radius: blur) } }
        return ShadowImage(
            x0: x0, y0: y0, width: w, height: h, color: color, strength: strength, form: .raster(alpha))
    }
}

/// The coverage of the interval `from..<to`, blurred by a Gaussian of `sigma`, averaged over each
/// pixel `i` (`i..<i + 1`) of `0..<limit`: kept where it is at least 1/1024.
///
/// With `H(u) = u Φ(u) + φ(u)` (so `H' = Φ`, the normal distribution), the blurred interval is
/// `Φ((to - t) / σ) - Φ((from - t) / σ)`, and its mean over a pixel is a difference of four `H`s.
/// Without blur it is the exact overlap of pixel and interval.
struct ShadowProfile {
    var start: Int
    var values: [Float]

    init?(from a: Double, to b: Double, sigma: Double, limit: Int) {
        let reach = sigma > 0 ? 4 * sigma + 1 : 1
        let lo = max(0, Int(max(-1e9, a - reach).rounded(.down)))
        let hi = min(limit, Int(min(1e9, b + reach).rounded(.up)))
        guard hi > lo, b > a else { return nil }
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // H is the integrated Gaussian tail of the shadow papers' notation.
        @inline(__always) func H(_ u: Double) -> Double {
            0.5 * u * erfc(-u / 2.squareRoot()) + exp(-0.5 * u * u) / (2 * Double.pi).squareRoot()
        }
        // A pixel at least `inner` inside both ends has the Gaussian's tails beyond them below
        // Φ(-6) (1e-9, and the doubles' rounding far less): the formula gives 1 - 1e-9 at the
        // least, which is 1 as a Float. Those pixels (most of a screen) skip `erfc` and `exp`.
        let inner = 6 * sigma + 2
        var v = [Float](repeating: 0, count: hi - lo)
        for i in lo..<hi {
            let x = Double(i)
            let c: Double
            if sigma > 0 && x - a >= inner && b - x - 1 >= inner {
                c = 1
            } else if sigma > 0 {
                let s = 1 / sigma
                c = sigma * (H((b - x) * s) - H((b - x - 1) * s) - H((a - x) * s) + H((a - x - 1) * s))
            } else {
                c = max(0, min(b, x + 1) - max(a, x))
            }
            v[i - lo] = Float(min(max(c, 0), 1))
        }
        // Trim what rounds to nothing at either end.
        let first = v.firstIndex { $0 >= 1 / 1024 } ?? v.count
        let last = v.lastIndex { $0 >= 1 / 1024 } ?? -1
        guard first <= last else { return nil }
        start = lo + first
        values = Array(v[first...last])
    }
}

/// A blurred shadow's coverage over its bounding box of the frame, ready to composite: either a
/// product of a column and a row profile (a rectangle's closed form) or a coverage buffer.
struct ShadowImage {
    enum Form {
        /// Coverage at (x, y) is `columns[x - x0] * rows[y - y0]`.
        case separable(columns: [Float], rows: [Float])
        /// Coverage at (x, y) is `alpha[(y - y0) * width + x - x0]`.
        case raster([Float])
    }
    var x0: Int, y0: Int, width: Int, height: Int
    var color: UInt32
    var strength: Float
    var form: Form
    /// The separable form's rows whose row profile is 1, tabulated from its columns when made
    /// (`ShadowFullRow`); nil for the raster form, or to draw every row from the profiles.
    var fullRow: ShadowFullRow?

    /// A shadow of `form` over the box at (`x0`, `y0`) of `width` by `height` pixels.
    init(x0: Int, y0: Int, width: Int, height: Int, color: UInt32, strength: Float, form: Form) {
        (self.x0, self.y0, self.width, self.height) = (x0, y0, width, height)
        self.color = color
        self.strength = strength
        self.form = form
        if case .separable(let columns, _) = form {
            fullRow = ShadowFullRow(columns: columns, color: color, strength: strength)
        }
    }

    /// Composites row `y` (if the shadow touches it) onto `row` (a frame row), except the columns of `hidden`.
    func composite(row y: Int, hidden: Range<Int>, into row: UnsafeMutablePointer<UInt32>, vectorised: Bool) {
        guard y >= y0 && y < y0 + height else { return }
        let (left, right) = LayerRows.subtract(hidden, from: x0..<(x0 + width))
        switch form {
        case .separable(let columns, let rows):
            if rows[y - y0] == 1, let full = fullRow {
                full.composite(x0: x0, span: left, row: row, vectorised: vectorised)
                full.composite(x0: x0, span: right, row: row, vectorised: vectorised)
                return
            }
            let f = rows[y - y0] * strength
            guard f >= 1 / 1024 else { return }
            columns.withUnsafeBufferPointer { c in
                blend(c.baseAddress!, times: f, span: left, row: row, vectorised: vectorised)
                blend(c.baseAddress!, times: f, span: right, row: row, vectorised: vectorised)
            }
        case .raster(let alpha):
            alpha.withUnsafeBufferPointer { a in
                let src = a.baseAddress! + (y - y0) * width
                blend(src, times: strength, span: left, row: row, vectorised: vectorised)
                blend(src, times: strength, span: right, row: row, vectorised: vectorised)
            }
        }
    }

    /// The shadow colour over `row[x]` at weight `coverage[x - x0] * f`, for `x` in `span`, eight at a time.
    private func blend(
        _ coverage: UnsafePointer<Float>, times f: Float, span: Range<Int>, row: UnsafeMutablePointer<UInt32>,
        vectorised: Bool
    ) {
        var x = span.lowerBound
        let color8 = SIMD8<UInt32>(repeating: color)
        while vectorised && x &+ 8 <= span.upperBound {
            let k = PixelMath.weights(PixelMath.loadFloats8(coverage + (x - x0)) * f)
            if k != SIMD8(repeating: 0) {
                PixelMath.store8(PixelMath.blend(color8, over: PixelMath.load8(row + x), kk: k | (k &<< 16)), row + x)
            }
            x += 8
        }
        while x < span.upperBound {
            let k = PixelMath.weight(coverage[x - x0] * f)
            if k > 0 { row[x] = PixelMath.blend(color, over: row[x], k: k) }
            x += 1
        }
    }
}
