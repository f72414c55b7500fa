import Testing
import TransitCore

@Suite("Interaction driver")
struct InteractionDriverTests {
    let size = Gestures.size

    func driver(_ spec: InteractionSpec = InteractionSpec(direction: .right), layout: LayoutDirection = .leftToRight)
        -> InteractionDriver
    {
        InteractionDriver(spec: spec, size: size, layoutDirection: layout)
    }

    /// Feeds samples and returns the last update that was not ignored.
    @discardableResult
    func feed(_ d: inout InteractionDriver, _ samples: [GestureSample]) -> InteractionDriver.Update {
        var last = InteractionDriver.Update.ignored
        for s in samples {
            let u = d.handle(s)
            if u != .ignored { last = u }
        }
        return last
    }

    @Test func progressIsTravelAlongTheDirectionOverTheWidth() {
        var d = driver()
        feed(&d, Gestures.drag(from: Point(x: 10, y: 400), to: Point(x: 170, y: 460), duration: 0.3, release: nil))
        #expect(abs(d.progress(at: 0.3) - 0.4) < 1e-9)
        #expect(d.phase == .interacting)
    }

    @Test(arguments: [
        (InteractionSpec.Direction.left, LayoutDirection.leftToRight, Vector(dx: -100, dy: 0)),
        (.up, .leftToRight, Vector(dx: 0, dy: -200)),
        (.down, .leftToRight, Vector(dx: 0, dy: 200)),
        (.leading, .rightToLeft, Vector(dx: 100, dy: 0)),
        (.trailing, .rightToLeft, Vector(dx: -100, dy: 0)),
    ])
    func everyDirectionAdvancesWithItsOwnMotion(
        direction: InteractionSpec.Direction, layout: LayoutDirection, move: Vector
    ) {
        var d = driver(InteractionSpec(direction: direction), layout: layout)
        let a = Point(x: 200, y: 400)
        feed(&d, Gestures.drag(from: a, to: a + move, duration: 0.2, release: nil))
        #expect(abs(d.progress(at: 0.2) - 0.25) < 1e-9)
    }

