#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// A spring with a damping ratio that settles in about `duration` seconds, the way UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` reads its
    /// duration (the originals' springs are written that way).
    ///
    /// The natural frequency is chosen so the envelope of the motion falls to a thousandth of
    /// the distance after `duration`. That is close for the under-damped springs the originals
    /// use; at and near critical damping the motion settles up to a third later.
    ///
    /// ```swift
    /// let s = Spring(dampingRatio: 0.5, settlingWithin: 0.8) // XTTransitionAnimations' present spring
    /// s.settlingDuration // ~0.8
    /// ```
    public init(dampingRatio: Double, settlingWithin duration: Double, initialVelocity: Double = 0) {
        let z = max(dampingRatio, 0.01)
        let decayPerOmega = z < 1 ? z : z - (z * z - 1).squareRoot()
        let omega = log(1000) / (max(duration, 0.01) * decayPerOmega)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * z * omega, initialVelocity: initialVelocity)
    }
}
