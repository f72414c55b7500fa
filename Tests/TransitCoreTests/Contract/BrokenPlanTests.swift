import Testing
import TransitCore

/// Deliberately broken plans, kept as tests of the model: each must break the invariant it
/// breaks on a device, so the model can fail. `yesterday` is the plan the adapter ran before the
/// lifecycle became data (ContainerPlan): it reproduces the defects of issue 12.
@Suite struct BrokenPlanTests {
    /// Hides the real views, then captures (a hidden view may snapshot blank).
    static let hideBeforeCapture = ContractPlan(
        name: "hide before capture",
        start: { script in
            let captures = script.start.filter { if case .capture = $0 { true } else { false } }
            return script.start.filter { if case .capture = $0 { false } else { true } } + captures
        }, end: { $0.end($1) })

    /// Removes the view that leaves without showing it again: UIKit puts it back hidden later.
    static let leaveRemovedHidden = ContractPlan(
        name: "leave the removed view hidden", start: { $0.start },
        end: { script, outcome in
            script.end(outcome).filter { step in
                if case .show(let side) = step { return side == (outcome == .finished ? .to : .from) }
                return true
            }
        })

    /// Calls completeTransition twice.
    static let completeTwice = ContractPlan(
        name: "complete twice", start: { $0.start }, end: { $0.end($1) + [.complete($1 == .finished)] })

    /// Completes before putting the views back.
    static let completeFirst = ContractPlan(
        name: "complete first", start: { $0.start },
        end: { script, outcome in
            let steps = script.end(outcome)
            return steps.filter { if case .complete = $0 { true } else { false } }
                + steps.filter { if case .complete = $0 { false } else { true } }
        })

    /// The plan before this change: both views hidden first, the from-screen captured after that,
    /// later snapshots taken mid-animation, the controller's view used when UIKit gave none, the
    /// removed view left hidden, and no pan on the overlay.
    static let yesterday = ContractPlan(
        name: "yesterday",
        start: { script in
            var steps: [HostStep] = []
            steps += [HostStep.hide(.from), .hide(.to)]
            if let first = script.snapshots.first { steps.append(.capture(first.side, [first])) }
            return steps + [.installOverlay(grabbable: false)]
        },
        end: { script, outcome in
            let finished = outcome == .finished
            var steps: [HostStep] = script.isInteractive ? [finished ? .finishInteractive : .cancelInteractive] : []
            let stays: Side = finished ? .to : .from
            steps += [.removeOverlay, .show(stays), .remove(stays.opposite), .complete(finished)]
            return steps
        })

    static func broken(_ plan: ContractPlan, _ scenarios: [ContractScenario]) -> Set<Invariant> {
        Set(scenarios.flatMap { ContractWorld.run($0, plan: plan).map(\.invariant) })
    }

    static let sample: [ContractScenario] = ContractOperation.all.flatMap { op in
        ContractOutcome.allCases.map { ContractScenario(operation: op, outcome: $0, effect: "circle-spread") }
    }

    @Test func hidingBeforeCapturingIsCaught() {
        #expect(Self.broken(Self.hideBeforeCapture, Self.sample).contains(.snapshotsUpFront))
    }

    @Test func leavingTheRemovedViewHiddenIsCaught() {
        let pop = [ContractScenario(operation: .pop, outcome: .finished, effect: "fade")]
        #expect(Self.broken(Self.leaveRemovedHidden, pop).contains(.viewsInPlace))
    }

    @Test func completingTwiceOrTooEarlyIsCaught() {
        #expect(Self.broken(Self.completeTwice, Self.sample).contains(.oneCompletion))
        #expect(Self.broken(Self.completeFirst, Self.sample).contains(.restoredBeforeCompletion))
    }

    /// Each defect of issue 12 fails against yesterday's plan.
    @Test func yesterdaysPlanBreaksTheContract() {
        let broken = Self.broken(Self.yesterday, Self.sample)
        // Snapshots after hiding and mid-animation; a pushed-then-popped screen comes back hidden;
        // the presenter of a custom presentation (nil view) touched; no pan while settling.
        for invariant in [Invariant.snapshotsUpFront, .viewsInPlace, .nilViewsUntouched, .grabbable] {
            #expect(broken.contains(invariant), "\(invariant)")
        }
    }

    /// Yesterday's choice for a card, `.overFullScreen`, has UIKit report the whole container as the
    /// final frame, so the card ended full screen instead of resting below its inset.
    @Test func aCardPresentedOverFullScreenDoesNotRestWhereTheEffectSays() throws {
        let world = ContractWorld()
        world.forcedStyle = .overFullScreen
        world.present(try EffectCatalogue.builtIn.makeEffect(named: "card"), .automatic, .finished, .transit, .first)
        #expect(world.violations.contains { $0.invariant == .viewsInPlace && $0.message.contains("presented at") })
    }

    /// An animator that answers transitionDuration without telling the run: a declaration read at
    /// layout then brings its own duration, and the navigation bar no longer keeps in step.
    @Test func aLateDeclarationThatChangesTheToldDurationIsCaught() {
        for told in [DurationTold.unremembered, .remembered] {
            let world = ContractWorld()
            world.declaredPush(Cube(), .atLayout, .finished, .transit, .first, durationTold: told)
            #expect(world.violations.contains { $0.invariant == .durationMatches } == (told == .unremembered))
        }
    }

    /// Reduce Motion played a 0.25 s cross-fade while transitionDuration reported the effect's.
    @Test func reportingTheEffectsDurationUnderReduceMotionIsCaught() {
        let effect = CircleSpread()
        let motion = MotionPreferences(reduceMotion: true)
        let played = TransitionPlayer.timing(of: effect, direction: .forward, motion: motion).duration
        #expect(played == MotionPreferences.crossFadeDuration && effect.timing.duration != played)
    }
}
