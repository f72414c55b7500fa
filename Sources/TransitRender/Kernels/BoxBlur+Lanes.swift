/// `BoxBlur`'s passes four pixels at a time, each channel in its own 32-bit lane (channel planes
/// of four pixels): the same window sums, edge weights and division as the scalar passes, so the
/// same result to the bit.
///
/// - The vertical pass adds and subtracts whole rows: four columns' sums a vector.
/// - The horizontal pass runs on four rows at once: their pixels interleaved (one vector per
///   column of the four rows, the row's ends extended by `r + 1` copies so no index is clamped),
///   one running sum per row in the vector's lanes.
/// - The division `(sum * 256 + edges * f) * mul >> 32` is `sum * (256 mul) + edges * (f mul)`:
///   two 32 x 32 -> 64-bit multiplies (`pmuludq` on SSE2) per lane pair.
///
/// Taken for pass radii up to `limit` (sums stay below 2^21, the products below 2^54).
extension BoxBlur {
    /// The largest pass radius (whole pixels) the lane passes take; wider ones run the scalar passes.
    static let limit = 4096

    /// Four pixels' channels, one plane per channel.
    struct Planes {
        var c0: SIMD4<UInt32>, c1: SIMD4<UInt32>, c2: SIMD4<UInt32>, c3: SIMD4<UInt32>

        @inline(__always) init(_ p: SIMD4<UInt32>) {
            let m = SIMD4<UInt32>(repeating: 255)
            c0 = p & m
            c1 = (p &>> 8) & m
            c2 = (p &>> 16) & m
            c3 = p &>> 24
        }
        @inline(__always) init() {
            c0 = .zero
            c1 = .zero
            c2 = .zero
            c3 = .zero
        }
        @inline(__always) static func + (a: Planes, b: Planes) -> Planes {
            var s = a
            s.c0 &+= b.c0
            s.c1 &+= b.c1
            s.c2 &+= b.c2
            s.c3 &+= b.c3
            return s
        }
        @inline(__always) static func - (a: Planes, b: Planes) -> Planes {
            var s = a
            s.c0 &-= b.c0
            s.c1 &-= b.c1
            s.c2 &-= b.c2
            s.c3 &-= b.c3
            return s
        }
    }

    /// The window's division as two multipliers, both below 2^32: `256 mul` (the weight is at
    /// least 258, as `f >= 1` when `r == 0`, so `mul < 2^24`) and `f mul`.
    struct Divider {
        let whole: SIMD2<UInt64>, edge: SIMD2<UInt64>

        init(f: UInt64, mul: UInt64) {
            whole = SIMD2(repeating: (256 &* mul) & 0xFFFF_FFFF)
            edge = SIMD2(repeating: (f &* mul) & 0xFFFF_FFFF)
        }

        /// `pack`'s quotient for one plane: `(sum * 256 + edges * f) * mul >> 32`, lane by lane.
        @inline(__always) func divide(_ sum: SIMD4<UInt32>, _ edges: SIMD4<UInt32>) -> SIMD4<UInt32> {
            let low = SIMD2<UInt64>(repeating: 0xFFFF_FFFF)
            let s = unsafeBitCast(sum, to: SIMD2<UInt64>.self)
            let e = unsafeBitCast(edges, to: SIMD2<UInt64>.self)
            let (wm, em) = (whole & low, edge & low)
            let even = ((s & low) &* wm &+ (e & low) &* em) &>> 32
            let odd = ((s &>> 32) &* wm &+ (e &>> 32) &* em) & ~low
            return unsafeBitCast(even | odd, to: SIMD4<UInt32>.self)
        }

        /// The four pixels of the window sums `sum` with edge pixels `edges`.
        @inline(__always) func pack(_ sum: Planes, _ edges: Planes) -> SIMD4<UInt32> {
            divide(sum.c0, edges.c0) | divide(sum.c1, edges.c1) &<< 8 | divide(sum.c2, edges.c2) &<< 16
                | divide(sum.c3, edges.c3) &<< 24
        }
    }

    @inline(__always) static func load4(_ p: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }

    /// One horizontal pass on every row of `pixels`, four rows at a time.
    static func horizontalLanes(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, r: Int, d: Divider) {
        let pad = r + 1
        let count = width + 2 * pad
        let scratch = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: count)
        let result = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: width)
        defer {
            scratch.deallocate()
            result.deallocate()
        }
        for y in stride(from: 0, to: height, by: 4) {
            // The last group repeats its last row in the missing lanes: they compute (and write) the same words.
            @inline(__always) func row(_ k: Int) -> UnsafeMutablePointer<UInt32> {
                pixels + min(y + k, height - 1) * width
            }
            let (a, b, c, e) = (row(0), row(1), row(2), row(3))
            for x in 0..<width { scratch[pad + x] = SIMD4(a[x], b[x], c[x], e[x]) }
            let first = scratch[pad]
            let last = scratch[pad + width - 1]
            for i in 0..<pad {
                scratch[i] = first
                scratch[pad + width + i] = last
            }
            // Column x reads columns x - r - 1 ... x + r + 1, all within the padded scratch.
            let s = scratch + pad
            var sum = Planes()
            for i in -r...r { sum = sum + Planes(s[i]) }
            for x in 0..<width {
                let high = Planes(s[x + r + 1])
                result[x] = d.pack(sum, Planes(s[x - r - 1]) + high)
                sum = sum + high - Planes(s[x - r])
            }
            for x in 0..<width {
                let v = result[x]
                a[x] = v[0]
                b[x] = v[1]
                c[x] = v[2]
                e[x] = v[3]
            }
        }
    }

    /// One vertical pass over all of `pixels`: column sums slide down four columns a vector; the
    /// rows the window still needs are kept in a ring of copies (each output row overwrites its
    /// source), each copy padded to whole groups of four.
    static func verticalLanes(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, r: Int, d: Divider) {
        let groups = (width + 3) / 4
        let stride = groups * 4
        let ring = UnsafeMutablePointer<UInt32>.allocate(capacity: RowRing.slots(radius: r) * stride)
        ring.initialize(repeating: 0, count: RowRing.slots(radius: r) * stride)
        let sums = UnsafeMutablePointer<Planes>.allocate(capacity: groups)
        sums.initialize(repeating: Planes(), count: groups)
        var tail = SIMD4<UInt32>()
        defer {
            ring.deallocate()
            sums.deallocate()
        }
        var rows = RowRing(pixels: p, width: width, height: height, radius: r, ring: ring, stride: stride)
        for i in -r...r {
            let row = rows.row(i)
            for g in 0..<groups { sums[g] = sums[g] + Planes(load4(row + 4 * g)) }
        }
        let full = width / 4
        for y in 0..<height {
            let below = rows.row(y + r + 1)
            let above = rows.row(y - r - 1)
            let leaving = rows.row(y - r)
            let out = p + y * width
            @inline(__always) func group(_ g: Int) -> SIMD4<UInt32> {
                let high = Planes(load4(below + 4 * g))
                let v = d.pack(sums[g], Planes(load4(above + 4 * g)) + high)
                sums[g] = sums[g] + high - Planes(load4(leaving + 4 * g))
                return v
            }
            for g in 0..<full { UnsafeMutableRawPointer(out + 4 * g).storeBytes(of: group(g), as: SIMD4<UInt32>.self) }
            if full < groups {
                tail = group(full)
                for x in (4 * full)..<width { out[x] = tail[x - 4 * full] }
            }
        }
    }
}
