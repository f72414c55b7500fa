import TransitCore

/// `disintegrate`: a pixel keeps the old screen while its mask value is above the progress (so
/// darker areas dissolve first), with a soft edge; the remaining old screen casts a blurred,
/// offset shadow of `shadowDensity` on the new screen. The mask and the shadow live on a grid
/// of one cell per point and are sampled bilinearly.
///
/// Drawn in row bands. What the per-pixel formula gives for each mask value and each shadow
/// value is tabulated once per frame (65,536 and 256 entries), and each row's mask and shadow
/// grids are blended down their columns once, so a pixel costs two lerps of two entries and two
/// look-ups, with results identical to the formula's; runs whose grid cells all keep the old
/// screen are copied. The generated mask depends only on the grid
/// and the seed, so consecutive frames share it (`NoiseMask.cached`).
enum DisintegrateKernel {
    /// Width of the soft dissolving edge, in mask units (0...1).
    static let edge = 0.03

    static let banded = BandedKernel { t, old, _ in
        let plan = Plan(t, old)
        return { rows, o, n, d in plan.draw(rows: rows, o, n, d) }
    }

    /// One frame's mask, shadow and tables.
    struct Plan: Sendable {
        let mask: NoiseMask
        /// Old-screen coverage blurred on the grid, 0...255.
        let shadow: [UInt32]
        let step: Int, gw: Int, gh: Int, invStep: Double, w: Int
        let offset: (x: Double, y: Double)
        let density: Float
        let threshold: Double
        /// Per mask value: `keepAll` where the old screen shows alone, else the weight of the old screen (0...256).
        let keepWeight: [UInt16]
        /// The smallest mask value that keeps the old screen alone (65536 when none does).
        let keepFrom: UInt32
        /// Per blurred shadow value: the darkening weight of the new screen.
        let shade: [UInt32]
        /// Per column: its grid position for the mask and for the shadow.
        let maskColumns: [(Int, UInt32)], shadowColumns: [(Int, UInt32)]
        /// Per mask cell: the first column whose mask cell is it or a later one (`w` past the last).
        let cellStarts: [Int]
        static let keepAll: UInt16 = 0xFFFF

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old), e = t.effect(as: Disintegrate.self)
            let step = max(1, Int(f.pixelsPerPoint.rounded()))
            let gw = (f.width + step - 1) / step, gh = (f.height + step - 1) / step
            self.step = step; self.gw = gw; self.gh = gh
            w = f.width
            mask =
                t.mask.map { NoiseMask(width: gw, height: gh, image: $0) }
                ?? NoiseMask.cached(width: gw, height: gh, seed: e.seed)
            let threshold = f.progress * (1 + 2 * edge) - edge
            self.threshold = threshold
            var shadow = mask.values.map { UInt32(Plan.coverage(Double($0) / 65535, threshold) * 255 + 0.5) }
            let blurRadius = BoxBlur.passRadius(forBlur: f.pixels(e.shadowRadius) / Double(step))
            shadow.withUnsafeMutableBufferPointer {
                BoxBlur.blurPlane($0.baseAddress!, width: gw, height: gh, radius: blurRadius)
            }
            self.shadow = shadow
            let o = e.resolvedShadowOffset(in: t.extent)
            offset = (x: f.pixels(o.x), y: f.pixels(o.y))
            density = Float(clamp01(e.shadowDensity))
            invStep = 1 / Double(step)
            let weights = (0..<65536).map { m -> UInt16 in
                let keep = Plan.coverage(Double(m) / 65535, threshold)
                return keep >= 1 ? Self.keepAll : (keep <= 0 ? 0 : UInt16(PixelMath.weight(Float(keep))))
            }
            keepWeight = weights
            // The coverage grows with the mask value, so the values that keep the old screen alone are the top ones.
            keepFrom = weights.firstIndex(of: Self.keepAll).map(UInt32.init) ?? 65536
            let density = density
            shade = (0..<256).map { PixelMath.weight(1 - Float($0) / 255 * density) }
            let (invStep, offset, width) = (invStep, offset, f.width)
            maskColumns = (0..<width).map { grid(Double($0), invStep, gw) }
            shadowColumns = (0..<width).map { grid(Double($0) - offset.x, invStep, gw) }
            // The mask cells grow with the column, so each cell's columns are one range.
            var starts = [Int](repeating: width, count: gw + 1)
            for x in (0..<width).reversed() { starts[maskColumns[x].0] = x }
            for c in (0..<gw).reversed() { starts[c] = min(starts[c], starts[c + 1]) }
            cellStarts = starts
        }

        /// Old-screen coverage for a mask value in 0...1.
        @inline(__always) static func coverage(_ m: Double, _ threshold: Double) -> Double {
            min(max((m - threshold) / edge, 0), 1)
        }

        func draw(
            rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>
        ) {
            let gw = gw, keepFrom = keepFrom
            var lowest = [UInt32](repeating: 0, count: gw)
            // This row's mask and shadow grids blended down their columns (see `column`), each one entry past the last cell.
            let mr = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * (gw + 1)), sr = mr + (gw + 1)
            defer { mr.deallocate() }
            mask.values.withUnsafeBufferPointer { mvb in
                shadow.withUnsafeBufferPointer { svb in
                    keepWeight.withUnsafeBufferPointer { kw in
                        shade.withUnsafeBufferPointer { sh in
                            maskColumns.withUnsafeBufferPointer { mc in
                                shadowColumns.withUnsafeBufferPointer { sc in
                                    lowest.withUnsafeMutableBufferPointer { low in
                                        let mv = mvb.baseAddress!, sv = svb.baseAddress!
                                        let starts = cellStarts
                                        var shadowY = -1
                                        for y in rows {
                                            let my = grid(Double(y), invStep, gh),
                                                sy = grid(Double(y) - offset.y, invStep, gh)
                                            // The lowest mask value each pixel between cells c and c + 1 can take on this row.
                                            let r0 = mv + my.0 * gw, r1 = my.1 == 0 ? r0 : r0 + gw
                                            for c in 0..<gw {
                                                let c1 = min(c + 1, gw - 1)
                                                low[c] = UInt32(min(min(r0[c], r0[c1]), min(r1[c], r1[c1])))
                                            }
                                            column(mv, gw, my, into: mr)
                                            let row = y * w
                                            var x = 0
                                            while x < w {
                                                if low[mc[x].0] >= keepFrom {
                                                    // A run that keeps the old screen alone, found cell by cell.
                                                    var cell = mc[x].0 + 1
                                                    while cell < gw && low[cell] >= keepFrom { cell += 1 }
                                                    let end = starts[cell]
                                                    KernelRows.copy(o + row, d + row, x..<end)
                                                    x = end
                                                    continue
                                                }
                                                let i = row + x
                                                let k = kw[Int(across(mr, mc[x]))]
                                                if k == Self.keepAll {
                                                    d[i] = o[i]
                                                } else {
                                                    // The shadow's row is blended on first use (rows that keep the old screen alone skip it).
                                                    if shadowY != y { column(sv, gw, sy, into: sr); shadowY = y }
                                                    let s = Int(across(sr, sc[x]))
                                                    let shaded = KernelMath.darken(n[i], sh[min(s, 255)])
                                                    d[i] = k == 0 ? shaded : PixelMath.lerp(shaded, o[i], UInt32(k))
                                                }
                                                x += 1
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

    /// The per-pixel formula in `Double` over every pixel: the reference the banded kernel is tested against.
    static func reference(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), plan = Plan(t, old)
        let (gw, gh, invStep, offset, w) = (plan.gw, plan.gh, plan.invStep, plan.offset, plan.w)
        f.run(old, new, &out) { o, n, d in
            plan.mask.values.withUnsafeBufferPointer { mv in
                plan.shadow.withUnsafeBufferPointer { sv in
                    for y in 0..<f.height {
                        let row = y * w
                        let my = grid(Double(y), invStep, gh), sy = grid(Double(y) - offset.y, invStep, gh)
                        for x in 0..<w {
                            let m = Double(bilinear(mv.baseAddress!, gw, grid(Double(x), invStep, gw), my)) / 65535
                            let keep = Plan.coverage(m, plan.threshold)
                            let i = row + x
                            if keep >= 1 { d[i] = o[i]; continue }
                            let sx = grid(Double(x) - offset.x, invStep, gw)
                            let shade = Float(bilinear(sv.baseAddress!, gw, sx, sy)) / 255 * plan.density
                            let shaded = KernelMath.darken(n[i], PixelMath.weight(1 - shade))
                            d[i] = keep <= 0 ? shaded : PixelMath.lerp(shaded, o[i], PixelMath.weight(Float(keep)))
                        }
                    }
                }
            }
        }
    }

    /// A pixel coordinate as a grid position: (cell, fraction in 0..<256), clamped (NaN as 0).
    @inline(__always) static func grid(_ p: Double, _ inv: Double, _ n: Int) -> (Int, UInt32) {
        let u = (p + 0.5) * inv - 0.5
        let g = u > 0 ? min(u, Double(n - 1)) : 0
        let fixed = Int(g * 256)
        return (fixed >> 8, UInt32(fixed & 255))
    }

    /// A grid row blended with the next one at `y` (`v[c] * (256 - f) + v[c + gw] * f`, at most
    /// 65535 * 256), into `gw + 1` entries, the last repeating the last cell so that `across` can
    /// always read `c + 1`. With `across` it gives `bilinear`'s exact result: the bilinear
    /// polynomial is the same taken down the columns first, and nothing is rounded before the shift.
    @inline(__always) static func column<T: BinaryInteger>(
        _ v: UnsafePointer<T>, _ gw: Int, _ y: (Int, UInt32), into out: UnsafeMutablePointer<UInt32>
    ) {
        let r0 = v + y.0 &* gw, r1 = y.1 == 0 ? r0 : r0 + gw, f = y.1, g = 256 &- y.1
        for c in 0..<gw {
            out[c] = UInt32(truncatingIfNeeded: r0[c]) &* g &+ UInt32(truncatingIfNeeded: r1[c]) &* f
        }
        out[gw] = out[gw - 1]
    }

    /// A blended row (`column`) sampled at grid position `x`; a fraction of 0 ignores `c + 1`,
    /// which is the padding entry for the last cell. At most 65535 * 256 * 256 before the shift, below 2^32.
    @inline(__always) static func across(_ v: UnsafePointer<UInt32>, _ x: (Int, UInt32)) -> UInt32 {
        (v[x.0] &* (256 &- x.1) &+ v[x.0 &+ 1] &* x.1) >> 16
    }

    /// Wrapping arithmetic is exact here: grid values are at most 65535, so `top` is at most
    /// 65535 * 256 and the result's numerator at most 65535 * 65536, below 2^32.
    @inline(__always) static func bilinear<T: BinaryInteger>(
        _ v: UnsafePointer<T>, _ w: Int, _ x: (Int, UInt32), _ y: (Int, UInt32)
    ) -> UInt32 {
        let x1 = x.1 == 0 ? x.0 : x.0 &+ 1, r0 = v + y.0 &* w, r1 = y.1 == 0 ? r0 : r0 + w
        let a = UInt32(truncatingIfNeeded: r0[x.0]), b = UInt32(truncatingIfNeeded: r0[x1])
        let c = UInt32(truncatingIfNeeded: r1[x.0]), d = UInt32(truncatingIfNeeded: r1[x1])
        let top = a &* (256 &- x.1) &+ b &* x.1, bottom = c &* (256 &- x.1) &+ d &* x.1
        return (top &* (256 &- y.1) &+ bottom &* y.1) >> 16
    }
}
