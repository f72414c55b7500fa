/// `BoxBlur.blurPlane`: a plane of single values blurred four values to a word.
extension BoxBlur {
    /// Blurs a plane of single values (`0...255`, one per word) as `blur` would, four times
    /// cheaper: the horizontal passes run on four rows packed into the four channels of a word,
    /// the vertical ones on four columns. Box passes along the two axes commute, so all the
    /// horizontal passes run first; only the rounding between passes differs from `blur`.
    ///
    /// ```swift
    /// BoxBlur.blurPlane(coverage, width: gw, height: gh, radius: 2.9)   // disintegrate's shadow
    /// ```
    static func blurPlane(
        _ values: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius: Double, passes: Int = 3,
        lanes: Bool = PixelMath.vectorised
    ) {
        guard radius > 0.002, width > 0, height > 0 else { return }
        let r = Int(radius)
        let f = UInt64(((radius - Double(r)) * 256).rounded())
        let weight = UInt64(2 * r + 1) * 256 + 2 * f
        let mul = (UInt64(1) << 32) / weight + 1
        let bands = (height + 3) / 4
        let groups = (width + 3) / 4
        let packed = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width * bands, groups * height))
        defer { packed.deallocate() }
        let vector = lanes && r <= limit
        let d = Divider(f: f, mul: mul)
        // Four rows to a word: row 4j + k in channel k (rows past the end repeat the last).
        for j in 0..<bands { packRows(values, width: width, height: height, band: j, into: packed + j * width) }
        if vector {
            for _ in 0..<passes { horizontalLanes(packed, width: width, height: bands, r: r, d: d) }
        } else {
            let line = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            defer { line.deallocate() }
            for j in 0..<bands {
                for _ in 0..<passes {
                    horizontal(packed + j * width, width: width, r: r, f: f, mul: mul, scratch: line)
                }
            }
        }
        for j in 0..<bands { unpackRows(packed + j * width, width: width, height: height, band: j, into: values) }
        // Four columns to a word: column 4i + k in channel k (columns past the end repeat the last).
        // Written and read as raw bytes of the words (no typed byte access to memory bound to words).
        let bytes = UnsafeMutableRawPointer(packed)
        for y in 0..<height { packColumns(values + y * width, width: width, into: bytes + y * groups * 4) }
        if vector {
            for _ in 0..<passes { verticalLanes(packed, width: groups, height: height, r: r, d: d) }
        } else {
            let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: groups * 2)
            let ring = UnsafeMutablePointer<UInt32>.allocate(capacity: RowRing.slots(radius: r) * groups)
            defer {
                sums.deallocate()
                ring.deallocate()
            }
            for _ in 0..<passes {
                vertical(packed, width: groups, height: height, r: r, f: f, mul: mul, sums: sums, ring: ring)
            }
        }
        for y in 0..<height { unpackColumns(bytes + y * groups * 4, width: width, into: values + y * width) }
    }

    /// Band `j` of the plane as one row of words: rows `4j ..< 4j + 4` (clamped to the plane) in
    /// channels 0 to 3 of each column's word; eight columns at a time where the build vectorises.
    private static func packRows(
        _ values: UnsafePointer<UInt32>, width: Int, height: Int, band j: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        @inline(__always) func row(_ k: Int) -> UnsafePointer<UInt32> { values + min(4 * j + k, height - 1) * width }
        let r0 = row(0)
        let r1 = row(1)
        let r2 = row(2)
        let r3 = row(3)
        var x = 0
        if PixelMath.vectorised {
            let m = SIMD8<UInt32>(repeating: 0xFF)
            while x &+ 8 <= width {
                let a = PixelMath.load8(r0 + x) & m
                let b = PixelMath.load8(r1 + x) & m
                let c = PixelMath.load8(r2 + x) & m
                let e = PixelMath.load8(r3 + x) & m
                PixelMath.store8(a | b &<< 8 | c &<< 16 | e &<< 24, out + x)
                x &+= 8
            }
        }
        while x < width {
            out[x] = (r0[x] & 0xFF) | (r1[x] & 0xFF) << 8 | (r2[x] & 0xFF) << 16 | (r3[x] & 0xFF) << 24
            x += 1
        }
    }

    /// `packRows` undone: band `j`'s channels back into rows `4j ..< 4j + 4` that the plane has.
    private static func unpackRows(
        _ band: UnsafePointer<UInt32>, width: Int, height: Int, band j: Int, into values: UnsafeMutablePointer<UInt32>
    ) {
        for k in 0..<4 where 4 * j + k < height {
            let out = values + (4 * j + k) * width
            let shift = UInt32(8 * k)
            var x = 0
            if PixelMath.vectorised {
                while x &+ 8 <= width {
                    PixelMath.store8((PixelMath.load8(band + x) &>> shift) & SIMD8(repeating: 0xFF), out + x)
                    x &+= 8
                }
            }
            while x < width {
                out[x] = (band[x] >> shift) & 0xFF
                x += 1
            }
        }
    }

    /// A row of values as bytes, four columns to a word (`4 * groups` bytes; the last group's
    /// columns past the row repeat its last value); sixteen at a time where the build vectorises.
    private static func packColumns(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutableRawPointer) {
        var x = 0
        if PixelMath.vectorised {
            while x &+ 16 <= width {
                let v = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD16<UInt32>.self)
                out.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: v), toByteOffset: x, as: SIMD16<UInt8>.self)
                x &+= 16
            }
        }
        while x < width {
            out.storeBytes(of: UInt8(truncatingIfNeeded: row[x]), toByteOffset: x, as: UInt8.self)
            x += 1
        }
        let last = UInt8(truncatingIfNeeded: row[width - 1])
        while x % 4 != 0 {
            out.storeBytes(of: last, toByteOffset: x, as: UInt8.self)
            x += 1
        }
    }

    /// `packColumns` undone: the row's bytes back into one value a word.
    private static func unpackColumns(_ bytes: UnsafeRawPointer, width: Int, into row: UnsafeMutablePointer<UInt32>) {
        var x = 0
        if PixelMath.vectorised {
            while x &+ 16 <= width {
                let v = bytes.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(row + x).storeBytes(
                    of: SIMD16<UInt32>(truncatingIfNeeded: v), as: SIMD16<UInt32>.self)
                x &+= 16
            }
        }
        while x < width {
            row[x] = UInt32(bytes.load(fromByteOffset: x, as: UInt8.self))
            x += 1
        }
    }
}
