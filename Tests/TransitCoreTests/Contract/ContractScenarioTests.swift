import Foundation
import Testing
import TransitCore

/// Every operation x outcome x catalogue effect (under both readings of each uncertain UIKit fact,
/// `UncertainFact`) runs through the core's `TransitionScript` and player in the UIKit model; after every
/// scenario the invariants of `Invariant` hold. `TRANSIT_CONTRACT_TABLE=1` prints the summary
/// table of scenarios x invariants.
@Suite struct ContractScenarioTests {
    @Test func everyScenarioKeepsUIKitsContract() {
        let scenarios = ContractScenario.matrix()
        var failures: [String] = []
        var readings: Set<FactReading> = []
        var table: [String: [Invariant: Int]] = [:]
        var checked: [String: [Invariant: Int]] = [:]
        var counts: [String: Int] = [:]
        for s in scenarios {
            let world = ContractWorld.play(s)
            let violations = world.violations
            readings.formUnion(world.ledger.readings)
            counts["\(s.operation)", default: 0] += 1
            for i in Invariant.allCases where i.isChecked(in: s) {
                checked["\(s.operation)", default: [:]][i, default: 0] += 1
            }
            for v in violations { table["\(s.operation)", default: [:]][v.invariant, default: 0] += 1 }
            if let v = violations.first { failures.append("\(s): \(v)") }
        }
        #expect(scenarios.count > 2000)
        // The matrix itself reads every fact of the contract model both ways (the swipe's facts
        // are read by SystemSwipeTests, checked in `everyUncertainFactIsReadBothWays`).
        let swipeFacts: Set<UncertainFact> = [
            .swipeWithoutDelegateBeginsAnywhere, .transitDelegateDecidesSwipe, .systemSwipeAsksDelegate,
        ]
        #expect(FactLedger.readOneWayOnly(readings).filter { !swipeFacts.contains($0) }.isEmpty)
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(scenarios.count) scenarios broke the contract:\n\(failures.prefix(20).joined(separator: "\n"))"
        )
        if ProcessInfo.processInfo.environment["TRANSIT_CONTRACT_TABLE"] != nil {
            print(ContractSummary.table(counts: counts, checked: checked, violations: table, total: scenarios.count))
        }
    }

    /// The test that fails when an uncertain fact is only ever run one way: a cheap slice of the
    /// matrix (every operation and outcome, one effect that snapshots both screens) and the system
    /// swipe's scenarios must read every `UncertainFact` both ways.
    @Test func everyUncertainFactIsReadBothWays() {
        var readings = SystemSwipeTests.readings()
        for s in ContractScenario.matrix(effects: ["fade"]) {
            readings.formUnion(ContractWorld.play(s).ledger.readings)
        }
        #expect(
            FactLedger.readOneWayOnly(readings).isEmpty,
            "read one way only: \(FactLedger.readOneWayOnly(readings)); readings: \(readings.sorted { "\($0)" < "\($1)" })"
        )
    }

    /// `UncertainFact.freshViewSnapshotsBlank`: the core's script captures the incoming screen
    /// right after putting it in the container, so its pixels need the first reading; under the
    /// second it comes out white (and only it: the outgoing screen was on screen), while the
    /// lifecycle and every invariant are the same. The model cannot run a remedy the script does not
    /// have (deferring the capture a run-loop turn, as Hero does), so it states the requirement.
    @Test func aFreshlyInsertedViewSnapshotsBlankOnlyUnderTheObservedReading() {
        for u in Uncertainty.all {
            let world = ContractWorld()
            world.push(Fade(), .finished, .transit, u)
            #expect(world.violations.isEmpty, "\(u): \(world.violations)")
            #expect(world.blankSnapshots == (u[.freshViewSnapshotsBlank] ? ["screen1"] : []), "\(u)")
        }
    }

    /// `UncertainFact.containerRefusesTouchesWhileSettling`: a re-grab needs the first reading;
    /// under the second the finger reaches nothing and the released transition finishes.
    @Test func aRegrabUnderRefusedTouchesSettlesAsReleased() {
        for u in [Uncertainty.first, .second] {
            let world = ContractWorld()
            world.push(Fade(), .regrabbed, .transit, u)
            #expect(world.violations.isEmpty, "\(u): \(world.violations)")
            // Re-grabbed and dragged back, the push is cancelled; not grabbed, it finishes.
            #expect(world.navigationStack.count == (u[.containerRefusesTouchesWhileSettling] ? 2 : 1), "\(u)")
        }
    }

    @Test func aPushWithTransitThenAPopWithoutItShowsTheRevealedScreen() {
        let world = ContractWorld()
        world.push(Fade(), .finished, .transit, .first)
        let (top, below) = (world.navigationStack[1], world.navigationStack[0])
        // UINavigationController's own pop (no delegate animator): it puts the view back as it is.
        top.removeFromSuperview()
        world.stack.addSubview(below)
        #expect(world.violations.isEmpty, "\(world.violations)")
        #expect(below.isVisible)
    }

    /// dismiss(animated: false): for a style other than `.custom` UIKit asks no animator; it takes
    /// the container away and puts a removed presenter's view back where it was, as it is. For a
    /// `.custom` presentation (a card, a drawer, or `.custom` requested) it still calls the animator,
    /// the context's `isAnimated` saying false (UIKit/UIViewControllerTransitioning.h, `isAnimated`;
    /// fact sheet 1.6), so the dismissal runs the script like an animated one.
    @Test(arguments: [PresentationStyle.fullScreen, .overFullScreen, .custom])
    func aPresentationThenADismissalWithoutAnimationShowsThePresenter(_ style: PresentationStyle) throws {
        for effect in [Fade() as any Effect, try EffectCatalogue.builtIn.makeEffect(named: "card")] {
            let world = ContractWorld()
            let presented = world.present(effect, style, .finished, .transit, .first)
            let (container, choice) = try #require(world.presentation)
            if choice.style == .custom {
                world.dismiss(presented, effect, style, .finished, .transit, .first)
            } else {
                container.removeFromSuperview()
                if world.root.superview == nil { world.stack.addSubview(world.root) }
            }
            #expect(world.violations.isEmpty, "\(world.violations)")
            #expect(world.root.isVisible)
        }
    }

    @Test func twoPushesThenAPopToRootShowsTheRoot() throws {
        for name in EffectCatalogue.builtIn.names {
            let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
            let world = ContractWorld()
            world.push(effect, .finished, .transit, .first)
            world.push(effect, .finished, .transit, .first)
            let middle = world.navigationStack[1]
            world.pop(effect, .finished, .transit, .first, toRoot: true)
            #expect(world.violations.isEmpty, "\(name): \(world.violations)")
            #expect(world.root.isVisible && !middle.isHidden && world.navigationStack.count == 1)
        }
    }

    @Test func aPushWhileAnotherRunsIsRefusedAndRunsAfterIt() {
        let world = ContractWorld()
        let gate = TransitionGate()
        let clock = VirtualClock()
        let context = world.transitionContext
        let (firstHost, secondHost) = (RecordingHost(), RecordingHost())
        let first = TransitionPlayer(effect: Fade(), context: context, host: firstHost, clock: clock)
        let second = TransitionPlayer(effect: Fade(), context: context, host: secondHost, clock: clock)
        #expect(throws: Never.self) { try gate.admit(first) }
        first.play()
        clock.advance(by: 0.1)
        // UIKit may ask for the second animator during the first (the coordinator refuses it) or
        // defer the push (uncertain): either way the second runs only after the first completed.
        #expect(throws: TransitionRefusal.self) { try gate.admit(second) }
        var frames = 0
        while !first.isDone && frames < 600 {
            clock.advance(by: 1.0 / 30)
            frames += 1
        }
        #expect(firstHost.outcomes == [.finished])
        #expect(secondHost.outcomes.isEmpty && secondHost.visibleScene == nil, "the refused push drew or completed")
        #expect(throws: Never.self) { try gate.admit(second) }
        second.play()
        frames = 0
        while !second.isDone && frames < 600 {
            clock.advance(by: 1.0 / 30)
            frames += 1
        }
        #expect(secondHost.outcomes == [.finished], "the second push, admitted after the first, ran to its end once")
        #expect(firstHost.framesAfterCompletion == 0)
        world.push(Fade(), .finished, .transit, .first)
        world.push(Fade(), .finished, .transit, .first)
        #expect(world.violations.isEmpty, "\(world.violations)")
        #expect(world.navigationStack.last?.isVisible == true)
    }

    /// What a declared push plays in the model for each arrival of the declaration (under every
    /// outcome the contract holds, `everyScenarioKeepsUIKitsContract`).
    @Test(arguments: DeclarationArrival.allCases)
    func aDeclaredPushPlaysTheDeclarationIfItCameByTheLayoutStep(_ arrival: DeclarationArrival) {
        for outcome in ContractOutcome.allCases {
            let world = ContractWorld()
            let played = world.declaredPush(Cube(), arrival, outcome, .transit, .first)
            #expect(played == (arrival == .never ? "fade" : "cube"), "\(outcome)")
            #expect(world.violations.isEmpty, "\(world.violations)")
        }
    }

    @Test func aTransitionWithoutControllersStillCompletesOnce() {
        // No view and no input: the run reads no uncertain fact.
        let ctx = ModelTransitionContext(
            container: ModelView("container"), controllerViews: [:], givenViews: [:], finalFrames: [:],
            isInteractive: false, hasPresentationController: false, reads: { _ in false })
        let run = TransitionRun(effect: Fade(), operation: .push, motion: MotionPreferences())
        let host = ModelHost(context: ctx)
        run.begin(views: nil, host: host, clock: VirtualClock()) { TransitionContext(size: .zero) }
        #expect(ctx.completions == [true] && ctx.violations.isEmpty && run.player == nil)
    }
}

