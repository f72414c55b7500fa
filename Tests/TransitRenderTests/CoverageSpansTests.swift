import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// `CoverageRasterizer.spans`: rows of one span per sample line measured at their edges only,
/// against the same rows accumulated in full, on random circles, rectangles, rounded rectangles,
/// turned quads and shapes of several spans, partly outside the image.
@Suite struct CoverageSpansTests {
    static func shape(_ w: Double, _ h: Double, using rng: inout SeededRandom) -> [[Point]] {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let tolerance = 0.05
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            return Path.circle(center: Point(x: r(-10...w + 10), y: r(-10...h + 10)), radius: r(0.3...w))
                .flattened(tolerance: tolerance)
        case 1:
            return Path.rect(Rect(x: r(-5...w), y: r(-5...h), width: r(0.2...w), height: r(0.2...h)))
                .flattened(tolerance: tolerance)
        case 2:
            let c = Point(x: r(0...w), y: r(0...h))
            let a = r(0...6.3)
            let s = r(1...w)
            return [
                (0..<4).map { i in
                    let t = a + Double(i) * .pi / 2
                    return Point(x: c.x + s * cos(t), y: c.y + s * sin(t))
                }
            ]
        case 3:
            // Two overlapping rounded rectangles: two spans on some lines.
            return Path.roundedRect(
                Rect(x: r(0...w / 2), y: r(0...h / 2), width: w / 2, height: h / 2), cornerRadius: 3
            )
            .flattened(tolerance: tolerance)
                + Path.rect(Rect(x: r(0...w), y: r(0...h), width: r(1...w), height: r(1...h))).flattened(
                    tolerance: tolerance)
        case 4:
            // A rounded rectangle: rows between its corners cross two vertical edges only.
            let rect = Rect(x: r(-5...w), y: r(-5...h), width: r(0.2...w), height: r(0.2...h))
            return Path.roundedRect(rect, cornerRadius: r(0...min(rect.width, rect.height) / 2))
                .flattened(tolerance: tolerance)
        default:
            // A concave star.
            let c = Point(x: w / 2, y: h / 2)
            return [
                (0..<10).map { i in
                    let t = Double(i) * .pi / 5
                    let s = i % 2 == 0 ? min(w, h) / 2 : min(w, h) / 5
                    return Point(x: c.x + s * cos(t), y: c.y + s * sin(t))
                }
            ]
        }
    }

    @Test func edgesOnlyGiveTheFullRowsValues() {
        var rng = SeededRandom(seed: 151)
        var rowsWithInterior = 0
        for case_ in 0..<200 {
            let w = Int.random(in: 4...90, using: &rng)
            let h = Int.random(in: 4...60, using: &rng)
            let subsamples = [4, 4, 2, 8, 3][case_ % 5]
            let polygons = Self.shape(Double(w), Double(h), using: &rng)
            let rule: FillRule = Bool.random(using: &rng) ? .nonZero : .evenOdd
            var fast = CoverageRasterizer(polygons: polygons, width: w, height: h, subsamples: subsamples)
            var reference = CoverageRasterizer(polygons: polygons, width: w, height: h, subsamples: subsamples)
            reference.measuresEdgesOnly = false
            #expect(fast.rows == reference.rows)
            var a = [Float](repeating: -1, count: w + 1)
            var b = [Float](repeating: -1, count: w + 1)
            for y in fast.rows {
                let (span, full) = a.withUnsafeMutableBufferPointer {
                    fast.spans(row: y, fillRule: rule, into: $0.baseAddress!)
                }
                let (spanB, fullB) = b.withUnsafeMutableBufferPointer {
                    reference.spans(row: y, fillRule: rule, into: $0.baseAddress!)
                }
                #expect(span == spanB && fullB.isEmpty, "case \(case_) row \(y)")
                #expect(full.isEmpty || (span.lowerBound <= full.lowerBound && full.upperBound <= span.upperBound))
                if !full.isEmpty { rowsWithInterior += 1 }
                for x in span {
                    // Exact when the weight is a power of two; otherwise the running sum's rounding.
                    let value = full.contains(x) ? 1 : a[x]
                    #expect(abs(value - b[x]) <= 1e-6, "case \(case_) row \(y) column \(x): \(value) vs \(b[x])")
                    if full.contains(x) { #expect(a[x] == -1, "the interior is not written") }
                }
                a.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
                b.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
            }
        }
        #expect(rowsWithInterior > 1000)
    }
}
