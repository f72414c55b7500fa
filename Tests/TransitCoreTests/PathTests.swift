import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// The signed area of a closed polygon by the shoelace formula (positive when clockwise on a
/// y-down screen).
private func shoelaceArea(_ polygon: [Point]) -> Double {
    var sum = 0.0
    for i in polygon.indices {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
}

@Suite("Path")
struct PathTests {
    @Test(arguments: [1.0, 40, 300])
    func aFlattenedCircleEnclosesPiRSquared(_ radius: Double) throws {
        let contours = Path.circle(center: Point(x: 50, y: -20), radius: radius).flattened(tolerance: 0.01)
        let contour = try #require(contours.first)
        #expect(contours.count == 1)
        // Four cubic arcs are within 0.03% of the circle's radius; flattening adds at most the tolerance.
        let area = abs(shoelaceArea(contour))
        #expect(abs(area - .pi * radius * radius) / (.pi * radius * radius) < 0.002)
    }

    @Test func everyPointOfAFlattenedCircleLiesOnTheCircle() throws {
        let c = Point(x: 195, y: 422)
        let r = 100.0
        let contour = try #require(Path.circle(center: c, radius: r).flattened(tolerance: 0.25).first)
        #expect(contour.count >= 16)
        for p in contour {
            #expect(abs(p.distance(to: c) - r) < 0.03 + 1e-9, "\(p) is \(p.distance(to: c)) from the centre")
        }
    }

    @Test func aFinerToleranceGivesMorePoints() throws {
        let circle = Path.circle(center: .zero, radius: 200)
        let coarse = try #require(circle.flattened(tolerance: 2).first)
        let fine = try #require(circle.flattened(tolerance: 0.05).first)
        #expect(fine.count > coarse.count)
    }

    @Test func aRectangleFlattensToItsFourCornersClockwise() throws {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        let contour = try #require(Path.rect(r).flattened().first)
        #expect(contour == [Point(x: 10, y: 20), Point(x: 40, y: 20), Point(x: 40, y: 60), Point(x: 10, y: 60)])
        #expect(shoelaceArea(contour) == 1200)  // positive: clockwise on screen
    }

    @Test func aRoundedRectangleLosesTheCornersOutsideItsQuarterCircles() throws {
        let r = Rect(x: 0, y: 0, width: 200, height: 100)
        let radius = 20.0
        let contour = try #require(Path.roundedRect(r, cornerRadius: radius).flattened(tolerance: 0.01).first)
        let expected = 200 * 100 - (4 - .pi) * radius * radius
        #expect(abs(shoelaceArea(contour) - expected) / expected < 0.001)
    }

    @Test func aRoundedRectangleClampsItsRadiusToHalfTheShorterSide() throws {
        let r = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(Path.roundedRect(r, cornerRadius: 500) == Path.roundedRect(r, cornerRadius: 20))
        #expect(Path.roundedRect(r, cornerRadius: 0) == Path.rect(r))
    }

    @Test func anEllipseEnclosesPiAB() throws {
        let contour = try #require(
            Path.ellipse(in: Rect(x: 0, y: 0, width: 300, height: 100)).flattened(tolerance: 0.01).first)
        #expect(abs(abs(shoelaceArea(contour)) - .pi * 150 * 50) / (.pi * 150 * 50) < 0.002)
    }

    @Test func appendedPathsKeepTheirContours() {
        var ring = Path.rect(Rect(x: 0, y: 0, width: 100, height: 100))
        ring.append(.circle(center: Point(x: 50, y: 50), radius: 20))
        #expect(ring.flattened().count == 2)
    }

    @Test func quadraticCurvesFlattenThroughTheirEndpoints() throws {
        var p = Path()
        p.move(to: .zero)
        p.quad(control: Point(x: 50, y: 100), to: Point(x: 100, y: 0))
        p.close()
        let contour = try #require(p.flattened().first)
        #expect(contour.first == .zero && contour.last == Point(x: 100, y: 0))
        // The area under a parabola with control height h is 2/3 · width · (h / 2).
        #expect(abs(abs(shoelaceArea(contour)) - 2.0 / 3 * 100 * 50) < 5)
    }

    @Test func degenerateContoursAreDropped() {
        var p = Path()
        p.move(to: .zero)
        p.line(to: Point(x: 10, y: 0))
        #expect(p.flattened().isEmpty)
        #expect(Path.polygon([]).isEmpty)
    }

    @Test func mappingMovesEveryPoint() throws {
        let moved = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)).mapped { Point(x: $0.x + 5, y: $0.y * 2) }
        let contour = try #require(moved.flattened().first)
        #expect(contour == [Point(x: 5, y: 0), Point(x: 15, y: 0), Point(x: 15, y: 20), Point(x: 5, y: 20)])
    }
}
