/// `DisintegrateKernel.Plan`'s rows. On each row the mask cells are sorted by the four grid
/// values around each, which bound every bilinear sample between them (the weights sum to one),
/// while the old screen's weight grows with the mask value: cells that keep the old screen alone
/// are copied; cells where it is gone are the new screen darkened by the shadow, eight pixels at a
/// time (`shade`); the cells of the dissolving edge go pixel by pixel through the tables.
extension DisintegrateKernel.Plan {
    /// How a mask cell's pixels are drawn on a row.
    enum Cell: Int16 { case gone, edge, kept }

    /// Cells of a row all of one kind, and their columns.
    struct Run {
        var cells: Range<Int>, columns: Range<Int>
        var kind: Cell
    }

    /// The plan's arrays as pointers, for one call of `draw`.
    struct Pointers {
        let mask: UnsafePointer<UInt16>, shadow: UnsafePointer<UInt16>
        let keepWeight: UnsafePointer<UInt16>, shade: UnsafePointer<UInt32>
        let maskColumns: UnsafePointer<(Int, UInt32)>, shadowColumns: UnsafePointer<(Int, UInt32)>
        let cellStarts: UnsafePointer<Int>
        let shadowCells: UnsafePointer<Int32>, shadowLeft: UnsafePointer<Float>, shadowRight: UnsafePointer<Float>
    }