    @Test func anEdgeRegionAdmitsOnlyGesturesStartingNearTheEdgeTheFingerLeaves() {
        let spec = InteractionSpec(direction: .right, beginRegion: .edge(inset: 30))
        var outside = driver(spec)
        #expect(
            feed(&outside, Gestures.drag(from: Point(x: 60, y: 400), to: Point(x: 300, y: 400), duration: 0.2))
                == .ignored)
        #expect(outside.phase == .idle)
        var inside = driver(spec)
        feed(&inside, Gestures.drag(from: Point(x: 20, y: 400), to: Point(x: 300, y: 400), duration: 0.2, release: nil))
        #expect(inside.phase == .interacting)
        let up = InteractionSpec(direction: .up, beginRegion: .edge(inset: 30))
        #expect(up.admitsBegin(at: Point(x: 100, y: 780), in: size, layout: .leftToRight))
        #expect(!up.admitsBegin(at: Point(x: 100, y: 700), in: size, layout: .leftToRight))
    }

    @Test func completionDistanceInPointsAndRateScaleProgress() {
        var points = driver(InteractionSpec(direction: .right, completionDistance: .points(200)))
        feed(&points, Gestures.rightDrag(by: 100, duration: 0.2, release: nil))
        #expect(abs(points.progress(at: 1) - 0.5) < 1e-9)
        var fraction = driver(InteractionSpec(direction: .right, completionDistance: .fraction(0.5), rate: 2))
        feed(&fraction, Gestures.rightDrag(by: 50, duration: 0.2, release: nil))
        #expect(abs(fraction.progress(at: 1) - 0.5) < 1e-9)
    }

    @Test(arguments: [(240.0, TransitionOutcome.finished), (160.0, .cancelled)])
    func aThresholdReleaseIsJudgedByProgressAlone(distance: Double, expected: TransitionOutcome) {
        var d = driver(InteractionSpec(direction: .right, release: .threshold(0.5)))
        guard case .released(let outcome, _) = feed(&d, Gestures.rightDrag(by: distance, duration: 0.1)) else {
            Issue.record("no release")
            return
        }
        #expect(outcome == expected)
        // The premise: both drags are fast, so the default rule, which weighs velocity, finishes both.
        var byVelocity = driver()
        guard case .released(let projected, _) = feed(&byVelocity, Gestures.rightDrag(by: distance, duration: 0.1))
        else {
            Issue.record("no release under the default rule")
            return
        }
        #expect(projected == .finished, "a \(distance)-point drag in 0.1 s is not fast enough to test the threshold")
    }

    @Test func aShortFastFlickFinishesUnderTheProjectedRule() {
        var d = driver()
        guard case .released(let outcome, let motion) = feed(&d, Gestures.rightDrag(by: 80, duration: 0.06)) else {
            Issue.record("no release")
            return
        }
        #expect(motion.start < 0.25)
        #expect(outcome == .finished)
    }

    @Test func aDragPastHalfFlickedBackCancels() {
        var d = driver()
        var samples = Gestures.rightDrag(by: 260, duration: 0.5, hold: 0.1, release: nil)
        samples += Gestures.drag(from: Point(x: 270, y: 400), to: Point(x: 230, y: 400), start: 0.61, duration: 0.05)
            .dropFirst()
            .map {
                var s = $0
                s.translation.dx += 260
                return s
            }
        guard case .released(let outcome, let motion) = feed(&d, samples) else {
            Issue.record("no release")
            return
        }
        #expect(motion.start > 0.5)
        #expect(outcome == .cancelled)
    }

    @Test func aReleaseSlowerThanTheMinimumFlickIsJudgedByPosition() {
        let spec = InteractionSpec(
            direction: .right, release: .projected(threshold: 0.5, decelerationRate: 0.998, minimumFlickSpeed: 500))
        var d = driver(spec)
        // 180 points in 0.5 s: 360 pt/s, below the minimum, so progress 0.45 cancels.
        guard case .released(let outcome, _) = feed(&d, Gestures.rightDrag(by: 180, duration: 0.5)) else {
            Issue.record("no release")
            return
        }
        #expect(outcome == .cancelled)
    }

    @Test func aCancelledGestureCancels() {
        var d = driver()
        guard case .released(let outcome, _) = feed(&d, Gestures.rightDrag(by: 350, duration: 0.1, release: .cancelled))
        else {
            Issue.record("no release")
            return
        }
        #expect(outcome == .cancelled)
    }

    @Test func theLinearFinishMovesAtItsSpeedToTheEnd() {
        var d = driver(.xwTransition(direction: .right, timer: true))
        guard case .released(.finished, let m) = feed(&d, Gestures.rightDrag(by: 300, duration: 0.5, hold: 0.2)) else {
            Issue.record("no finish")
            return
        }
        #expect(abs(m.duration - 0.25) < 1e-9)
        // The timer moves XW's fraction; the screen shows the effect's timing at it.
        #expect(abs(d.fraction(at: m.startTime + 0.125) - 0.875) < 1e-9)
        #expect(abs(d.progress(at: m.startTime + 0.125) - d.shownProgress(forFraction: 0.875)) < 1e-12)
        let early = d.tick(at: m.startTime + 0.2)
        let onTime = d.tick(at: m.startTime + 0.25)
        #expect(!early && onTime)
        #expect(d.phase == .done(.finished))
        #expect(d.progress(at: 99) == 1)
    }

    @Test func theEffectTimingFinishRunsTheRemainingShareOfItsDuration() {
        var spec = InteractionSpec(direction: .right, release: .threshold(0.5))
        spec.finishingMotion = .effectTiming
        var d = InteractionDriver(spec: spec, size: size, effectTiming: .curve(.easeOut, duration: 0.4))
        guard case .released(.cancelled, let m) = feed(&d, Gestures.rightDrag(by: 100, duration: 0.3)) else {
            Issue.record("no cancel")
            return
        }
        #expect(abs(m.duration - 0.1) < 1e-9)
        #expect(m.shape == .curve(.easeOut))
    }

    @Test func aBeganDuringTheFinishGrabsTheTransitionWhereItIs() {
        var d = driver()
        guard case .released(.finished, let m) = feed(&d, Gestures.rightDrag(by: 240, duration: 0.3)) else {
            Issue.record("no finish")
            return
        }
        let grabTime = m.startTime + 0.05
        let shown = d.progress(at: grabTime)
        #expect(shown > 0.6 && shown < 1)
        let grab = Gestures.drag(
            from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), start: grabTime, duration: 0.3, hold: 0.2)
        let update = d.handle(grab[0])
        #expect(update == .began(progress: shown, location: Point(x: 300, y: 400)))
        #expect(d.phase == .interacting)
        guard case .released(.cancelled, let back) = feed(&d, Array(grab.dropFirst())) else {
            Issue.record("no cancel")
            return
        }
        #expect(abs(back.start - (shown - 0.5)) < 1e-9)
    }

    @Test func clampedProgressStaysWithinZeroAndOne() {
        var d = driver()
        feed(&d, Gestures.rightDrag(by: 900, duration: 0.3, release: nil))
        #expect(d.progress(at: 1) == 1)
        var back = driver()
        feed(&back, Gestures.drag(from: Point(x: 200, y: 400), to: Point(x: 0, y: 400), duration: 0.3, release: nil))
        #expect(back.progress(at: 1) == 0)
    }

    @Test func rubberBandProgressResistsBeyondTheEndsAndStaysWithinTheLimit() {
        let spec = InteractionSpec(direction: .right, overscroll: .rubberBand(coefficient: 0.55, limit: 0.2))
        var d = driver(spec)
        feed(&d, Gestures.rightDrag(by: 600, duration: 0.3, release: nil))
        let p = d.progress(at: 1)
        #expect(p > 1 && p < 1.2)
        #expect(p < 1.5)
    }

    @Test func aTapInTheUncoveredRegionCloses() {
        let uncovered = Rect(x: 300, y: 0, width: 100, height: 800)
        var d = driver(.drawerClose(towards: .left, uncovered: uncovered, drawerWidth: 300))
        let tap = Gestures.drag(from: Point(x: 350, y: 300), to: Point(x: 352, y: 301), duration: 0.08)
        guard case .released(.finished, _) = feed(&d, tap) else {
            Issue.record("tap did not close")
            return
        }
    }

    @Test func aLongPressOrATapOutsideTheRegionDoesNotClose() {
        let uncovered = Rect(x: 300, y: 0, width: 100, height: 800)
        let spec = InteractionSpec(
            direction: .left, beginRegion: .edge(inset: 20), tapToClose: .init(region: uncovered))
        var press = driver(spec)
        let long = Gestures.drag(from: Point(x: 350, y: 300), to: Point(x: 351, y: 300), duration: 0.2, hold: 0.5)
        guard case .released(.cancelled, _) = feed(&press, long) else {
            Issue.record("a long press closed")
            return
        }
        var outside = driver(spec)
        #expect(
            feed(&outside, Gestures.drag(from: Point(x: 100, y: 300), to: Point(x: 101, y: 300), duration: 0.05))
                == .ignored)
    }

    @Test func samplesWithoutABeganOrAfterDoneAreIgnored() {
        var d = driver()
        let drag = Gestures.rightDrag(by: 300, duration: 0.2)
        #expect(feed(&d, Array(drag.dropFirst())) == .ignored)
        feed(&d, drag)
        _ = d.tick(at: 100)
        #expect(d.phase == .done(.finished))
        #expect(feed(&d, Gestures.rightDrag(by: 300, duration: 0.2, start: 101)) == .ignored)
    }

    @Test func aProgrammaticSettleStartsFromTheShownProgress() {
        var d = driver()
        feed(&d, Gestures.rightDrag(by: 100, duration: 0.2, release: nil))
        let m = d.settle(.finished, at: 0.3)
        #expect(abs(m.start - 0.25) < 1e-9 && m.target == 1)
        #expect(d.phase == .settling(.finished))
    }
}
