/// The transitions of a navigation stack whose pushes the app does not make itself (SwiftUI's
/// `NavigationStack`, where the app appends to a path and SwiftUI pushes).
///
/// The stack has one effect (and optionally a back effect) for every push that brings no recorded
/// transition of its own. A push that uses it records it for the pushed screen, so that screen goes
/// back the way it came even if the stack's effect changes meanwhile; a pop of a screen that came
/// in before the stack had an effect (nothing recorded) uses the stack's back effect.
///
/// ```swift
/// var registry = TransitionRegistry<Int>()
/// let stack = StackTransition(effect: .pageFlip(), back: nil)
/// registry.transition(for: .push, from: 1, to: 2, stack: stack)?.effect   // the page flip, recorded for 2
/// ```
public struct StackTransition: Sendable {
    public var effect: any Effect
    public var back: (any Effect)?
    public init(effect: some Effect, back: (any Effect)? = nil) { self.effect = effect; self.back = back }
}

extension TransitionRegistry {
    /// The transition an operation runs in a stack with a default: the screen's own when recorded,
    /// else the stack's (recorded for a pushed screen as it comes in).
    public mutating func transition(for operation: ContainerOperation, from: Key, to: Key, stack: StackTransition?)
        -> Entry?
    {
        if let own = transition(for: operation, from: from, to: to) { return own }
        guard let stack else { return nil }
        switch operation {
        case .push:
            record(stack.effect, back: stack.back, for: to)
            return transition(for: operation, from: from, to: to)
        case .pop:
            return Entry(effect: stack.back ?? stack.effect, direction: .back)
        case .present, .dismiss, .selectTab:
            return nil
        }
    }
}
