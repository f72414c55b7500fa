/// The transitions a container remembers for its screens: the effect that brought each screen in,
/// and the one that takes it away again (the same effect played back, or a distinct back effect).
///
/// Keys are whatever identifies a screen to the host (`ObjectIdentifier` of a view controller on
/// iOS); the registry holds no reference to the screen itself.
///
/// ```swift
/// var registry = TransitionRegistry<Int>()
/// registry.record(.slide(from: .trailing), back: .fade(), for: 7)
/// registry.transition(for: .back, of: 7)?.effect      // the fade, played as the back transition
/// registry.prune(keeping: [])                         // 7 left the stack; nothing to remember
/// ```
package struct TransitionRegistry<Key: Hashable & Sendable>: Sendable {
    /// A transition the host should run: an effect, the direction to play it in, and how an
    /// animated run moves through time.
    package struct Entry: Sendable {
        package var effect: any Effect
        package var direction: Direction
        /// The recorded timing, else the effect's own for the direction.
        package var timing: Timing
        package init(effect: any Effect, direction: Direction, timing: Timing? = nil) {
            self.effect = effect
            self.direction = direction
            self.timing = timing ?? effect.timing(for: direction)
        }
    }

    private struct Recorded: Sendable {
        var effect: any Effect
        var timing: Timing?
    }

    private var forward: [Key: Recorded] = [:]
    private var back: [Key: Recorded] = [:]
    /// The screens whose recorded transition is a stack's default rather than one the app or the
    /// screen chose (see `transition(for:from:to:stack:declared:)`).
    package internal(set) var chosenByStack: Set<Key> = []

    package init() {}

    /// Remembers how `key` came in and how it goes back (`nil`: the same effect, reversed), with
    /// optional timings that replace the effects' own.
    package mutating func record(
        _ effect: any Effect, back backEffect: (any Effect)? = nil,
        timing: Timing? = nil, backTiming: Timing? = nil, for key: Key
    ) {
        forward[key] = Recorded(effect: effect, timing: timing)
        back[key] = Recorded(effect: backEffect ?? effect, timing: backTiming)
        chosenByStack.remove(key)
    }

    /// Replaces the effect that takes `key` away (the back effect), with its own timing.
    package mutating func setBack(_ effect: any Effect, for key: Key) {
        back[key] = Recorded(effect: effect, timing: nil)
        chosenByStack.remove(key)
    }

    /// The transition that brings `key` in (`.forward`) or takes it away (`.back`).
    package func transition(for direction: Direction, of key: Key) -> Entry? {
        let recorded = direction == .forward ? forward[key] : back[key]
        return recorded.map { Entry(effect: $0.effect, direction: direction, timing: $0.timing) }
    }

    /// Forgets screens no longer in the container, and says whether any remain.
    @discardableResult
    package mutating func prune(keeping live: Set<Key>) -> Bool {
        forward = forward.filter { live.contains($0.key) }
        back = back.filter { live.contains($0.key) }
        chosenByStack.formIntersection(live)
        return !isEmpty
    }

    /// Whether no screen has a remembered transition.
    package var isEmpty: Bool { forward.isEmpty && back.isEmpty }

    /// The keys with a remembered transition.
    package var keys: Set<Key> { Set(forward.keys).union(back.keys) }
}
