/// One thread's memory for `LayerRows.scaledRow` across the rows of a frame: each output
/// column's two texel columns and horizontal weight (the same on every row while the map's
/// horizontal part is), how each group of eight columns reads its texels, and the last two
/// texel rows filtered across, kept split (`SplitRow`: the channels one per 16-bit lane, as the
/// vertical lerp and the composite use them).
///
/// A group of eight columns whose texel columns step by one but for steps of 0 or 2 that leave
/// every lane at most one texel from the first lane's run (a scale within about 1/8 of 1, as
/// zoom's and card's layers are) reads its taps from three consecutive runs of eight texels,
/// the lanes that are one texel ahead taking the next run: three vector loads and a select, no
/// gather. Other groups whose texel columns lie left of the last read each pixel's two texels as
/// one 64-bit word, and the rest (the clamped edges) one texel at a time.
///
/// Memory safety: texel columns are clamped positions (`PreparedLayer.clamp`, inside the
/// bitmap's row) and the second one `min(first + 1, last)`; a group reads runs `b...b + 9` only
/// where `prepare` found `0 <= b` and `b + 9 <= last`, and 64-bit pairs `x0...x0 + 1` only where
/// `x0 < last`. Output columns come from coverage spans inside `0..<width`, and the buffers hold
/// every column below the largest span end seen (groups: every whole group below it).
final class ScaledRowCache {
    /// Whether rows are filtered eight columns at a time (`Renderer.lanes`).
    let vectorised: Bool
    private var fx0 = Int.min, dx = 0, clampX = (0, 0), columns = 0, capacity = 0
    /// Per output column: the first and second texel column, and the weight in both 16-bit halves.
    private var x0 = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var x1 = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var ax = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    /// Per group of eight columns `8g..<8g + 8`: the texel column its three runs start at, or
    /// `pairs` (64-bit pairs) or `single` (texel by texel); and the lanes that read one run ahead.
    private var base = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var ahead = UnsafeMutablePointer<SIMD8<UInt32>>.allocate(capacity: 0)
    /// `others[g]`: how many groups below `g` are not read from runs.
    private var others = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    fileprivate static let pairs: Int32 = -1, single: Int32 = -2
    /// The step between a group's three runs, 1 (never written: the memory safety above counts on
    /// it), kept where the optimiser cannot see it: knowing the runs overlap, LLVM builds the
    /// first from the others with four shuffles instead of loading it.
    private var runStep = 1
    /// Two texel rows filtered across: which texel row (-1: none) over which output columns.
    private var row0 = -1, row1 = -1, range0 = 0..<0, range1 = 0..<0
    private var pixels0 = SplitRow(rb: .allocate(capacity: 0), ga: .allocate(capacity: 0))
    private var pixels1 = SplitRow(rb: .allocate(capacity: 0), ga: .allocate(capacity: 0))

    /// A cache filtering eight columns at a time when `vectorised`.
    init(vectorised: Bool) { self.vectorised = vectorised }

    deinit { deallocate() }

    private func deallocate() {
        x0.deallocate()
        x1.deallocate()
        ax.deallocate()
        base.deallocate()
        ahead.deallocate()
        others.deallocate()
        pixels0.rb.deallocate()
        pixels0.ga.deallocate()
        pixels1.rb.deallocate()
        pixels1.ga.deallocate()
    }

