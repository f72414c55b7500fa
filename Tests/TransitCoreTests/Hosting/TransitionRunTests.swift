import Testing
import TransitCore

/// A step host that records what the run asks for.
private final class StepRecorder: TransitionStepHost {
    var steps: [HostStep] = []
    var progresses: [Double?] = []
    func perform(_ step: HostStep) { steps.append(step) }
    func display(_ scene: Scene, interactiveProgress: Double?) { progresses.append(interactiveProgress) }
}

@Suite struct TransitionRunTests {
    let context = TransitionContext(size: Size(width: 120, height: 240))

    // developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:):
    // the duration UIKit syncs companion animations to must be what the player runs.
    @Test(arguments: EffectCatalogue.builtIn.names)
    func theReportedDurationIsWhatThePlayerRuns(_ name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        for reduce in [false, true] {
            let run = TransitionRun(effect: effect, operation: .pop, motion: MotionPreferences(reduceMotion: reduce))
            let host = StepRecorder()
            let clock = VirtualClock()
            run.begin(views: [.from, .to], host: host, clock: clock) { context }
            var frames = 0
            while run.isRunning && frames < 2000 {
                clock.advance(by: 1.0 / 240)
                frames += 1
            }
            #expect(abs(clock.now - run.duration) <= 1.0 / 240 + 1e-9, "\(name) reduce=\(reduce)")
            #expect(host.steps.last == .complete(true) && host.progresses.allSatisfy { $0 == nil })
        }
    }

    @Test func theStepsComeFromTheScriptInOrderAndOnEndFollowsTheCompletion() {
        let run = TransitionRun(effect: Fade(), operation: .push, motion: MotionPreferences())
        let host = StepRecorder()
        let clock = VirtualClock()
        var ended: [Bool] = []
        var stepsAtEnd = 0
        run.onEnd = {
            ended.append($0)
            stepsAtEnd = host.steps.count
        }
        var measuredAfter: [HostStep] = []
        run.begin(views: [.from, .to], host: host, clock: clock) {
            measuredAfter = host.steps
            return context
        }
        #expect(measuredAfter == [.insert(.to, below: nil)])
        let script = try! #require(run.script)
        #expect(host.steps == script.preparation + script.start)
        #expect(script.snapshots.contains(.screen(.from)) && script.snapshots.contains(.screen(.to)))
        while run.isRunning { clock.advance(by: 1.0 / 60) }
        #expect(Array(host.steps.suffix(script.end(.finished).count)) == script.end(.finished))
        #expect(ended == [true] && stepsAtEnd == host.steps.count)
    }

    @Test func samplesBeforeUIKitStartsTheTransitionDriveItOnceItStarts() {
        let run = TransitionRun(effect: Fade(), operation: .pop, motion: MotionPreferences())
        run.interaction = InteractionSpec(direction: .right, beginRegion: .anywhere)
        #expect(run.isInteractive && run.isRunning)
        func sample(_ t: Double, _ dx: Double, _ phase: GestureSample.Phase) -> GestureSample {
            GestureSample(
                time: t, location: Point(x: 10 + dx, y: 50), translation: Vector(dx: dx, dy: 0),
                velocity: Vector(dx: 100, dy: 0), phase: phase)
        }
        run.handle(sample(0, 0, .began))
        run.handle(sample(0.05, 30, .changed))
        let host = StepRecorder()
        let clock = VirtualClock(now: 0.05)
        run.begin(views: [.from, .to], host: host, clock: clock) { context }
        #expect(run.player?.state == .interacting)
        #expect(abs((run.player?.progress ?? 0) - 0.25) < 1e-9)
        run.handle(sample(0.1, 60, .changed))
        clock.advance(by: 0.05)
        // UIKit is told the finger's progress with every frame (updateInteractiveTransition).
        let told = host.progresses.last.flatMap { $0 }
        #expect(told != nil && told == run.player?.progress && abs((told ?? 0) - 0.5) < 1e-9)
    }

    @Test func withoutViewControllersTheRunOnlyCompletes() {
        let run = TransitionRun(effect: Fade(), operation: .present, motion: MotionPreferences())
        let host = StepRecorder()
        var measured = false
        run.begin(views: nil, host: host, clock: VirtualClock()) {
            measured = true
            return context
        }
        #expect(host.steps == [.complete(true)] && !measured && run.player == nil)
    }

    @Test func onlyAPartialPresentationHasABackdropAndOnlyItsPresentationDrawsIt() throws {
        let card = try EffectCatalogue.builtIn.makeEffect(named: "card")
        let choice = PresentationChoice(requested: .automatic, restingScene: card.restingScene(in: context))
        #expect(choice.usesPresentationController)
        for (op, draws) in [(ContainerOperation.present, true), (.dismiss, false)] {
            let run = TransitionRun(effect: card, operation: op, presentation: choice, motion: MotionPreferences())
            #expect(run.hasBackdrop)
            run.begin(views: [.from, .to], host: StepRecorder(), clock: VirtualClock()) { context }
            #expect((run.backdropScene != nil) == draws)
            #expect(run.backdropScene.map { !$0.layers.isEmpty } ?? true)
        }
        let full = PresentationChoice(requested: .automatic, restingScene: Fade().restingScene(in: context))
        let run = TransitionRun(effect: Fade(), operation: .present, presentation: full, motion: MotionPreferences())
        #expect(!run.hasBackdrop && run.backdropScene == nil)
    }
}
