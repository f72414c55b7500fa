import Testing
import TransitCore

/// A step host on which the pushed screen "is built" (declares) once its view is in the container,
/// as SwiftUI builds a destination when it lays it out; it records the steps and every read.
private final class BuildingHost: TransitionStepHost {
    var steps: [HostStep] = []
    var isBuilt = false
    var reads: [[HostStep]] = []
    func perform(_ step: HostStep) {
        steps.append(step)
        if case .insert(.to, _) = step { isBuilt = true }
    }
    func display(_ scene: Scene, interactiveProgress: Double?) {}
}

/// When a pushed screen's declaration reaches the host, for every order of events
/// (developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
/// asks as the push starts; transitionDuration(using:) is read before the start, fact sheet 3.2).
@Suite struct LateDeclarationTests {
    let context = TransitionContext(size: Size(width: 120, height: 240))
    let stack = StackTransition(effect: .fade(), back: .slide())

    @Test(arguments: EffectCatalogue.builtIn.names)
    func theDeclarationChangesTheEffectAndKeepsATimingUIKitWasTold(_ name: String) throws {
        let declaredEffect = try EffectCatalogue.builtIn.makeEffect(named: name)
        let asked: (effect: any Effect, timing: Timing?) = (Fade(duration: 0.4), nil)
        for declaredTiming in [nil, Timing.curve(.easeIn, duration: 1.7)] {
            let declared = StackTransition(effect: declaredEffect, timing: declaredTiming)
            let told = LateDeclaration.transition(asked: asked, declared: declared, durationReported: true)
            #expect(told.effect.name == name && told.timing == asked.effect.timing(for: .forward))
            let untold = LateDeclaration.transition(asked: asked, declared: declared, durationReported: false)
            #expect(untold.effect.name == name && untold.timing == declaredTiming)
        }
        for reported in [true, false] {
            let none = LateDeclaration.transition(
                asked: (declaredEffect, .curve(.linear, duration: 2)), declared: nil, durationReported: reported)
            #expect(none.effect.name == name && none.timing == .curve(.linear, duration: 2))
        }
    }

    /// Asks the core for the push's animator as the coordinator does, runs it on a host where the
    /// screen declares `own` from `arrival` on, and returns the answer, the run and the host.
    private func push(
        _ arrival: DeclarationArrival, own: StackTransition, stack: StackTransition?, appChose: (any Effect)? = nil,
        interactive: Bool = false, reduceMotion: Bool = false, reportsDuration: Bool = true
    ) -> (ContainerTransitions<Int>, TransitionRun?, BuildingHost) {
        var t = ContainerTransitions<Int>()
        (t.stack, t.readsDeclarations) = (stack, true)
        if let appChose { t.registry.record(appChose, for: 2) }
        let early = arrival == .beforeRequest || arrival == .withoutStackEffect
        let host = BuildingHost()
        let answer = t.answer(
            .navigation(.push, from: 1, to: 2, systemBackSwipeActive: false, declared: .init(to: early ? own : nil)))
        let run = answer?.run(motion: MotionPreferences(reduceMotion: reduceMotion)) {
            host.reads.append(host.steps)
            return arrival == .never || (arrival == .atLayout && !host.isBuilt) ? nil : own
        }
        if interactive { run?.interaction = InteractionSpec(direction: .left, beginRegion: .anywhere) }
        if reportsDuration { _ = run?.reportDuration() }
        run?.begin(views: [.from, .to], host: host, clock: VirtualClock()) { context }
        return (t, run, host)
    }

    @Test func aDeclarationBeforeUIKitAsksSettlesThePushThen() {
        let own = StackTransition(effect: .cube(), timing: .curve(.linear, duration: 1.2))
        let (t, run, host) = push(.beforeRequest, own: own, stack: stack)
        #expect(run?.effect.name == "cube" && run?.timing == own.timing && run?.duration == 1.2)
        #expect(host.reads.isEmpty && !t.registry.chosenByStack.contains(2))
    }

    @Test(arguments: [false, true])
    func aDeclarationAtLayoutPlaysItsEffectWithTheToldTiming(interactive: Bool) throws {
        let own = StackTransition(effect: .cube(), back: .circleSpread(), timing: .curve(.linear, duration: 1.2))
        var (t, run, host) = push(.atLayout, own: own, stack: stack, interactive: interactive)
        let r = try #require(run)
        // Read once, right after the screen was put in the container and laid out, before any snapshot.
        #expect(host.reads == [[.insert(.to, below: nil)]])
        #expect(r.effect.name == "cube" && r.duration == Fade().timing.duration && r.isInteractive == interactive)
        #expect(r.script?.snapshots == TransitionScript.snapshots(of: Cube(), in: r.context ?? context))
        let pop = t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false, declared: .init(from: own)))
        #expect(pop?.entry.effect.name == "circle-spread" && pop?.entry.timing == own.timing)
        // A host that never told UIKit a duration plays the declaration's own timing.
        (t, run, host) = push(.atLayout, own: own, stack: stack, reportsDuration: false)
        #expect(run?.effect.name == "cube" && run?.duration == 1.2)
    }

    @Test func aDeclarationAfterTheLayoutStepLeavesTheStacksPushAndTakesThePop() throws {
        let own = StackTransition(effect: .cube(), back: .circleSpread())
        var (t, run, host) = push(.never, own: own, stack: stack)
        #expect(run?.effect.name == "fade" && run?.timing == Fade().timing && host.reads.count == 1)
        let pop = t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false, declared: .init(from: own)))
        #expect(pop?.entry.effect.name == "circle-spread")
    }

    @Test func withoutAStackEffectOnlyADeclarationBeforeUIKitAsksAnimatesThePush() {
        let own = StackTransition(effect: .cube())
        let (_, late, _) = push(.atLayout, own: own, stack: nil)
        #expect(late == nil)  // the system push
        let (_, early, host) = push(.withoutStackEffect, own: own, stack: nil)
        #expect(early?.effect.name == "cube" && host.reads.isEmpty)
    }

    @Test(arguments: DeclarationArrival.allCases)
    func aPushTheAppChoseNeverReadsTheDeclaration(_ arrival: DeclarationArrival) {
        let (_, run, host) = push(arrival, own: StackTransition(effect: .cube()), stack: stack, appChose: Zoom())
        #expect(run?.effect.name == "zoom" && host.reads.isEmpty)
    }

    @Test(arguments: DeclarationArrival.allCases)
    func underReduceMotionEveryOrderRunsTheToldCrossFade(_ arrival: DeclarationArrival) {
        let own = StackTransition(effect: .cube(), timing: .curve(.linear, duration: 1.2))
        let (_, run, _) = push(arrival, own: own, stack: stack, reduceMotion: true)
        #expect(run?.duration == MotionPreferences.crossFadeDuration)
    }
}
