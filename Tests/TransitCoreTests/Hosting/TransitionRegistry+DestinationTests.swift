import Testing
import TransitCore

@Suite struct TransitionRegistryDestinationTests {
    let stack = StackTransition(effect: .pageFlip(), back: .fade())
    let declared = StackTransition(effect: .cube())

    @Test func aPushedScreensDeclarationWinsOverTheStackAndItsPopPlaysItBack() {
        var registry = TransitionRegistry<Int>()
        let push = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: declared)
        #expect(push?.effect.name == "cube" && push?.direction == .forward)
        // The pop finds the recorded cube even when the host no longer passes the declaration.
        let pop = registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: nil)
        #expect(pop?.effect.name == "cube" && pop?.direction == .back)
    }

    @Test func aDeclaredBackEffectTakesTheScreenAway() {
        var registry = TransitionRegistry<Int>()
        let both = StackTransition(effect: .cube(), back: .circleSpread())
        _ = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: both)
        #expect(
            registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: both)?.effect.name == "circle-spread"
        )
    }

    @Test func anAppsOwnPushTransitionWinsOverTheDeclaration() {
        var registry = TransitionRegistry<Int>()
        registry.record(.slide(), for: 2)
        #expect(
            registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: declared)?.effect.name == "slide")
        #expect(
            registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: declared)?.effect.name == "slide")
    }

    @Test func aLaterSetBackTransitionStillWinsOnThePop() {
        var registry = TransitionRegistry<Int>()
        _ = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: declared)
        registry.setBack(.fade(), for: 2)
        #expect(registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: declared)?.effect.name == "fade")
    }

    @Test func aScreenNeverRecordedGoesBackWithItsDeclarationElseTheStacks() {
        var registry = TransitionRegistry<Int>()
        #expect(registry.transition(for: .pop, from: 5, to: 4, stack: stack, declared: declared)?.effect.name == "cube")
        #expect(registry.transition(for: .pop, from: 5, to: 4, stack: stack, declared: nil)?.effect.name == "fade")
        #expect(registry.isEmpty)
    }

    @Test func aDeclarationWorksWithoutAStackEffect() {
        var registry = TransitionRegistry<Int>()
        #expect(registry.transition(for: .push, from: 1, to: 2, stack: nil, declared: declared)?.effect.name == "cube")
    }

    @Test(arguments: ContainerOperation.allCases)
    func withoutADeclarationTheStackRuleIsUnchanged(operation: ContainerOperation) {
        var declaredless = TransitionRegistry<Int>()
        var plain = TransitionRegistry<Int>()
        declaredless.record(.circleSpread(), for: 3)
        plain.record(.circleSpread(), for: 3)
        for (from, to) in [(1, 2), (3, 1), (2, 3)] {
            let a = declaredless.transition(for: operation, from: from, to: to, stack: stack, declared: nil)
            let b = plain.transition(for: operation, from: from, to: to, stack: stack)
            #expect(a?.effect.name == b?.effect.name && a?.direction == b?.direction)
        }
        #expect(declaredless.keys == plain.keys)
    }

    @Test func presentationsIgnoreDeclarations() {
        var registry = TransitionRegistry<Int>()
        for op in [ContainerOperation.present, .dismiss, .selectTab] {
            #expect(registry.transition(for: op, from: 1, to: 2, stack: stack, declared: declared) == nil)
        }
    }

    // The order of events when the declaration reaches the host only after UIKit asked for the push's
    // animator (a SwiftUI destination laid out during the transition): the push cannot know it.
    @Test func aDeclarationThatArrivesAfterItsPushTakesTheScreenBack() {
        var registry = TransitionRegistry<Int>()
        let both = StackTransition(effect: .cube(), back: .circleSpread())
        let push = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: nil)
        #expect(push?.effect.name == "page-flip")
        let pop = registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: both)
        #expect(pop?.effect.name == "circle-spread" && pop?.direction == .back)
        // Without the declaration (a host that lost it) the screen goes back the way it came.
        #expect(registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: nil)?.effect.name == "fade")
    }

    @Test func aLateDeclarationNeverReplacesWhatTheAppChose() {
        var registry = TransitionRegistry<Int>()
        _ = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: nil)
        registry.setBack(.slide(), for: 2)
        #expect(
            registry.transition(for: .pop, from: 2, to: 1, stack: stack, declared: declared)?.effect.name == "slide")
        // A screen the app pushed with its own transition keeps it though it re-records nothing.
        registry.record(.zoom(), for: 3)
        #expect(registry.transition(for: .pop, from: 3, to: 2, stack: stack, declared: declared)?.effect.name == "zoom")
    }

    @Test func aDeclaredPushRecordedForTheScreenIsNotTheStacksChoice() {
        var registry = TransitionRegistry<Int>()
        _ = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: declared)
        _ = registry.transition(for: .push, from: 2, to: 3, stack: stack, declared: nil)
        #expect(registry.chosenByStack == [3])
        registry.prune(keeping: [1, 2])
        #expect(registry.chosenByStack.isEmpty)
    }

    @Test func aDeclarationsTimingRunsItsPushAndItsPop() {
        var registry = TransitionRegistry<Int>()
        let timed = StackTransition(effect: .cube(), back: .fade(), timing: .curve(.linear, duration: 1.5))
        let push = registry.transition(for: .push, from: 1, to: 2, stack: stack, declared: timed)
        #expect(push?.timing == .curve(.linear, duration: 1.5))
        #expect(registry.transition(for: .pop, from: 2, to: 1, stack: nil, declared: nil)?.timing == push?.timing)
        #expect(registry.transition(for: .pop, from: 9, to: 1, stack: nil, declared: timed)?.timing == push?.timing)
    }
}