    /// Makes the column table hold `fx0 + x * dx` (16.16, clamped) for every column below `columns`.
    func prepare(fx0: Int, dx: Int, clamp c: (x0: Int, y0: Int, x1: Int, y1: Int), columns n: Int) {
        guard fx0 != self.fx0 || dx != self.dx || c.x0 != clampX.0 || c.x1 != clampX.1 || n > columns else { return }
        if n > capacity {
            deallocate()
            capacity = max(n, capacity * 2)
            x0 = .allocate(capacity: capacity)
            x1 = .allocate(capacity: capacity)
            ax = .allocate(capacity: capacity)
            base = .allocate(capacity: capacity / 8 + 1)
            ahead = .allocate(capacity: capacity / 8 + 1)
            others = .allocate(capacity: capacity / 8 + 2)
            pixels0 = SplitRow(rb: .allocate(capacity: capacity), ga: .allocate(capacity: capacity))
            pixels1 = SplitRow(rb: .allocate(capacity: capacity), ga: .allocate(capacity: capacity))
        }
        self.fx0 = fx0
        self.dx = dx
        clampX = (c.x0, c.x1)
        columns = max(n, columns)
        row0 = -1
        row1 = -1
        let last = c.x1 >> 16
        let x0 = self.x0
        let x1 = self.x1
        let ax = self.ax
        var p = fx0
        for x in 0..<columns {
            let xi = (min(max(p, c.x0), c.x1) + 128) >> 8
            p &+= dx
            let first = xi >> 8
            let f = UInt32(truncatingIfNeeded: xi & 255)
            x0[x] = Int32(truncatingIfNeeded: first)
            x1[x] = Int32(truncatingIfNeeded: min(first + 1, last))
            ax[x] = f | f << 16
        }
        others[0] = 0
        for g in 0..<(columns / 8) {
            plan(group: g, last: Int32(truncatingIfNeeded: last))
            others[g + 1] = others[g] + (base[g] < 0 ? 1 : 0)
        }
    }

    /// How group `g` reads its texels: from runs at `x0[8g]` or one left of it when every lane's
    /// texel column is the run's plus its lane plus 0 or 1 and the runs lie inside `0...last`.
    private func plan(group g: Int, last: Int32) {
        let x = g * 8
        for b in [x0[x], x0[x] - 1] where b >= 0 && b + 9 <= last {
            var lanes = SIMD8<UInt32>.zero
            var fits = true
            for i in 0..<8 {
                switch x0[x + i] - b - Int32(i) {
                case 0: break
                case 1: lanes[i] = ~0
                default: fits = false
                }
            }
            if fits {
                base[g] = b
                ahead[g] = lanes
                return
            }
        }
        base[g] = x0[x] < last && x0[x + 7] < last ? Self.pairs : Self.single
    }

    /// Texel row `row` (at `texels`) filtered across over `span`, from the cache or made now in
    /// the slot not holding texel row `keeping`.
    func filtered(_ texels: UnsafePointer<UInt32>, row: Int, span: Range<Int>, keeping: Int) -> SplitRow {
        let s = slot(row: row, span: span, keeping: keeping)
        if !s.ready { table.filter(texels, span: span, into: s.row) }
        return s.row
    }

    /// The slot of texel row `row` over `span`: `ready` when it holds that row filtered already;
    /// otherwise it is now the slot not holding texel row `keeping`, marked as holding `row`
    /// over `span`, and the caller must fill it (every column of `span`) before the next call.
    func slot(row: Int, span: Range<Int>, keeping: Int) -> (row: SplitRow, ready: Bool) {
        if row0 == row && range0.lowerBound <= span.lowerBound && span.upperBound <= range0.upperBound {
            return (pixels0, true)
        }
        if row1 == row && range1.lowerBound <= span.lowerBound && span.upperBound <= range1.upperBound {
            return (pixels1, true)
        }
        if row0 == keeping {
            row1 = row
            range1 = span
            return (pixels1, false)
        }
        row0 = row
        range0 = span
        return (pixels0, false)
    }

    /// The groups of eight columns `8g..<8g + 8` that lie wholly inside `columns`.
    static func wholeGroups(in columns: Range<Int>) -> Range<Int> {
        let first = (columns.lowerBound + 7) >> 3
        return first..<max(first, columns.upperBound >> 3)
    }

    /// `groups` (whole groups below the table's columns) less the groups at either end not read
    /// from runs; empty when some group inside is not read from runs either.
    func runs(within groups: Range<Int>) -> Range<Int> {
        var lo = groups.lowerBound
        var hi = groups.upperBound
        while lo < hi && base[lo] < 0 { lo += 1 }
        while lo < hi && base[hi - 1] < 0 { hi -= 1 }
        return others[hi] == others[lo] ? lo..<hi : lo..<lo
    }

    /// The column table as it stands (valid until the next `prepare`).
    var table: Columns {
        Columns(x0: x0, x1: x1, ax: ax, base: base, ahead: ahead, runStep: runStep, vectorised: vectorised)
    }

