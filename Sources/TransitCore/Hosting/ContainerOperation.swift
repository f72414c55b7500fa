/// The kind of container change a host animates.
package enum ContainerOperation: String, Hashable, Sendable, CaseIterable {
    case push, pop, present, dismiss
    /// Switching tabs: forward to a tab further right (in reading order), back to one further left.
    case selectTab

    /// The transition direction of a push/pop/present/dismiss (tab switches pass theirs).
    package var direction: Direction { self == .pop || self == .dismiss ? .back : .forward }
}
