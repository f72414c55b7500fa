import TransitCore

/// `disintegrate`: a pixel keeps the old screen while its mask value is above the progress (so
/// darker areas dissolve first), with a soft edge; the remaining old screen casts a blurred,
/// offset shadow of `shadowDensity` on the new screen. The mask and the shadow live on a grid
/// of one cell per point and are sampled bilinearly.
///
/// Drawn in row bands. What the per-pixel formula gives for each mask value and each shadow
/// value is tabulated once per frame (65,536 and 256 entries), and a row's grids are blended down
/// their columns, so a pixel's sample is one lerp of two entries, with results identical to the
/// formula's. Each row's mask cells are sorted by the grid values around them
/// (`DisintegrateKernel+Rows.swift`): runs that keep the old screen are copied, runs where it is
/// gone are the new screen under the shadow eight pixels at a time, and only the dissolving edge
/// goes pixel by pixel. The generated mask depends only on the grid and the seed, so consecutive
/// frames share it (`NoiseMask.cached`).
///
/// ```swift
/// let frame = DisintegrateKernel.banded   // BandedKernel; PixelKernels.builtIn draws "disintegrate" with it
/// ```
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
        let shadow: [UInt16]
        let step: Int, gw: Int, gh: Int, invStep: Double, w: Int
        let offset: (x: Double, y: Double)
        let density: Float
        let threshold: Double
        /// Per mask value: `keepAll` where the old screen shows alone, else the weight of the old screen (0...256).
        let keepWeight: [UInt16]
        /// The smallest mask value that keeps the old screen alone (65536 when none does).
        let keepFrom: UInt32
        /// The smallest mask value that keeps any of the old screen (65536 when none does).
        let keepAnyFrom: UInt32
        /// Per blurred shadow value: the darkening weight of the new screen.
        let shade: [UInt32]
        /// Per column: its grid position for the mask and for the shadow.
        let maskColumns: [(Int, UInt32)], shadowColumns: [(Int, UInt32)]
        /// Per column: its shadow cell, and the weights of that cell and the next (`256 - f`, `f`) as floats.
        let shadowCells: [Int32], shadowLeft: [Float], shadowRight: [Float]
        /// Per mask cell: the first column whose mask cell is it or a later one (`w` past the last).
        let cellStarts: [Int]
        static let keepAll: UInt16 = 0xFFFF

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Disintegrate.self)
            let step = max(1, Int(f.pixelsPerPoint.rounded()))
            let gw = (f.width + step - 1) / step
            let gh = (f.height + step - 1) / step
            self.step = step
            self.gw = gw
            self.gh = gh
            w = f.width
            mask =
                t.mask.map { NoiseMask(width: gw, height: gh, image: $0) }
                ?? NoiseMask.cached(
                    width: gw, height: gh, seed: e.seed, cellPoints: Double(step) / f.pixelsPerPoint)
            let threshold = f.progress * (1 + 2 * edge) - edge
            self.threshold = threshold
            // The coverage grows with the mask value: none below `zeroBelow`, whole from `oneFrom`.
            let zeroBelow = Plan.first(where: { Plan.coverage(Double($0) / 65535, threshold) > 0 })
            let oneFrom = Plan.first(where: { Plan.coverage(Double($0) / 65535, threshold) >= 1 })
            // Per mask value: the old screen's coverage as a shadow value (0...255) and as a weight.
            var cover = [UInt8](repeating: 255, count: 65536)
            var weights = [UInt16](repeating: Self.keepAll, count: 65536)
            for m in 0..<zeroBelow {
                cover[m] = 0
                weights[m] = 0
            }
            for m in zeroBelow..<oneFrom {
                let keep = Plan.coverage(Double(m) / 65535, threshold)
                cover[m] = UInt8(keep * 255 + 0.5)
                weights[m] = keep <= 0 ? 0 : UInt16(PixelMath.weight(Float(keep)))
            }
            keepWeight = weights
            keepFrom = UInt32(oneFrom)
            keepAnyFrom = UInt32((zeroBelow..<oneFrom).first { weights[$0] != 0 } ?? oneFrom)
            let blurRadius = BoxBlur.passRadius(forBlur: f.pixels(e.shadowRadius) / Double(step))
            shadow = Plan.shadow(mask.values, cover, gw, gh, blurRadius)
            let o = e.resolvedShadowOffset(in: t.extent)
            offset = (x: f.pixels(o.x), y: f.pixels(o.y))
            density = Float(clamp01(e.shadowDensity))
            invStep = 1 / Double(step)
            let density = density
            shade = (0..<256).map { PixelMath.weight(1 - Float($0) / 255 * density) }
            let (invStep, offset, width) = (invStep, offset, f.width)
            maskColumns = (0..<width).map { grid(Double($0), invStep, gw) }
            shadowColumns = (0..<width).map { grid(Double($0) - offset.x, invStep, gw) }
            shadowCells = shadowColumns.map { Int32($0.0) }
            shadowLeft = shadowColumns.map { Float(256 - $0.1) }
            shadowRight = shadowColumns.map { Float($0.1) }
            // The mask cells grow with the column, so each cell's columns are one range.
            var starts = [Int](repeating: width, count: gw + 1)
            for x in (0..<width).reversed() { starts[maskColumns[x].0] = x }
            for c in (0..<gw).reversed() { starts[c] = min(starts[c], starts[c + 1]) }
            cellStarts = starts
        }

        /// The old screen's coverage (`cover` of each mask value) blurred on the grid, as 16-bit values.
        /// Loops over pointers: `Array.map` appends value by value, about 15 instructions each.
        static func shadow(_ values: [UInt16], _ cover: [UInt8], _ gw: Int, _ gh: Int, _ radius: Double) -> [UInt16] {
            let count = gw * gh
            let plane = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            defer { plane.deallocate() }
            values.withUnsafeBufferPointer { v in
                cover.withUnsafeBufferPointer { c in for i in 0..<count { plane[i] = UInt32(c[Int(v[i])]) } }
            }
            BoxBlur.blurPlane(plane, width: gw, height: gh, radius: radius)
            return [UInt16](unsafeUninitializedCapacity: count) { out, initialized in
                for i in 0..<count { out[i] = UInt16(truncatingIfNeeded: plane[i]) }
                initialized = count
            }
        }

        /// The least mask value in `0...65535` where `holds` (monotone: false, then true), or 65536.
        static func first(where holds: (Int) -> Bool) -> Int {
            var lo = 0
            var hi = 65536
            while lo < hi {
                let mid = (lo + hi) / 2
                if holds(mid) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }

        /// Old-screen coverage for a mask value in 0...1.
        @inline(__always) static func coverage(_ m: Double, _ threshold: Double) -> Double {
            min(max((m - threshold) / edge, 0), 1)
        }
    }

    /// The per-pixel formula in `Double` over every pixel: the reference the banded kernel is tested against.
    static func reference(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old)
        let plan = Plan(t, old)
        let (gw, gh, invStep, offset, w) = (plan.gw, plan.gh, plan.invStep, plan.offset, plan.w)
        f.run(old, new, &out) { o, n, d in
            plan.mask.values.withUnsafeBufferPointer { mv in
                plan.shadow.withUnsafeBufferPointer { sv in
                    for y in 0..<f.height {
                        let row = y * w
                        let my = grid(Double(y), invStep, gh)
                        let sy = grid(Double(y) - offset.y, invStep, gh)
                        for x in 0..<w {
                            let m = Double(bilinear(mv.baseAddress!, gw, grid(Double(x), invStep, gw), my)) / 65535
                            let keep = Plan.coverage(m, plan.threshold)
                            let i = row + x
                            if keep >= 1 {
                                d[i] = o[i]
                                continue
                            }
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

    /// A grid row blended with the next one at `y` over `cells` (a subrange of `0...gw`):
    /// `v[c] * (256 - f) + v[c + gw] * f`, at most 65535 * 256, the entry at `gw` repeating the last
    /// cell so that `across` can always read `c + 1`. With `across` it gives `bilinear`'s exact
    /// result: the bilinear polynomial is the same taken down the columns first, and nothing is
    /// rounded before the shift.
    @inline(__always) static func column(
        _ v: UnsafePointer<UInt16>, _ gw: Int, _ y: (Int, UInt32), cells: Range<Int>,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        let r0 = v + y.0 &* gw
        let r1 = y.1 == 0 ? r0 : r0 + gw
        let f = y.1
        let g = 256 &- y.1
        for c in cells {
            let k = min(c, gw - 1)
            out[c] = UInt32(r0[k]) &* g &+ UInt32(r1[k]) &* f
        }
    }

    /// A blended row (`column`) sampled at grid position `x`; a fraction of 0 ignores `c + 1`,
    /// which is the padding entry for the last cell. At most 65535 * 256 * 256 before the shift, below 2^32.
    @inline(__always) static func across<T: BinaryInteger>(_ v: UnsafePointer<T>, _ x: (Int, UInt32)) -> UInt32 {
        (UInt32(truncatingIfNeeded: v[x.0]) &* (256 &- x.1) &+ UInt32(truncatingIfNeeded: v[x.0 &+ 1]) &* x.1) >> 16
    }

    /// Wrapping arithmetic is exact here: grid values are at most 65535, so `top` is at most
    /// 65535 * 256 and the result's numerator at most 65535 * 65536, below 2^32.
    @inline(__always) static func bilinear<T: BinaryInteger>(
        _ v: UnsafePointer<T>, _ w: Int, _ x: (Int, UInt32), _ y: (Int, UInt32)
    ) -> UInt32 {
        let x1 = x.1 == 0 ? x.0 : x.0 &+ 1
        let r0 = v + y.0 &* w
        let r1 = y.1 == 0 ? r0 : r0 + w
        let a = UInt32(truncatingIfNeeded: r0[x.0])
        let b = UInt32(truncatingIfNeeded: r0[x1])
        let c = UInt32(truncatingIfNeeded: r1[x.0])
        let d = UInt32(truncatingIfNeeded: r1[x1])
        let top = a &* (256 &- x.1) &+ b &* x.1
        let bottom = c &* (256 &- x.1) &+ d &* x.1
        return (top &* (256 &- y.1) &+ bottom &* y.1) >> 16
    }
}
