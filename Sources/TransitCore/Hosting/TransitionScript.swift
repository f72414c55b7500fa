/// One thing a host does to the real views of a container transition. A host executes the steps
/// of a `TransitionScript` one for one, in order, and decides nothing itself.
package enum HostStep: Hashable, Sendable {
    /// Draw these snapshots now from the screen's live view, which is visible (the one UIKit
    /// gave, or the controller's own view read without touching it when UIKit gave none).
    case capture(Side, [Snapshot])
    /// Put the screen's view in the container at its final frame (UIKit's, else the container's
    /// bounds) and lay it out now (`layoutIfNeeded()`): on top (`below: nil`) or just below the
    /// other screen's view.
    case insert(Side, below: Side?)
    /// Hide the screen's view (`isHidden = true`) under the overlay.
    case hide(Side)
    /// Show the screen's view again (`isHidden = false`), so it is visible wherever UIKit puts it.
    case show(Side)
    /// Take the screen's view out of the container.
    case remove(Side)
    /// Put the overlay that draws the scenes on top of the container; when `grabbable`, it
    /// receives the pan that grabs a settling transition (hidden views receive no touches).
    case installOverlay(grabbable: Bool)
    /// Take the overlay away.
    case removeOverlay
    /// Show or hide the presentation controller's backdrop: the part of a partial presentation's
    /// resting scene behind the presented view (the shrunken, dimmed presenting screen of a card).
    case setBackdrop(visible: Bool)
    /// `finishInteractiveTransition()` (interactive transitions only, before completing).
    case finishInteractive
    /// `cancelInteractiveTransition()` (interactive transitions only, before completing).
    case cancelInteractive
    /// Tell VoiceOver the screen changed (`UIAccessibility.post(notification: .screenChanged,
    /// argument:)` with the screen's view), so focus moves to the screen now shown.
    case announce(Side)
    /// `completeTransition(_:)` with whether the transition finished.
    case complete(Bool)
}

