/// Constant-time-per-pixel box blur of packed premultiplied RGBA words by running sums: each pass
/// averages a window along rows, then along columns, with edge pixels extended. The radius may
/// be fractional: the window's two outer pixels count with the fraction's weight, so the blur
/// grows continuously with the radius. Three passes approximate a Gaussian.
///
/// - Complexity: O(width × height × passes), independent of the radius.
enum BoxBlur {
    /// Blurs `pixels` (`width * height` words) in place with `passes` box passes of radius `radius`
    /// pixels; four pixels at a time (`horizontalLanes`, `verticalLanes`) when `lanes` and the
    /// radius is at most `limit`, else pixel by pixel: the same words either way.
    static func blur(
        _ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius: Double, passes: Int = 3,
        lanes: Bool = PixelMath.vectorised
    ) {
        guard radius > 0.002, width > 0, height > 0 else { return }
        // Beyond a million pixels every radius blurs alike; the cap keeps `Int(radius)` in range.
        let radius = min(radius, 1e6)
        let r = Int(radius)
        let f = UInt64(((radius - Double(r)) * 256).rounded())
        let weight = UInt64(2 * r + 1) * 256 + 2 * f
        let mul = (UInt64(1) << 32) / weight + 1
        if lanes && r <= limit {
            let d = Divider(f: f, mul: mul)
            for _ in 0..<passes {
                horizontalLanes(pixels, width: width, height: height, r: r, d: d)
                verticalLanes(pixels, width: width, height: height, r: r, d: d)
            }
            return
        }
        var line = [UInt32](repeating: 0, count: width)
        var sums = [UInt64](repeating: 0, count: width * 2)
        var ring = [UInt32](repeating: 0, count: RowRing.slots(radius: r) * width)
        for _ in 0..<passes {
            line.withUnsafeMutableBufferPointer { l in
                for y in 0..<height {
                    horizontal(pixels + y * width, width: width, r: r, f: f, mul: mul, scratch: l.baseAddress!)
                }
            }
            sums.withUnsafeMutableBufferPointer { s in
                ring.withUnsafeMutableBufferPointer { rg in
                    vertical(
                        pixels, width: width, height: height, r: r, f: f, mul: mul, sums: s.baseAddress!,
                        ring: rg.baseAddress!)
                }
            }
        }
    }

    /// The radius of each of three box passes whose result looks like a box blur of `radius` pixels.
    static func passRadius(forBlur radius: Double) -> Double { radius / 3.squareRoot() }

    /// A pixel's channels in two 64-bit lanes of 32 bits: (red, blue) and (green, alpha).
    @inline(__always) static func lanes(_ p: UInt32) -> (UInt64, UInt64) {
        let q = UInt64(p)
        return ((q & 0xFF) | ((q >> 16) & 0xFF) << 32, ((q >> 8) & 0xFF) | (q >> 24) << 32)
    }

    /// The pixel whose lanes, times 256 plus `f` times the edge lanes, are divided by the window weight.
    @inline(__always) static func pack(
        _ rb: UInt64, _ ga: UInt64, _ erb: UInt64, _ ega: UInt64, _ f: UInt64, _ mul: UInt64
    ) -> UInt32 {
        let trb = rb &* 256 &+ erb &* f
        let tga = ga &* 256 &+ ega &* f
        @inline(__always) func div(_ lane: UInt64) -> UInt32 {
            UInt32(truncatingIfNeeded: ((lane & 0xFFFF_FFFF) &* mul) >> 32)
        }
        return div(trb) | div(tga) << 8 | div(trb >> 32) << 16 | div(tga >> 32) << 24
    }

    static func horizontal(
        _ row: UnsafeMutablePointer<UInt32>, width: Int, r: Int, f: UInt64, mul: UInt64,
        scratch: UnsafeMutablePointer<UInt32>
    ) {
        scratch.update(from: row, count: width)
        let last = width - 1
        @inline(__always) func at(_ i: Int) -> UInt32 { scratch[min(max(i, 0), last)] }
        var rb: UInt64 = 0
        var ga: UInt64 = 0
        for i in -r...r {
            let (a, b) = lanes(at(i))
            rb &+= a
            ga &+= b
        }
        for x in 0..<width {
            let (l0, l1) = lanes(at(x - r - 1))
            let (h0, h1) = lanes(at(x + r + 1))
            row[x] = pack(rb, ga, l0 &+ h0, l1 &+ h1, f, mul)
            let (c0, c1) = lanes(at(x - r))
            rb = rb &+ h0 &- c0
            ga = ga &+ h1 &- c1
        }
    }

    /// Column sums slide down the image; the rows the window still needs are kept in a ring of
    /// copies because each output row overwrites its source.
    static func vertical(
        _ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, r: Int, f: UInt64, mul: UInt64,
        sums: UnsafeMutablePointer<UInt64>, ring: UnsafeMutablePointer<UInt32>
    ) {
        sums.update(repeating: 0, count: width * 2)
        var rows = RowRing(pixels: p, width: width, height: height, radius: r, ring: ring, stride: width)
        for i in -r...r {
            let row = rows.row(i)
            for x in 0..<width {
                let (a, b) = lanes(row[x])
                sums[2 * x] &+= a
                sums[2 * x + 1] &+= b
            }
        }
        for y in 0..<height {
            let below = rows.row(y + r + 1)
            let above = rows.row(y - r - 1)
            let leaving = rows.row(y - r)
            let out = p + y * width
            for x in 0..<width {
                let (l0, l1) = lanes(above[x])
                let (h0, h1) = lanes(below[x])
                out[x] = pack(sums[2 * x], sums[2 * x + 1], l0 &+ h0, l1 &+ h1, f, mul)
                let (c0, c1) = lanes(leaving[x])
                sums[2 * x] = sums[2 * x] &+ h0 &- c0
                sums[2 * x + 1] = sums[2 * x + 1] &+ h1 &- c1
            }
        }
    }
}
