import Testing
import TransitCore

@Suite struct SpringSettlingTests {
    @Test(arguments: [(0.4, 0.8), (0.5, 0.8), (0.55, 0.5), (0.8, 0.6)])
    func anUnderDampedSpringBuiltFromADurationSettlesInAboutThatDuration(damping: Double, duration: Double) {
        let s = Spring(dampingRatio: damping, settlingWithin: duration)
        #expect(abs(s.dampingRatio - damping) < 1e-9)
        #expect(abs(s.settlingDuration - duration) < 0.2 * duration)
    }
}
