/// Rows of a layer that is scaled (and translated) but not turned or sheared. Along a row every
/// pixel samples the same two texel rows with the same vertical weight, and each column the
/// same two texel columns with the same horizontal weight on every row. So each output column's
/// texel columns and weight are computed once per frame (`ScaledRowCache`), a texel row is
/// filtered across once (eight pixels at a time, from runs of texels where the scale is near 1)
/// and kept, and consecutive output rows, which mostly share a texel row, reuse it; each pixel
/// is then one vertical lerp of two filtered rows, eight at a time, composited at the run's one
/// weight where coverage is full (written over the row where the layer is opaque). The taps,
/// weights and order of the roundings (across, then down) are those of the general sampler
/// (`bilinearRow`), so the result is the same to the bit (but for the weights' rounding at
/// exact ties, as everywhere).
///
/// Memory safety: texel columns are clamped positions (`PreparedLayer.clamp`, inside the
/// bitmap) and the second one `min(first + 1, last)`; rows come from the clamped vertical
/// position, the second `min(y0 + 1, last row)`. Output columns come from coverage spans inside
/// `0..<width`, and the cache's buffers hold every column below the largest span end seen.
///
/// A texel row that the row needs and the cache does not hold yet (about one a row) is filtered
/// as the run of full coverage is composited, group by group (`fusedRun`): the group is filtered,
/// stored for the next rows and blended down from the registers. Elsewhere it is filtered first.
extension LayerRows {
    /// Whether `scaledRow` may take a row: no vertical step along it, and the horizontal position
    /// of column `x`, `fx0 + x * dx`, cannot overflow for any column of the span (`|fx0|` below
    /// 2^52, `|dx|` below 2^32, columns below 2^20).
    static func isScaledRow(fx0: Int, dx: Int, dy: Int, span: Range<Int>) -> Bool {
        dy == 0 && fx0.magnitude < 1 << 52 && dx.magnitude < 1 << 32 && span.upperBound < 1 << 20
    }

    /// A texel row to filter during the run of full coverage: its slot, its texels, and whether
    /// it is the upper of the two rows blended.
    struct FreshRow {
        let row: SplitRow, texels: UnsafePointer<UInt32>, isTop: Bool
    }

    /// Where a row of a scaled layer samples: its two texel rows (`y1` the last when `ay` is 0)
    /// and the column table, prepared for the row's span (`scaledRows`).
    struct ScaledTaps {
        let t0: UnsafePointer<UInt32>, t1: UnsafePointer<UInt32>, y0: Int, y1: Int, ay: UInt32
        let cache: ScaledRowCache, span: Range<Int>
    }

    /// A row of a scaled layer ready to draw (`scaledPlan`): its two texel rows filtered (`f0`,
    /// `f1`, blended down by `ay`) but for `fresh`, which is filtered outside the whole groups
    /// `fused` and must be filtered inside them as they are drawn.
    struct ScaledPlan {
        let f0: SplitRow, f1: SplitRow, ay: UInt32, table: ScaledRowCache.Columns, fresh: FreshRow?
        let fused: Range<Int>
    }

    /// The taps' two texel rows filtered across the span (from the cache where it holds them),
    /// but for one not yet held, which is left to the whole groups `groups` (read from runs: see
    /// `ScaledRowCache.runs(within:)`) to filter as they are drawn, when `fusing` and the rows
    /// are blended (`ay > 0`).
    static func scaledPlan(_ taps: ScaledTaps, fusing groups: Range<Int>) -> ScaledPlan {
        let cache = taps.cache
        let table = cache.table
        let span = taps.span
        let ay = taps.ay
        let top = cache.slot(row: taps.y0, span: span, keeping: taps.y1)
        let bottom = ay == 0 ? top : cache.slot(row: taps.y1, span: span, keeping: taps.y0)
        let fuses = cache.vectorised && ay != 0 && !groups.isEmpty
        var fresh: FreshRow?
        if !top.ready {
            if fuses && bottom.ready {
                fresh = FreshRow(row: top.row, texels: taps.t0, isTop: true)
            } else {
                table.filter(taps.t0, span: span, into: top.row)
            }
        }
        if ay != 0 && !bottom.ready {
            if fuses {
                fresh = FreshRow(row: bottom.row, texels: taps.t1, isTop: false)
            } else {
                table.filter(taps.t1, span: span, into: bottom.row)
            }
        }
        if let fresh {
            // Filtered now outside the whole groups, as they are drawn inside them.
            table.filter(fresh.texels, span: span.lowerBound..<groups.lowerBound &<< 3, into: fresh.row)
            table.filter(fresh.texels, span: groups.upperBound &<< 3..<span.upperBound, into: fresh.row)
        }
        return ScaledPlan(
            f0: top.row, f1: bottom.row, ay: ay, table: table, fresh: fresh, fused: fresh == nil ? 0..<0 : groups)
    }

