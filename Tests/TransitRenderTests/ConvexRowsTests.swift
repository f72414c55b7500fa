import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// `ConvexRows`, the pixels an opaque turned layer hides, against the pixels' corners: on random
/// convex outlines (corners on an ellipse, turned, sometimes with a corner repeated), every column
/// it returns lies wholly inside (all four corners), and every pixel wholly inside by more than
/// 10⁻⁵ is returned.
@Suite struct ConvexRowsTests {
    @Test func theFullColumnsAreThePixelsWhollyInside() {
        var rng = SeededRandom(seed: 3203)
        var returned = 0
        for _ in 0..<300 {
            func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
            let (cx, cy, rx, ry) = (r(-10...70), r(-10...50), r(2...50), r(2...40))
            let angles = (0..<Int.random(in: 3...12, using: &rng)).map { _ in r(0...(2 * .pi)) }.sorted()
            var points = angles.map { Point(x: cx + rx * cos($0), y: cy + ry * sin($0)) }
            if Bool.random(using: &rng) { points.insert(points[0], at: 1) }
            if Bool.random(using: &rng) { points.reverse() }
            guard let outline = ConvexRows(polygons: [points]) else { continue }
            func inside(_ x: Double, _ y: Double, margin: Double) -> Bool {
                // Left of every edge (or right of every edge), by `margin`.
                var sign = 0.0
                for i in points.indices {
                    let a = points[i]
                    let b = points[(i + 1) % points.count]
                    let ex: Double = b.x - a.x
                    let ey: Double = b.y - a.y
                    let len: Double = (ex * ex + ey * ey).squareRoot()
                    guard len > 0 else { continue }
                    let d: Double = (ex * (y - a.y) - ey * (x - a.x)) / len
                    if sign == 0 { sign = d >= 0 ? 1 : -1 }
                    if d * sign < margin { return false }
                }
                return true
            }
            func whole(_ x: Int, _ y: Int, margin: Double) -> Bool {
                let (px, py) = (Double(x), Double(y))
                return inside(px, py, margin: margin) && inside(px + 1, py, margin: margin)
                    && inside(px, py + 1, margin: margin) && inside(px + 1, py + 1, margin: margin)
            }
            let width = 64
            for y in -2..<62 {
                let full = outline.fullColumns(row: y, width: width)
                returned += full.count
                for x in 0..<width {
                    if full.contains(x) {
                        #expect(whole(x, y, margin: -1e-9), "row \(y), column \(x) returned but not inside")
                    } else {
                        #expect(!whole(x, y, margin: 1e-5), "row \(y), column \(x) inside but not returned")
                    }
                }
            }
        }
        #expect(returned > 10_000)
    }

    @Test func onlyOneConvexOutlineIsTaken() {
        let square = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
        #expect(ConvexRows(polygons: [square]) != nil)
        #expect(ConvexRows(polygons: [square, square]) == nil)
        // A dart: one corner turns the other way.
        let dart = [Point(x: 0, y: 0), Point(x: 4, y: 2), Point(x: 8, y: 0), Point(x: 4, y: 8)]
        #expect(ConvexRows(polygons: [dart]) == nil)
        #expect(ConvexRows(polygons: [[Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2)]]) == nil)
    }
}