    /// The column table's buffers (see `ScaledRowCache`), copied out so that loops keep them in
    /// registers rather than reloading them from the object after every store.
    struct Columns {
        let x0: UnsafeMutablePointer<Int32>, x1: UnsafeMutablePointer<Int32>, ax: UnsafeMutablePointer<UInt32>
        let base: UnsafeMutablePointer<Int32>, ahead: UnsafeMutablePointer<SIMD8<UInt32>>
        /// `ScaledRowCache.runStep`: 1.
        let runStep: Int
        /// `ScaledRowCache.vectorised`.
        let vectorised: Bool

        /// `out[x]` for `x` in `span` (split): texels `x0[x]` and `x1[x]` of the row at `texels`
        /// blended by `ax[x]`.
        func filter(_ texels: UnsafePointer<UInt32>, span: Range<Int>, into out: SplitRow) {
            var x = span.lowerBound
            if vectorised {
                while x & 7 != 0 && x < span.upperBound {
                    one(texels, x, into: out)
                    x &+= 1
                }
                var g = x &>> 3
                let end = span.upperBound &>> 3
                while g < end {
                    out.set(g &<< 3, group(texels, g))
                    g &+= 1
                }
                x = max(x, end &<< 3)
            }
            while x < span.upperBound {
                one(texels, x, into: out)
                x &+= 1
            }
        }

        /// Column `x` filtered, into `out`.
        @inline(__always)
        func one(_ texels: UnsafePointer<UInt32>, _ x: Int, into out: SplitRow) {
            out.set(x, PixelMath.lerp(texels[Int(x0[x])], texels[Int(x1[x])], ax[x] & 0xFFFF))
        }

        /// Columns `8g..<8g + 8` filtered (a whole group below the table's `columns`).
        @inline(__always)
        func group(_ texels: UnsafePointer<UInt32>, _ g: Int) -> Split8 {
            base[g] >= 0 ? runGroup(texels, g) : otherGroup(texels, g)
        }

        /// `group` for a group read from runs (`base[g] >= 0`: see `runs(within:)`).
        @inline(__always)
        func runGroup(_ texels: UnsafePointer<UInt32>, _ g: Int) -> Split8 {
            // Lane i's taps are texels b + i (+ 1 where `ahead`) and the next (see `plan`).
            let p = texels + Int(base[g])
            let m = UnsafeRawPointer(ahead + g).loadUnaligned(as: SIMD8<UInt32>.self)
            let r0 = PixelMath.load8(p)
            let r1 = PixelMath.load8(p + runStep)
            let r2 = PixelMath.load8(p + runStep &<< 1)
            let a = r0 ^ ((r0 ^ r1) & m)
            let c = r1 ^ ((r1 ^ r2) & m)
            return Split8(lerp: a, c, PixelMath.load8(ax + (g &<< 3)))
        }

        /// `group` for a group not read from runs: 64-bit pairs or texel by texel.
        @inline(never)
        private func otherGroup(_ texels: UnsafePointer<UInt32>, _ g: Int) -> Split8 {
            let x = g &<< 3
            if base[g] == ScaledRowCache.pairs {
                // Texels x0 and x0 + 1 as one 64-bit word: both inside the row, as x0 < last.
                let words = UnsafeRawPointer(texels)
                var v = SIMD16<UInt32>()
                withUnsafeMutableBytes(of: &v) { pairs in
                    for lane in 0..<8 {
                        let word = words.loadUnaligned(fromByteOffset: Int(x0[x &+ lane]) &* 4, as: UInt64.self)
                        pairs.storeBytes(of: word, toByteOffset: lane &* 8, as: UInt64.self)
                    }
                }
                let texels = SteppedSamples.split(v)
                return Split8(lerp: texels.even, texels.odd, PixelMath.load8(ax + x))
            }
            var p = SIMD8<UInt32>()
            for i in 0..<8 {
                p[i] = PixelMath.lerp(texels[Int(x0[x &+ i])], texels[Int(x1[x &+ i])], ax[x &+ i] & 0xFFFF)
            }
            return Split8(p)
        }
    }
}
