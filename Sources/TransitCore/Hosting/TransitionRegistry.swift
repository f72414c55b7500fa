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
public struct TransitionRegistry<Key: Hashable & Sendable>: Sendable {
    /// A transition the host should run: an effect and the direction to play it in.
    public struct Entry: Sendable {
        public var effect: any Effect
        public var direction: Direction
        public init(effect: any Effect, direction: Direction) { self.effect = effect; self.direction = direction }
    }

    private var forward: [Key: any Effect] = [:]
    private var back: [Key: any Effect] = [:]

    public init() {}

    /// Remembers how `key` came in and how it goes back (`nil`: the same effect, reversed).
    public mutating func record(_ effect: any Effect, back backEffect: (any Effect)? = nil, for key: Key) {
        forward[key] = effect
        back[key] = backEffect ?? effect
    }

    /// Replaces the effect that takes `key` away (the back effect).
    public mutating func setBack(_ effect: any Effect, for key: Key) { back[key] = effect }

    /// The transition that brings `key` in (`.forward`) or takes it away (`.back`).
    public func transition(for direction: Direction, of key: Key) -> Entry? {
        let effect = direction == .forward ? forward[key] : back[key]
        return effect.map { Entry(effect: $0, direction: direction) }
    }

    /// Forgets screens no longer in the container; returns whether any remain.
    @discardableResult
    public mutating func prune(keeping live: Set<Key>) -> Bool {
        forward = forward.filter { live.contains($0.key) }
        back = back.filter { live.contains($0.key) }
        return !isEmpty
    }

    /// Whether no screen has a remembered transition.
    public var isEmpty: Bool { forward.isEmpty && back.isEmpty }

    /// The keys with a remembered transition.
    public var keys: Set<Key> { Set(forward.keys).union(back.keys) }
}
