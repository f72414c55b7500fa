extension Renderer {
    /// One horizontal and one vertical box blur of `radius`, with running sums (constant time per
    /// pixel), eight rows or eight columns at a time: each lane the same sums in the same order as
    /// a row or a column alone (`BoxBlurLanesTests`). A column at a time read one float a cache
    /// line; a row at a time kept the sums in one lane.
    func boxBlur(_ a: inout [Float], width w: Int, height h: Int, radius r: Int) {
        let norm = 1 / Float(2 * r + 1)
        a.withUnsafeMutableBufferPointer { buffer in
            let a = buffer.baseAddress!
            withUnsafeTemporaryAllocation(of: SIMD8<Float>.self, capacity: 2 * max(w, h)) { scratch in
                let lanes = scratch.baseAddress!
                let line = lanes + max(w, h)
                // Rows, eight at a time: gathered into lanes, summed, put back.
                var y = 0
                while y + 8 <= h {
                    let rows = a + y * w
                    for x in 0..<w {
                        lanes[x] = SIMD8(
                            rows[x], rows[w + x], rows[2 * w + x], rows[3 * w + x], rows[4 * w + x],
                            rows[5 * w + x], rows[6 * w + x], rows[7 * w + x])
                    }
                    Self.boxSums(UnsafeRawPointer(lanes), stride: 32, count: w, radius: r, norm: norm, into: line)
                    for x in 0..<w {
                        for k in 0..<8 { rows[k * w + x] = line[x][k] }
                    }
                    y += 8
                }
                while y < h {
                    Self.boxSums(floats: a + y * w, stride: 1, count: w, radius: r, norm: norm, into: line)
                    for x in 0..<w { a[y * w + x] = line[x][0] }
                    y += 1
                }
                // Columns, eight at a time, straight from the rows.
                var x = 0
                while x + 8 <= w {
                    Self.boxSums(UnsafeRawPointer(a + x), stride: 4 * w, count: h, radius: r, norm: norm, into: line)
                    for y in 0..<h {
                        UnsafeMutableRawPointer(a + y * w + x).storeBytes(of: line[y], as: SIMD8<Float>.self)
                    }
                    x += 8
                }
                while x < w {
                    Self.boxSums(floats: a + x, stride: w, count: h, radius: r, norm: norm, into: line)
                    for y in 0..<h { a[y * w + x] = line[y][0] }
                    x += 1
                }
            }
        }
    }

    /// The box sums of `count` lanes of eight floats `stride` bytes apart from `base`, times
    /// `norm`, into `line`: the running sum starts with items `0...radius` and gains the item
    /// `radius + 1` ahead and loses the item `radius` behind at each step.
    @inline(__always) static func boxSums(
        _ base: UnsafeRawPointer, stride: Int, count n: Int, radius r: Int, norm: Float,
        into line: UnsafeMutablePointer<SIMD8<Float>>
    ) {
        @inline(__always) func item(_ i: Int) -> SIMD8<Float> {
            base.loadUnaligned(fromByteOffset: i * stride, as: SIMD8<Float>.self)
        }
        var sum = SIMD8<Float>.zero
        for i in 0...r where i < n { sum += item(i) }
        for i in 0..<n {
            line[i] = sum * norm
            let add = i + r + 1
            let sub = i - r
            if add < n { sum += item(add) }
            if sub >= 0 { sum -= item(sub) }
        }
    }

    /// `boxSums` of one float a lane, `stride` floats apart, in lane 0 of `line`.
    @inline(__always) static func boxSums(
        floats base: UnsafePointer<Float>, stride: Int, count n: Int, radius r: Int, norm: Float,
        into line: UnsafeMutablePointer<SIMD8<Float>>
    ) {
        var sum: Float = 0
        for i in 0...r where i < n { sum += base[i * stride] }
        for i in 0..<n {
            line[i][0] = sum * norm
            let add = i + r + 1
            let sub = i - r
            if add < n { sum += base[add * stride] }
            if sub >= 0 { sum -= base[sub * stride] }
        }
    }
}
