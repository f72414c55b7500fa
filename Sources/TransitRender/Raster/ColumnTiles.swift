/// A `columns` layer drawn a band of rows at a time, in tiles of eight columns by the band's
/// rows, instead of row by row. Along a row of such a layer v changes from pixel to pixel (cube's
/// faces at 0.5 step 0.64 texel rows a pixel), so each pixel reads two texel rows no neighbour
/// read, one memory page apart: a row of 585 pixels touches some 1,200 cache lines and as many
/// pages, and the next row (one texel row further) finds them gone from the first-level cache.
/// Down a column u stays and v steps about one texel row, so a tile reads each texel row's few
/// lines once for all its rows. Measured: cube's frame took about a third of the time when v was
/// held along each row (the same instructions, the reads a scaled row's), which is what the tiles
/// give back with the true positions.
///
/// The pixels are `columnRow`'s, but for the groups of eight: a tile's group is eight columns of
/// the frame (`x` a multiple of 8), a row's are eight columns from its span's start, so a pixel
/// may be drawn eight at a time in one and alone in the other, whose weights round exact ties
/// apart (1/256). The coverage, shadow and order of each row's composites are the row path's:
/// the band's rows are worked out first (shadows drawn, coverage into one buffer a row), then
/// the tiles composite each row's pixels over what the layers below drew.
extension LayerRows {
    /// Whether `compositeBand` may draw the layer: a `columns` layer without mask, eight pixels at
    /// a time, fast paths on.
    var drawsInTiles: Bool {
        columnTable != nil && vectorised && layer.mask == nil && layer.usesFastPaths && texels != nil
    }

    /// Composites the layer's rows `band` (its shadow first, row by row) and `shade` over it when
    /// given, row `y` leaving out `hidden[(y - band.lowerBound) * stride]`, and returns true. It
    /// returns false, drawing nothing, when the depth changes sign over the layer: the rows are
    /// then drawn one at a time, each checking its own span. `cov` holds `band.count * (width + 1)`
    /// floats, `mask` `width + 1`.
    mutating func compositeBand(
        _ band: Range<Int>, hidden: UnsafePointer<Range<Int>>, stride: Int, into dst: UnsafeMutablePointer<UInt32>,
        width: Int, cov: UnsafeMutablePointer<Float>, mask: UnsafeMutablePointer<Float>, shade: Shade?
    ) -> Bool {
        guard drawsInTiles, let tex = texels, let sampler = columnSampler(tex), columnTable!.keepsSign else {
            return false
        }
        return withUnsafeTemporaryAllocation(of: TileRow.self, capacity: band.count) { buffer in
            let rows = buffer.baseAddress!
            var count = 0
            var lo = Int.max
            var hi = Int.min
            for y in band {
                let h = hidden[(y - band.lowerBound) * stride]
                compositeShadow(row: y, hidden: h, into: dst + y * width)
                let c = cov + (y - band.lowerBound) * (width + 1)
                guard let r = coverage(row: y, hidden: h, into: c, mask: mask) else { continue }
                guard !r.left.isEmpty || !r.right.isEmpty else { continue }
                (c + r.full.lowerBound).update(repeating: r.fullValue, count: r.full.count)
                let composite = GroupComposite(
                    alpha: layer.alpha, opaque: layer.isOpaque, y: y, full: r.full, fullValue: r.fullValue, shade: shade
                )
                (rows + count).initialize(
                    to: TileRow(
                        cy: Double(y) + 0.5, cov: c, row: dst + y * width, left: r.left, right: r.right,
                        composite: composite))
                count += 1
                lo = min(lo, r.left.isEmpty ? r.right.lowerBound : r.left.lowerBound)
                hi = max(hi, r.right.isEmpty ? r.left.upperBound : r.right.upperBound)
            }
            guard count > 0 else { return true }
            // The shade's kind once for the band, not a group.
            if shade?.gradient != nil {
                for x in Swift.stride(from: lo & ~7, to: hi, by: 8) {
                    sampler.tile(at: x, rows: UnsafePointer(rows), count: count, GradientShade.self)
                }
            } else {
                for x in Swift.stride(from: lo & ~7, to: hi, by: 8) {
                    sampler.tile(at: x, rows: UnsafePointer(rows), count: count, SolidShade.self)
                }
            }
            rows.deinitialize(count: count)
            return true
        }
    }
}

/// One row of a band drawn in tiles: its pixel centre, coverage, pixels, the parts of its span
/// that show, and how its groups are composited.
struct TileRow {
    let cy: Double
    let cov: UnsafeMutablePointer<Float>
    let row: UnsafeMutablePointer<UInt32>
    let left: Range<Int>, right: Range<Int>
    let composite: GroupComposite

    /// Whether the group `x..<x + 8` lies wholly inside one part of the span that shows.
    @inline(__always) func showsWhole(_ x: Int) -> Bool {
        x >= left.lowerBound && x &+ 8 <= left.upperBound || x >= right.lowerBound && x &+ 8 <= right.upperBound
    }
}

