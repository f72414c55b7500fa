import TransitCore

/// The fast path of a layer turned about a vertical axis under perspective (`Placement.Kind.columns`:
/// cube's faces, the page of page-flip, flip and turn, fold's strips): its map from pixels to
/// texels has `uy == 0` and `wy == 0`, so the depth `W` and the texel column `u = U / W` depend on
/// the pixel's column alone, and down each column `v = V / W` is linear in y:
///
///     u(x) = (cx ux + u0) / W(x),   v(x, y) = P(x) + cy Q(x),
///     P(x) = (cx vx + v0) / W(x),   Q(x) = vy / W(x),   W(x) = cx wx + w0,
///
/// with `cx`, `cy` the pixel centre. Each worker tabulates u's 24.8 position (clamped, as the
/// general sampler clamps it), 256 P and 256 Q once a frame per column (`ColumnTable`): a row is
/// then one multiply-add a pixel in `Double` lanes, no division and no Taylor steps, so no row is
/// too steep to take it (fold's eye is 200 points away), and each group of eight pixels is
/// sampled by `SteppedSamples.sample8`.
///
/// Positions: u is the general sampler's expression, v the same quotient rearranged: each is
/// within a few roundings of `Double` of `bilinearRow`'s, which steps its numerators by adding
/// (v's error is a few units in the last place of `|256 P| + cy |256 Q|`, below 10⁻⁶ of a 24.8
/// step for any texture and frame below 2^15 pixels a side), so a 24.8 position can differ from
/// the general sampler's by one step where it lies within that of a rounding boundary: each
/// axis's weight by at most 1/256, a channel by at most 1 per axis (`ColumnRowsTests`).
///
/// Memory safety: a group reads texel pairs unclamped only where its eight columns lie in one of
/// the table's inside runs (their texel columns `x0` and `x0 + 1` inside the clamp, in a texture
/// of at most `SteppedSamples.maxSide` texels a side, the depth of one sign along the run) and its
/// first and last lanes' 24.8 rows before rounding lie within `rowsLow...rowsHigh`
/// (`ColumnSampler.rowsInside`: v is monotonic where the depth keeps its sign), which keep 10⁻³ of
/// a step inside the rows whose texel rows `y0` and `y0 + 1` lie inside the clamp, far above the
/// rounding to the nearest step. A tile (`ColumnTiles.swift`) may test only its band's first and
/// last rows: down a column v is monotonic in the row too (`ColumnSampler.showsWholeInside`).
/// Other pixels are clamped as in
/// `bilinearRow`. Row indices come from coverage spans inside `0..<width`; the table holds every
/// column of the frame and eight more.
extension LayerRows {
    /// Draws `span` of row `y` of a `columns` layer as `bilinearRow` does (within the type's bound),
    /// then `shade` over it when given, and returns true. It returns false, drawing nothing, when
    /// the depth changes sign or vanishes in the span.
    func columnRow(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>, shade: Shade? = nil
    ) -> Bool {
        guard let sampler = columnSampler(tex) else { return false }
        let t = layer.map
        let wa = (Double(span.lowerBound) + 0.5) * t.wx + t.w0
        let wb = (Double(span.upperBound) - 0.5) * t.wx + t.w0
        // `>` is false for NaN.
        guard wa * wb > 0 else { return false }
        let cy = Double(y) + 0.5
        let composite = GroupComposite(
            alpha: layer.alpha, opaque: layer.isOpaque, y: y, full: full, fullValue: fullValue, shade: shade)
        var x = span.lowerBound
        while vectorised && x &+ 8 <= span.upperBound {
            sampler.group(at: x, cy: cy, cov: cov, row: row, composite)
            x &+= 8
        }
        while x < span.upperBound {
            sampler.pixel(x, cy: cy, cov: cov, row: row, composite)
            x &+= 1
        }
        return true
    }

    /// The layer's column sampler, its table made on first use (nil but for `columns` layers).
    func columnSampler(_ tex: UnsafePointer<UInt32>) -> ColumnSampler? {
        guard let table = columnTable else { return nil }
        table.prepare(
            map: layer.map, clamp: layer.clamp, textureWidth: texWidth, columns: rowWidth, shape: layer.shape)
        return ColumnSampler(table: table, tex: tex, width: texWidth, clamp: layer.clamp, alpha: layer.alpha)
    }
}