    /// Row `y`'s `span`: `fx0`, `fy0` (16.16) is the texel position of column 0's pixel centre and
    /// each column to the right `dx` further along x. Every pixel of `full` has coverage `fullValue`.
    func scaledRow(
        _ tex: UnsafePointer<UInt32>, fx0: Int, fy0: Int, dx: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>
    ) {
        let side = scaledSide
        let taps = side.taps(tex, fx0: fx0, fy0: fy0, dx: dx, span: span)
        let inner = full.clamped(to: span)
        let k = inner.isEmpty ? 0 : PixelMath.weight(fullValue * layer.alpha)
        // The whole groups of eight columns inside the run of full coverage and read from runs,
        // where a fresh row is filtered.
        let groups =
            k == 0
            ? 0..<0
            : taps.cache.runs(within: ScaledRowCache.wholeGroups(in: inner))
        side.draw(Self.scaledPlan(taps, fusing: groups), span, inner: inner, k: k, cov: cov, row: row)
    }

    /// What the scaled rows need of the layer (one reference: cheap to copy out of the array of rows).
    @inline(__always) var scaledSide: ScaledSide {
        ScaledSide(
            clamp: layer.clamp, texWidth: texWidth, cache: scaledCache, alpha: layer.alpha, isOpaque: layer.isOpaque,
            texelsOpaque: texelsOpaque)
    }

    /// The groups of eight columns `8g..<8g + 8` for `g` in `groups`: the fresh row's texels filtered
    /// (and stored in its slot), blended down with `other`'s pixels by `ay` and composited.
    @inline(__always)
    fileprivate static func fusedRun<C: ScaledComposite>(
        _ table: ScaledRowCache.Columns, _ fresh: FreshRow, other: SplitRow, ay: UInt32, groups: Range<Int>,
        _ composite: C
    ) {
        let tt = SIMD8<UInt32>(repeating: ay | ay << 16)
        let out = fresh.row
        let texels = fresh.texels
        var g = groups.lowerBound
        if fresh.isTop {
            while g < groups.upperBound {
                let x = g &<< 3
                let s = table.runGroup(texels, g)
                out.set(x, s)
                composite.put(s.lerp(to: Split8(other, x), tt), at: x)
                g &+= 1
            }
        } else {
            while g < groups.upperBound {
                let x = g &<< 3
                let s = table.runGroup(texels, g)
                out.set(x, s)
                composite.put(Split8(other, x).lerp(to: s, tt), at: x)
                g &+= 1
            }
        }
    }

    /// Calls `body(x, pixels)` for each whole group of eight columns `x..<x + 8` from the start of
    /// `run`, with the pixels of `f0` and `f1` there blended down by `ay` (split), and returns the
    /// first column left. The test of `ay` is out of the loop (LLVM leaves it in).
    @inline(__always)
    private static func eights(
        _ f0: SplitRow, _ f1: SplitRow, _ ay: UInt32, _ run: Range<Int>, vectorised: Bool,
        _ body: (Int, Split8) -> Void
    ) -> Int {
        var x = run.lowerBound
        guard vectorised else { return x }
        if ay == 0 {
            while x &+ 8 <= run.upperBound {
                body(x, Split8(f0, x))
                x &+= 8
            }
        } else {
            let tt = SIMD8<UInt32>(repeating: ay | ay << 16)
            while x &+ 8 <= run.upperBound {
                body(x, Split8(f0, x).lerp(to: Split8(f1, x), tt))
                x &+= 8
            }
        }
        return x
    }

    /// The pixels of `run` at the one weight `k` (above 0), laid by `composite`.
    fileprivate static func scaledRun<C: ScaledComposite>(
        _ f0: SplitRow, _ f1: SplitRow, ay: UInt32, _ run: Range<Int>, k: UInt32, _ composite: C,
        row: UnsafeMutablePointer<UInt32>, vectorised: Bool
    ) {
        var x = eights(f0, f1, ay, run, vectorised: vectorised) { composite.put($1, at: $0) }
        while x < run.upperBound {
            row[x] = PixelMath.blend(ay == 0 ? f0[x] : PixelMath.lerp(f0[x], f1[x], ay), over: row[x], k: k)
            x &+= 1
        }
    }

