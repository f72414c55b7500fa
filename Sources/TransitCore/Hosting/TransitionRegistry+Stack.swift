/// The transitions of a navigation stack whose pushes the app does not make itself (SwiftUI's
/// `NavigationStack`, where the app appends to a path and SwiftUI pushes), or the transition a
/// screen of such a stack declares for itself.
///
/// The stack has one effect (and optionally a back effect) for every push that brings no recorded
/// transition of its own. A push that uses it records it for the pushed screen, so that screen goes
/// back the way it came even if the stack's effect changes meanwhile; a pop of a screen that came
/// in before the stack had an effect (nothing recorded) uses the stack's back effect. `timing`
/// replaces the effects' own timing both ways, as a spec's does for a presentation.
///
/// ```swift
/// var registry = TransitionRegistry<Int>()
/// let stack = StackTransition(effect: .pageFlip(), back: nil)
/// registry.transition(for: .push, from: 1, to: 2, stack: stack)?.effect   // the page flip, recorded for 2
/// let timed = try StackTransition(spec: spec)   // the spec's effect, back effect and timing
/// ```
public struct StackTransition: Sendable {
    public var effect: any Effect
    public var back: (any Effect)?
    /// How an animated push or pop runs (both ways); nil for each effect's own timing.
    public var timing: Timing?

    public init(effect: some Effect, back: (any Effect)? = nil, timing: Timing? = nil) {
        self.effect = effect
        self.back = back
        self.timing = timing
    }

    /// The transition a spec describes: its effect, its back effect (nil: the effect reversed) and
    /// its timing.
    ///
    /// ```swift
    /// let stack = try StackTransition(spec: TransitionSpec(effect: EffectSpec(name: "cube"),
    ///                                                      timing: .curve(.easeOut, duration: 0.8)))
    /// stack.timing   // .curve(.easeOut, duration: 0.8)
    /// ```
    /// - Throws: `CatalogueError` when the spec names an effect the catalogue does not have.
    public init(spec: TransitionSpec, catalogue: EffectCatalogue = .builtIn) throws(CatalogueError) {
        effect = try spec.makeEffect(for: .forward, in: catalogue)
        back = spec.back == nil ? nil : try spec.makeEffect(for: .back, in: catalogue)
        timing = spec.timing?.timing
    }
}

extension TransitionRegistry {
    /// The transition an operation runs in a stack with a default: the screen's own when recorded,
    /// else the stack's (recorded for a pushed screen as it comes in, as the stack's choice).
    public mutating func transition(for operation: ContainerOperation, from: Key, to: Key, stack: StackTransition?)
        -> Entry?
    {
        if let own = transition(for: operation, from: from, to: to) { return own }
        guard let stack else { return nil }
        switch operation {
        case .push:
            record(stack, for: to)
            chosenByStack.insert(to)
            return transition(for: operation, from: from, to: to)
        case .pop:
            return Entry(effect: stack.back ?? stack.effect, direction: .back, timing: stack.timing)
        case .present, .dismiss, .selectTab:
            return nil
        }
    }

    /// Remembers a stack transition for `key`, its timing both ways.
    package mutating func record(_ stack: StackTransition, for key: Key) {
        record(stack.effect, back: stack.back, timing: stack.timing, backTiming: stack.timing, for: key)
    }
}
