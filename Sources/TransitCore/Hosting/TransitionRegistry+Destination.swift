extension TransitionRegistry {
    /// The transition an operation runs in a stack whose screens may declare their own effect (a
    /// destination with SwiftUI's `transitEffect(_:back:)`), given the declaration of the screen
    /// the operation concerns: the pushed screen for a push, the leaving screen for a pop.
    ///
    /// - Push: a transition the app recorded for the pushed screen (`push(_:transition:)`) first,
    ///   then the screen's declaration, then the stack's effect. The declaration used is recorded
    ///   for the screen, so it goes back the way it came.
    /// - Pop: what is recorded for the leaving screen (how it came in, or a later
    ///   `setBackTransition`), else its declaration's back effect (else its effect, reversed), else
    ///   the stack's back effect.
    /// - Present, dismiss, tab switches: as without declarations.
    ///
    /// With no declaration this is `transition(for:from:to:stack:)`. A host must know the pushed
    /// screen's declaration when UIKit asks for the animator (before the screen is shown); for
    /// SwiftUI that means laying out the pushed hosting controller then. TransitUIKit's coordinator
    /// does not ask yet, so no host passes a declaration today.
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
        if let declared, transition(for: operation, from: from, to: to) == nil {
            switch operation {
            case .push: record(declared.effect, back: declared.back, for: to)
            case .pop: return Entry(effect: declared.back ?? declared.effect, direction: .back)
            case .present, .dismiss, .selectTab: break
            }
        }
        return transition(for: operation, from: from, to: to, stack: stack)
    }
}