    /// The pixels of `run` at coverage `cov[x]` times `alpha`.
    fileprivate static func scaledRun(
        _ f0: SplitRow, _ f1: SplitRow, ay: UInt32, _ run: Range<Int>,
        cov: UnsafeMutablePointer<Float>, alpha: Float, opaque: Bool, row: UnsafeMutablePointer<UInt32>,
        vectorised: Bool
    ) {
        var x = eights(f0, f1, ay, run, vectorised: vectorised) { x, s in
            let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
            let kk = k | (k &<< 16)
            if opaque && kk == SIMD8(repeating: 256 | 256 << 16) {
                PixelMath.store8(s.packed, row + x)  // opaque texels at full weight hide what is there
            } else {
                PixelMath.store8(s.blend(over: PixelMath.load8(row + x), kk: kk), row + x)
            }
        }
        while x < run.upperBound {
            let k = PixelMath.weight(cov[x] * alpha)
            if k > 0 {
                row[x] = PixelMath.blend(ay == 0 ? f0[x] : PixelMath.lerp(f0[x], f1[x], ay), over: row[x], k: k)
            }
            x &+= 1
        }
    }
}

/// A layer as `LayerRows.scaledRow` and `LayerRows.scaledPair` draw it (see `LayerRows.scaledSide`).
struct ScaledSide {
    let clamp: (x0: Int, y0: Int, x1: Int, y1: Int), texWidth: Int, cache: ScaledRowCache
    let alpha: Float, isOpaque: Bool, texelsOpaque: Bool

    /// Row `fy0`'s taps over `span`, with the column table prepared for `fx0`, `dx` (16.16: the
    /// texel position of column 0's pixel centre and the step to the right).
    func taps(_ tex: UnsafePointer<UInt32>, fx0: Int, fy0: Int, dx: Int, span: Range<Int>) -> LayerRows.ScaledTaps {
        let c = clamp
        let yi = (min(max(fy0, c.y0), c.y1) + 128) >> 8
        let y0 = yi >> 8
        let y1 = min(y0 + 1, c.y1 >> 16)
        // One texel row when the weight is 0 or both rows are the last (a lerp of a row with itself is the row).
        let ay = y1 == y0 ? 0 : UInt32(truncatingIfNeeded: yi & 255)
        cache.prepare(fx0: fx0, dx: dx, clamp: c, columns: span.upperBound)
        return LayerRows.ScaledTaps(
            t0: tex + y0 * texWidth, t1: tex + y1 * texWidth, y0: y0, y1: y1, ay: ay, cache: cache, span: span)
    }

    /// `plan`'s row over `span`: `inner` (inside it, holding the plan's fused groups unless
    /// empty) at the one weight `k`, the rest at coverage `cov` times the layer's opacity.
    func draw(
        _ plan: LayerRows.ScaledPlan, _ span: Range<Int>, inner: Range<Int>, k: UInt32,
        cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) {
        typealias L = LayerRows
        let f0 = plan.f0
        let f1 = plan.f1
        let ay = plan.ay
        let alpha = alpha
        let opaque = isOpaque
        let v = cache.vectorised
        guard !inner.isEmpty else {
            return L.scaledRun(f0, f1, ay: ay, span, cov: cov, alpha: alpha, opaque: opaque, row: row, vectorised: v)
        }
        L.scaledRun(
            f0, f1, ay: ay, span.lowerBound..<inner.lowerBound, cov: cov, alpha: alpha, opaque: opaque, row: row,
            vectorised: v)
        L.scaledRun(
            f0, f1, ay: ay, inner.upperBound..<span.upperBound, cov: cov, alpha: alpha, opaque: opaque, row: row,
            vectorised: v)
        guard k > 0 else { return }
        func run<C: ScaledComposite>(_ composite: C) {
            guard let fresh = plan.fresh else {
                return L.scaledRun(f0, f1, ay: ay, inner, k: k, composite, row: row, vectorised: v)
            }
            let groups = plan.fused
            let fused = groups.lowerBound &<< 3..<groups.upperBound &<< 3
            L.scaledRun(f0, f1, ay: ay, inner.lowerBound..<fused.lowerBound, k: k, composite, row: row, vectorised: v)
            L.fusedRun(plan.table, fresh, other: fresh.isTop ? f1 : f0, ay: ay, groups: groups, composite)
            L.scaledRun(f0, f1, ay: ay, fused.upperBound..<inner.upperBound, k: k, composite, row: row, vectorised: v)
        }
        if opaque && k >= 256 {
            run(ScaledReplace(row: row))
        } else if texelsOpaque {
            run(ScaledOverOpaque(row: row, k: k))
        } else {
            run(ScaledOver(row: row, k: k))
        }
    }
}
