extension TransitionRegistry {
    /// The transition a container operation between two screens runs: push and present bring `to`
    /// in with its forward transition; pop and dismiss take `from` away with its back transition.
    /// Tab switches are not remembered per screen, so they give nil here (see
    /// `ContainerOperation.tabDirection(from:to:)`).
    ///
    /// ```swift
    /// registry.transition(for: .pop, from: detailID, to: listID) // detail's back transition
    /// ```
    package func transition(for operation: ContainerOperation, from: Key, to: Key) -> Entry? {
        switch operation {
        case .push, .present: transition(for: .forward, of: to)
        case .pop, .dismiss: transition(for: .back, of: from)
        case .selectTab: nil
        }
    }
}

extension ContainerOperation {
    /// The direction of a tab switch between tab indices: forward to a tab at or after the current
    /// one in reading order, back to one before it. An index the host cannot find counts as 0.
    ///
    /// ```swift
    /// ContainerOperation.tabDirection(from: 2, to: 0) // .back
    /// ```
    package static func tabDirection(from: Int?, to: Int?) -> Direction {
        (to ?? 0) >= (from ?? 0) ? .forward : .back
    }
}
