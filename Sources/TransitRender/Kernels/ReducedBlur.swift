/// A wide box blur done on a reduced image: the source averaged over `block` x `block` pixels,
/// blurred there by the radius over `block`, then drawn back at full size with bilinear
/// interpolation between block centres. For blurs of many pixels the result matches the blur at
/// full size closely (the block average and the interpolation widen the bell's variance by
/// about `block² / 4`, about 1% at 5 block pixels a pass) for about `1 / block²` of the blur's
/// work.
struct ReducedBlur {
    let width: Int, height: Int, block: Int
    /// The reduced size.
    let w: Int, h: Int
    private(set) var pixels: [UInt32]

    init(width: Int, height: Int, block: Int) {
        self.width = width
        self.height = height
        self.block = block
        w = (width + block - 1) / block
        h = (height + block - 1) / block
        pixels = [UInt32](repeating: 0, count: w * h)
    }

    /// The block size for a blur of `radius` pixels a pass: 1 (full size) below 16, else the
    /// largest power of two up to 8 that leaves at least `least` block pixels a pass.
    ///
    /// At least 5 (it was 8): `blur`'s frames on the sample screens at 1170x2532 measured against
    /// the full-size blur (`BlurKernel.reference`) over its run (progress 0.1 to 0.9) are within
    /// 10 of 255 at most and 1.12 on average (blocks of 4 at progress 0.25, 21.6 pixels a pass:
    /// 10 and 0.85; blocks of 8 at 0.5 and 0.75: 7 and 0.83, 9 and 1.12), where blocks of 8
    /// block pixels a pass were within 6 and 0.57: inside the reduced blur's tested bound on
    /// noise (16 and 1.5), at a quarter of the box passes' work and memory on those frames.
    ///
    /// ```swift
    /// ReducedBlur.block(forPassRadius: 21.6)   // 4: 5.4 block pixels a pass
    /// ```
    static func block(forPassRadius radius: Double, least: Double = 5) -> Int {
        guard radius >= 16 else { return 1 }
        var b = 2
        while b < 8 && radius / Double(2 * b) >= least { b *= 2 }
        return b
    }

    /// Averages `source` (the full-size image) over the blocks and blurs the result (`boxPasses`).
    mutating func blur(_ source: UnsafePointer<UInt32>, radius: Double) {
        reduce(source)
        let (w, h, block) = (w, h, block)
        var scratch = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBufferPointer { p in
            scratch.withUnsafeMutableBufferPointer {
                Self.boxPasses(
                    p.baseAddress!, width: w, height: h, radius: radius / Double(block), scratch: $0.baseAddress!)
            }
        }
    }

    /// Both images blurred (each by its own radius) and mixed, `weight / 256` of the second.
    mutating func blur(
        _ first: UnsafePointer<UInt32>, radius: Double, mixing second: UnsafePointer<UInt32>, radius radius2: Double,
        weight: UInt32
    ) {
        var other = ReducedBlur(width: width, height: height, block: block)
        other.blur(second, radius: radius2)
        blur(first, radius: radius)
        other.pixels.withUnsafeBufferPointer { b in
            pixels.withUnsafeMutableBufferPointer { a in
                for i in 0..<a.count { a[i] = PixelMath.lerp(a[i], b[i], weight) }
            }
        }
    }

