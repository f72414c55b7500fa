import Testing
import TransitCore

@Suite struct ContainerPlanTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 200)

    @Test(arguments: [ContainerOperation.push, .present]) func goingForwardPutsTheNewScreenOnTop(
        _ op: ContainerOperation
    ) {
        let p = ContainerPlan(operation: op)
        #expect(p.toViewIsOnTop)
        #expect(p.placements(at: .running).map(\.side) == [.from, .to])
    }

    @Test(arguments: [ContainerOperation.pop, .dismiss]) func goingBackPutsTheNewScreenBelow(_ op: ContainerOperation) {
        let p = ContainerPlan(operation: op)
        #expect(!p.toViewIsOnTop && p.direction == .back)
        #expect(p.placements(at: .running).map(\.side) == [.to, .from])
    }

    @Test(arguments: ContainerOperation.allCases) func whileRunningOnlyTheOverlayShows(_ op: ContainerOperation) {
        let p = ContainerPlan(operation: op)
        #expect(p.showsOverlay(at: .running) && !p.showsOverlay(at: .finished) && !p.showsOverlay(at: .cancelled))
        #expect(p.placements(at: .running).allSatisfy { !$0.isVisible && $0.membership == .inContainer })
    }

    @Test(arguments: ContainerOperation.allCases) func finishingShowsOnlyTheDestinationAndCancellingOnlyTheSource(
        _ op: ContainerOperation
    ) {
        let p = ContainerPlan(operation: op)
        let done = p.placements(at: .finished), undone = p.placements(at: .cancelled)
        #expect(
            done.filter(\.isVisible).map(\.side) == [.to] && done.first { $0.side == .from }?.membership == .removed)
        #expect(
            undone.filter(\.isVisible).map(\.side) == [.from] && undone.first { $0.side == .to }?.membership == .removed
        )
        #expect(
            p.completes(at: .finished) == true && p.completes(at: .cancelled) == false
                && p.completes(at: .running) == nil)
    }

    @Test func aPartialPresentationLeavesThePresentingViewAlone() {
        let present = ContainerPlan(operation: .present, keepsPresentingView: true)
        #expect(present.keptSide == .from)
        for phase in ContainerPlan.Phase.allCases {
            #expect(
                present.placements(at: phase).first { $0.side == .from }
                    == .init(side: .from, membership: .untouched, isVisible: true))
        }
        #expect(ContainerPlan(operation: .dismiss, keepsPresentingView: true).keptSide == .to)
        #expect(ContainerPlan(operation: .push, keepsPresentingView: true).keptSide == nil)
    }

    @Test func framesComeFromTheContainerThenTheRestingSceneThenTheBounds() {
        let p = ContainerPlan(operation: .present)
        let card = Rect(x: 0, y: 100, width: 100, height: 100)
        #expect(
            p.frame(of: .to, at: .finished, reported: card.insetBy(dx: 1, dy: 1), resting: card, container: bounds)
                == card.insetBy(dx: 1, dy: 1))
        #expect(p.frame(of: .to, at: .finished, reported: .zero, resting: card, container: bounds) == card)
        #expect(p.frame(of: .from, at: .cancelled, reported: nil, resting: card, container: bounds) == bounds)
    }
}
