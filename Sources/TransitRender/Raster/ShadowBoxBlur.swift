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
                    Self.boxSums(count: w, radius: r, norm: norm, into: line) { lanes[$0] }
                    for x in 0..<w {
                        for k in 0..<8 { rows[k * w + x] = line[x][k] }
                    }
                    y += 8
                }
                while y < h {
                    let row = a + y * w
                    Self.boxSums(count: w, radius: r, norm: norm, into: line) { Self.lane(row[$0]) }
                    for x in 0..<w { a[y * w + x] = line[x][0] }
                    y += 1
                }
                // Columns, eight at a time, straight from the rows.
                var x = 0
                while x + 8 <= w {
                    let column = UnsafeRawPointer(a + x)
                    Self.boxSums(count: h, radius: r, norm: norm, into: line) {
                        column.loadUnaligned(fromByteOffset: $0 * 4 * w, as: SIMD8<Float>.self)
                    }
                    for y in 0..<h {
                        UnsafeMutableRawPointer(a + y * w + x).storeBytes(of: line[y], as: SIMD8<Float>.self)
                    }
                    x += 8
                }
                while x < w {
                    let column = a + x
                    Self.boxSums(count: h, radius: r, norm: norm, into: line) { Self.lane(column[$0 * w]) }
                    for y in 0..<h { a[y * w + x] = line[y][0] }
                    x += 1
                }
            }
        }
    }

    /// The box sums of `count` items of eight lanes (`item(i)`), times `norm`, into `line`: the
    /// running sum starts with items `0...radius` and gains the item `radius + 1` ahead and loses
    /// the item `radius` behind at each step. A line alone is lane 0 of its items (`lane`): each
    /// lane's additions are a `Float`'s, so it sums as the line alone would.
    ///
    /// ```swift
    /// Renderer.boxSums(count: width, radius: 3, norm: 1 / 7, into: line) { Renderer.lane(row[$0]) }
    /// ```
    @inline(__always) static func boxSums(
        count n: Int, radius r: Int, norm: Float, into line: UnsafeMutablePointer<SIMD8<Float>>,
        _ item: (Int) -> SIMD8<Float>
    ) {
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

    /// `value` in lane 0, the other lanes 0.
    @inline(__always) static func lane(_ value: Float) -> SIMD8<Float> {
        var v = SIMD8<Float>.zero
        v[0] = value
        return v
    }
}
