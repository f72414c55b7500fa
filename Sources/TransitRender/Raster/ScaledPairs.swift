/// Two scaled layers drawn in one pass where both cover a row fully: an opaque layer (drawn
/// first, `lower`) under a translucent layer of opaque texels (`upper`, weight `k`), as zoom and
/// zoom-out draw their screens. There each channel is
/// `(o0 * w0 + o1 * w1 + n0 * v0 + n1 * v1) >> 8`, less one (not below 0), alpha then set to 255, where `o0`, `o1` are
/// the upper layer's two filtered texel rows and `n0`, `n1` the lower's, and the weights fold the
/// opacity into the vertical ones: `w1 = (ay * k + 128) >> 8`, `w0 = k - w1` for the upper's `ay`,
/// `v1`, `v0` likewise of `kUnder = 256 - 255k/256` (the source-over's factor for the pixel
/// underneath) for the lower's. One load of each filtered row, one pack and one store a pixel
/// (up to seven pixels at either end of the run stored twice, as a group of eight): no store of
/// the lower layer and reload under the upper, no separate scales.
///
/// The bound against drawing them one after the other (`scaledRow`, the general sampler's
/// roundings): let `E = S * k / 256 + N * kUnder / 256` for the exactly filtered samples `S` (upper)
/// and `N` (lower). In turn, each lerp and each scale floors a multiple of 1/256, losing at most
/// 255/256, the lerps' losses scaled by `k / 256` and `kUnder / 256` (which sum to 257/256), so
/// `E - 2.992 <= d <= E`. Here each rounded weight is within 1/2 of exact, which moves the sum
/// by at most `255 * (1/2 + 1/2) / 256`, and the one floor and the one subtracted give
/// `E - 2.992 <= p <= E - 0.004`. Both are integers, so `|p - d| <= 2`: 2/255. (Without the one
/// subtracted the bound is 3, and the pass lies one above the two-step form on average.) Alpha
/// is 255 either way (`255 * 257 >> 8` here), so it is set, not lowered.
/// The largest sum is `255 * (k + kUnder) = 255 * 257 = 65535`: it fits a 16-bit lane.
///
/// Memory safety: the rows are `scaledTaps`'s and `scaledPlan`'s (see `ScaledRows.swift`); the
/// run lies inside both layers' spans, which `RectCoverage` keeps inside `0..<width`; the fused
/// groups are whole groups inside the run, below the column tables' columns, and a plan with a
/// fresh row reads its texels there from runs (`runs(within:)`); the run is at least 16 pixels,
/// so a group of eight ending a part of it (`pairRun`) lies inside it too.
extension LayerRows {
    /// Draws row `y` of `lower` and then `upper` (nothing hidden of either by layers above),
    /// the columns both cover fully in one pass, when the run is at least 16 pixels; otherwise
    /// draws nothing and returns false. The plan has matched the layers (`Fusion.scaledPair`:
    /// upright rectangles of scaled textures, no mask, no shadow, `lower` opaque and `upper` of
    /// opaque texels). The layers are read in place, not copied (and retained) out of their array.
    /// `scratch` holds `2 * (width + 1)` floats.
    static func scaledPair(
        _ lowerRows: UnsafePointer<LayerRows>, under upperRows: UnsafePointer<LayerRows>, row y: Int,
        hidden: Range<Int>, upperHidden: Range<Int>, into row: UnsafeMutablePointer<UInt32>, width: Int,
        scratch: UnsafeMutablePointer<Float>
    ) -> Bool {
        // The layers are the fusion's (`Fusion.scaledPair`): the row's tests, then the coverage.
        guard let ma = lowerRows.pointee.scaledMap(row: y), let mb = upperRows.pointee.scaledMap(row: y),
            let a = lowerRows.pointee.scaledSpan(ma, row: y, hidden: hidden, cov: scratch), a.fullValue >= 1,
            let b = upperRows.pointee.scaledSpan(mb, row: y, hidden: upperHidden, cov: scratch + width + 1)
        else { return false }
        let lower = lowerRows.pointee.scaledSide
        let upper = upperRows.pointee.scaledSide
        let k = PixelMath.weight(b.fullValue * upper.alpha)
        guard k > 0, a.full.overlaps(b.full) else { return false }
        let run = a.full.clamped(to: b.full)
        guard run.count >= 16 else { return false }
        let ta = lower.taps(a.tex, fx0: a.fx0, fy0: a.fy0, dx: a.dx, span: a.span)
        let tb = upper.taps(b.tex, fx0: b.fx0, fy0: b.fy0, dx: b.dx, span: b.span)
        // The whole groups of the run, where a fresh row may be filtered as the pair is drawn.
        let whole = ScaledRowCache.wholeGroups(in: run)
        // A layer with a group inside not read from runs (a scale farther from 1, as zoom's new
        // screen near the start) is filtered first; the other still filters as the pair is drawn.
        let ga = ta.cache.runs(within: whole)
        let gb = tb.cache.runs(within: whole)
        let groups = ga.isEmpty ? gb : gb.isEmpty ? ga : ga.overlaps(gb) ? ga.clamped(to: gb) : 0..<0
        let pa = scaledPlan(ta, fusing: ga.isEmpty ? 0..<0 : groups)
        let pb = scaledPlan(tb, fusing: gb.isEmpty ? 0..<0 : groups)
        let heldA = pa.held
        let heldB = pb.held
        // Each layer but for the run, lower first, each side of the run.
        func outside(
            _ side: ScaledSide, _ plan: ScaledPlan, _ s: Range<Int>, _ full: Range<Int>, _ k: UInt32,
            _ cov: UnsafeMutablePointer<Float>
        ) {
            let left = s.lowerBound..<run.lowerBound
            let right = run.upperBound..<s.upperBound
            if !left.isEmpty { side.draw(plan, left, inner: clamp(full, left), k: k, cov: cov, row: row) }
            if !right.isEmpty { side.draw(plan, right, inner: clamp(full, right), k: k, cov: cov, row: row) }
        }
        outside(lower, heldA, a.span, a.full, 256, scratch)
        outside(upper, heldB, b.span, b.full, k, scratch + width + 1)
        let w = ScaledPairWeights(k: k, ay: pb.ay, ayUnder: pa.ay)
        let v = lower.cache.vectorised
        guard !groups.isEmpty else {
            pairRun(heldB, under: heldA, run, of: run, w, row: row, vectorised: v)
            return true
        }
        // The fused groups first: the parts either side may end in a group of eight reaching into them.
        let fused = groups.lowerBound &<< 3..<groups.upperBound &<< 3
        pairGroups(pb, under: pa, groups, w, row: row)
        pairRun(heldB, under: heldA, run.lowerBound..<fused.lowerBound, of: run, w, row: row, vectorised: v)
        pairRun(heldB, under: heldA, fused.upperBound..<run.upperBound, of: run, w, row: row, vectorised: v)
        return true
    }

