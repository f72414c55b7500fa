extension Renderer {
    /// One horizontal and one vertical box blur of `radius`, with running sums (constant time per
    /// pixel), eight rows or eight columns at a time: each lane the same sums in the same order as
    /// a row or a column alone (`BoxBlurLanesTests`). A column at a time read one float a cache
    /// line; a row at a time kept the sums in one lane. Eight rows are transposed into lanes
    /// eight by eight and back (`transpose`); eight columns are read straight from the rows.
    ///
    /// ```swift
    /// for _ in 0..<3 { renderer.boxBlur(&coverage, width: w, height: h, radius: blur) }
    /// ```
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
                    Self.transpose(rows, stride: w, into: lanes, count: w)
                    Self.boxSums(count: w, radius: r, norm: norm, into: line) { lanes[$0] }
                    Self.transpose(line, count: w, into: rows, stride: w)
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
        // Each step gains item i + r + 1 while it lies before n (i < gainsEnd), then loses item
        // i - r once that is 0 or more (i >= r): the steps in four runs, without a test a step.
        let gainsEnd = max(0, n - r - 1)
        var i = 0
        while i < min(gainsEnd, r) {
            line[i] = sum * norm
            sum += item(i + r + 1)
            i += 1
        }
        while i < gainsEnd {
            line[i] = sum * norm
            sum += item(i + r + 1)
            sum -= item(i - r)
            i += 1
        }
        while i < min(n, r) {
            line[i] = sum * norm
            i += 1
        }
        while i < n {
            line[i] = sum * norm
            sum -= item(i - r)
            i += 1
        }
    }

    /// Eight rows of `count` floats, `stride` apart from `rows`, as `count` lanes of eight (lane
    /// `k` of `lanes[x]` is `rows[k * stride + x]`): eight by eight in registers, the rest one by one.
    ///
    /// ```swift
    /// Renderer.transpose(a + y * width, stride: width, into: lanes, count: width)
    /// ```
    @inline(__always) static func transpose(
        _ rows: UnsafePointer<Float>, stride: Int, into lanes: UnsafeMutablePointer<SIMD8<Float>>, count: Int
    ) {
        var x = 0
        while x + 8 <= count {
            Transpose8.block(Float.self, from: rows + x, stride: 4 * stride, to: lanes + x, stride: 32)
            x += 8
        }
        while x < count {
            for k in 0..<8 { lanes[x][k] = rows[k * stride + x] }
            x += 1
        }
    }

    /// `transpose` back: lane `k` of `lanes[x]` to `rows[k * stride + x]`.
    @inline(__always) static func transpose(
        _ lanes: UnsafePointer<SIMD8<Float>>, count: Int, into rows: UnsafeMutablePointer<Float>, stride: Int
    ) {
        var x = 0
        while x + 8 <= count {
            Transpose8.block(Float.self, from: lanes + x, stride: 32, to: rows + x, stride: 4 * stride)
            x += 8
        }
        while x < count {
            for k in 0..<8 { rows[k * stride + x] = lanes[x][k] }
            x += 1
        }
    }

    /// `value` in lane 0, the other lanes 0.
    @inline(__always) static func lane(_ value: Float) -> SIMD8<Float> {
        var v = SIMD8<Float>.zero
        v[0] = value
        return v
    }
}