/// `columnRow`'s sampling of one group of eight pixels or one pixel of a row at pixel centre
/// `cy`, composited by a `GroupComposite` (see `ColumnRows.swift`).
struct ColumnSampler {
    let xi: UnsafeMutablePointer<UInt32>
    let p: UnsafeMutablePointer<Double>, q: UnsafeMutablePointer<Double>
    let insideEnd: UnsafeMutablePointer<Int32>
    let rowsLow: Double, rowsHigh: Double
    let tex: UnsafePointer<UInt32>, width: Int
    let cy0: Double, cy1: Double
    let alpha: Float
    /// The output columns the table holds numbers for (and eight more, for a last group).
    let columnCount: Int

    init(
        table: ColumnTable, tex: UnsafePointer<UInt32>, width: Int, clamp c: (x0: Int, y0: Int, x1: Int, y1: Int),
        alpha: Float
    ) {
        xi = table.xi
        p = table.p
        q = table.q
        insideEnd = table.insideEnd
        rowsLow = table.rowsLow
        rowsHigh = table.rowsHigh
        self.tex = tex
        self.width = width
        cy0 = Double(c.y0) / 65536
        cy1 = Double(c.y1) / 65536
        self.alpha = alpha
        columnCount = table.columnCount
    }

    /// Pixels `x..<x + 8` of `row`: sampled eight at a time where the group lies inside the
    /// texture (see the memory safety note), else pixel by pixel.
    @inline(__always) func group(
        at x: Int, cy: Double, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>,
        _ composite: GroupComposite
    ) {
        let v =
            UnsafeRawPointer(p + x).loadUnaligned(as: SIMD8<Double>.self)
            + cy * UnsafeRawPointer(q + x).loadUnaligned(as: SIMD8<Double>.self)
        if Int(insideEnd[x]) >= x &+ 8 && rowsInside(v) {
            composite.store(samples(rows: v, columns: columns(at: x)), at: x, cov: cov, row: row)
        } else {
            for i in x..<(x &+ 8) { pixel(i, cy: cy, cov: cov, row: row, composite) }
        }
    }

    /// The texel columns of group `x..<x + 8` as `SteppedSamples.sample8` takes them (24.8, times 256).
    @inline(__always) func columns(at x: Int) -> SIMD8<UInt32> {
        UnsafeRawPointer(xi + x).loadUnaligned(as: SIMD8<UInt32>.self) &<< 8
    }

    /// The eight samples of a group at 24.8 rows `v` (before rounding) and texel `columns`, which
    /// `rowsInside` and the table's runs found inside the texture.
    @inline(__always) func samples(rows v: SIMD8<Double>, columns px: SIMD8<UInt32>) -> SIMD8<UInt32> {
        // The rows rounded to the nearest 24.8 step in the low mantissa bits.
        let yi = unsafeBitCast(v + SIMD8(repeating: 0x1.8p52), to: SIMD8<UInt64>.self)
        let py = SIMD8<UInt32>(truncatingIfNeeded: yi) &<< 8
        return SteppedSamples.sample8(tex, width: width, px: px, py: py)
    }

    /// Whether every lane's 24.8 row (before rounding) of a group inside one of the table's runs
    /// lies within `rowsLow...rowsHigh`: then every lane's texel rows `y0` and `y0 + 1` lie inside
    /// the clamp. Along a run the depth keeps one sign, so v (a quotient of two functions linear
    /// in x) is monotonic across the group and its first and last lanes bound the others (to the
    /// roundings, far inside the bounds' margin of 10⁻³ of a step).
    @inline(__always) func rowsInside(_ v: SIMD8<Double>) -> Bool {
        let first = v[0]
        let last = v[7]
        return min(first, last) >= rowsLow && max(first, last) <= rowsHigh
    }

    /// Pixel `i` of `row`, at its clamped position (the general sampler's, as `bilinearRow` clamps).
    @inline(__always) func pixel(
        _ i: Int, cy: Double, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>,
        _ composite: GroupComposite
    ) {
        let k = PixelMath.weight(cov[i] * alpha)
        if k > 0 {
            let v = (p[i] + cy * q[i]) / 256
            let fy = v > cy0 ? min(v, cy1) : cy0
            let s = LayerRows.bilinear(tex, width, Int(xi[i]), Int(fy * 256 + 0.5))
            row[i] = PixelMath.blend(s, over: row[i], k: k)
        }
        row[i] = composite.shaded(row[i], at: i, coverage: cov[i])
    }
}

