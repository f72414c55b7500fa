/// A wide box blur done on a reduced image: the source averaged over `block` x `block` pixels,
/// blurred there by the radius over `block`, then drawn back at full size with bilinear
/// interpolation between block centres. For blurs of many pixels the result matches the blur at
/// full size closely (the block average and the interpolation widen the bell's variance by
/// about `block² / 4`, a fraction of a percent at 8 block pixels a pass) for about `1 / block²`
/// of the blur's work.
struct ReducedBlur {
    let width: Int, height: Int, block: Int
    /// The reduced size.
    let w: Int, h: Int
    private(set) var pixels: [UInt32]

    init(width: Int, height: Int, block: Int) {
        self.width = width; self.height = height; self.block = block
        w = (width + block - 1) / block; h = (height + block - 1) / block
        pixels = [UInt32](repeating: 0, count: w * h)
    }

    /// The block size for a blur of `radius` pixels a pass: 1 (full size) below 16, else the
    /// largest power of two up to 8 that leaves at least 8 block pixels a pass.
    static func block(forPassRadius radius: Double) -> Int {
        var b = 1
        while b < 8 && radius / Double(2 * b) >= 8 { b *= 2 }
        return b
    }

    /// Averages `source` (the full-size image) over the blocks and blurs the result.
    mutating func blur(_ source: UnsafePointer<UInt32>, radius: Double) {
        reduce(source)
        let (w, h, block) = (w, h, block)
        pixels.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: w, height: h, radius: radius / Double(block))
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
    /// The block's rows are summed column by column first (a loop the compiler vectorises), then
    /// each block's columns.
    private mutating func reduce(_ source: UnsafePointer<UInt32>) {
        let (width, height, block, w, h) = (width, height, block, w, h)
        var rbColumns = [UInt32](repeating: 0, count: width), gaColumns = [UInt32](repeating: 0, count: width)
        pixels.withUnsafeMutableBufferPointer { out in
            rbColumns.withUnsafeMutableBufferPointer { rbb in
                gaColumns.withUnsafeMutableBufferPointer { gab in
                    let rb = rbb.baseAddress!, ga = gab.baseAddress!
                    for by in 0..<h {
                        let y0 = by * block, y1 = min(height, y0 + block)
                        rb.update(repeating: 0, count: width); ga.update(repeating: 0, count: width)
                        for y in y0..<y1 {
                            let row = source + y * width
                            for x in 0..<width {
                                let p = row[x]
                                rb[x] &+= p & 0x00FF_00FF; ga[x] &+= (p >> 8) & 0x00FF_00FF
                            }
                        }
                        for bx in 0..<w {
                            // At most 64 pixels of 255: each 16-bit half holds its sum (at most 16,320).
                            var r: UInt32 = 0, g: UInt32 = 0
                            let x0 = bx * block, x1 = min(width, x0 + block)
                            for x in x0..<x1 { r &+= rb[x]; g &+= ga[x] }
                            let n = UInt32((y1 - y0) * (x1 - x0)), half = n / 2
                            let c0 = ((r & 0xFFFF) + half) / n, c2 = ((r >> 16) + half) / n
                            let c1 = ((g & 0xFFFF) + half) / n, c3 = ((g >> 16) + half) / n
                            out[by * w + bx] = c0 | c1 << 8 | c2 << 16 | c3 << 24
                        }
                    }
                }
            }
        }
    }

    /// Draws the blurred image at full size into `d`: each pixel interpolated between the four
    /// nearest block centres (clamped at the edges), rows first at block resolution.
    func draw(into d: UnsafeMutablePointer<UInt32>) {
        let (width, height, block, w, h) = (width, height, block, w, h)
        let scale = 1 / Double(block)
        /// A full-size coordinate as (block index, weight of the next block in 0...256).
        func position(_ i: Int, _ n: Int) -> (Int, UInt32) {
            let g = min(max((Double(i) + 0.5) * scale - 0.5, 0), Double(n - 1))
            let fixed = Int(g * 256 + 0.5)
            return (min(fixed >> 8, n - 1), UInt32(fixed & 255))
        }
        let columns = (0..<width).map { position($0, w) }
        let index = columns.map { Int32($0.0) }, weight = columns.map(\.1)
        var line = [UInt32](repeating: 0, count: w + 1)
        pixels.withUnsafeBufferPointer { src in
            line.withUnsafeMutableBufferPointer { lb in
                index.withUnsafeBufferPointer { ib in
                    weight.withUnsafeBufferPointer { wb in
                        let l = lb.baseAddress!, bi = ib.baseAddress!, ax = wb.baseAddress!
                        for y in 0..<height {
                            let (by, ay) = position(y, h)
                            let r0 = src.baseAddress! + by * w, r1 = ay == 0 ? r0 : r0 + w
                            for i in 0..<w { l[i] = PixelMath.lerp(r0[i], r1[i], ay) }
                            l[w] = l[w - 1]
                            // Block indices are below w (`position`), so `l[bx + 1]` is inside the line.
                            let row = d + y * width
                            for x in 0..<width {
                                let bx = Int(truncatingIfNeeded: bi[x])
                                row[x] = PixelMath.lerp(l[bx], l[bx &+ 1], ax[x])
                            }
                        }
                    }
                }
            }
        }
    }
}