/// The summary table of scenarios x invariants, in Markdown: per operation the scenarios run, and
/// per invariant how many of them checked it (and how many broke it, if any).
enum ContractSummary {
    static func table(
        counts: [String: Int], checked: [String: [Invariant: Int]], violations: [String: [Invariant: Int]], total: Int
    ) -> String {
        var lines = ["| operation | scenarios | " + Invariant.allCases.map(\.rawValue).joined(separator: " | ") + " |"]
        lines.append("|" + String(repeating: " --- |", count: Invariant.allCases.count + 2))
        for op in ContractOperation.all.map(\.description) {
            let cells = Invariant.allCases.map { inv in
                let n = checked[op]?[inv] ?? 0
                let broken = violations[op]?[inv] ?? 0
                return broken == 0 ? "\(n)" : "\(n), \(broken) broken"
            }
            lines.append("| \(op) | \(counts[op] ?? 0) | " + cells.joined(separator: " | ") + " |")
        }
        let sums = Invariant.allCases.map { inv in "\(checked.values.reduce(0) { $0 + ($1[inv] ?? 0) })" }
        lines.append("| all | \(total) | " + sums.joined(separator: " | ") + " |")
        return lines.joined(separator: "\n")
    }
}

extension Invariant {
    /// Whether a scenario checks the invariant: the duration only of animated runs, the grab only
    /// of re-grabbed ones where touches reach the overlay, everything else always.
    func isChecked(in s: ContractScenario) -> Bool {
        switch self {
        case .durationMatches: !s.outcome.isInteractive
        case .grabbable: s.outcome == .regrabbed && !s.uncertainty[.containerRefusesTouchesWhileSettling]
        default: true
        }
    }
}
