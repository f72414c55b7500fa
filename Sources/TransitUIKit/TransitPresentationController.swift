#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// Lays out a partial presentation (card, drawer) as `PresentationChoice` says: the presented view
    /// at its resting frame, the presenting view kept, and below them a backdrop that draws the rest
    /// of the resting scene (`TransitionRun.backdropScene`) and dismisses on a tap.
    @MainActor final class TransitPresentationController: UIPresentationController {
        let choice: PresentationChoice
        private lazy var backdrop: SceneView = {
            let view = SceneView(frame: .zero)
            let target = ActionTarget { [weak self] _ in self?.presentedViewController.dismiss(animated: true) }
            tapTarget = target
            view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionTarget.selector))
            return view
        }()

        init(presented: UIViewController, presenting: UIViewController?, choice: PresentationChoice) {
            self.choice = choice
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override var frameOfPresentedViewInContainerView: CGRect { CGRect(choice.restingFrame) }
        override var shouldRemovePresentersView: Bool { false }

        /// Shows or hides the backdrop at the bottom of the container, drawing `scene` when given.
        func setBackdrop(visible: Bool, scene: Scene?, images: [Snapshot: CGImage]) {
            guard let container = containerView else { return }
            backdrop.frame = container.bounds
            if let scene {
                backdrop.images = images
                backdrop.show(scene)
            }
            container.insertSubview(backdrop, at: 0)
            backdrop.isHidden = !visible
        }

        // The backdrop leaves with the container view, which UIKit removes once a dismissal finished.
        private var tapTarget: ActionTarget?
    }
#endif
