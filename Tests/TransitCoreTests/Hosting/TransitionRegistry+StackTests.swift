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
}