/// One worker's per-column numbers for `LayerRows.columnRow`, made on the frame's first row that
/// needs them (the map is the frame's): each column's clamped 24.8 texel column `xi` (as
/// `bilinearRow` rounds it), `256 P` and `256 Q`, the runs of columns whose texel pairs lie inside
/// the clamp, and the 24.8 rows a group may reach unclamped (see `ColumnRows.swift`).
final class ColumnTable {
    private(set) var xi = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private(set) var p = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    private(set) var q = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    /// Per column `x`: the end of the run of columns from `x` whose texel columns `x0` and
    /// `x0 + 1` both lie inside the clamp and whose depth has one sign (`x` itself when its own
    /// texel columns do not).
    private(set) var insideEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    /// The 24.8 rows (as `Double`, before rounding) whose texel rows `y0` and `y0 + 1` lie inside
    /// the clamp, less a margin: from `rowsLow` to `rowsHigh` (none when the first is larger).
    private(set) var rowsLow = Double.infinity, rowsHigh = -Double.infinity
    private var ready = false
    /// The output columns `prepare` was given.
    private(set) var columnCount = 0

    deinit {
        insideEnd.deallocate()
        xi.deallocate()
        p.deallocate()
        q.deallocate()
    }

    /// Whether the depth keeps one sign (so is never zero) over the columns the layer's shape
    /// spans: then every row's span does, as `columnRow` checks row by row.
    private(set) var keepsSign = false

    /// Fills the table for `map` over `columns` output columns, once, for a layer of `shape`.
    func prepare(
        map t: Homography, clamp c: (x0: Int, y0: Int, x1: Int, y1: Int), textureWidth: Int, columns: Int,
        shape: [[Point]]
    ) {
        guard !ready else { return }
        ready = true
        let xs = shape.joined().map(\.x)
        if let lo = xs.min(), let hi = xs.max() {
            let wa = (max(0, lo.rounded(.down)) + 0.5) * t.wx + t.w0
            // The rasteriser's span reaches column `Int(hi)` (at coverage 0 where `hi` is whole).
            let wb = (min(Double(columns - 1), hi.rounded(.down)) + 0.5) * t.wx + t.w0
            // `>` is false for NaN.
            keepsSign = wa * wb > 0
        }
        // Room for a group of eight read from any column below `columns`.
        let n = columns + 8
        columnCount = columns
        insideEnd.deallocate()
        xi.deallocate()
        p.deallocate()
        q.deallocate()
        insideEnd = .allocate(capacity: n)
        xi = .allocate(capacity: n)
        p = .allocate(capacity: n)
        q = .allocate(capacity: n)
        let cx0 = Double(c.x0) / 65536
        let cx1 = Double(c.x1) / 65536
        let lastX = c.x1 >> 16
        // Texel indices beyond `SteppedSamples.maxSide` do not fit `sample8`'s 32-bit lanes: no
        // column is inside then, every pixel is sampled one at a time.
        let lanes32 = textureWidth <= SteppedSamples.maxSide && c.y1 >> 16 < SteppedSamples.maxSide
        var run = 0
        // The depth's sign at the column right of `x` (a run of inside columns keeps one sign).
        var rightSign = 0.0
        for x in (0..<n).reversed() {
            let cx = Double(x) + 0.5
            let w = cx * t.wx + t.w0
            let r = 1 / w
            let u = (cx * t.ux + t.u0) * r
            // `u > cx0` is false for NaN (a vanishing w), so NaN lands on the edge, as in `bilinearRow`.
            let fx = u > cx0 ? min(u, cx1) : cx0
            let i = Int(fx * 256 + 0.5)
            xi[x] = UInt32(truncatingIfNeeded: i)
            p[x] = 256 * (cx * t.vx + t.v0) * r
            q[x] = 256 * t.vy * r
            let inside =
                lanes32 && i >> 8 < lastX && w != 0 && w.isFinite && p[x].isFinite && q[x].isFinite && x < columns
            let sign: Double = w < 0 ? -1 : 1
            // A run goes on leftwards while the columns stay inside and the depth keeps its sign.
            run = !inside ? 0 : sign == rightSign ? run + 1 : 1
            rightSign = inside ? sign : 0
            insideEnd[x] = Int32(x + run)
        }
        let lastY = c.y1 >> 16
        let top = Double(Int(Double(c.y0) / 65536 * 256 + 0.5))
        let bottom = Double(min(Int(Double(c.y1) / 65536 * 256 + 0.5), (lastY << 8) - 1))
        // Rounded to the nearest, a row within half a step of `bottom` is `bottom`.
        (rowsLow, rowsHigh) = (top + 1e-3, bottom + 0.5 - 1e-3)
    }
}
