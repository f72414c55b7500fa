/// The general textured row: any affine or perspective placement, sampled bilinearly eight pixels
/// at a time. Texel positions are found per pixel (fixed-point stepping when affine, one division
/// per pixel under perspective, exactly as a scalar sampler would), the four texels of each
/// pixel gathered, and the filtering, coverage and compositing done on eight pixels at once in
/// 16-bit lanes, with the same results as the scalar `PixelMath` functions. With the fast paths
/// on, rows go to `columnRow` (`ColumnRows.swift`, layers turned about a vertical axis) or
/// `steppedRow` (`SteppedRows.swift`) first; this is the reference they are tested against.
///
/// Memory safety: texel positions are clamped to `PreparedLayer.clamp` (inside the bitmap), and
/// the second texel of each axis is `min(first + 1, last)`; row indices come from coverage spans
/// inside `0..<width`.
extension LayerRows {
    /// Composites `span` of row `y` with coverage `cov`; every pixel of `full` has coverage
    /// `fullValue` (which `steppedRow` uses instead of reading `cov` there). With `stepping` false
    /// (the caller tried `steppedRow` already) the row is sampled here.
    func bilinearRow(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int> = 0..<0, fullValue: Float = 0, row: UnsafeMutablePointer<UInt32>, stepping: Bool = true
    ) {
        if stepping && layer.usesFastPaths
            && steppedRow(tex, y: y, span: span, cov: cov, full: full, fullValue: fullValue, row: row)
        {
            return
        }
        let t = layer.map
        let alpha = layer.alpha
        let w = texWidth
        let c = layer.clamp
        let lastX = c.x1 >> 16
        let lastY = c.y1 >> 16
        let py = Double(y) + 0.5
        var cursor = BilinearCursor(
            map: t, placement: placement, clamp: c, from: span.lowerBound, y: py)
        // Eight pixels' four texels, weights and validity, gathered here and loaded as vectors.
        // The cursor and column go into the closure and come back for the last pixels (captured
        // and stepped inside it, a variable would be checked for exclusive access at every step).
        let start = (cursor, span.lowerBound)
        var x: Int
        (cursor, x) = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 56) { buffer in
            var (cursor, x) = start
            let g = buffer.baseAddress!
            let tl = g
            let tr = g + 8
            let bl = g + 16
            let br = g + 24
            let ax = g + 32
            let ay = g + 40
            let defined = g + 48
            while vectorised && x &+ 8 <= span.upperBound {
                for lane in 0..<8 {
                    guard let (xi, yi) = cursor.next() else {
                        defined[lane] = 0
                        tl[lane] = 0
                        tr[lane] = 0
                        bl[lane] = 0
                        br[lane] = 0
                        ax[lane] = 0
                        ay[lane] = 0
                        continue
                    }
                    defined[lane] = 0xFFFF_FFFF
                    let x0 = xi &>> 8
                    let y0 = yi &>> 8
                    let x1 = min(x0 &+ 1, lastX)
                    let y1 = min(y0 &+ 1, lastY)
                    let r0 = tex + y0 &* w
                    let r1 = tex + y1 &* w
                    tl[lane] = r0[x0]
                    tr[lane] = r0[x1]
                    bl[lane] = r1[x0]
                    br[lane] = r1[x1]
                    let fx = UInt32(truncatingIfNeeded: xi & 255)
                    let fy = UInt32(truncatingIfNeeded: yi & 255)
                    ax[lane] = fx | fx &<< 16
                    ay[lane] = fy | fy &<< 16
                }
                let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha) & PixelMath.load8(defined)
                let axx = PixelMath.load8(ax)
                let ayy = PixelMath.load8(ay)
                let top = PixelMath.lerp(PixelMath.load8(tl), PixelMath.load8(tr), axx)
                let bottom = PixelMath.lerp(PixelMath.load8(bl), PixelMath.load8(br), axx)
                let s = PixelMath.lerp(top, bottom, ayy)
                PixelMath.store8(PixelMath.blend(s, over: PixelMath.load8(row + x), kk: k | (k &<< 16)), row + x)
                x &+= 8
            }
            return (cursor, x)
        }
        while x < span.upperBound {
            if let (xi, yi) = cursor.next() {
                let k = PixelMath.weight(cov[x] * alpha)
                if k > 0 { row[x] = PixelMath.blend(Self.bilinear(tex, w, xi, yi), over: row[x], k: k) }
            }
            x &+= 1
        }
    }
}

/// `bilinearRow`'s texel positions along a row, pixel by pixel from the span's first: affine maps
/// stepped in 16.16 from column 0's pixel centre (so a column's position does not depend on where
/// the span starts), perspective ones by their numerators and denominator, divided per pixel.
struct BilinearCursor {
    let t: Homography
    let affine: Bool
    let dx: Int, dy: Int
    let clamp: (x0: Int, y0: Int, x1: Int, y1: Int)
    /// The clamp in texels, for the divided positions.
    let cx0: Double, cx1: Double, cy0: Double, cy1: Double
    var sx: Int, sy: Int
    var h: (u: Double, v: Double, w: Double)

    /// The cursor at pixel `x` of the row whose pixel centres lie at `y`.
    init(map t: Homography, placement: Placement, clamp c: (x0: Int, y0: Int, x1: Int, y1: Int), from x: Int, y: Double)
    {
        self.t = t
        affine = t.isAffine
        let inv = placement.inverse
        dx = placement.dx
        dy = placement.dy
        clamp = c
        sx = affine ? LayerRows.fixed((0.5 * t.ux + y * t.uy + t.u0) * inv) &+ x &* dx : 0
        sy = affine ? LayerRows.fixed((0.5 * t.vx + y * t.vy + t.v0) * inv) &+ x &* dy : 0
        h = t.homogeneous(x: Double(x) + 0.5, y: y)
        cx0 = Double(c.x0) / 65536
        cx1 = Double(c.x1) / 65536
        cy0 = Double(c.y0) / 65536
        cy1 = Double(c.y1) / 65536
    }

    /// The 24.8 texel position of the next pixel (nil where perspective leaves it undefined), then a step right.
    @inline(__always) mutating func next() -> (Int, Int)? {
        if affine {
            let p = ((min(max(sx, clamp.x0), clamp.x1) + 128) >> 8, (min(max(sy, clamp.y0), clamp.y1) + 128) >> 8)
            sx &+= dx
            sy &+= dy
            return p
        }
        defer {
            h.u += t.ux
            h.v += t.vx
            h.w += t.wx
        }
        guard h.w > 0 || h.w < 0 else { return nil }
        let r = 1 / h.w
        // `u > cx0` is false for NaN (a vanishing w), so NaN lands on the edge instead of trapping in `Int`.
        let u = h.u * r
        let v = h.v * r
        let fx = u > cx0 ? min(u, cx1) : cx0
        let fy = v > cy0 ? min(v, cy1) : cy0
        return (Int(fx * 256 + 0.5), Int(fy * 256 + 0.5))
    }
}
