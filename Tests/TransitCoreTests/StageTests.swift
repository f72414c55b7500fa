import Testing
import TransitCore
import TransitTestSupport

@Suite("Stage and Timing")
struct StageTests {
    @Test func aStageReads0BeforeItsRangeAnd1After() {
        let stage = Stage(0.2...0.6, curve: .easeIn)
        #expect(stage.progress(at: 0) == 0)
        #expect(stage.progress(at: 0.2) == 0)
        #expect(stage.progress(at: 0.6) == 1)
        #expect(stage.progress(at: 0.9) == 1)
    }

    @Test func insideItsRangeAStageRunsItsCurveOnTheLocalTime() {
        let stage = Stage(0.2...0.6, curve: .easeIn)
        for p in stride(from: 0.21, to: 0.6, by: 0.05) {
            expectApproximatelyEqual(
                stage.progress(at: p), TimingCurve.easeIn.value(at: (p - 0.2) / 0.4), tolerance: 1e-12)
        }
    }

    @Test func aLinearStageOverTheWholeRunIsTheIdentity() {
        let stage = Stage(0...1)
        for p in stride(from: 0.0, through: 1, by: 0.1) {
            expectApproximatelyEqual(stage.progress(at: p), p, tolerance: 1e-12)
        }
    }

    @Test func consecutiveStagesHandOverWithoutAJump() {
        let first = Stage(0...0.4, curve: .easeOut)
        let second = Stage(0.4...1, curve: .easeIn)
        #expect(first.progress(at: 0.4) == 1 && second.progress(at: 0.4) == 0)
        expectApproximatelyEqual(first.progress(at: 0.3999999), 1, tolerance: 1e-5)
        expectApproximatelyEqual(second.progress(at: 0.4000001), 0, tolerance: 1e-5)
    }

    @Test func aStageWithAnOvershootingCurveLeavesTheUnitInterval() {
        let stage = Stage(0...0.5, curve: TimingCurve(0.34, 1.56, 0.64, 1))
        #expect(stride(from: 0.0, to: 0.5, by: 0.01).contains { stage.progress(at: $0) > 1 })
    }

    @Test func curveTimingScalesTimeByItsDuration() {
        let timing = Timing.curve(.easeInEaseOut, duration: 0.4)
        #expect(timing.duration == 0.4)
        expectApproximatelyEqual(timing.progress(atTime: 0.2), 0.5, tolerance: 1e-9)
        #expect(timing.progress(atTime: 0) == 0 && timing.progress(atTime: 0.4) == 1 && timing.progress(atTime: 3) == 1)
        #expect(Timing.curve(.linear, duration: 0).progress(atTime: 0) == 1)
    }

    @Test func springTimingLastsUntilTheSpringSettlesAndThenReads1() {
        let spring = Spring(dampingRatio: 0.6, response: 0.4)
        let timing = Timing.spring(spring)
        #expect(timing.duration == spring.settlingDuration)
        #expect(timing.progress(atTime: 0.1) == spring.value(at: 0.1))
        #expect(timing.progress(atTime: timing.duration) == 1)
    }

    @Test func lerpAndClampBehaveAtTheirEnds() {
        #expect(lerp(10, 20, 0) == 10 && lerp(10, 20, 1) == 20 && lerp(10, 20, 0.25) == 12.5)
        #expect(clamp01(-0.1) == 0 && clamp01(0.3) == 0.3 && clamp01(1.7) == 1)
    }
}