/// The lifecycle of one container transition as data: the ordered host steps before the
/// animation starts and at its end, for each outcome, so the UIKit adapter and the contract model
/// in the tests execute the very same list.
///
/// The order follows UIKit's documented contract: the incoming view is put in the container and
/// laid out first (the animator adds it, `containerView`'s documentation), so its shared elements can be measured
/// and a SwiftUI destination is built before the run settles its effect (see
/// `TransitionRun.declaration`); every snapshot is then taken up front while its view is visible
/// (the from-view as it is on screen, the to-view in the container, after layout); only then is
/// the overlay installed and the real views hidden under it. At the end the
/// interactive transition is finished or cancelled first, every view the script hid is shown
/// again (a removed view keeps its properties when UIKit puts it back later, so it must not come
/// back hidden), the view that leaves is removed, the overlay goes, and `completeTransition` is
/// called once, last. A view UIKit does not give (`view(forKey:)` is nil) is never touched; the
/// presenting view of an "over" or custom presentation stays where UIKit keeps it.
///
/// ```swift
/// let script = TransitionScript(operation: .push, views: [.from, .to],
///                               snapshots: TransitionScript.snapshots(of: effect, in: context))
/// script.preparation     // [.insert(.to, below: nil)]
/// script.start           // [.capture(.from, ...), .capture(.to, ...), .installOverlay(grabbable: false), ...]
/// script.end(.finished)  // [.show(.to), .remove(.from), .show(.from), .removeOverlay, .announce(.to), .complete(true)]
/// ```
package struct TransitionScript: Hashable, Sendable {
    package var operation: ContainerOperation
    package var direction: Direction
    /// The screens whose views UIKit gave (`view(forKey:)` not nil).
    package var views: Set<Side>
    /// The screen whose view UIKit keeps outside the container (the presenting screen of a style
    /// that keeps it); never touched, even when UIKit gives it.
    package var keptSide: Side?
    /// Whether a finger drives the transition (the interactive calls are then made).
    package var isInteractive: Bool
    /// Every snapshot the transition shows, in first-use order.
    package var snapshots: [Snapshot]
    /// Whether a presentation controller's backdrop draws the resting scene behind the presented view.
    package var hasBackdrop: Bool

    /// - Parameters:
    ///   - style: the presentation style UIKit runs (presentations only): whether it keeps the
    ///     presenting view outside the container.
    package init(
        operation: ContainerOperation, direction: Direction? = nil, style: PresentationStyle? = nil,
        views: Set<Side> = [.from, .to], isInteractive: Bool = false, snapshots: [Snapshot],
        hasBackdrop: Bool = false
    ) {
        self.operation = operation
        self.direction = direction ?? operation.direction
        let keeps = style?.keepsPresentingView == true
        keptSide = !keeps ? nil : operation == .present ? .from : operation == .dismiss ? .to : nil
        self.views = views
        self.isInteractive = isInteractive
        self.snapshots = snapshots
        self.hasBackdrop = hasBackdrop && keptSide != nil
    }

    /// The screens whose views the script moves, hides and shows.
    package var managed: [Side] { Side.allCases.filter { views.contains($0) && $0 != keptSide } }

    /// The steps before the effect is settled and the snapshots planned: the incoming view put in
    /// the container at its final frame and laid out (on top, or below the leaving view when going
    /// back), so the host can measure its shared elements and read what it declares.
    package var preparation: [HostStep] {
        guard managed.contains(.to) else { return [] }
        return [.insert(.to, below: direction == .back && managed.contains(.from) ? .from : nil)]
    }

    /// The steps before the animation starts (after `preparation`).
    package var start: [HostStep] {
        var steps: [HostStep] = []
        let shots = { (side: Side) in self.snapshots.filter { $0.side == side } }
        if !shots(.from).isEmpty { steps.append(.capture(.from, shots(.from))) }
        if !shots(.to).isEmpty { steps.append(.capture(.to, shots(.to))) }
        steps.append(.installOverlay(grabbable: isInteractive))
        if hasBackdrop && operation == .dismiss { steps.append(.setBackdrop(visible: false)) }
        steps += managed.map(HostStep.hide)
        return steps
    }

    /// The steps once the player reports an outcome: the destination stays (finished) or the
    /// source (cancelled), every real view visible, nothing temporary left, one completion.
    package func end(_ outcome: TransitionOutcome) -> [HostStep] {
        let finished = outcome == .finished
        var steps: [HostStep] = []
        if isInteractive { steps.append(finished ? .finishInteractive : .cancelInteractive) }
        let stays: Side = finished ? .to : .from
        if managed.contains(stays) { steps.append(.show(stays)) }
        if managed.contains(stays.opposite) { steps += [.remove(stays.opposite), .show(stays.opposite)] }
        if hasBackdrop && (operation == .present) == finished { steps.append(.setBackdrop(visible: true)) }
        steps.append(.removeOverlay)
        if finished && views.contains(.to) { steps.append(.announce(.to)) }
        steps.append(.complete(finished))
        return steps
    }

    /// The steps when UIKit gives no view controllers: nothing to animate, but UIKit still waits
    /// for its one completion.
    package static let withoutControllers: [HostStep] = [.complete(true)]

    /// A view's frame in the container: the one UIKit reports (`finalFrame(for:)`; a
    /// presentation controller reports its `frameOfPresentedViewInContainerView`), else the whole
    /// container (UIKit reports an empty rectangle when it has no opinion).
    package static func frame(reported: Rect?, container: Rect) -> Rect {
        if let r = reported, !r.isEmpty { return r }
        return container
    }

    /// Every snapshot an effect shows at any progress of a transition in `context` (sampled at
    /// every 1/32 and at both ends), so a host captures them all up front.
    package static func snapshots(of effect: any Effect, in context: TransitionContext) -> [Snapshot] {
        var scenes = [effect.initialScene(in: context), effect.finalScene(in: context)]
        scenes += (0...32).map { effect.evaluate(at: Double($0) / 32, in: context) }
        var seen: Set<Snapshot> = []
        var list: [Snapshot] = []
        for scene in scenes {
            for s in SnapshotPlan.snapshots(in: scene) where seen.insert(s).inserted { list.append(s) }
        }
        return list
    }

    /// What a presentation controller's backdrop draws: the resting scene without the layers that
    /// show the presented screen (the real presented view is on top of it).
    package static func backdrop(of resting: Scene) -> Scene {
        var scene = resting
        scene.layers.removeAll { layer in SnapshotPlan.snapshots(of: layer.content).contains { $0.side == .to } }
        return scene
    }
}

extension Snapshot {
    /// The screen the snapshot is drawn from.
    package var side: Side {
        switch self {
        case .screen(let s), .backdrop(let s), .element(_, let s): s
        }
    }
}
