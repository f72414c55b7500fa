/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved the way `CAMediaTimingFunction` is.
///
/// The x coordinates of the control points must lie in `0...1` (so time is monotonic); the y
/// coordinates may leave that range, which makes the value overshoot.
///
/// ```swift
/// TimingCurve.easeInEaseOut.value(at: 0.5)                  // 0.5
/// TimingCurve(0.34, 1.56, 0.64, 1).value(at: 0.6) > 1       // overshoots
/// ```
public struct TimingCurve: Hashable, Sendable, Codable {
    public var c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// A curve with control points `(c1x, c1y)` and `(c2x, c2y)`; x values are clamped to `0...1`.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
    }

    /// `kCAMediaTimingFunctionLinear`.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`.
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`.
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`.
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The presets by their names (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`).
    public static let presets: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    @inline(__always) private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(t) = 3(1-t)^2 t p1 + 3(1-t) t^2 p2 + t^3, in Horner form.
        ((1 + 3 * p1 - 3 * p2) * t + (3 * p2 - 6 * p1)) * t * t + 3 * p1 * t
    }
    @inline(__always) private func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 + 3 * p1 - 3 * p2) * t * t + 2 * (3 * p2 - 6 * p1) * t + 3 * p1
    }

    /// The curve parameter whose x equals `x`: Newton's method, then bisection if it stalls.
    private func solveParameter(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = bezier(t, c1x, c2x) - x
            if abs(err) < 1e-9 { return t }
            let d = bezierSlope(t, c1x, c2x)
            if abs(d) < 1e-7 { break }
            t -= err / d
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = bezier(t, c1x, c2x)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// The eased value at time fraction `x` (clamped to `0...1`); 0 at 0 and 1 at 1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if c1x == c1y && c2x == c2y { return x }
        return bezier(solveParameter(x), c1y, c2y)
    }

    /// The slope dy/dx at time fraction `x`, used to hand a velocity from a curve to a spring.
    public func slope(at x: Double) -> Double {
        let t = solveParameter(min(max(x, 0), 1))
        let dx = bezierSlope(t, c1x, c2x)
        return dx == 0 ? 0 : bezierSlope(t, c1y, c2y) / dx
    }
}
