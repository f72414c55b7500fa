import Testing
import TransitCore

@Suite struct SpringSettlingTests {
    @Test(arguments: [(0.4, 0.8), (0.5, 0.8), (0.55, 0.5), (0.8, 0.6)])
    func anUnderDampedSpringBuiltFromADurationSettlesInAboutThatDuration(damping: Double, duration: Double) {
        let s = Spring(dampingRatio: damping, settlingWithin: duration)
        #expect(abs(s.dampingRatio - damping) < 1e-9)
        // UIKit's duration puts the envelope's sine part at a thousandth (SpringMappingFidelityTests);
        // the whole motion, cosine part and speed included, settles within 30% of it.
        #expect(abs(s.settlingDuration - duration) < 0.3 * duration)
    }
}
