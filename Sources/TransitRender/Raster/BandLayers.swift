/// The layers that draw anything in a band of rows, found once a band so that a row visits only
/// them: a frame of many small layers (explode's 220 pieces, lines' 102 strips) otherwise visits
/// every layer on every row to learn that it has nothing there. A layer left out draws nothing on
/// the band's rows and hides nothing, so the rows come out as when every layer is visited. Layers
/// chained by fusions (layer `i` fused with `i + 1`) are kept or left out together, so each
/// fusion's kernel is tried on the same rows, with the same layers, as when every layer is visited.
///
/// ```swift
/// BandLayers.collect(rows, count: n, fused: { kernels[$0] != nil }, band: 32..<48, into: &list)
/// ```
enum BandLayers {
    /// Writes into `list` (emptied first), in drawing order, the indices of the `count` layers at
    /// `rows` whose drawn rows (`LayerRows.drawnRows`) meet `band`, with every layer of a chain of
    /// fused pairs (`fused(i)`: layers `i` and `i + 1`) when any of them meets it.
    static func collect(
        _ rows: UnsafeMutablePointer<LayerRows>, count: Int, fused: (Int) -> Bool, band: Range<Int>,
        into list: inout [Int]
    ) {
        list.removeAll(keepingCapacity: true)
        var start = 0
        while start < count {
            // The chain from `start`: layers linked to the next by a fusion, and the last one.
            var end = start
            var meets = rows[start].drawnRows.overlaps(band)
            while end + 1 < count && fused(end) {
                end += 1
                meets = meets || rows[end].drawnRows.overlaps(band)
            }
            if meets { list.append(contentsOf: start...end) }
            start = end + 1
        }
    }
}
