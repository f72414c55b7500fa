import Testing
import TransitCore

@Suite struct TransitionRegistryTests {
    @Test func backPlaysTheSameEffectUnlessADistinctOneIsGiven() {
        var r = TransitionRegistry<Int>()
        r.record(.circleSpread(), for: 1)
        r.record(.slide(from: .trailing), back: .fade(), for: 2)
        #expect(r.transition(for: .back, of: 1)?.effect.name == "circle-spread")
        #expect(r.transition(for: .back, of: 1)?.direction == .back)
        #expect(r.transition(for: .forward, of: 2)?.effect.name == "slide")
        #expect(r.transition(for: .back, of: 2)?.effect.name == "fade")
        #expect(r.transition(for: .back, of: 3) == nil)
    }

    @Test func theBackEffectCanBeChangedLater() {
        var r = TransitionRegistry<Int>()
        r.record(.circleSpread(), for: 1)
        r.setBack(.fade(), for: 1)
        #expect(r.transition(for: .back, of: 1)?.effect.name == "fade")
    }

    @Test func screensThatLeftTheContainerAreForgotten() {
        var r = TransitionRegistry<Int>()
        r.record(.fade(), for: 1)
        r.record(.fade(), for: 2)
        let someLeft = r.prune(keeping: [2])
        #expect(someLeft && r.keys == [2])
        let noneLeft = !r.prune(keeping: [])
        #expect(noneLeft)
        #expect(r.isEmpty)
    }
}
