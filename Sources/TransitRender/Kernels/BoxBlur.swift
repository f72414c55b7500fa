/// Constant-time-per-pixel box blur of packed premultiplied RGBA words by running sums: each pass
/// averages a `(2r+1)`-pixel window along rows, then along columns, with edge pixels extended.
/// Three passes approximate a Gaussian.
///
/// - Complexity: O(width × height × passes), independent of the radius.
enum BoxBlur {
    /// Blurs `pixels` (`width * height` words) in place with `passes` box passes of radius `radius` pixels.
    static func blur(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius: Int, passes: Int = 3) {
        guard radius > 0, width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        var sums = [UInt32](repeating: 0, count: width * 4)
        for _ in 0..<passes {
            line.withUnsafeMutableBufferPointer { l in
                for y in 0..<height { horizontal(pixels + y * width, width: width, radius: radius, scratch: l.baseAddress!) }
            }
            sums.withUnsafeMutableBufferPointer { s in
                vertical(pixels, width: width, height: height, radius: radius, sums: s.baseAddress!)
            }
        }
    }

    /// The radius of each of three box passes whose result looks like a box blur of `radius` pixels.
    static func passRadius(forBlur radius: Double) -> Int { Int((radius / 3.squareRoot()).rounded()) }

    @inline(__always) private static func divide(_ s: UInt32, _ mul: UInt64) -> UInt32 { UInt32((UInt64(s) &* mul) >> 32) }

    private static func horizontal(_ row: UnsafeMutablePointer<UInt32>, width: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt32>) {
        scratch.update(from: row, count: width)
        let mul = (UInt64(1) << 32) / UInt64(2 * r + 1) + 1
        // Channel sums packed two to a 64-bit word (red+blue, green+alpha), 32 bits each.
        var rb: UInt64 = 0, ga: UInt64 = 0
        @inline(__always) func lanes(_ p: UInt32) -> (UInt64, UInt64) {
            let q = UInt64(p)
            return ((q & 0xFF) | ((q >> 16) & 0xFF) << 32, ((q >> 8) & 0xFF) | (q >> 24) << 32)
        }
        let last = width - 1
        for i in -r...r { let (a, b) = lanes(scratch[min(max(i, 0), last)]); rb &+= a; ga &+= b }
        for x in 0..<width {
            row[x] = divide(UInt32(truncatingIfNeeded: rb), mul) | divide(UInt32(truncatingIfNeeded: ga), mul) << 8
                | divide(UInt32(truncatingIfNeeded: rb >> 32), mul) << 16 | divide(UInt32(truncatingIfNeeded: ga >> 32), mul) << 24
            let (a, b) = lanes(scratch[min(x + r + 1, last)]), (c, d) = lanes(scratch[max(x - r, 0)])
            rb = rb &+ a &- c; ga = ga &+ b &- d
        }
    }

    private static func vertical(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius r: Int, sums: UnsafeMutablePointer<UInt32>) {
        let mul = (UInt64(1) << 32) / UInt64(2 * r + 1) + 1
        let last = height - 1
        sums.update(repeating: 0, count: width * 4)
        @inline(__always) func accumulate(_ row: UnsafePointer<UInt32>, _ sign: Bool) {
            for x in 0..<width {
                let v = row[x], s = sums + x * 4
                if sign { s[0] &+= v & 0xFF; s[1] &+= (v >> 8) & 0xFF; s[2] &+= (v >> 16) & 0xFF; s[3] &+= v >> 24 }
                else { s[0] &-= v & 0xFF; s[1] &-= (v >> 8) & 0xFF; s[2] &-= (v >> 16) & 0xFF; s[3] &-= v >> 24 }
            }
        }
        // Rows are overwritten as we go, so keep the window's rows in a ring of copies.
        let ringCount = 2 * r + 2
        var ring = [UInt32](repeating: 0, count: ringCount * width)
        ring.withUnsafeMutableBufferPointer { rb in
            let ringBase = rb.baseAddress!
            // Ring slot k holds source row k (clamped rows are re-read from slots of rows 0 / last).
            var stored = 0  // source rows 0..<stored are copied into the ring at slot row % ringCount
            func source(_ y: Int) -> UnsafePointer<UInt32> {
                let yc = min(max(y, 0), last)
                while stored <= yc && stored < height {
                    (ringBase + (stored % ringCount) * width).update(from: p + stored * width, count: width)
                    stored += 1
                }
                return UnsafePointer(ringBase + (yc % ringCount) * width)
            }
            for i in -r...r { accumulate(source(i), true) }
            for y in 0..<height {
                let row = p + y * width
                // Make sure the rows this step subtracts or adds are saved before row y is overwritten.
                _ = source(y + r + 1)
                for x in 0..<width {
                    let s = sums + x * 4
                    row[x] = divide(s[0], mul) | divide(s[1], mul) << 8 | divide(s[2], mul) << 16 | divide(s[3], mul) << 24
                }
                accumulate(source(y + r + 1), true)
                accumulate(source(y - r), false)
            }
        }
    }
}