    /// The scaled map of row `y` (`textureRow`'s for `scaledRow`, but for the span's test): nil
    /// when the layer has nothing on the row. The layer is an upright rectangle of a scaled
    /// texture, without mask or shadow (`Fusion.scaledPair`'s predicate).
    @inline(__always)
    private func scaledMap(row y: Int) -> (tex: UnsafePointer<UInt32>, fx0: Int, fy0: Int, dx: Int)? {
        guard let tex = texels, let rect, rect.rows.contains(y) else { return nil }
        let t = layer.map
        let inv = placement.inverse
        let py = Double(y) + 0.5
        let fx0 = Self.fixed((0.5 * t.ux + py * t.uy + t.u0) * inv)
        let fy0 = Self.fixed((0.5 * t.vx + py * t.vy + t.v0) * inv)
        return (tex, fx0, fy0, placement.dx)
    }

    /// What `scaledPair` needs of one layer on row `y` of map `m`: its span and run of full
    /// coverage (coverage written to `cov` elsewhere). Nil when it has nothing there, something
    /// of it is hidden, or the row is not `scaledRow`'s.
    @inline(__always)
    private func scaledSpan(
        _ m: (tex: UnsafePointer<UInt32>, fx0: Int, fy0: Int, dx: Int), row y: Int, hidden: Range<Int>,
        cov: UnsafeMutablePointer<Float>
    ) -> (
        tex: UnsafePointer<UInt32>, span: Range<Int>, full: Range<Int>, fullValue: Float, fx0: Int, fy0: Int, dx: Int
    )? {
        guard let rect else { return nil }
        let (span, full, fullValue) = rect.coverage(row: y, into: cov, fillingFull: false)
        guard !span.isEmpty, !hidden.overlaps(span), Self.isScaledRow(fx0: m.fx0, dx: m.dx, dy: 0, span: span) else {
            return nil
        }
        return (m.tex, span, Self.clamp(full, span), fullValue, m.fx0, m.fy0, m.dx)
    }

    /// `range` inside `bounds` (empty at `bounds`' end when they do not overlap).
    private static func clamp(_ range: Range<Int>, _ bounds: Range<Int>) -> Range<Int> {
        range.overlaps(bounds) ? range.clamped(to: bounds) : bounds.upperBound..<bounds.upperBound
    }