    /// Calls `body` with pointers to the plan's arrays.
    func withPointers(_ body: (Pointers) -> Void) {
        mask.values.withUnsafeBufferPointer { a in
            shadow.withUnsafeBufferPointer { b in
                keepWeight.withUnsafeBufferPointer { c in
                    shade.withUnsafeBufferPointer { e in
                        maskColumns.withUnsafeBufferPointer { f in
                            shadowColumns.withUnsafeBufferPointer { g in
                                cellStarts.withUnsafeBufferPointer { h in
                                    shadowCells.withUnsafeBufferPointer { i in
                                        shadowLeft.withUnsafeBufferPointer { j in
                                            shadowRight.withUnsafeBufferPointer { k in
                                                body(
                                                    Pointers(
                                                        mask: a.baseAddress!, shadow: b.baseAddress!,
                                                        keepWeight: c.baseAddress!, shade: e.baseAddress!,
                                                        maskColumns: f.baseAddress!, shadowColumns: g.baseAddress!,
                                                        cellStarts: h.baseAddress!, shadowCells: i.baseAddress!,
                                                        shadowLeft: j.baseAddress!, shadowRight: k.baseAddress!))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    func draw(
        rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>
    ) {
        let gw = gw
        let kinds = UnsafeMutablePointer<Int16>.allocate(capacity: gw)
        let runs = UnsafeMutablePointer<Run>.allocate(capacity: gw)
        // This row's mask grid blended down its columns (`column`, only the cells of the edge's runs) and
        // the shadow's (`shadowRow`), each with one entry past the last cell.
        let mr = UnsafeMutablePointer<UInt32>.allocate(capacity: gw + 1)
        let sr = UnsafeMutablePointer<UInt16>.allocate(capacity: gw + 1)
        defer {
            kinds.deallocate()
            runs.deallocate()
            mr.deallocate()
            sr.deallocate()
        }
        withPointers { p in
            var runsRow = (-1, false)
            var count = 0
            var shadowY = -1
            for y in rows {
                let my = DisintegrateKernel.grid(Double(y), invStep, gh)
                if runsRow != (my.0, my.1 != 0) {
                    // The runs depend only on the grid rows blended (consecutive rows share them).
                    count = self.runs(p.mask + my.0 * gw, my.1 == 0 ? 0 : gw, kinds, p.cellStarts, into: runs)
                    runsRow = (my.0, my.1 != 0)
                }
                let row = y * w
                for r in 0..<count {
                    let run = runs[r]
                    let x0 = run.columns.lowerBound
                    let x1 = run.columns.upperBound
                    if run.kind == .kept {
                        KernelRows.copy(o + row, d + row, x0..<x1)
                        continue
                    }
                    // The shadow's row is blended on first use (rows that keep the old screen alone skip it).
                    if shadowY != y {
                        shadowRow(p.shadow, DisintegrateKernel.grid(Double(y) - offset.y, invStep, gh), into: sr)
                        shadowY = y
                    }
                    if run.kind == .gone {
                        shade(x0..<x1, n + row, d + row, sr, p)
                        continue
                    }
                    // The mask's cells of this run and the next one (`across` reads c + 1; the last cell is padded).
                    let c1 = min(run.cells.upperBound + 1, gw + 1)
                    DisintegrateKernel.column(p.mask, gw, my, cells: run.cells.lowerBound..<c1, into: mr)
                    for x in x0..<x1 {
                        let i = row + x
                        let k = p.keepWeight[Int(DisintegrateKernel.across(mr, p.maskColumns[x]))]
                        if k == Self.keepAll {
                            d[i] = o[i]
                            continue
                        }
                        let s = Int(DisintegrateKernel.across(sr, p.shadowColumns[x]))
                        let shaded = KernelMath.darken(n[i], p.shade[min(s, 255)])
                        d[i] = k == 0 ? shaded : PixelMath.lerp(shaded, o[i], UInt32(k))
                    }
                }
            }
        }
    }

    /// The shadow grid blended down its columns at `y` (`column`'s values, each at most 255 * 256, so
    /// 16-bit lanes hold the products and the sum), sixteen cells at a time where the build vectorises.
    private func shadowRow(_ v: UnsafePointer<UInt16>, _ y: (Int, UInt32), into out: UnsafeMutablePointer<UInt16>) {
        let r0 = v + y.0 &* gw
        let r1 = y.1 == 0 ? r0 : r0 + gw
        var c = 0
        if PixelMath.vectorised {
            let g = SIMD16<UInt16>(repeating: UInt16(256 - y.1))
            let f = SIMD16<UInt16>(repeating: UInt16(y.1))
            while c &+ 16 <= gw {
                let a = UnsafeRawPointer(r0 + c).loadUnaligned(as: SIMD16<UInt16>.self)
                let b = UnsafeRawPointer(r1 + c).loadUnaligned(as: SIMD16<UInt16>.self)
                UnsafeMutableRawPointer(out + c).storeBytes(of: a &* g &+ b &* f, as: SIMD16<UInt16>.self)
                c &+= 16
            }
        }
        while c < gw {
            out[c] = r0[c] &* UInt16(256 - y.1) &+ r1[c] &* UInt16(y.1)
            c += 1
        }
        out[gw] = out[gw - 1]
    }

    /// The runs of cells of one kind on a row between grid row `r0` and `r0 + next` (`next` 0 when the
    /// row is a grid row), as column ranges, into `runs`, and returns their count. A cell's kind comes from the
    /// least and greatest of the four values around it (the last cell's right one is itself), sixteen
    /// cells at a time in 16-bit lanes (the values' order kept as signed numbers by flipping the top bit).
    private func runs(
        _ r0: UnsafePointer<UInt16>, _ next: Int, _ kinds: UnsafeMutablePointer<Int16>,
        _ starts: UnsafePointer<Int>, into runs: UnsafeMutablePointer<Run>
    ) -> Int {
        let r1 = r0 + next
        let keepFrom = keepFrom
        let keepAnyFrom = keepAnyFrom
        @inline(__always) func kind(_ low: UInt16, _ high: UInt16) -> Int16 {
            (UInt32(low) >= keepFrom ? 1 : 0) + (UInt32(high) >= keepAnyFrom ? 1 : 0)
        }
        var c = 0
        if PixelMath.vectorised {
            typealias V = SIMD16<Int16>
            let flip = V(repeating: .min)
            // A threshold above every value never holds: its lanes compare against the largest, masked off.
            let kept = V(repeating: Int16(truncatingIfNeeded: min(keepFrom, 65535)) ^ .min)
            let any = V(repeating: Int16(truncatingIfNeeded: min(keepAnyFrom, 65535)) ^ .min)
            let one = V(repeating: 1)
            let keptOne = keepFrom > 65535 ? V() : one
            let anyOne = keepAnyFrom > 65535 ? V() : one
            @inline(__always) func load(_ p: UnsafePointer<UInt16>) -> V {
                UnsafeRawPointer(p).loadUnaligned(as: V.self) ^ flip
            }
            @inline(__always) func least(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .< a) }
            @inline(__always) func most(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .> a) }
            // Cells c...c + 15 read values up to c + 16, which lies below gw.
            while c &+ 17 <= gw {
                let a0 = load(r0 + c)
                let a1 = load(r0 + c + 1)
                let b0 = load(r1 + c)
                let b1 = load(r1 + c + 1)
                let low = least(least(a0, a1), least(b0, b1))
                let high = most(most(a0, a1), most(b0, b1))
                let k =
                    (keptOne & V().replacing(with: -1, where: low .>= kept))
                    &+ (anyOne & V().replacing(with: -1, where: high .>= any))
                UnsafeMutableRawPointer(kinds + c).storeBytes(of: k, as: V.self)
                c &+= 16
            }
        }
        while c < gw {
            let c1 = min(c + 1, gw - 1)
            kinds[c] = kind(min(min(r0[c], r0[c1]), min(r1[c], r1[c1])), max(max(r0[c], r0[c1]), max(r1[c], r1[c1])))
            c += 1
        }
        var count = 0
        c = 0
        while c < gw {
            let k = kinds[c]
            var end = c + 1
            while end < gw && kinds[end] == k { end += 1 }
            runs[count] = Run(cells: c..<end, columns: starts[c]..<starts[end], kind: Cell(rawValue: k)!)
            count += 1
            c = end
        }
        return count
    }

    /// Columns `range` of a row where the old screen is gone: the new screen darkened by the shadow,
    /// `darken(n, shade[across(sr, shadowColumns[x])])`, eight pixels at a time where the build vectorises.
    ///
    /// Eight at a time the shadow sample is taken in `Float` from the blended row `sr`, whose two
    /// entries at a cell are one 32-bit load: the two values (at most 255 * 256) times their weights
    /// (at most 256) and the sum are integers below 2^24, so exact, and the shift by 16 is a floor;
    /// each sample's `shade` entry is then looked up lane by lane (`s` is clamped to 255). Eight
    /// pixels whose shadow entries are all 0, and runs whose are, take `shade[0]`, 256: the new
    /// screen as it is (`darken` by 256 changes nothing), copied. Memory safety: `shadowCells` are
    /// cells of the grid, below `gw`, so the load reads entries up to `gw`, which `sr` holds, and
    /// `range` lies within the row's `w` columns.
    @inline(__always) private func shade(
        _ range: Range<Int>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
        _ sr: UnsafePointer<UInt16>, _ p: Pointers
    ) {
        guard !range.isEmpty else { return }
        // Where the shadow's entries under the run are all 0, its weight is `shade[0]`, 256: the new screen as it is.
        var shadowed: UInt16 = 0
        for c in Int(p.shadowCells[range.lowerBound])...Int(p.shadowCells[range.upperBound - 1]) + 1 {
            shadowed |= sr[c]
        }
        if shadowed == 0 {
            KernelRows.copy(n, d, range)
            return
        }
        guard PixelMath.vectorised && range.count >= 8 else {
            for x in range {
                d[x] = KernelMath.darken(
                    n[x], p.shade[min(Int(DisintegrateKernel.across(sr, p.shadowColumns[x])), 255)])
            }
            return
        }
        let magic = SIMD8<UInt32>(repeating: 0x4B00_0000)
        let bias = SIMD8<Float>(repeating: 8_388_608)
        let low = SIMD8<UInt32>(repeating: 0xFFFF)
        let cells = p.shadowCells
        let left = p.shadowLeft
        let right = p.shadowRight
        let pairs = UnsafeRawPointer(sr)
        @inline(__always) func eight(_ x: Int) {
            var pair = SIMD8<UInt32>()
            for k in 0..<8 { pair[k] = pairs.loadUnaligned(fromByteOffset: 2 &* Int(cells[x &+ k]), as: UInt32.self) }
            let any = unsafeBitCast(pair.lowHalf | pair.highHalf, to: SIMD2<UInt64>.self)
            if any[0] | any[1] == 0 {
                PixelMath.store8(PixelMath.load8(n + x), d + x)
                return
            }
            // 2^23 + v as bits, less 2^23: the integer v (below 2^23) as a float.
            let a = unsafeBitCast((pair & low) | magic, to: SIMD8<Float>.self) - bias
            let b = unsafeBitCast((pair &>> 16) | magic, to: SIMD8<Float>.self) - bias
            let v = a * PixelMath.loadFloats8(left + x) + b * PixelMath.loadFloats8(right + x)
            let s = KernelMath.min8(KernelMath.floor8(v * (1 / 65536)).0, SIMD8(repeating: 255))
            var k = SIMD8<UInt32>()
            for i in 0..<8 { k[i] = p.shade[Int(s[i])] }
            PixelMath.store8(KernelMath.darken8(PixelMath.load8(n + x), k), d + x)
        }
        var x = range.lowerBound
        while x &+ 8 <= range.upperBound {
            eight(x)
            x &+= 8
        }
        // The last eight again, overlapping: each pixel is a function of the new screen alone.
        if x < range.upperBound { eight(range.upperBound &- 8) }
    }
}
