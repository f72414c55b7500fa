/// One worker's drawing of a band of rows: what each layer's row leaves out (the opaque layers
/// above it) and the background, worked out for every row of the band first; then the layers in
/// order: a layer that fuses with no neighbour over all the band's rows before the next layer,
/// fused pairs row by row (a pair's kernel may refuse a row), and a layer drawn in tiles
/// (`LayerRows.compositeBand`, a `columns` layer alone or under its shade, `Fusion.shadedTurn`)
/// all the band's rows at once between the layers under it and those over it.
///
/// Every pixel sees the same composites in the same order as drawing the band row by row, every
/// layer over the row before the next row: a layer's row reads and writes that row of the frame
/// alone, and its rasterisers still see their rows in increasing order.
///
/// ```swift
/// var drawing = BandDrawing(rows: rows, kernels: kernels, shadedTurn: flags, ...)
/// drawing.draw(band: 32..<48, active: active)
/// ```
struct BandDrawing {
    let rows: UnsafeMutablePointer<LayerRows>
    /// Each layer's fusion kernel with the next, and whether that fusion is `shadedTurn`.
    let kernels: [Fusion.Kernel?]
    let shadedTurn: [Bool]
    let dst: UnsafeMutablePointer<UInt32>
    let width: Int
    /// Whether the frame holds a picture to draw over (else rows start from `background`).
    let covered: Bool
    let background: UInt32
    /// `2 * (width + 1)` floats; `bandHeight * (width + 1)` floats; `bandHeight * layer count` ranges.
    let scratch: UnsafeMutablePointer<Float>
    let bandCoverage: UnsafeMutablePointer<Float>
    let hidden: UnsafeMutablePointer<Range<Int>>
    /// Whether every run of layers is drawn row by row (the tests' reference for the runs drawn
    /// layer by layer).
    var everyRunRowByRow = false

    /// Draws rows `band` of the layers `active` (in drawing order, fused pairs next to each other).
    func draw(band: Range<Int>, active: [Int]) {
        let n = kernels.count
        for y in band {
            // Top down: what the opaque layers above each layer hide of this row.
            let h = hidden + (y - band.lowerBound) * n
            var above = 0..<0
            var k = active.count
            while k > 0 {
                k -= 1
                let j = active[k]
                h[j] = above
                above = LayerRows.union(above, rows[j].opaqueColumns(row: y))
            }
            if !covered {
                let (left, right) = LayerRows.subtract(above, from: 0..<width)
                (dst + y * width + left.lowerBound).update(repeating: background, count: left.count)
                (dst + y * width + right.lowerBound).update(repeating: background, count: right.count)
            }
        }
        var start = 0
        while start < active.count {
            var t = start
            while t < active.count && !drawsInTiles(active[t]) { t += 1 }
            drawLayers(band, active, start..<t)
            guard t < active.count else { return }
            let i = active[t]
            let pair = kernels[i] != nil
            let shade = pair ? rows[i + 1].asShade() : nil
            // A pair whose shade has no colours (a gradient whose table could not be made) goes row by row.
            if pair && shade == nil
                || !rows[i].compositeBand(
                    band, hidden: hidden + i, stride: n, into: dst, width: width, cov: bandCoverage,
                    mask: scratch + width + 1, shade: shade)
            {
                drawLayers(band, active, t..<(t + (pair ? 2 : 1)))
            }
            start = t + (pair ? 2 : 1)
        }
    }

    /// Whether layer `i` is drawn in tiles: it may be, and it is not the upper layer of a pair
    /// (whose lower would draw it), and its own pair, if any, is its shade.
    private func drawsInTiles(_ i: Int) -> Bool {
        rows[i].drawsInTiles && (i == 0 || kernels[i - 1] == nil) && (kernels[i] == nil || shadedTurn[i])
    }

    /// Rows `band` of the layers `active[range]`: a run of layers that fuse with no neighbour
    /// layer by layer, each over the band's rows, and the others row by row, each fused pair by
    /// its kernel where it takes the row. A pixel sees the same composites in the same order
    /// either way; layer by layer, a layer's texels stay in the cache from one of its rows to the
    /// next (row by row, the rows of every layer crossing the band came between: explode's
    /// pieces, lines' strips).
    private func drawLayers(_ band: Range<Int>, _ active: [Int], _ range: Range<Int>) {
        // Whether the layer at `a` is drawn alone on every row: it fuses with no layer above, and
        // the layer below (if in the range) fuses with none.
        func alone(_ a: Int) -> Bool {
            !everyRunRowByRow && kernels[active[a]] == nil && (a == range.lowerBound || kernels[active[a - 1]] == nil)
        }
        let n = kernels.count
        var a = range.lowerBound
        while a < range.upperBound {
            var b = a
            while b < range.upperBound && alone(b) {
                let i = active[b]
                for y in band {
                    let h = hidden[(y - band.lowerBound) * n + i]
                    rows[i].composite(row: y, hidden: h, into: dst, width: width, scratch: scratch)
                }
                b += 1
            }
            var c = b
            while c < range.upperBound && !alone(c) { c += 1 }
            rowByRowFusing(band, active, b..<c)
            a = c
        }
    }

    /// Rows `band` of the layers `active[range]`, row by row, each fused pair by its kernel where
    /// it takes the row.
    private func rowByRowFusing(_ band: Range<Int>, _ active: [Int], _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let n = kernels.count
        for y in band {
            let h = hidden + (y - band.lowerBound) * n
            var a = range.lowerBound
            while a < range.upperBound {
                let i = active[a]
                if let kernel = kernels[i],
                    kernel(
                        rows + i,
                        FusedRow(y: y, hidden: h[i], upperHidden: h[i + 1], dst: dst, width: width, scratch: scratch))
                {
                    a += 2
                    continue
                }
                rows[i].composite(row: y, hidden: h[i], into: dst, width: width, scratch: scratch)
                a += 1
            }
        }
    }
}
