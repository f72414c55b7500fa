/// A sub-range of a transition's overall progress with its own curve, for multi-stage effects.
///
/// Before the range the stage reads 0, after it 1, and inside it runs the curve.
///
/// ```swift
/// let tilt = Stage(0...0.35, curve: .easeOut)
/// tilt.progress(at: 0.175) // the curve at 0.5
/// tilt.progress(at: 0.9)   // 1
/// ```
public struct Stage: Hashable, Sendable {
    public var start: Double
    public var end: Double
    public var curve: TimingCurve

    public init(_ range: ClosedRange<Double>, curve: TimingCurve = .linear) {
        start = range.lowerBound
        end = range.upperBound
        self.curve = curve
    }

    /// The stage's own progress, in `0...1` (beyond for an overshooting curve), at overall progress `p`.
    @inlinable public func progress(at p: Double) -> Double {
        if p <= start { return 0 }
        if p >= end { return 1 }
        return curve.value(at: (p - start) / (end - start))
    }
}

/// How a transition moves through time when it runs by itself (not under a finger).
public enum Timing: Hashable, Sendable, Codable {
    /// A fixed duration in seconds shaped by a timing curve.
    case curve(TimingCurve, duration: Double)
    /// A spring; the duration is its settling duration.
    case spring(Spring)

    /// The run time in seconds.
    public var duration: Double {
        switch self {
        case .curve(_, let d): d
        case .spring(let s): s.settlingDuration
        }
    }

    /// Progress (0 to 1, beyond for overshoot) at `t` seconds after the start.
    public func progress(atTime t: Double) -> Double {
        switch self {
        case .curve(let c, let d): d <= 0 ? 1 : c.value(at: t / d)
        case .spring(let s): t >= s.settlingDuration ? 1 : s.value(at: t)
        }
    }
}

/// Linear interpolation of two numbers: `a` at 0, `b` at 1.
@inlinable public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

/// Clamps `x` to `0...1`.
@inlinable public func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }
