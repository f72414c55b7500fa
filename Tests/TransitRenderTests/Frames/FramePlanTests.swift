import Testing
import TransitCore
import TransitRender

@Suite struct FramePlanTests {
    static let timings: [Timing] = [
        .curve(.linear, duration: 0.35), .curve(.easeInEaseOut, duration: 1), .curve(.default, duration: 0.1),
        .curve(TimingCurve(0.34, 1.56, 0.64, 1), duration: 0.5),
        .spring(Spring(dampingRatio: 0.5, response: 0.4)), .spring(Spring(dampingRatio: 1, response: 0.3)),
        .spring(Spring(dampingRatio: 1.6, response: 0.3)),
    ]

    @Test(arguments: timings)
    func theFirstProgressIsExactlyZeroAndTheLastExactlyOne(timing: Timing) {
        for fps in [1.0, 24, 30, 60, 120] {
            let plan = FramePlan(timing: timing, fps: fps)
            #expect(plan.progresses.first == 0)
            #expect(plan.progresses.last == 1)
            #expect(plan.times.first == 0 && plan.times.last == plan.duration)
            #expect(plan.progresses.count == plan.frameCount && plan.times.count == plan.frameCount)
        }
    }

    @Test func theFrameCountIsDurationTimesFpsPlusOneAndAtLeastTwo() {
        #expect(FramePlan(timing: .curve(.linear, duration: 0.35), fps: 60).frameCount == 22)
        #expect(FramePlan(timing: .curve(.linear, duration: 1), fps: 30).frameCount == 31)
        #expect(FramePlan(timing: .curve(.linear, duration: 1), fps: 30, duration: 2).frameCount == 61)
        #expect(FramePlan(timing: .curve(.linear, duration: 0), fps: 60).frameCount == 2)
        #expect(FramePlan(timing: .curve(.linear, duration: 0.001), fps: 60).frameCount == 2)
        #expect(FramePlan(timing: .curve(.linear, duration: 0), fps: 60).progresses == [0, 1])
    }

    @Test func framesAreEvenlySpacedInTime() {
        let plan = FramePlan(timing: .curve(.easeIn, duration: 0.5), fps: 10)
        #expect(plan.times.enumerated().allSatisfy { abs($0.element - Double($0.offset) * 0.1) < 1e-12 })
    }

    @Test func aLinearCurveGivesEvenProgressAndAnEasedCurveFollowsTheCurve() {
        let linear = FramePlan(timing: .curve(.linear, duration: 1), fps: 4)
        #expect(linear.progresses == [0, 0.25, 0.5, 0.75, 1])
        let eased = FramePlan(timing: .curve(.easeInEaseOut, duration: 1), fps: 4)
        #expect(eased.progresses[1] == TimingCurve.easeInEaseOut.value(at: 0.25))
        #expect(abs(eased.progresses[2] - 0.5) < 1e-9)
    }

    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func progressNeverDecreasesForAMonotoneCurve(curve: TimingCurve) {
        let p = FramePlan(timing: .curve(curve, duration: 0.7), fps: 60).progresses
        #expect(zip(p, p.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aSpringLastsItsSettlingDurationAndMayOvershoot() {
        let spring = Spring(dampingRatio: 0.4, response: 0.5)
        let plan = FramePlan(timing: .spring(spring), fps: 60)
        #expect(plan.duration == spring.settlingDuration)
        #expect(plan.progresses.max()! > 1.05)
        #expect(abs(plan.progresses[10] - spring.value(at: plan.times[10])) < 1e-12)
    }

    @Test func aSpringGivenAnotherDurationIsRetimedToSettleAtTheEnd() {
        let spring = Spring(dampingRatio: 1, response: 0.3)
        let plan = FramePlan(timing: .spring(spring), fps: 10, duration: 2)
        #expect(plan.frameCount == 21)
        #expect(abs(plan.progresses[10] - spring.value(at: spring.settlingDuration / 2)) < 1e-12)
        #expect(plan.progresses[19] > 0.99)
    }

    @Test func anOvershootingCurveKeepsItsOvershoot() {
        let plan = FramePlan(timing: .curve(TimingCurve(0.34, 1.56, 0.64, 1), duration: 1), fps: 60)
        #expect(plan.progresses.max()! > 1)
        #expect(plan.progresses.last == 1)
    }
}
