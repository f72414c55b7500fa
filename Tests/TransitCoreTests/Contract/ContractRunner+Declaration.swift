import TransitCore

// A push whose pushed screen declares its own transition (a UIKit screen's `StackTransitionProviding`,
// a SwiftUI destination's `transitEffect`), in the UIKit model. What the model takes from Apple:
// - UIKit asks `navigationController(_:animationControllerFor:from:to:)` as the push starts [D-navAnim],
//   and reads `transitionDuration(using:)` before it starts the transition (fact sheet 3.2, [H-VCT]).
// - The animator adds the to-view to the container [D-container]; `layoutIfNeeded()` lays it out
//   at once [D-layoutIfNeeded].
// - When SwiftUI builds a destination's views is not documented: the model has it build them when
//   the screen is laid out in the container, and runs the other orders too (`DeclarationArrival`).
//
// [D-navAnim]        developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
// [D-layoutIfNeeded] developer.apple.com/documentation/uikit/uiview/layoutifneeded()

/// When a pushed screen's own transition reaches the host.
enum DeclarationArrival: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Before UIKit asks for the animator (a UIKit screen, or a SwiftUI screen built early).
    case beforeRequest
    /// Once the screen is laid out in the container (SwiftUI builds a destination then).
    case atLayout
    /// After the layout step, or never.
    case never
    /// Before UIKit asks, in a stack without an effect of its own (only the declaration animates).
    case withoutStackEffect

    var description: String { rawValue }
}

/// How the host answers `transitionDuration(using:)`.
enum DurationTold: Sendable {
    /// Through `TransitionRun.reportDuration()`, which the run remembers (Transit's animator).
    case remembered
    /// By reading `duration` without telling the run (a broken animator, for `BrokenPlanTests`).
    case unremembered
}

extension ContractWorld {
    /// The stack's effect and the declaration's timing in declared pushes (a declaration's timing
    /// differs from the stack's, so a late change of duration shows).
    static let stackEffect = StackTransition(effect: Fade())
    static let declaredTiming = Timing.curve(.easeIn, duration: 0.9)

    /// Pushes a screen that declares `effect` with `declaredTiming`, asking the core's
    /// `ContainerTransitions` for the animator as the coordinator does, and returns the effect the run
    /// played, nil when Transit did not answer (the system push).
    @discardableResult
    func declaredPush(
        _ effect: any Effect, _ arrival: DeclarationArrival, _ outcome: ContractOutcome, _ plan: ContractPlan,
        _ u: Uncertainty, durationTold: DurationTold = .remembered
    ) -> String? {
        var transitions = ContainerTransitions<Int>()
        transitions.stack = arrival == .withoutStackEffect ? nil : Self.stackEffect
        transitions.readsDeclarations = true
        let declared = StackTransition(effect: effect, timing: Self.declaredTiming)
        let early = arrival == .beforeRequest || arrival == .withoutStackEffect
        let request = ContainerTransitions<Int>.Request.navigation(
            .push, from: navigationStack.count - 1, to: navigationStack.count, systemBackSwipeActive: false,
            declared: .init(to: early ? declared : nil))
        guard let answer = transitions.answer(request) else { return nil }
        var run: TransitionRun?
        push(
            effect, outcome, plan, u,
            run: { [stack] to in
                let made = answer.run(motion: MotionPreferences(reduceMotion: outcome == .reduceMotion)) {
                    // What the screen declares when read: built once laid out in the container.
                    arrival == .never || (arrival == .atLayout && to.superview !== stack) ? nil : declared
                }
                run = made
                return made
            }, durationTold: durationTold)
        return run?.effect.name
    }
}
