import TransitCore

/// Executes a `TransitionRun`'s host steps on the UIKit model, one for one, as the UIKit
/// adapter does on a device, and records every rule a step breaks.
final class ModelHost: TransitionStepHost {
    let context: ModelTransitionContext
    private(set) var captured: Set<Snapshot> = []
    private(set) var overlay: ModelView?
    /// Set once a step hid a real view: no snapshot may be taken after it.
    private var hasHidden = false
    /// The sides this run put in the container (in this run-loop turn, as far as the model goes).
    private var inserted: Set<Side> = []
    private(set) var framesShown = 0

    init(context: ModelTransitionContext) { self.context = context }

    func perform(_ step: HostStep) {
        switch step {
        case .capture(let side, let snapshots):
            // [D-snapshot]: a view not on screen snapshots as nothing; a hidden view may too
            // ([D-isHidden], uncertain): the model demands a visible view, which works either way.
            guard let view = context.givenViews[side] ?? context.controllerViews[side] else {
                return context.violate(.snapshotsUpFront, "capture of \(side) with no view")
            }
            if !view.isVisible {
                context.violate(.snapshotsUpFront, "snapshot of \(view.name) taken while it is not visible")
            }
            if hasHidden {
                context.violate(.snapshotsUpFront, "snapshot of \(view.name) taken after a view was hidden")
            }
            // `UncertainFact.freshViewSnapshotsBlank`: the script captures the incoming view right
            // after inserting it, so its pixels need the first reading (pending changes are drawn);
            // under the second they come out white. Either way the lifecycle is the same, so the
            // invariants hold under both; the blank snapshots are recorded, not a violation
            // (`ContractScenarioTests.aFreshlyInsertedViewSnapshotsBlankOnlyUnderTheObservedReading`).
            if inserted.contains(side) && context.reads(.freshViewSnapshotsBlank) {
                context.blankSnapshots.append(view.name)
            }
            captured.formUnion(snapshots)
        case .insert(let side, let below):
            guard let view = given(side, "insert") else { return }
            view.frame = TransitionScript.frame(reported: context.finalFrames[side], container: context.container.frame)
            if let below, let sibling = context.givenViews[below] {
                // [D-container]: the from-view is in the container; inserting below a view that is
                // not a subview is undefined.
                if sibling.superview !== context.container {
                    context.violate(.viewsInPlace, "\(view.name) inserted below \(sibling.name), not in the container")
                }
                context.container.insertSubview(view, below: sibling)
            } else {
                context.container.addSubview(view)
            }
            inserted.insert(side)
        case .hide(let side):
            given(side, "hide")?.isHidden = true
            hasHidden = true
        case .show(let side):
            given(side, "show")?.isHidden = false
        case .remove(let side):
            given(side, "remove")?.removeFromSuperview()
        case .installOverlay(let grabbable):
            let o = ModelView("overlay", frame: context.container.frame)
            o.hasGrabPan = grabbable
            context.container.addSubview(o)
            overlay = o
        case .removeOverlay:
            overlay?.removeFromSuperview()
            overlay = nil
        case .setBackdrop(let visible):
            guard context.hasPresentationController else {
                return context.violate(.noTemporaryViews, "backdrop without a presentation controller")
            }
            let b = context.backdrop ?? ModelView("backdrop", frame: context.container.frame)
            if b.superview !== context.container { context.container.insertSubview(b, at: 0) }
            b.isHidden = !visible
            context.backdrop = b
        case .finishInteractive:
            context.endInteractive(finished: true)
        case .cancelInteractive:
            context.endInteractive(finished: false)
        case .announce(let side):
            // developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged:
            // "a new view appears that occupies a major portion of the screen": it must be on screen.
            if let view = context.givenViews[side], !view.isVisible {
                context.violate(.viewsInPlace, "screen change announced for \(view.name), which is not visible")
            }
        case .complete(let finished):
            context.complete(finished)
        }
    }

    /// [H-VCT]: a nil `view(forKey:)` means the animator must not manipulate that view; the
    /// presenting view UIKit keeps outside the container must not be moved either.
    private func given(_ side: Side, _ what: String) -> ModelView? {
        guard let view = context.givenViews[side] else {
            context.violate(.nilViewsUntouched, "\(what) of the \(side) view, which UIKit did not give")
            return nil
        }
        return view
    }

    // MARK: TransitionStepHost

    func display(_ scene: Scene, interactiveProgress: Double?) {
        framesShown += 1
        if overlay?.superview !== context.container {
            context.violate(.snapshotsUpFront, "frame shown with no overlay in the container")
        }
        for s in SnapshotPlan.snapshots(in: scene) where !captured.contains(s) {
            context.violate(.snapshotsUpFront, "snapshot \(s) first needed mid-animation")
        }
    }
}