    /// The block averages of `source`; blocks cut by the image's edge average the pixels they hold.
    /// Each block row's columns are summed first, eight columns at a time down the block's rows
    /// (a loop the compiler vectorises), then each block's columns: a whole block (`block²`
    /// pixels, a power of two) divides both 16-bit halves of a packed sum with one shift, a block
    /// cut by the edge by a multiply per channel.
    private mutating func reduce(_ source: UnsafePointer<UInt32>) {
        let (width, height, block, w, h) = (width, height, block, w, h)
        var rbColumns = [UInt32](repeating: 0, count: width)
        var gaColumns = [UInt32](repeating: 0, count: width)
        let reciprocals: [UInt64] = (0...(block * block)).map { (n: Int) -> UInt64 in
            n == 0 ? 0 : (UInt64(1 << 22) + UInt64(n - 1)) / UInt64(n)
        }
        let shift = UInt32((block * block).trailingZeroBitCount)
        let whole = width / block
        let halves = UInt32(block * block / 2) * 0x0001_0001
        let m = UInt32(0x00FF_00FF)
        pixels.withUnsafeMutableBufferPointer { out in
            rbColumns.withUnsafeMutableBufferPointer { rbb in
                gaColumns.withUnsafeMutableBufferPointer { gab in
                    let rb = rbb.baseAddress!
                    let ga = gab.baseAddress!
                    for by in 0..<h {
                        let y0 = by * block
                        let y1 = min(height, y0 + block)
                        let top = source + y0 * width
                        var x = 0
                        while PixelMath.vectorised && x &+ 8 <= width {
                            let mm = SIMD8<UInt32>(repeating: 0x00FF_00FF)
                            var r = SIMD8<UInt32>()
                            var g = SIMD8<UInt32>()
                            var row = top + x
                            for _ in y0..<y1 {
                                let p = PixelMath.load8(row)
                                r &+= p & mm
                                g &+= (p &>> 8) & mm
                                row += width
                            }
                            PixelMath.store8(r, rb + x)
                            PixelMath.store8(g, ga + x)
                            x &+= 8
                        }
                        while x < width {
                            var r: UInt32 = 0
                            var g: UInt32 = 0
                            for y in y0..<y1 {
                                let p = top[(y - y0) * width + x]
                                r &+= p & m
                                g &+= (p >> 8) & m
                            }
                            rb[x] = r
                            ga[x] = g
                            x &+= 1
                        }
                        let o = out.baseAddress! + by * w
                        // At most 64 pixels of 255: each 16-bit half holds its sum (at most 16,320),
                        // and with half a block's count added it stays below 2^16, so the shift of
                        // the packed word divides each half alone (bits shifted in from the high
                        // half land above the low half's byte, where the mask clears them).
                        if y1 - y0 == block {
                            for bx in 0..<whole {
                                var r: UInt32 = 0
                                var g: UInt32 = 0
                                for x in (bx * block)..<(bx * block + block) {
                                    r &+= rb[x]
                                    g &+= ga[x]
                                }
                                o[bx] = ((r &+ halves) >> shift) & m | (((g &+ halves) >> shift) & m) << 8
                            }
                        }
                        for bx in (y1 - y0 == block ? whole : 0)..<w {
                            var r: UInt32 = 0
                            var g: UInt32 = 0
                            let x0 = bx * block
                            let x1 = min(width, x0 + block)
                            for x in x0..<x1 {
                                r &+= rb[x]
                                g &+= ga[x]
                            }
                            let n = (y1 - y0) * (x1 - x0)
                            let half = UInt64(n / 2)
                            let m = reciprocals[n]
                            /// `(s + half) / n` as a multiply: `m` is `2^22 / n` rounded up, which
                            /// overshoots by under `(s + half) / 2^22 < 1 / 128` (`s + half < 2^15`),
                            /// less than the `1 / n` (n at most 64) a quotient's fraction stays below 1.
                            @inline(__always) func divide(_ s: UInt32) -> UInt32 {
                                UInt32(truncatingIfNeeded: ((UInt64(s) &+ half) &* m) >> 22)
                            }
                            let c0 = divide(r & 0xFFFF)
                            let c2 = divide(r >> 16)
                            let c1 = divide(g & 0xFFFF)
                            let c3 = divide(g >> 16)
                            o[bx] = c0 | c1 << 8 | c2 << 16 | c3 << 24
                        }
                    }
                }
            }
        }
    }

    /// Draws the blurred image at full size into `d` (`width * height` words).
    func draw(into d: UnsafeMutablePointer<UInt32>) { draw(rows: 0..<height, columns: 0..<width, into: d) }

    /// A full-size coordinate as (block index, weight of the next block in 0...256): pixel
    /// centres `(i + 0.5) / block - 0.5` in block pixels, clamped to the first and last block
    /// centres. A weight above 0 comes with an index below `n - 1`.
    static func position(_ i: Int, _ n: Int, block: Int) -> (index: Int, weight: UInt32) {
        let g = min(max((Double(i) + 0.5) / Double(block) - 0.5, 0), Double(n - 1))
        let fixed = Int(g * 256 + 0.5)
        return (min(fixed >> 8, n - 1), UInt32(fixed & 255))
    }

