import Testing
import TransitCore

@Suite struct TransitionRegistrySpecTests {
    @Test func aSpecRecordsItsEffectItsBackEffectAndItsTimingBothWays() throws {
        let spec = TransitionSpec(
            effect: EffectSpec(name: "circle-spread"),
            timing: .curve(.easeOut, duration: 0.8),
            back: EffectSpec(name: "fade"))
        var registry = TransitionRegistry<Int>()
        try registry.record(spec, for: 1)
        let forward = try #require(registry.transition(for: .forward, of: 1))
        let back = try #require(registry.transition(for: .back, of: 1))
        #expect(forward.effect.name == "circle-spread" && back.effect.name == "fade")
        #expect(forward.timing == .curve(.easeOut, duration: 0.8))
        #expect(back.timing == .curve(.easeOut, duration: 0.8))
    }

    @Test func withoutTimingOrBackEffectTheEffectsOwnAreUsed() throws {
        var registry = TransitionRegistry<Int>()
        try registry.record(TransitionSpec(effect: EffectSpec(name: "spring-slide")), for: 1)
        let back = try #require(registry.transition(for: .back, of: 1))
        #expect(back.effect.name == "spring-slide")
        #expect(back.timing == back.effect.backTiming)
    }

    @Test func anUnknownEffectNameIsRefusedAndNothingIsRecorded() {
        var registry = TransitionRegistry<Int>()
        #expect(throws: CatalogueError.self) {
            try registry.record(TransitionSpec(effect: EffectSpec(name: "nope")), for: 1)
        }
        #expect(registry.isEmpty)
    }
}
