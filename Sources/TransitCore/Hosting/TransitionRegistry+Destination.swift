extension TransitionRegistry {
    /// The transition an operation runs in a stack whose screens may declare their own effect (a
    /// `StackTransitionProviding` view controller, a SwiftUI destination with `transitEffect(_:back:)`),
    /// given the declaration of the screen the operation concerns, as far as the host knows it when
    /// UIKit asks: the pushed screen's for a push, the leaving screen's for a pop.
    ///
    /// - Push: a transition the app recorded for the pushed screen (`push(_:transition:)`) first,
    ///   then the screen's declaration, then the stack's effect. The one used is recorded for the
    ///   screen, so it goes back the way it came.
    /// - Pop: what the app recorded for the leaving screen (how it came in, or a later
    ///   `setBackTransition`), else its declaration's back effect (else its effect, reversed), else
    ///   what the stack recorded as it came in, else the stack's back effect.
    /// - Present, dismiss, tab switches: as without declarations.
    ///
    /// A declaration can reach the host after UIKit asked for the push's animator (SwiftUI builds a
    /// destination's views when it lays the pushed screen out, which Apple ties to no delegate
    /// call). This answers with the stack's effect then, and the run reads the declaration again
    /// once the screen is laid out in the container (`LateDeclaration`): declared by then, the push
    /// plays it; declared later still, the push plays the stack's effect. The pop, which finds the
    /// declaration, plays its back effect either way. A declaration never replaces what the app
    /// chose itself.
    ///
    /// ```swift
    /// var registry = TransitionRegistry<Int>()
    /// let declared = StackTransition(effect: .cube())
    /// registry.transition(for: .push, from: 1, to: 2, stack: StackTransition(effect: .pageFlip()),
    ///                     declared: declared)?.effect  // the cube, recorded for 2
    /// ```
    package mutating func transition(
        for operation: ContainerOperation, from: Key, to: Key, stack: StackTransition?, declared: StackTransition?
    ) -> Entry? {
        let screen = operation == .push ? to : from
        let appChose = transition(for: operation, from: from, to: to) != nil && !chosenByStack.contains(screen)
        if let declared, !appChose {
            switch operation {
            case .push: record(declared, for: to)
            case .pop: return Entry(effect: declared.back ?? declared.effect, direction: .back, timing: declared.timing)
            case .present, .dismiss, .selectTab: break
            }
        }
        return transition(for: operation, from: from, to: to, stack: stack)
    }
}
