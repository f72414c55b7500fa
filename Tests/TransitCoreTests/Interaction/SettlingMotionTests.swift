import Testing
import TransitCore

@Suite("Settling motion")
struct SettlingMotionTests {
    static let releases: [(progress: Double, velocity: Double, target: Double)] = [
        (0.6, 2.5, 1), (0.3, 4, 1), (0.8, -1.5, 0), (0.2, -0.5, 0), (0.55, -3, 1), (0.9, 0, 1), (0.4, 6, 0),
    ]

    @Test(arguments: releases)
    func theSpringStartsAtTheReleaseVelocity(release: (progress: Double, velocity: Double, target: Double)) {
        let m = SettlingMotion(
            .default, from: release.progress, to: release.target, velocity: release.velocity,
            at: 3, effectTiming: .curve(.linear, duration: 1))
        #expect(abs(m.velocity(at: 3) - release.velocity) < 1e-9)
        // And numerically, from the positions just after the start.
        let h = 1e-6
        #expect(abs((m.progress(at: 3 + h) - m.progress(at: 3)) / h - release.velocity) < 1e-3)
        #expect(m.progress(at: 3) == release.progress)
        #expect(m.progress(at: 3 + m.duration) == release.target)
    }

    @Test func theEffectsSpringAlsoStartsAtTheReleaseVelocity() {
        let m = SettlingMotion(
            .effectTiming, from: 0.7, to: 1, velocity: 1.8, at: 0,
            effectTiming: .spring(Spring(dampingRatio: 0.8, response: 0.4)))
        #expect(abs(m.velocity(at: 0) - 1.8) < 1e-9)
    }

    @Test func aMotionWithNoDistanceIsCompleteAtOnce() {
        let m = SettlingMotion(.default, from: 1, to: 1, velocity: 3, at: 2, effectTiming: .curve(.linear, duration: 1))
        #expect(m.duration == 0)
        #expect(m.isComplete(at: 2, stopsAtTarget: false))
    }

    @Test func aClampedSpringIsCompleteWhenItFirstReachesItsTarget() {
        let m = SettlingMotion(
            .spring(dampingRatio: 0.5, response: 0.4), from: 0.6, to: 1, velocity: 3, at: 0,
            effectTiming: .curve(.linear, duration: 1))
        var t = 0.0
        while !m.isComplete(at: t, stopsAtTarget: true), t <= m.duration { t += 0.001 }
        #expect(t < m.duration / 2)
        #expect(m.progress(at: t) >= 1 && m.progress(at: t - 0.001) < 1)
    }

    @Test func anAnimatedRunUsesTheWholeTiming() {
        let m = SettlingMotion(timing: .curve(.easeInEaseOut, duration: 0.5), at: 1)
        #expect(m.duration == 0.5 && m.start == 0 && m.target == 1)
        #expect(abs(m.progress(at: 1.25) - 0.5) < 1e-9)
    }
}