    /// Draws `rows` x `columns` of the blurred image at full size, row `y` at `d + y * width`:
    /// each pixel interpolated between the four nearest block centres (`position`). A block row
    /// is interpolated across once and kept while the output rows lie between it and the next;
    /// each output row is then one lerp of two such rows with one weight, eight pixels at a time.
    /// With a `tint` (alpha above 0) the colour is laid over the blur (`BackdropTint`); with a
    /// `weight` (0...256) the result is laid over what `d` holds at that weight
    /// (`PixelMath.over(PixelMath.scale(blur, weight), d)`), as a translucent layer of the blur would be.
    /// The tint and the weight are applied to the interpolated block rows, once a block row, not
    /// to every pixel: both are affine in the pixel, so only the rounding moves (each of the
    /// tint's, the scale's and the lerp's floors taken in another order: within 2 of 255 of
    /// tinting and scaling each pixel, `theTintedBlurLaidOverThePictureIsTheLayerOfTheTintedBlur`).
    func draw(
        rows: Range<Int>, columns: Range<Int>, into d: UnsafeMutablePointer<UInt32>, tint: UInt32 = 0,
        weight: UInt32? = nil
    ) {
        let (width, height, block, w, h) = (width, height, block, w, h)
        let rows = rows.clamped(to: 0..<height)
        let columns = columns.clamped(to: 0..<width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let count = columns.count
        let x0 = columns.lowerBound
        // Per output column: the two block columns (the second clamped: its weight is 0 there)
        // and the weight, then two lines of block rows interpolated across.
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 8 * count)
        defer { table.deallocate() }
        let left = table
        let right = table + count
        let across = table + 2 * count
        let line = table + 3 * count
        // The two block rows kept split (`SplitRow`), as the lerp and the blend down use them.
        let lines = (
            SplitRow(rb: table + 4 * count, ga: table + 5 * count),
            SplitRow(rb: table + 6 * count, ga: table + 7 * count)
        )
        for i in 0..<count {
            let (b, a) = Self.position(x0 + i, w, block: block)
            left[i] = UInt32(b)
            right[i] = UInt32(min(b + 1, w - 1))
            across[i] = a | a << 16
        }
        let tinted = tint >> 24 != 0 ? BackdropTint(tint) : nil
        var held = (-1, -1)
        // Each line's one alpha, when all its pixels share it (-1: they do not).
        var alphas = (-1, -1)
        pixels.withUnsafeBufferPointer { src in
            let src = src.baseAddress!
            for y in rows {
                let (r0, down) = Self.position(y, h, block: block)
                let r1 = down == 0 ? r0 : min(r0 + 1, h - 1)
                // The lines hold block rows `held`; a row missing is filled into the line not
                // holding the other. `left` and `right` are below `w` (`position`), and the block
                // rows below `h`, so every read is inside the reduced image.
                for r in r0...r1 where held.0 != r && held.1 != r {  // r1 is r0 or the next
                    let other = r == r0 ? r1 : r0
                    let second = held.0 == other
                    let kept = second ? lines.1 : lines.0
                    if second { held.1 = r } else { held.0 = r }
                    let row = src + r * w
                    var i = 0
                    while PixelMath.vectorised && i &+ 8 <= count {
                        var a = SIMD8<UInt32>()
                        var b = SIMD8<UInt32>()
                        for j in 0..<8 {
                            a[j] = row[Int(truncatingIfNeeded: left[i &+ j])]
                            b[j] = row[Int(truncatingIfNeeded: right[i &+ j])]
                        }
                        PixelMath.store8(PixelMath.lerp(a, b, PixelMath.load8(across + i)), line + i)
                        i &+= 8
                    }
                    while i < count {
                        line[i] = PixelMath.lerp(
                            row[Int(truncatingIfNeeded: left[i])], row[Int(truncatingIfNeeded: right[i])],
                            across[i] & 0xFFFF)
                        i &+= 1
                    }
                    Self.prepare(line, count: count, tint: tinted, weight: weight)
                    i = 0
                    while PixelMath.vectorised && i &+ 8 <= count {
                        kept.set(i, Split8(PixelMath.load8(line + i)))
                        i &+= 8
                    }
                    while i < count {
                        kept.set(i, line[i])
                        i &+= 1
                    }
                    let alpha = weight == nil ? -1 : Self.sharedAlpha(line, count: count)
                    if second { alphas.1 = alpha } else { alphas.0 = alpha }
                }
                let a = held.0 == r0 ? lines.0 : lines.1
                let b = held.0 == r1 ? lines.0 : lines.1
                let alphaA = held.0 == r0 ? alphas.0 : alphas.1
                let alphaB = held.0 == r1 ? alphas.0 : alphas.1
                Self.finish(
                    a, b, down, into: d + y * width + x0, count: count, over: weight != nil,
                    alpha: alphaA == alphaB && alphaA >= 0 ? UInt32(alphaA) : nil)
            }
        }
    }

