#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A damped harmonic oscillator moving a value from 0 to 1, as `UISpringTimingParameters`.
///
/// Built from a damping ratio and a response (the period of the undamped oscillation, SwiftUI's
/// and UIKit's vocabulary) or from mass, stiffness and damping (`CASpringAnimation`'s). It covers
/// under-damped (ratio < 1, overshoots), critically damped (= 1) and over-damped (> 1) motion.
/// `initialVelocity` is in units of the whole 0-to-1 distance per second.
///
/// ```swift
/// let s = Spring(dampingRatio: 0.55, response: 0.5)
/// s.value(at: 0) // 0
/// s.value(at: s.settlingDuration) // ~1
/// ```
public struct Spring: Hashable, Sendable, Codable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// Velocity at time 0, in units of the 0-to-1 distance per second.
    public var initialVelocity: Double

    /// A spring from its physical coefficients.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "spring needs mass > 0, stiffness > 0, damping >= 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring from a damping ratio (0 exclusive; 1 is critical) and a response in seconds.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / max(response, 1e-6)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }

    /// The undamped angular frequency, in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio: below 1 oscillates, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The undamped period in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ v: Double) -> Spring {
        var s = self
        s.initialVelocity = v
        return s
    }

    /// Displacement from the target (value - 1) and its velocity at time `t`.
    private func displacement(at t: Double) -> (x: Double, v: Double) {
        let w0 = naturalFrequency
        let z = dampingRatio
        let x0 = -1.0
        let v0 = initialVelocity
        if abs(z - 1) < 1e-9 {
            let a = x0
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((a + b * t) * e, (b - w0 * (a + b * t)) * e)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0
            let b = (v0 + z * w0 * x0) / wd
            let e = exp(-z * w0 * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s)
            return (x, v)
        } else {
            let r = w0 * (z * z - 1).squareRoot()
            let r1 = -z * w0 + r
            let r2 = -z * w0 - r
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The value at time `t` seconds: 0 at `t == 0`, tending to 1.
    public func value(at t: Double) -> Double { 1 + displacement(at: max(0, t)).x }

    /// The velocity at time `t`, in units of the 0-to-1 distance per second.
    public func velocity(at t: Double) -> Double { displacement(at: max(0, t)).v }

    /// The time after which the value stays within `epsilon` of 1 and the speed below
    /// `epsilon * 10` per second, capped at 60 s.
    ///
    /// Found by scanning forward in 5 ms steps with a slightly stricter bound until the motion has
    /// stayed settled for a window longer than an oscillation (so a peak between samples cannot
    /// hide), then walking back in 0.5 ms steps to the last instant that breaks the exact bound.
    /// This makes no assumption about the envelope, so it holds in all three damping regimes.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        func isSettled(_ t: Double, _ e: Double) -> Bool {
            let d = displacement(at: t)
            return abs(d.x) <= e && abs(d.v) <= e * 10
        }
        let step = 0.005
        let window = max(2 * response, 0.25)
        var lastUnsettled = 0.0
        var t = 0.0
        while t <= 60 {
            if !isSettled(t, epsilon * 0.95) { lastUnsettled = t } else if t - lastUnsettled >= window { break }
            t += step
        }
        // Walk back from there in fine steps to the last instant that breaks the exact bound.
        var u = lastUnsettled + step
        while u > 0 && isSettled(u, epsilon) { u -= 0.0005 }
        return min(60, u <= 0 ? 0 : u + 0.0005)
    }

    /// The settling duration for the default epsilon.
    public var settlingDuration: Double { settlingDuration() }
}
