import Testing
import TransitCore

@Suite struct TransitionRegistryStackTests {
    let stack = StackTransition(effect: .pageFlip(), back: .fade())

    @Test func aPushWithoutItsOwnTransitionUsesTheStacksAndRemembersIt() {
        var registry = TransitionRegistry<Int>()
        let push = registry.transition(for: .push, from: 1, to: 2, stack: stack)
        #expect(push?.effect.name == "page-flip" && push?.direction == .forward)
        let later = StackTransition(effect: .slide())
        #expect(registry.transition(for: .pop, from: 2, to: 1, stack: later)?.effect.name == "fade")
        #expect(registry.keys == [2])
    }

    @Test func aScreensOwnTransitionWinsOverTheStacks() {
        var registry = TransitionRegistry<Int>()
        registry.record(.circleSpread(), for: 2)
        #expect(registry.transition(for: .push, from: 1, to: 2, stack: stack)?.effect.name == "circle-spread")
        #expect(registry.transition(for: .pop, from: 2, to: 1, stack: stack)?.effect.name == "circle-spread")
    }

    @Test func aScreenPushedBeforeTheStackHadAnEffectGoesBackWithTheStacksBackEffect() {
        var registry = TransitionRegistry<Int>()
        let pop = registry.transition(for: .pop, from: 5, to: 4, stack: stack)
        #expect(pop?.effect.name == "fade" && pop?.direction == .back)
        #expect(registry.isEmpty)
    }

    @Test func withoutAStackEffectNothingChanges() {
        var registry = TransitionRegistry<Int>()
        for op in [ContainerOperation.push, .pop, .present, .dismiss] {
            #expect(registry.transition(for: op, from: 1, to: 2, stack: nil) == nil)
        }
        #expect(registry.transition(for: .present, from: 1, to: 2, stack: stack) == nil)
        #expect(registry.isEmpty)
    }

    @Test func aStackFromASpecRunsTheSpecsDurationOnPushAndPop() throws {
        let spec = TransitionSpec(
            effect: EffectSpec(name: "page-flip"), timing: .curve(.easeOut, duration: 0.8),
            back: EffectSpec(name: "fade"))
        var t = ContainerTransitions<Int>()
        t.stack = try StackTransition(spec: spec)
        let motion = MotionPreferences()
        let answers = [
            t.answer(.navigation(.push, from: 1, to: 2, systemBackSwipeActive: false)),
            t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false)),
            // A screen that came in before the stack had its effect goes back with the spec's timing too.
            t.answer(.navigation(.pop, from: 5, to: 4, systemBackSwipeActive: false)),
        ]
        let push = try #require(answers[0])
        for (answer, name) in zip(answers, ["page-flip", "fade", "fade"]) {
            let answer = try #require(answer)
            #expect(answer.entry.effect.name == name)
            #expect(answer.entry.timing == .curve(.easeOut, duration: 0.8))
            #expect(answer.run(motion: motion).duration == 0.8)
        }
        #expect(push.entry.effect.timing(for: .forward).duration != 0.8)  // not the effect's own
    }

    @Test func aStackFromASpecWithoutTimingOrBackUsesTheEffectsOwn() throws {
        let stack = try StackTransition(spec: TransitionSpec(effect: EffectSpec(name: "spring-slide")))
        #expect(stack.timing == nil && stack.back == nil)
        var registry = TransitionRegistry<Int>()
        let pop = registry.transition(for: .pop, from: 2, to: 1, stack: stack)
        #expect(pop?.effect.name == "spring-slide" && pop?.timing == pop?.effect.backTiming)
        #expect(throws: CatalogueError.self) {
            try StackTransition(spec: TransitionSpec(effect: EffectSpec(name: "nope")))
        }
    }
}
