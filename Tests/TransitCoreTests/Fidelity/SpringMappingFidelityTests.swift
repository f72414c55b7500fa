import Testing
import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How UIKit turns `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`
/// into a spring (the originals' springs are all written that way: XTSpringFromEdgeAnimation.m
/// lines 13-19, XTCardPresentAnimation.m 13-16, XWMagicMoveAnimator.m 59,
/// XWCoolAnimator+XWLines.m 42), checked against numbers found here independently: the envelope
/// equation solved by bisection and the motion integrated by fourth-order Runge-Kutta (`integrate`
/// of SpringTests).
@Suite struct SpringMappingFidelityTests {
    /// Solves Framer's envelope equation for the natural frequency by bisection on its logarithm
    /// (independent of the library's iteration): `(ζω − v) / (ω√(1 − ζ²)) · e^(−ζωT) = 0.001`,
    /// or for ζ = 1 `e^(−ωT)(1 + (ω − v)T) = 0.001`, taking the root above the factor's zero.
    static func bisectedFrequency(damping z: Double, duration t: Double, velocity v: Double) -> Double {
        func f(_ w: Double) -> Double {
            z < 1
                ? log((z * w - v) / (w * (1 - z * z).squareRoot())) - z * w * t - log(0.001)
                : -w * t + log(1 + (w - v) * t) - log(0.001)
        }
        var lo = (z < 1 ? v / z : v) + 1e-9
        var hi = 10_000.0
        // Raise lo to where f is positive (the factor grows from zero just above lo).
        while f(lo) <= 0 { lo = lo * 1.01 + 1e-3 }
        for _ in 0..<200 {
            let m = (lo + hi) / 2
            if f(m) > 0 { lo = m } else { hi = m }
        }
        return (lo + hi) / 2
    }

    @Test func framersPublishedSpringForThreeSecondsAtAQuarterDampingIsReproduced() {
        // framer/SpringsExample readme: duration 3, damping ratio 0.25 in UIView.animate equals
        // CASpringAnimation stiffness 54.83363359078326, damping 3.702486785620688, mass 1.
        let s = Spring(dampingRatio: 0.25, settlingWithin: 3)
        #expect(abs(s.stiffness - 54.833_633_590_783_26) < 1e-3)
        #expect(abs(s.damping - 3.702_486_785_620_688) < 1e-4)
        #expect(s.mass == 1)
    }

    /// (damping ratio, duration, initial velocity) of every spring in the originals.
    static let originals: [(Double, Double, Double)] = [
        (0.5, 0.8, 0),  // XTSpringFromEdgeAnimation.m 13, 19; XTCardPresentAnimation.m 13-16
        (0.4, 0.8, 0),  // the same files' dismissal
        (0.55, 0.5, 1 / 0.55),  // XWMagicMoveAnimator.m 59, XWMagicMoveListController.m 34
        (0.8, 0.99, 0),  // XWCoolAnimator+XWLines.m 42: duration − 0.01 of the demo's 1 s
        (1.0, 0.5, 0),
    ]

    @Test(arguments: originals)
    func theNaturalFrequencySolvesTheEnvelopeEquation(damping: Double, duration: Double, velocity: Double) {
        let s = Spring(dampingRatio: damping, settlingWithin: duration, initialVelocity: velocity)
        let expected = Self.bisectedFrequency(damping: damping, duration: duration, velocity: velocity)
        #expect(abs(s.naturalFrequency - expected) < 1e-6 * expected, "\(s.naturalFrequency) vs \(expected)")
        #expect(abs(s.dampingRatio - damping) < 1e-9 && s.initialVelocity == velocity)
    }

    @Test(arguments: originals)
    func theMotionMatchesAnIntegrationOfTheSpringAndHasSettledByTheDuration(
        damping: Double, duration: Double, velocity: Double
    ) {
        let s = Spring(dampingRatio: damping, settlingWithin: duration, initialVelocity: velocity)
        // The RK4 oracle of SpringTests at a few instants, then the closed form densely after the duration.
        for t in [0.1, 0.5, 1, 1.5].map({ $0 * duration }) {
            #expect(abs(s.value(at: t) - integrate(s, until: t).value) < 1e-7, "at \(t)")
        }
        var leftAfterDuration = 0.0
        for t in stride(from: duration, through: 3 * duration, by: 0.0005) {
            leftAfterDuration = max(leftAfterDuration, abs(s.value(at: t) - 1))
        }
        // The envelope is 0.001 of the distance at the duration (its cosine part can add up to
        // a factor sqrt(1 + 1/b^2) of the sine coefficient b, 2 at ratio 0.5).
        #expect(leftAfterDuration < 0.003, "left after the duration: \(leftAfterDuration)")
    }

    @Test func xtsPresentSpringOvershootsBySixteenPercentAndHasNearlySettledByTheDuration() {
        // A damping ratio of 0.5 from rest overshoots by exp(−π 0.5 / √0.75) = 16.30%, whatever
        // the frequency (XTSpringFromEdgeAnimation.m line 13).
        let s = Spring(dampingRatio: 0.5, settlingWithin: 0.8)
        let times = Array(stride(from: 0.0, through: 0.8, by: 0.0001))
        #expect(abs(times.map { s.value(at: $0) }.max()! - 1.163_03) < 1e-4)
        // The first crossing of the end comes after 2π/3 / ω_d: 0.152 s for ω = 15.90.
        let crossing = times.first { s.value(at: $0) >= 1 }!
        #expect(abs(crossing - 2 * Double.pi / 3 / (15.896 * 0.75.squareRoot())) < 1e-3)
    }
}
