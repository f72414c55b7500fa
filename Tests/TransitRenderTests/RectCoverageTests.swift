import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct RectCoverageTests {
    static let rects: [(Double, Double, Double, Double)] = [
        (0, 0, 40, 30), (2.3, 1.6, 17.25, 20.9), (-5, -3.5, 12.5, 8.2), (10, 10, 10.4, 29.99), (33.7, 4.1, 55, 41),
    ]

    @Test(arguments: rects)
    func givesTheRasterisersCoverageForAnAxisAlignedRectangle(_ r: (Double, Double, Double, Double)) {
        let polygon = [Point(x: r.0, y: r.1), Point(x: r.2, y: r.1), Point(x: r.2, y: r.3), Point(x: r.0, y: r.3)]
        var raster = CoverageRasterizer(polygons: [polygon], width: 40, height: 30)
        let rect = RectCoverage(polygons: [polygon], width: 40, height: 30, subsamples: 4)!
        #expect(rect.rows == raster.rows)
        var a = [Float](repeating: 0, count: 41)
        var b = [Float](repeating: 0, count: 41)
        for y in rect.rows {
            a.withUnsafeMutableBufferPointer { p in p.update(repeating: 0) }
            b.withUnsafeMutableBufferPointer { p in p.update(repeating: 0) }
            let spanA = a.withUnsafeMutableBufferPointer {
                raster.coverage(row: y, fillRule: .nonZero, into: $0.baseAddress!)
            }
            let result = b.withUnsafeMutableBufferPointer { rect.coverage(row: y, into: $0.baseAddress!) }
            #expect(result.span == spanA)
            for x in 0..<40 { #expect(abs(a[x] - b[x]) < 1e-5, "row \(y) column \(x)") }
            for x in result.full { #expect(b[x] == result.value) }
        }
    }

    /// Random rectangles (edges on whole pixels, on sample lines and between them; 1 to 16 sample
    /// lines a row): every row's coverage (to float rounding), span and full columns are the rasteriser's. Rows wholly
    /// inside or outside the rectangle take `lines(row:)`'s shortcut, the others its count.
    @Test func randomRectanglesGiveTheRasterisersCoverageOnEveryRow() {
        var rng = SeededRandom(seed: 611)
        func edge(_ range: ClosedRange<Double>, _ n: Int, using rng: inout SeededRandom) -> Double {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &rng))
            case 1:  // on a sample line
                return Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &rng))
                    + (Double(Int.random(in: 0..<n, using: &rng)) + 0.5) / Double(n)
            default: return Double.random(in: range, using: &rng)
            }
        }
        for case_ in 0..<300 {
            let n = Int.random(in: 1...16, using: &rng)
            let w = 24
            let h = 20
            let xs = [edge(-4...28, n, using: &rng), edge(-4...28, n, using: &rng)].sorted()
            let ys = [edge(-4...24, n, using: &rng), edge(-4...24, n, using: &rng)].sorted()
            guard xs[0] < xs[1], ys[0] < ys[1] else { continue }
            let polygon = [
                Point(x: xs[0], y: ys[0]), Point(x: xs[1], y: ys[0]), Point(x: xs[1], y: ys[1]),
                Point(x: xs[0], y: ys[1]),
            ]
            var raster = CoverageRasterizer(polygons: [polygon], width: w, height: h, subsamples: n)
            let rect = RectCoverage(polygons: [polygon], width: w, height: h, subsamples: n)!
            #expect(rect.rows == raster.rows, "case \(case_)")
            var a = [Float](repeating: 0, count: w + 1)
            var b = [Float](repeating: 0, count: w + 1)
            for y in rect.rows {
                a.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                b.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                let spanA = a.withUnsafeMutableBufferPointer {
                    raster.coverage(row: y, fillRule: .nonZero, into: $0.baseAddress!)
                }
                let result = b.withUnsafeMutableBufferPointer { rect.coverage(row: y, into: $0.baseAddress!) }
                #expect(result.span == spanA, "case \(case_) row \(y)")
                // Partly covered pixels to float rounding (the rasteriser sums its spans).
                #expect(
                    zip(a, b).allSatisfy { abs($0 - $1) < 1e-5 }, "case \(case_) row \(y): \(xs), \(ys), \(n) lines")
                let full = (0..<w).filter { a[$0] == 1 }
                #expect(
                    rect.fullColumns(row: y) == (full.first.map { $0..<full.last! + 1 } ?? 0..<0),
                    "case \(case_) row \(y)")
            }
        }
    }

    @Test func refusesShapesThatAreNotOneAxisAlignedRectangle() {
        let turned = [Point(x: 5, y: 0), Point(x: 10, y: 5), Point(x: 5, y: 10), Point(x: 0, y: 5)]
        let square = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
        #expect(RectCoverage(polygons: [turned], width: 20, height: 20, subsamples: 4) == nil)
        #expect(RectCoverage(polygons: [square, square], width: 20, height: 20, subsamples: 4) == nil)
    }
}
