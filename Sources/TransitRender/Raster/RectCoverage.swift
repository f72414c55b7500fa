import TransitCore

/// Coverage of one axis-aligned rectangle, row by row without edge lists: the values
/// `CoverageRasterizer` gives (sample lines vertically, exact spans horizontally), plus the run
/// of pixels that are all covered alike, which the compositor copies without looking at
/// coverage pixel by pixel.
struct RectCoverage {
    let left: Double, right: Double, top: Double, bottom: Double
    let width: Int
    let subsamples: Int
    let rows: Range<Int>

    /// Nil unless `polygons` is one four-cornered axis-aligned rectangle.
    init?(polygons: [[Point]], width: Int, height: Int, subsamples: Int) {
        guard polygons.count == 1, polygons[0].count == 4 else { return nil }
        let p = polygons[0]
        let xs = Set(p.map(\.x))
        let ys = Set(p.map(\.y))
        guard xs.count == 2, ys.count == 2, p.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        // Consecutive corners must share x or y (a rectangle, not a bow tie).
        for i in 0..<4 where p[i].x != p[(i + 1) % 4].x && p[i].y != p[(i + 1) % 4].y { return nil }
        left = xs.min()!
        right = xs.max()!
        top = ys.min()!
        bottom = ys.max()!
        self.width = width
        self.subsamples = subsamples
        let lo = max(0, Int(max(-1e9, top).rounded(.down)))
        let hi = min(height, Int(min(1e9, bottom).rounded(.up)))
        rows = lo < hi ? lo..<hi : 0..<0
    }

    /// The sample lines of row `y` inside the rectangle. Every line of the row lies in `[y, y + 1)`
    /// (`y + (s + 0.5) / subsamples` rounds below `y + 1` for rows below 2^20), so a row inside
    /// the rectangle has them all and a row outside none, without testing them one by one.
    @inline(__always) private func lines(row y: Int) -> Int {
        let rowTop = Double(y)
        let rowBottom = rowTop + 1
        if top <= rowTop && rowBottom <= bottom { return subsamples }
        if rowBottom <= top || bottom <= rowTop { return 0 }
        var lines = 0
        for s in 0..<subsamples {
            let sy = Double(y) + (Double(s) + 0.5) / Double(subsamples)
            if sy >= top && sy < bottom { lines += 1 }
        }
        return lines
    }

    /// The columns of row `y` that `coverage(row:into:)` gives coverage exactly 1.
    func fullColumns(row y: Int) -> Range<Int> {
        guard lines(row: y) == subsamples else { return 0..<0 }
        let w = Double(width)
        let xa = max(0, min(w, left))
        let xb = max(0, min(w, right))
        let ia = Int(xa)
        let ib = Int(xb)
        let start = Double(ia) == xa ? ia : ia + 1
        return start < ib ? start..<ib : 0..<0
    }

    /// Writes row `y`'s coverage into `out` over the returned span; every pixel of `full` has
    /// coverage `value`, which is written only when `fillingFull` (a copy need not read it).
    func coverage(row y: Int, into out: UnsafeMutablePointer<Float>, fillingFull: Bool = true) -> (
        span: Range<Int>, full: Range<Int>, value: Float
    ) {
        let lines = lines(row: y)
        let w = Double(width)
        let xa = max(0, min(w, left))
        let xb = max(0, min(w, right))
        guard lines > 0, xb > xa else { return (0..<0, 0..<0, 0) }
        let v = min(1, Float(lines) * (1 / Float(subsamples)))
        let ia = Int(xa)
        let ib = Int(xb)
        if ia == ib {
            out[ia] = min(1, Float(xb - xa) * v)
            return (ia..<(ia + 1), 0..<0, v)
        }
        let fullStart = Double(ia) == xa ? ia : ia + 1
        if fullStart > ia { out[ia] = min(1, Float(Double(ia + 1) - xa) * v) }
        if fillingFull { (out + fullStart).update(repeating: v, count: ib - fullStart) }
        if ib < width { out[ib] = min(1, Float(xb - Double(ib)) * v) }
        return (ia..<min(width, ib + 1), fullStart..<ib, v)
    }
}