    /// An interpolated block row tinted and scaled by `weight` in place (as `draw` says).
    @inline(__always)
    private static func prepare(_ line: UnsafeMutablePointer<UInt32>, count: Int, tint: BackdropTint?, weight: UInt32?)
    {
        guard tint != nil || weight != nil else { return }
        let k = weight ?? 256
        var i = 0
        while PixelMath.vectorised && i &+ 8 <= count {
            var v = PixelMath.load8(line + i)
            if let tint { v = tint(v) }
            if k < 256 { v = PixelMath.scale(v, k) }
            PixelMath.store8(v, line + i)
            i &+= 8
        }
        while i < count {
            var v = line[i]
            if let tint { v = tint(v) }
            if k < 256 { v = PixelMath.scale(v, k) }
            line[i] = v
            i &+= 1
        }
    }

    /// The alpha every one of the `count` pixels of `line` has, or -1.
    private static func sharedAlpha(_ line: UnsafePointer<UInt32>, count: Int) -> Int {
        guard count > 0 else { return -1 }
        let first = line[0] >> 24
        var i = 0
        if PixelMath.vectorised {
            let v = SIMD8<UInt32>(repeating: first)
            while i &+ 8 <= count {
                if any(PixelMath.load8(line + i) &>> 24 .!= v) { return -1 }
                i &+= 8
            }
        }
        while i < count {
            if line[i] >> 24 != first { return -1 }
            i &+= 1
        }
        return Int(first)
    }

    /// `lerp(a[i], b[i], t)` for `count` pixels into `d`, laid `over` what `d` holds or not: eight
    /// at a time from the split lanes, packed once when stored (the same values as packed). With
    /// `alpha`, the alpha of every pixel of `a` and `b` (so of their lerps), what `d` holds is
    /// scaled by the one factor `256 - alpha`.
    @inline(__always)
    static func finish(
        _ a: SplitRow, _ b: SplitRow, _ t: UInt32, into d: UnsafeMutablePointer<UInt32>, count: Int, over: Bool,
        alpha: UInt32?
    ) {
        var i = 0
        let tt = SIMD8<UInt32>(repeating: t | t << 16)
        if over, let alpha {
            let kk = SIMD8<UInt32>(repeating: (256 - alpha) | (256 - alpha) << 16)
            while PixelMath.vectorised && i &+ 8 <= count {
                let v = Split8(a, i).lerp(to: Split8(b, i), tt)
                PixelMath.store8(v.packed &+ PixelMath.scale(PixelMath.load8(d + i), kk), d + i)
                i &+= 8
            }
        } else if over {
            while PixelMath.vectorised && i &+ 8 <= count {
                let v = Split8(a, i).lerp(to: Split8(b, i), tt)
                PixelMath.store8(v.over(PixelMath.load8(d + i)), d + i)
                i &+= 8
            }
        } else {
            while PixelMath.vectorised && i &+ 8 <= count {
                PixelMath.store8(Split8(a, i).lerp(to: Split8(b, i), tt).packed, d + i)
                i &+= 8
            }
        }
        while i < count {
            let v = PixelMath.lerp(a[i], b[i], t)
            d[i] = over ? PixelMath.over(v, d[i]) : v
            i &+= 1
        }
    }
}
