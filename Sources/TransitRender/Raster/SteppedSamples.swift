/// The bilinear samples of eight pixels for `steppedRow`, from their texel positions as 32-bit
/// vector lanes: the texel indices, weights and even/odd split are vector arithmetic, and each
/// pixel costs two 64-bit loads (its top and bottom texel pairs) straight into vector registers.
/// The taps, weights, order of the lerps (across, then down) and roundings are `bilinearRow`'s,
/// so the samples are the general sampler's to the bit.
///
/// Memory safety: the caller passes positions whose texels (x0, y0) to (x0 + 1, y0 + 1) lie
/// inside the texture (`steppedRow` checks each group's first and last position against its box,
/// see `SteppedRows.swift`), in a texture at most `SteppedSamples.maxSide` texels a side, so every
/// lane's position, column, row and index below fit their 32-bit lanes without wrapping.
enum SteppedSamples {
    /// The largest texture side the 32-bit lanes take: a 16.16 position plus 128 inside it is
    /// below 2^31, and an index `y * width + x` below 2^30.
    static let maxSide = 32767

    /// Eight pixels sampled from `tex` (`width` texels a row) at the 16.16 positions `px`, `py`
    /// (each already plus 128, half a step of the 24.8 position the sampler filters with).
    ///
    /// ```swift
    /// let s = SteppedSamples.sample8(tex, width: w, px: lanesX, py: lanesY)
    /// ```
    @inline(__always)
    static func sample8(_ tex: UnsafePointer<UInt32>, width: Int, px: SIMD8<UInt32>, py: SIMD8<UInt32>)
        -> SIMD8<UInt32>
    {
        // Rows and columns are below 2^15 (`maxSide`), so the product is one 16-bit multiply-add.
        let side = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: width) & 0x7FFF)
        // In bytes, in the 32-bit lanes (below 2^32: rows and columns below 2^15): each lane
        // leaves the vector zero-extended by its move, where a lane widened to 64 bits and then
        // multiplied by 4 took two vector steps and a move a pair.
        let offset = (((py &>> 16) & 0x7FFF) &* side &+ (px &>> 16)) &<< 2
        let top = UnsafeRawPointer(tex)
        let bottom = UnsafeRawPointer(tex + width)
        @inline(__always) func pair(_ row: UnsafeRawPointer, _ k: Int) -> SIMD2<UInt32> {
            row.loadUnaligned(fromByteOffset: Int(offset[k]), as: SIMD2<UInt32>.self)
        }
        @inline(__always) func row(_ base: UnsafeRawPointer) -> SIMD16<UInt32> {
            pairs(
                pair(base, 0), pair(base, 1), pair(base, 2), pair(base, 3),
                pair(base, 4), pair(base, 5), pair(base, 6), pair(base, 7))
        }
        return filter(upper: row(top), under: row(bottom), fx: (px &>> 8) & 255, fy: (py &>> 8) & 255)
    }

    /// Eight pixels sampled from `tex` at 16.16 positions stepped one by one from `(px, py)` (each
    /// already plus 128): first differences `(ex, ey)`, each growing by `(ddx, ddy)` a pixel (a
    /// perspective group's Taylor steps). Each pixel's texel pairs are loaded straight into vector
    /// registers (no lanes stored and read back) and its weights are bits 8...15 of its position;
    /// the samples are those of the per-lane loop to the bit. The caller proves every position's
    /// texels (x0, y0) to (x0 + 1, y0 + 1) inside the texture, as for `sample8`.
    ///
    /// ```swift
    /// let s = SteppedSamples.stepped8(tex, width: w, px: sx + 128, py: sy + 128, ex: ex, ey: ey, ddx: ddx, ddy: ddy)
    /// ```
    @inline(__always)
    static func stepped8(
        _ tex: UnsafePointer<UInt32>, width: Int, px: Int, py: Int, ex: Int, ey: Int, ddx: Int, ddy: Int
    ) -> SIMD8<UInt32> {
        var qx = px
        var qy = py
        var stepX = ex
        var stepY = ey
        let down = width &* 4
        @inline(__always) func next() -> (SIMD2<UInt32>, SIMD2<UInt32>, UInt32, UInt32) {
            let p = UnsafeRawPointer(tex + ((qy >> 16) &* width &+ (qx >> 16)))
            let r = (
                p.loadUnaligned(as: SIMD2<UInt32>.self), p.loadUnaligned(fromByteOffset: down, as: SIMD2<UInt32>.self),
                UInt32(truncatingIfNeeded: qx >> 8) & 255, UInt32(truncatingIfNeeded: qy >> 8) & 255
            )
            qx &+= stepX
            qy &+= stepY
            stepX &+= ddx
            stepY &+= ddy
            return r
        }
        let a = next()
        let b = next()
        let c = next()
        let d = next()
        let e = next()
        let f = next()
        let g = next()
        let h = next()
        return filter(
            upper: pairs(a.0, b.0, c.0, d.0, e.0, f.0, g.0, h.0), under: pairs(a.1, b.1, c.1, d.1, e.1, f.1, g.1, h.1),
            fx: SIMD8(a.2, b.2, c.2, d.2, e.2, f.2, g.2, h.2), fy: SIMD8(a.3, b.3, c.3, d.3, e.3, f.3, g.3, h.3))
    }

    /// Eight pixels' texel pairs as one vector: pixel k's left and right texels are words 2k and
    /// 2k + 1 (the layout `filter` reads).
    @inline(__always)
    static func pairs(
        _ p0: SIMD2<UInt32>, _ p1: SIMD2<UInt32>, _ p2: SIMD2<UInt32>, _ p3: SIMD2<UInt32>, _ p4: SIMD2<UInt32>,
        _ p5: SIMD2<UInt32>, _ p6: SIMD2<UInt32>, _ p7: SIMD2<UInt32>
    ) -> SIMD16<UInt32> {
        SIMD16(
            lowHalf: SIMD8(lowHalf: SIMD4(lowHalf: p0, highHalf: p1), highHalf: SIMD4(lowHalf: p2, highHalf: p3)),
            highHalf: SIMD8(lowHalf: SIMD4(lowHalf: p4, highHalf: p5), highHalf: SIMD4(lowHalf: p6, highHalf: p7)))
    }

    /// The bilinear filter of eight pixels: `upper` and `under` hold each pixel's texel pairs of
    /// its two texel rows (`pairs`), `fx` and `fy` its weights (`0...255`). Every stepped group,
    /// whichever way its texels were loaded, ends here, so all of them filter alike.
    ///
    /// ```swift
    /// let s = SteppedSamples.filter(upper: top, under: bottom, fx: fx, fy: fy)
    /// ```
    @inline(__always)
    static func filter(upper: SIMD16<UInt32>, under: SIMD16<UInt32>, fx: SIMD8<UInt32>, fy: SIMD8<UInt32>)
        -> SIMD8<UInt32>
    {
        filter(upper: upper, under: under, axx: fx | fx &<< 16, ayy: fy | fy &<< 16)
    }

    /// `filter` with the weights given in both 16-bit halves of their lanes.
    @inline(__always)
    static func filter(upper: SIMD16<UInt32>, under: SIMD16<UInt32>, axx: SIMD8<UInt32>, ayy: SIMD8<UInt32>)
        -> SIMD8<UInt32>
    {
        let top = split(upper)
        let bottom = split(under)
        return PixelMath.lerp(
            PixelMath.lerp(top.even, top.odd, axx),
            PixelMath.lerp(bottom.even, bottom.odd, axx), ayy)
    }

    /// The first and second texels of eight pairs, split four pairs at a time (two registers'
    /// worth, one `shufps` each half on SSE2; `evenHalf` and `oddHalf` of the sixteen lanes at
    /// once came out as a chain of single-lane moves).
    @inline(__always)
    static func split(_ v: SIMD16<UInt32>) -> (even: SIMD8<UInt32>, odd: SIMD8<UInt32>) {
        let a = v.lowHalf.lowHalf
        let b = v.lowHalf.highHalf
        let c = v.highHalf.lowHalf
        let d = v.highHalf.highHalf
        return (
            SIMD8(lowHalf: SIMD4(a[0], a[2], b[0], b[2]), highHalf: SIMD4(c[0], c[2], d[0], d[2])),
            SIMD8(lowHalf: SIMD4(a[1], a[3], b[1], b[3]), highHalf: SIMD4(c[1], c[3], d[1], d[3]))
        )
    }
}