    /// `part` of `run` from the filtered rows as they stand: whole groups of eight, then the few
    /// pixels left as one group of eight inside `run` (at least eight pixels, every column of it
    /// filtered in both plans' rows, so after `pairGroups`) ending with them or starting at them.
    /// That group draws pixels of `run` outside `part` again, from the same filtered rows and so
    /// to the same values.
    static func pairRun(
        _ over: ScaledPlan, under: ScaledPlan, _ part: Range<Int>, of run: Range<Int>, _ w: ScaledPairWeights,
        row: UnsafeMutablePointer<UInt32>, vectorised: Bool
    ) {
        var x = part.lowerBound
        if vectorised {
            let o0 = over.f0
            let o1 = over.f1
            let n0 = under.f0
            let n1 = under.f1
            @inline(__always) func group(_ x: Int) {
                PixelMath.store8(w.mix(Split8(o0, x), Split8(o1, x), Split8(n0, x), Split8(n1, x)), row + x)
            }
            while x &+ 8 <= part.upperBound {
                group(x)
                x &+= 8
            }
            if x < part.upperBound && run.count >= 8 {
                group(min(x, run.upperBound &- 8))
                return
            }
        }
        while x < part.upperBound {
            row[x] = w.mix(over.f0, over.f1, under.f0, under.f1, at: x)
            x &+= 1
        }
    }

    /// The whole groups `groups` (the plans' fused groups), filtering each plan's fresh row there
    /// (read from runs) as it is drawn.
    private static func pairGroups(
        _ over: ScaledPlan, under: ScaledPlan, _ groups: Range<Int>, _ w: ScaledPairWeights,
        row: UnsafeMutablePointer<UInt32>
    ) {
        // Spelt out, each a specialised loop (a generic helper between would not be specialised).
        let ho = HeldPairRows(over)
        let hu = HeldPairRows(under)
        switch (over.fresh, under.fresh) {
        case (.none, .none): pairGroups(ho, under: hu, groups, w, row: row)
        case (.none, .some(let u)) where u.isTop:
            pairGroups(ho, under: FreshPairRows<FreshTop>(under, u), groups, w, row: row)
        case (.none, .some(let u)): pairGroups(ho, under: FreshPairRows<FreshBottom>(under, u), groups, w, row: row)
        case (.some(let o), .none) where o.isTop:
            pairGroups(FreshPairRows<FreshTop>(over, o), under: hu, groups, w, row: row)
        case (.some(let o), .none): pairGroups(FreshPairRows<FreshBottom>(over, o), under: hu, groups, w, row: row)
        case (.some(let o), .some(let u)):
            switch (o.isTop, u.isTop) {
            case (true, true):
                pairGroups(
                    FreshPairRows<FreshTop>(over, o), under: FreshPairRows<FreshTop>(under, u), groups, w, row: row)
            case (true, false):
                pairGroups(
                    FreshPairRows<FreshTop>(over, o), under: FreshPairRows<FreshBottom>(under, u), groups, w, row: row)
            case (false, true):
                pairGroups(
                    FreshPairRows<FreshBottom>(over, o), under: FreshPairRows<FreshTop>(under, u), groups, w, row: row)
            case (false, false):
                pairGroups(
                    FreshPairRows<FreshBottom>(over, o), under: FreshPairRows<FreshBottom>(under, u), groups, w,
                    row: row)
            }
        }
    }

    @inline(__always)
    private static func pairGroups<O: ScaledPairRows, U: ScaledPairRows>(
        _ over: O, under: U, _ groups: Range<Int>, _ w: ScaledPairWeights, row: UnsafeMutablePointer<UInt32>
    ) {
        var g = groups.lowerBound
        while g < groups.upperBound {
            let (o0, o1) = over.rows(g)
            let (n0, n1) = under.rows(g)
            PixelMath.store8(w.mix(o0, o1, n0, n1), row + (g &<< 3))
            g &+= 1
        }
    }
}

extension LayerRows.ScaledPlan {
    /// The plan with its fresh row taken as filtered (true outside its fused groups).
    var held: LayerRows.ScaledPlan {
        LayerRows.ScaledPlan(f0: f0, f1: f1, ay: ay, table: table, fresh: nil, fused: 0..<0)
    }
}

/// The vertical weights of `LayerRows.scaledPair`, with the opacity folded in, in 16-bit lanes.
struct ScaledPairWeights {
    let w0: UInt32, w1: UInt32, v0: UInt32, v1: UInt32
    let ww0: SIMD16<UInt16>, ww1: SIMD16<UInt16>, vv0: SIMD16<UInt16>, vv1: SIMD16<UInt16>