extension ColumnSampler {
    /// Columns `x..<x + 8` of the band's `count` rows: the columns' numbers loaded once for all
    /// rows, each row's group sampled eight at a time where it shows whole and lies inside the
    /// texture, its pixels one at a time elsewhere (no nested function capturing the column: a
    /// captured variable is checked for exclusive access at every read). Where every row's group
    /// does (`showsWholeInside`, the texture tested at the band's first and last rows only), the
    /// rows go straight to their samples. The rows' shade, if any, takes its colours from `S`.
    func tile<S: ShadeColours>(at x: Int, rows: UnsafePointer<TileRow>, count: Int, _ shade: S.Type) {
        let end = x &+ 8
        let pv = UnsafeRawPointer(p + x).loadUnaligned(as: SIMD8<Double>.self)
        let qv = UnsafeRawPointer(q + x).loadUnaligned(as: SIMD8<Double>.self)
        let px = columns(at: x)
        let columnsInside = Int(insideEnd[x]) >= end
        if let ahead = TileLookahead(self, tile: x, rows: rows[0].cy...rows[count &- 1].cy) {
            for k in 0..<count { ahead.prefetch(tex, width: width, cy: rows[k].cy) }
        }
        if columnsInside && showsWholeInside(at: x, rows: rows, count: count, pv: pv, qv: qv) {
            for k in 0..<count {
                let r = rows + k
                r.pointee.composite.store(
                    samples(rows: pv + r.pointee.cy * qv, columns: px), at: x, cov: r.pointee.cov, row: r.pointee.row,
                    S.self)
            }
            return
        }
        for k in 0..<count {
            let r = rows + k
            if columnsInside && r.pointee.showsWhole(x) {
                let v = pv + r.pointee.cy * qv
                if rowsInside(v) {
                    r.pointee.composite.store(
                        samples(rows: v, columns: px), at: x, cov: r.pointee.cov, row: r.pointee.row, S.self)
                    continue
                }
            }
            var i = max(r.pointee.left.lowerBound, x)
            while i < min(r.pointee.left.upperBound, end) {
                pixel(i, cy: r.pointee.cy, cov: r.pointee.cov, row: r.pointee.row, r.pointee.composite)
                i &+= 1
            }
            i = max(r.pointee.right.lowerBound, x)
            while i < min(r.pointee.right.upperBound, end) {
                pixel(i, cy: r.pointee.cy, cov: r.pointee.cov, row: r.pointee.row, r.pointee.composite)
                i &+= 1
            }
        }
    }

    /// Whether every one of the band's `count` rows (at least one, in increasing order of their
    /// centres, as `compositeBand` makes them) shows the whole group at `x` and reads rows inside
    /// the texture there. In each lane v is linear in the row's centre and its rounding monotonic
    /// (a product, then a sum, each rounded once), so the first and last rows' groups bound every
    /// row's between: only they are tested against the texture.
    @inline(__always) func showsWholeInside(
        at x: Int, rows: UnsafePointer<TileRow>, count: Int, pv: SIMD8<Double>, qv: SIMD8<Double>
    ) -> Bool {
        for k in 0..<count where !rows[k].showsWhole(x) { return false }
        return rowsInside(pv + rows[0].cy * qv) && rowsInside(pv + rows[count &- 1].cy * qv)
    }
}

/// The texel lines the tile two to the right of a tile (columns `x + 16..<x + 24`) reads on each
/// row at its first and last columns, asked for before the tile is drawn. A tile's eight columns
/// read one or two cache lines of each texel row its rows reach, and the tiles of a band go left
/// to right: as many streams as texel rows, which the processor's prefetcher does not follow, so
/// without asking ahead each tile waited for its lines from memory. (Asking for the last
/// column's line alone saved fewer instructions than it lost time.) A hint, and nothing drawn
/// depends on it, but the addresses must be real ones (a prefetch never faults, but Swift's
/// pointers must stay inside their memory): a tile whose first or last row's lines lie outside
/// texel rows 0 through the clamp's last (at the texture's top and bottom edges, or where a
/// column's depth vanishes) asks for none.
struct TileLookahead {
    /// The two columns' 24.8 rows are `p + cy * q`.
    let p: SIMD2<Double>, q: SIMD2<Double>
    let column0: Int, column7: Int

    /// The look-ahead of the tile at column `x` for its rows at pixel centres `rows`, nil when the
    /// table has no columns that far or a line lies outside the texture.
    @inline(__always) init?(_ sampler: ColumnSampler, tile x: Int, rows: ClosedRange<Double>) {
        let first = x &+ 16
        let last = x &+ 23
        guard last < sampler.columnCount else { return nil }
        p = SIMD2(sampler.p[first], sampler.p[last])
        q = SIMD2(sampler.q[first], sampler.q[last])
        // Linear in the row's centre: inside at the first and last rows, inside at every row
        // between. NaN fails the test.
        let top = p + rows.lowerBound * q
        let bottom = p + rows.upperBound * q
        let limit = SIMD2(repeating: sampler.cy1.rounded(.down) * 256)
        guard all(top .>= 0 .& bottom .>= 0 .& top .<= limit .& bottom .<= limit) else { return nil }
        column0 = Int(sampler.xi[first] >> 8)
        column7 = Int(sampler.xi[last] >> 8)
    }

    /// Asks for the lines the tile reads on the row at pixel centre `cy`.
    @inline(__always) func prefetch(_ tex: UnsafePointer<UInt32>, width: Int, cy: Double) {
        let (a, b) = texels(cy: cy, width: width)
        Prefetch.read(tex + a)
        Prefetch.read(tex + b)
    }

    /// The indices of the texels whose lines `prefetch` asks for, in a texture `width` texels wide:
    /// inside the texture for a row's centre `cy` within `init`'s rows. The 24.8 rows rounded to
    /// the nearest step without `Int(_:)`'s checks, as `LayerRows.roundedFixed` rounds: adding
    /// 1.5 * 2^52 to a value below 2^51 and taking that constant's bits away leaves it rounded.
    @inline(__always) func texels(cy: Double, width: Int) -> (Int, Int) {
        let magic = 0x1.8p52
        let v = unsafeBitCast(p + cy * q + SIMD2(repeating: magic), to: SIMD2<UInt64>.self)
        let rows = SIMD2<Int>(truncatingIfNeeded: (v &- SIMD2(repeating: magic.bitPattern)) &>> 8)
        return (rows[0] &* width &+ column0, rows[1] &* width &+ column7)
    }
}
