/// The kind of container change a host animates.
package enum ContainerOperation: String, Hashable, Sendable, CaseIterable {
    case push, pop, present, dismiss
    /// Switching tabs: forward to a tab further right (in reading order), back to one further left.
    case selectTab

    /// The transition direction of a push/pop/present/dismiss (tab switches pass theirs).
    package var direction: Direction { self == .pop || self == .dismiss ? .back : .forward }
}

extension ContainerOperation {
    /// The screen whose controller is the presented one (its presentation controller runs the
    /// backdrop): the incoming screen of a presentation, the leaving one of a dismissal.
    package var presentedSide: Side? {
        switch self {
        case .present: .to
        case .dismiss: .from
        case .push, .pop, .selectTab: nil
        }
    }

    /// How a back gesture takes a screen away: a pop when it is the top of a navigation stack
    /// with a screen below it, else a dismissal when it was presented, else nothing.
    ///
    /// ```swift
    /// ContainerOperation.back(isTopOfStack: true, stackCount: 2, isPresented: false)   // .pop
    /// ```
    package static func back(isTopOfStack: Bool, stackCount: Int, isPresented: Bool) -> ContainerOperation? {
        if isTopOfStack && stackCount > 1 { return .pop }
        return isPresented ? .dismiss : nil
    }
}
