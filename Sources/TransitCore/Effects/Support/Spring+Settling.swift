#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// The fraction of the distance that is left, by UIKit's reading of a spring's duration, when
    /// the duration has passed.
    public static let uiKitSettlingFraction = 0.001

    /// The spring UIKit builds for
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`: mass 1, the
    /// damping ratio given, and the natural frequency at which the motion's envelope has fallen to
    /// a thousandth of the distance after `duration`. `initialVelocity` is in UIKit's units (1 is
    /// the whole distance in one second).
    ///
    /// The envelope is the one Framer's converter solves (`SpringCurveValueConverter`), which its
    /// authors publish as the spring iOS builds: for a damping ratio ζ < 1 and natural frequency
    /// ω, `(ζω − v₀) / (ω √(1 − ζ²)) · e^(−ζωT) = 0.001`; for ζ = 1,
    /// `e^(−ωT) (1 + (ω − v₀) T) = 0.001`. Their published pair (3 s, ζ 0.25 → stiffness 54.83,
    /// damping 3.70) is reproduced exactly. How sure: UIKit runs a `CASpringAnimation` with mass 1
    /// (material-motion reads its stiffness and damping off the layer), and the duration is where
    /// the motion is "small enough"; the threshold 0.001 and the envelope's amplitude factor are
    /// Framer's reading, not Apple's documentation (a rival recipe uses 1/1500 and no factor, a
    /// frequency about 5% higher at the originals' damping). Over-damped ratios (> 1), which UIKit
    /// does not take, settle their slower exponential to a thousandth.
    ///
    /// ```swift
    /// let s = Spring(dampingRatio: 0.5, settlingWithin: 0.8) // XTTransitionAnimations' present spring
    /// s.stiffness // ~252.7
    /// ```
    public init(dampingRatio: Double, settlingWithin duration: Double, initialVelocity: Double = 0) {
        let z = max(dampingRatio, 0.01)
        let omega = Self.uiKitNaturalFrequency(
            dampingRatio: z, duration: max(duration, 0.01), velocity: initialVelocity)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * z * omega, initialVelocity: initialVelocity)
    }

    /// The natural frequency of `init(dampingRatio:settlingWithin:initialVelocity:)`, found by
    /// iterating the envelope equation for ω (the logarithm of the amplitude factor changes slowly
    /// with ω, so the iteration contracts); falls back to the bare envelope `e^(−ζωT) = 0.001` when
    /// the initial velocity is so large that the factor vanishes.
    static func uiKitNaturalFrequency(dampingRatio z: Double, duration t: Double, velocity v: Double) -> Double {
        let logEpsilon = log(uiKitSettlingFraction)
        if z > 1 { return -logEpsilon / (t * (z - (z * z - 1).squareRoot())) }
        let bare = -logEpsilon / (t * z)
        var omega = bare
        for _ in 0..<100 {
            let next: Double
            if z < 1 {
                let factor = (z * omega - v) / (omega * (1 - z * z).squareRoot())
                guard factor > uiKitSettlingFraction else { return bare }
                next = (log(factor) - logEpsilon) / (z * t)
            } else {
                let factor = 1 + (omega - v) * t
                guard factor > uiKitSettlingFraction else { return bare }
                next = (log(factor) - logEpsilon) / t
            }
            if abs(next - omega) < 1e-12 * omega { return next }
            omega = next
        }
        return omega
    }
}
