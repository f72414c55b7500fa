import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// An independent oracle: the spring's equation of motion, m·x'' = -k·(x - 1) - c·x', integrated
/// from x = 0, x' = v0 with classical fourth-order Runge-Kutta steps of `dt` (also the oracle of
/// `SpringMappingFidelityTests`).
func integrate(_ s: Spring, until end: Double, dt: Double = 1e-4) -> (value: Double, velocity: Double) {
    func accel(_ x: Double, _ v: Double) -> Double { (-s.stiffness * (x - 1) - s.damping * v) / s.mass }
    var x = 0.0
    var v = s.initialVelocity
    var t = 0.0
    while t < end - 1e-12 {
        let h = min(dt, end - t)
        let k1x = v
        let k1v = accel(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t += h
    }
    return (x, v)
}

@Suite("Spring")
struct SpringTests {
    /// Under-, critically and over-damped springs, at rest and thrown.
    static let springs: [Spring] = [
        Spring(dampingRatio: 0.3, response: 0.5),
        Spring(dampingRatio: 0.7, response: 0.4, initialVelocity: 3),
        Spring(dampingRatio: 1, response: 0.5),
        Spring(dampingRatio: 1, response: 0.3, initialVelocity: -2),
        Spring(dampingRatio: 2.5, response: 0.5),
        Spring(mass: 2, stiffness: 300, damping: 80, initialVelocity: 5),
    ]

    @Test(arguments: springs)
    func theValueAndVelocityFollowTheEquationOfMotion(_ spring: Spring) {
        for t in [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2] {
            let expected = integrate(spring, until: t)
            expectApproximatelyEqual(spring.value(at: t), expected.value, tolerance: 1e-7, "value at \(t)")
            expectApproximatelyEqual(spring.velocity(at: t), expected.velocity, tolerance: 1e-6, "velocity at \(t)")
        }
    }

    @Test(arguments: springs)
    func theSpringStartsAt0WithItsInitialVelocity(_ spring: Spring) {
        expectApproximatelyEqual(spring.value(at: 0), 0, tolerance: 1e-12)
        expectApproximatelyEqual(spring.velocity(at: 0), spring.initialVelocity, tolerance: 1e-9)
    }

    /// The first time in `times` when the spring is more than `epsilon` from 1 or faster than `10 epsilon`.
    static func firstUnsettledTime(_ spring: Spring, in times: some Sequence<Double>, epsilon: Double) -> Double? {
        times.first { abs(spring.value(at: $0) - 1) > epsilon || abs(spring.velocity(at: $0)) > epsilon * 10 }
    }

    @Test(arguments: springs)
    func theSettlingDurationReallySettles(_ spring: Spring) {
        let epsilon = 0.001
        let settle = spring.settlingDuration(epsilon: epsilon)
        #expect(settle > 0 && settle < 60)
        // It is tight: shortly before, the spring was still moving or away from 1.
        let before = (1...20).map { settle - Double($0) * 0.0005 }.filter { $0 >= 0 }
        #expect(Self.firstUnsettledTime(spring, in: before, epsilon: epsilon) != nil)
        // From then on (checked for 5 s) the value stays within epsilon of 1 and the speed below 10 epsilon.
        let unsettled = Self.firstUnsettledTime(
            spring, in: stride(from: settle, to: settle + 5, by: 0.0005), epsilon: epsilon)
        #expect(unsettled == nil, "still unsettled at \(unsettled ?? 0) s, after the settling duration \(settle) s")
    }

    @Test func anUnderdampedSpringOvershootsAndTheOthersDoNot() {
        func peak(_ s: Spring) -> Double { (0...2000).map { s.value(at: Double($0) / 1000) }.max()! }
        #expect(peak(Spring(dampingRatio: 0.5, response: 0.4)) > 1.05)
        #expect(peak(Spring(dampingRatio: 1, response: 0.4)) <= 1 + 1e-12)
        #expect(peak(Spring(dampingRatio: 2, response: 0.4)) <= 1 + 1e-12)
    }

    @Test func dampingRatioAndResponseRoundTripThroughTheCoefficients() {
        let s = Spring(dampingRatio: 0.65, response: 0.42)
        expectApproximatelyEqual(s.dampingRatio, 0.65, tolerance: 1e-12)
        expectApproximatelyEqual(s.response, 0.42, tolerance: 1e-12)
        expectApproximatelyEqual(s.naturalFrequency, 2 * .pi / 0.42, tolerance: 1e-9)
        #expect(s.mass == 1)
    }

    @Test func theCoefficientsGiveTheDampingRatio() {
        // c = 2·ζ·sqrt(k·m): k = 100, m = 1, c = 10 → ζ = 0.5.
        expectApproximatelyEqual(Spring(stiffness: 100, damping: 10).dampingRatio, 0.5, tolerance: 1e-12)
    }

    @Test func aChangedInitialVelocityKeepsTheRestOfTheSpring() {
        let s = Spring(dampingRatio: 0.8, response: 0.3)
        let thrown = s.withInitialVelocity(4)
        #expect(thrown.initialVelocity == 4 && thrown.stiffness == s.stiffness && thrown.damping == s.damping)
    }

    @Test func timeBeforeTheStartReadsAsTheStart() {
        let s = Spring(dampingRatio: 0.5, response: 0.5, initialVelocity: 2)
        #expect(s.value(at: -1) == s.value(at: 0))
        #expect(s.velocity(at: -1) == s.velocity(at: 0))
    }
}
