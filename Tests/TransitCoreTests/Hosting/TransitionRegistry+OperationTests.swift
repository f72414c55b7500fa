import Testing
import TransitCore

@Suite struct TransitionRegistryOperationTests {
    var registry: TransitionRegistry<Int> {
        var r = TransitionRegistry<Int>()
        r.record(.circleSpread(), back: .fade(), for: 2)  // screen 2 came in over screen 1
        return r
    }

    @Test(arguments: [ContainerOperation.push, .present])
    func bringingAScreenInRunsItsForwardTransition(_ operation: ContainerOperation) throws {
        let entry = try #require(registry.transition(for: operation, from: 1, to: 2))
        #expect(entry.effect.name == "circle-spread" && entry.direction == .forward)
    }

    @Test(arguments: [ContainerOperation.pop, .dismiss])
    func takingAScreenAwayRunsItsBackTransition(_ operation: ContainerOperation) throws {
        let entry = try #require(registry.transition(for: operation, from: 2, to: 1))
        #expect(entry.effect.name == "fade" && entry.direction == .back)
    }

    @Test func screensWithNothingRecordedAndTabSwitchesHaveNoEntry() {
        #expect(registry.transition(for: .push, from: 2, to: 3) == nil)
        #expect(registry.transition(for: .pop, from: 1, to: 0) == nil)
        #expect(registry.transition(for: .selectTab, from: 1, to: 2) == nil)
    }

    @Test func tabSwitchesGoForwardToTheRightAndBackToTheLeft() {
        #expect(ContainerOperation.tabDirection(from: 0, to: 2) == .forward)
        #expect(ContainerOperation.tabDirection(from: 2, to: 0) == .back)
        #expect(ContainerOperation.tabDirection(from: 1, to: 1) == .forward)
        #expect(ContainerOperation.tabDirection(from: nil, to: nil) == .forward)
    }
}
