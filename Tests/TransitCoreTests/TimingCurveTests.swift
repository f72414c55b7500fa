import Testing
import TransitCore
import TransitTestSupport

/// An independent oracle: the cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1) in Bernstein
/// form, solved for x by plain bisection (x is monotonic in t when x1 and x2 are in 0...1).
private func bisectedValue(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bernstein((lo + hi) / 2, y1, y2)
}

@Suite("TimingCurve")
struct TimingCurveTests {
    /// The Core Animation presets with their documented control points.
    static let presets: [(String, TimingCurve, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("default", .default, (0.25, 0.1, 0.25, 1)),
    ]

    @Test(arguments: presets.map(\.0))
    func aPresetMatchesABisectedBezierAtSamplePoints(_ name: String) throws {
        let (_, curve, p) = try #require(Self.presets.first { $0.0 == name })
        #expect(curve == TimingCurve(p.0, p.1, p.2, p.3))
        for i in 0...20 {
            let x = Double(i) / 20
            expectApproximatelyEqual(
                curve.value(at: x), bisectedValue(p.0, p.1, p.2, p.3, at: x), tolerance: 1e-7, "\(name) at \(x)")
        }
    }

    @Test func thePresetsAreListedByName() {
        #expect(TimingCurve.presets.map(\.name) == Self.presets.map(\.0))
    }

    @Test func easeInEaseOutIsHalfwayAtHalfTime() {
        expectApproximatelyEqual(TimingCurve.easeInEaseOut.value(at: 0.5), 0.5, tolerance: 1e-9)
    }

    @Test func theDefaultCurveMatchesTheWellKnownValueOfCSSEase() {
        // CSS `ease` is cubic-bezier(0.25, 0.1, 0.25, 1), the same as kCAMediaTimingFunctionDefault.
        expectApproximatelyEqual(TimingCurve.default.value(at: 0.5), 0.8024033877, tolerance: 1e-7)
    }

    @Test(arguments: presets.map(\.0))
    func aPresetRisesSteadilyFrom0To1(_ name: String) throws {
        let curve = try #require(Self.presets.first { $0.0 == name }).1
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        var last = 0.0
        for i in 1...200 {
            let v = curve.value(at: Double(i) / 200)
            #expect(v >= last - 1e-12, "\(name) falls at \(Double(i) / 200)")
            last = v
        }
    }

    @Test func theValueIsClampedOutsideTheUnitInterval() {
        #expect(TimingCurve.easeIn.value(at: -0.5) == 0)
        #expect(TimingCurve.easeIn.value(at: 1.5) == 1)
    }

    @Test func aCurveWithControlPointsAbove1Overshoots() {
        let back = TimingCurve(0.34, 1.56, 0.64, 1)  // "ease out back"
        let peak = (1..<100).map { back.value(at: Double($0) / 100) }.max()!
        #expect(peak > 1.05)
        expectApproximatelyEqual(back.value(at: 0.6), bisectedValue(0.34, 1.56, 0.64, 1, at: 0.6), tolerance: 1e-7)
        #expect(back.value(at: 1) == 1)
    }

    @Test func aCurveWithControlPointsBelow0Undershoots() {
        let anticipate = TimingCurve(0.36, -0.6, 0.66, 0.5)
        #expect((1..<50).map { anticipate.value(at: Double($0) / 100) }.min()! < 0)
    }

    @Test func controlPointXIsClampedToTheUnitInterval() {
        let c = TimingCurve(-0.5, 0.2, 1.5, 0.8)
        #expect(c.c1x == 0 && c.c2x == 1)
    }

    @Test func theSlopeMatchesAFiniteDifference() {
        for (name, curve, _) in Self.presets {
            for x in stride(from: 0.05, through: 0.95, by: 0.15) {
                let h = 1e-6
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                expectApproximatelyEqual(curve.slope(at: x), numeric, tolerance: 1e-4, "\(name) slope at \(x)")
            }
        }
    }
}