    /// The upper layer at weight `k` (above 0) blending its rows by `ay`, the lower by `ayUnder`.
    init(k: UInt32, ay: UInt32, ayUnder: UInt32) {
        let kUnder = ScaledOverOpaque.underWeight(k)
        w1 = (ay * k + 128) >> 8
        w0 = k - w1
        v1 = (ayUnder * kUnder + 128) >> 8
        v0 = kUnder - v1
        ww0 = SIMD16(repeating: UInt16(w0))
        ww1 = SIMD16(repeating: UInt16(w1))
        vv0 = SIMD16(repeating: UInt16(v0))
        vv1 = SIMD16(repeating: UInt16(v1))
    }

    /// Eight pixels from the upper layer's rows `o0`, `o1` over the lower's `n0`, `n1`, packed.
    @inline(__always) func mix(_ o0: Split8, _ o1: Split8, _ n0: Split8, _ n1: Split8) -> SIMD8<UInt32> {
        @inline(__always) func one(
            _ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>, _ c: SIMD8<UInt32>, _ d: SIMD8<UInt32>
        ) -> SIMD8<UInt32> {
            let s =
                Split8.lanes(a) &* ww0 &+ Split8.lanes(b) &* ww1 &+ Split8.lanes(c) &* vv0 &+ Split8.lanes(d) &* vv1
            // Less one but not below 0: the sum less 256 but not below 0 (SSE2's saturating subtract).
            let c = SIMD16<UInt16>(repeating: 256)
            return Split8.words((s.replacing(with: c, where: s .< c) &- c) &>> 8)
        }
        // Every lane alike (a mask sparing the alpha lanes cost LLVM a repacking of the green-alpha
        // lanes), then the alpha set: both layers are opaque where they are mixed, and 255 * (k +
        // kUnder) >> 8 is 255, opaque as drawn in turn.
        return one(o0.rb, o1.rb, n0.rb, n1.rb) | one(o0.ga, o1.ga, n0.ga, n1.ga) &<< 8
            | SIMD8(repeating: 0xFF00_0000)
    }

    /// Pixel `x` of `mix` from split rows, packed: two channels a word, as in the vector lanes
    /// (each 16-bit half's sum is at most 65535, so nothing carries into the other).
    @inline(__always) func mix(_ o0: SplitRow, _ o1: SplitRow, _ n0: SplitRow, _ n1: SplitRow, at x: Int) -> UInt32 {
        @inline(__always) func one(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ lanes: UInt32) -> UInt32 {
            let r = ((a &* w0 &+ b &* w1 &+ c &* v0 &+ d &* v1) >> 8) & 0x00FF_00FF
            return r &- (((r &+ 0x00FF_00FF) >> 8) & lanes)
        }
        return one(o0.rb[x], o1.rb[x], n0.rb[x], n1.rb[x], 0x0001_0001)
            | one(o0.ga[x], o1.ga[x], n0.ga[x], n1.ga[x], 0x0000_0001) << 8
    }
}

/// Where `LayerRows.scaledPair` takes a layer's two filtered rows for group `g` (columns
/// `8g..<8g + 8`): from the rows as they stand, or filtering one of them there first.
protocol ScaledPairRows {
    func rows(_ g: Int) -> (Split8, Split8)
}

/// Both rows filtered already.
struct HeldPairRows: ScaledPairRows {
    let f0: SplitRow, f1: SplitRow

    init(_ plan: LayerRows.ScaledPlan) {
        f0 = plan.f0
        f1 = plan.f1
    }

    @inline(__always) func rows(_ g: Int) -> (Split8, Split8) {
        let x = g &<< 3
        return (Split8(f0, x), Split8(f1, x))
    }
}

/// Which of a layer's two rows `FreshPairRows` filters.
protocol FreshRowSide { static var isTop: Bool { get } }
enum FreshTop: FreshRowSide { static var isTop: Bool { true } }
enum FreshBottom: FreshRowSide { static var isTop: Bool { false } }

/// One row (`Side`'s) filtered here and kept in its slot, the other held.
struct FreshPairRows<Side: FreshRowSide>: ScaledPairRows {
    let table: ScaledRowCache.Columns, texels: UnsafePointer<UInt32>, out: SplitRow, other: SplitRow

    init(_ plan: LayerRows.ScaledPlan, _ fresh: LayerRows.FreshRow) {
        table = plan.table
        texels = fresh.texels
        out = fresh.row
        other = Side.isTop ? plan.f1 : plan.f0
    }

    @inline(__always) func rows(_ g: Int) -> (Split8, Split8) {
        let x = g &<< 3
        let s = table.runGroup(texels, g)
        out.set(x, s)
        return Side.isTop ? (s, Split8(other, x)) : (Split8(other, x), s)
    }
}
