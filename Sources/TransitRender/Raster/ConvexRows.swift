import TransitCore

/// The pixels a convex outline covers whole, row by row, worked out from its edges alone: what
/// an opaque turned layer (natgeo's new screen, a turned page, a cube face) hides of the layers
/// under it, as `RectCoverage.fullColumns` tells it for an upright rectangle.
///
/// Pixel row `y` spans `y...y + 1`. Across a convex outline the left edge is a convex function of
/// the height and the right edge a concave one, so over the row the left edge lies furthest right,
/// and the right edge furthest left, at the row's top or bottom: the pixels wholly inside are
/// the columns between `max(left(y), left(y + 1))` and `min(right(y), right(y + 1))`, each side
/// moved in by 10⁻⁶ pixel against rounding. A pixel wholly inside has every sample of the
/// rasteriser inside, so these columns are inside the rasteriser's fully covered run: never
/// more (the layer under them is left undrawn only where the outline's pixels are drawn whole).
///
/// ```swift
/// let quad = ConvexRows(polygons: [[Point(x: 10, y: 0), Point(x: 30, y: 0), Point(x: 40, y: 20), Point(x: 0, y: 20)]])
/// quad?.fullColumns(row: 5, width: 64)  // 3..<33
/// ```
struct ConvexRows: Sendable {
    private let points: [Point]
    private let top: Double, bottom: Double

    /// The outline of `polygons` when it is one convex polygon of at least three corners (turning
    /// one way, repeated points allowed), else nil.
    init?(polygons: [[Point]]) {
        guard polygons.count == 1, polygons[0].count >= 3 else { return nil }
        let p = polygons[0]
        var sign = 0.0
        for i in p.indices {
            let a = p[i]
            let b = p[(i + 1) % p.count]
            let c = p[(i + 2) % p.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            guard cross.isFinite else { return nil }
            if cross == 0 { continue }
            if sign == 0 { sign = cross }
            guard (cross > 0) == (sign > 0) else { return nil }
        }
        guard sign != 0 else { return nil }
        points = p
        top = p.map(\.y).min()!
        bottom = p.map(\.y).max()!
    }

    /// The columns of pixel row `y` (within `0..<width`) the outline covers whole.
    func fullColumns(row y: Int, width: Int) -> Range<Int> {
        let y0 = Double(y)
        let y1 = y0 + 1
        guard y0 >= top && y1 <= bottom else { return 0..<0 }
        let (l0, r0) = crossing(at: y0)
        let (l1, r1) = crossing(at: y1)
        let left = (max(l0, l1) + 1e-6).rounded(.up)
        let right = (min(r0, r1) - 1e-6).rounded(.down)
        // `<` is false for NaN.
        guard left < right else { return 0..<0 }
        let lo = Int(max(0, left))
        let hi = Int(min(Double(width), right))
        return lo < hi ? lo..<hi : 0..<0
    }

    /// Where the horizontal line at height `h` (inside the outline's height) enters and leaves it.
    private func crossing(at h: Double) -> (Double, Double) {
        var lo = Double.infinity
        var hi = -Double.infinity
        var a = points[points.count - 1]
        for b in points {
            if (a.y <= h && h <= b.y) || (b.y <= h && h <= a.y) {
                if a.y == b.y {
                    lo = min(lo, a.x, b.x)
                    hi = max(hi, a.x, b.x)
                } else {
                    let x = a.x + (h - a.y) * (b.x - a.x) / (b.y - a.y)
                    lo = min(lo, x)
                    hi = max(hi, x)
                }
            }
            a = b
        }
        return (lo, hi)
    }
}
