import Testing
import TransitCore

@Suite struct HostedRunTests {
    @Test func aRunGoesFromStartToEndOverTheTimingsDuration() {
        let run = HostedRun(timing: .curve(.linear, duration: 2), startTime: 10)
        #expect(run.progress(atTime: 10) == 0)
        #expect(abs(run.progress(atTime: 11) - 0.5) < 1e-9)
        #expect(run.progress(atTime: 12) == 1 && run.isDone(atTime: 12) && !run.isDone(atTime: 11.9))
        #expect(run.finishes)
    }

    @Test func aRunFromMidwayTakesOnlyTheShareLeft() {
        let cancel = HostedRun(timing: .curve(.linear, duration: 1), startTime: 0, from: 0.4, to: 0)
        #expect(abs(cancel.duration - 0.4) < 1e-9 && !cancel.finishes)
        #expect(abs(cancel.progress(atTime: 0.2) - 0.2) < 1e-9)
        #expect(cancel.progress(atTime: 5) == 0)
    }

    @Test func aTimeBeforeTheStartGivesTheStartProgress() {
        #expect(HostedRun(timing: .curve(.linear, duration: 1), startTime: 5, from: 0.3, to: 1).progress(atTime: 4) == 0.3)
    }
}

@Suite struct PanTrackingTests {
    let size = Size(width: 400, height: 800)

    @Test func aBackSwipeFromTheLeadingEdgeTravelsTowardsTrailing() {
        let ltr = PanTracking(edge: .leading, size: size)
        #expect(ltr.progress(translation: Vector(dx: 100, dy: 30)) == 0.25)
        let rtl = PanTracking(edge: .leading, layoutDirection: .rightToLeft, size: size)
        #expect(rtl.progress(translation: Vector(dx: -100, dy: 0)) == 0.25)
        #expect(rtl.progress(translation: Vector(dx: 100, dy: 0)) == 0)
    }

    @Test func anEdgeInsetLimitsWhereAGestureMayBegin() {
        let pan = PanTracking(edge: .leading, size: size, edgeInset: 20)
        #expect(pan.mayBegin(at: Point(x: 10, y: 400)) && !pan.mayBegin(at: Point(x: 30, y: 400)))
        #expect(PanTracking(edge: .bottom, size: size, edgeInset: 20).mayBegin(at: Point(x: 200, y: 790)))
        #expect(PanTracking(edge: .top, size: size).mayBegin(at: Point(x: 200, y: 400)))
    }

    @Test func releaseFinishesPastHalfwayOrOnAFlick() {
        let pan = PanTracking(edge: .left, size: size)
        #expect(pan.finishes(progress: 0.6, velocity: .zero))
        #expect(!pan.finishes(progress: 0.3, velocity: .zero))
        #expect(pan.finishes(progress: 0.3, velocity: Vector(dx: 1200, dy: 0)))
        #expect(!pan.finishes(progress: 0.6, velocity: Vector(dx: -1200, dy: 0)))
    }
}
