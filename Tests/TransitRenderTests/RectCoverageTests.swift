import Testing
import TransitCore
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
        var a = [Float](repeating: 0, count: 41), b = [Float](repeating: 0, count: 41)
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

    @Test func refusesShapesThatAreNotOneAxisAlignedRectangle() {
        let turned = [Point(x: 5, y: 0), Point(x: 10, y: 5), Point(x: 5, y: 10), Point(x: 0, y: 5)]
        let square = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
        #expect(RectCoverage(polygons: [turned], width: 20, height: 20, subsamples: 4) == nil)
        #expect(RectCoverage(polygons: [square, square], width: 20, height: 20, subsamples: 4) == nil)
    }
}
