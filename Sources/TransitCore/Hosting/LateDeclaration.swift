/// What a push plays when the pushed screen's own transition (`StackTransitionProviding`, a
/// SwiftUI destination's `transitEffect(_:back:)`) becomes known only after UIKit asked for the
/// animator, which then got the stack's effect.
///
/// UIKit asks `navigationController(_:animationControllerFor:from:to:)` as the push starts;
/// SwiftUI builds a destination's views (its declaration with them) when it lays the screen out,
/// which usually happens only once the animator has put the screen in its container and laid it
/// out (`TransitionScript.preparation`, `layoutIfNeeded()` runs layout at once). The run reads the
/// declaration again right then, before any snapshot is planned or any frame shown, and plays:
///
/// - no declaration yet (SwiftUI builds the screen later, or it declares nothing): the stack's
///   effect, with its timing;
/// - a declaration: its effect. The timing is the one UIKit was told when it asked
///   `transitionDuration(using:)` before the start (UIKit reads it before starting, and its
///   companion animations, the navigation bar, follow it): the stack's timing then, else the
///   declaration's own. A finger-driven push plays the declared effect under the finger and
///   finishes with that same timing.
///
/// The pop, asked once the screen is shown, reads the declaration anew and plays its back effect
/// (`TransitionRegistry.transition(for:from:to:stack:declared:)`). A push the app made with its
/// own transition, or whose declaration came before UIKit asked, is settled when UIKit asks and
/// never read again (`ContainerTransitions.Answer.awaitsDeclaration`).
///
/// ```swift
/// let late = LateDeclaration.transition(
///     asked: (Fade(), .curve(.easeInOut, duration: 0.35)),
///     declared: StackTransition(effect: .cube(), timing: .curve(.linear, duration: 0.9)),
///     durationReported: true)
/// late.effect.name   // "cube"
/// late.timing        // .curve(.easeInOut, duration: 0.35): what UIKit was told
/// ```
package enum LateDeclaration {
    /// The effect and timing the push plays once the declaration is read after layout.
    ///
    /// - Parameters:
    ///   - asked: what the run was created with (the stack's effect and timing, nil: the effect's own).
    ///   - declared: what the pushed screen declares now, nil if nothing.
    ///   - durationReported: whether UIKit was already told the duration.
    package static func transition(
        asked: (effect: any Effect, timing: Timing?), declared: StackTransition?, durationReported: Bool
    ) -> (effect: any Effect, timing: Timing?) {
        guard let declared else { return asked }
        let told = asked.timing ?? asked.effect.timing(for: .forward)
        return (declared.effect, durationReported ? told : declared.timing)
    }
}
