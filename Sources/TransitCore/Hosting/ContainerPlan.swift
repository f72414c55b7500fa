/// The kind of container change a host animates.
public enum ContainerOperation: String, Hashable, Sendable, CaseIterable {
    case push, pop, present, dismiss
    /// Switching tabs: forward to a tab further right (in reading order), back to one further left.
    case selectTab

    /// The transition direction of a push/pop/present/dismiss (tab switches pass theirs).
    public var direction: Direction { self == .pop || self == .dismiss ? .back : .forward }
}

/// How a host arranges the real views of a container while a transition runs and after it ends,
/// so every host leaves the same state: only the destination (finished) or only the source
/// (cancelled), and no temporary views.
///
/// During the run both real views are hidden under an overlay that draws the scenes; the to-view is
/// already in the container (UIKit requires it), above the from-view going forward and below it
/// going back, so that removing the from-view at the end reveals it.
///
/// ```swift
/// let plan = ContainerPlan(operation: .push)
/// for p in plan.placements(at: .finished) { apply(p) } // to-view shown, from-view removed
/// ```
public struct ContainerPlan: Hashable, Sendable {
    /// The stage of the transition a placement is for.
    public enum Phase: String, Hashable, Sendable, CaseIterable { case running, finished, cancelled }

    /// Where a real view belongs.
    public enum Membership: String, Hashable, Sendable {
        /// In the container, in the order the placements are listed (bottom to top).
        case inContainer
        /// Taken out of the container.
        case removed
        /// Left where it is: the presenting view of a partial presentation lives outside the container.
        case untouched
    }

    /// What a host does with the view of one screen.
    public struct Placement: Hashable, Sendable {
        public var side: Side
        public var membership: Membership
        public var isVisible: Bool
        public init(side: Side, membership: Membership, isVisible: Bool) {
            self.side = side; self.membership = membership; self.isVisible = isVisible
        }
    }

    public var operation: ContainerOperation
    public var direction: Direction
    /// Whether the presenting screen stays on screen under the presented one (a partial
    /// presentation); its view then never enters or leaves the container.
    public var keepsPresentingView: Bool

    public init(operation: ContainerOperation, direction: Direction? = nil, keepsPresentingView: Bool = false) {
        self.operation = operation
        self.direction = direction ?? operation.direction
        self.keepsPresentingView = keepsPresentingView && (operation == .present || operation == .dismiss)
    }

    /// The side whose view is the presenting screen kept outside the container, if any.
    public var keptSide: Side? {
        guard keepsPresentingView else { return nil }
        return operation == .present ? .from : .to
    }

    /// Whether the to-view goes above the from-view in the container.
    public var toViewIsOnTop: Bool { direction == .forward }

    /// Whether the overlay that draws scenes is in the container at a phase.
    public func showsOverlay(at phase: Phase) -> Bool { phase == .running }

    /// The real views at a phase, bottom to top for those in the container.
    public func placements(at phase: Phase) -> [Placement] {
        let order: [Side] = toViewIsOnTop ? [.from, .to] : [.to, .from]
        return order.map { side in
            if side == keptSide { return Placement(side: side, membership: .untouched, isVisible: true) }
            switch phase {
            case .running: return Placement(side: side, membership: .inContainer, isVisible: false)
            case .finished:
                return Placement(side: side, membership: side == .to ? .inContainer : .removed, isVisible: side == .to)
            case .cancelled:
                return Placement(
                    side: side, membership: side == .from ? .inContainer : .removed, isVisible: side == .from)
            }
        }
    }

    /// The value to pass to `completeTransition(_:)` at the end of a phase.
    public func completes(at phase: Phase) -> Bool? {
        switch phase {
        case .running: nil
        case .finished: true
        case .cancelled: false
        }
    }

    /// The frame of a screen's view at a phase: the frame the container reports when it gives
    /// one, else the frame the effect rests at (partial presentations), else the whole container.
    public func frame(of side: Side, at phase: Phase, reported: Rect?, resting: Rect?, container: Rect) -> Rect {
        if let r = reported, !r.isEmpty { return r }
        if side == .to && phase == .finished && direction == .forward, let r = resting { return r }
        return container
    }
}
