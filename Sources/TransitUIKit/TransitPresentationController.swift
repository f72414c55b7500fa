#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// Lays out a partial presentation (a card, a drawer): the presented view rests at the frame the
    /// core computed from the effect's resting scene, the presenting view stays where it is
    /// (`shouldRemovePresentersView == false`), and a backdrop below the presented view draws the
    /// rest of the resting scene (the shrunken, dimmed presenting screen); a tap on it dismisses.
    @MainActor final class TransitPresentationController: UIPresentationController {
        let choice: PresentationChoice
        private var backdrop: SceneView?

        init(presented: UIViewController, presenting: UIViewController?, choice: PresentationChoice) {
            self.choice = choice
            super.init(presentedViewController: presented, presenting: presenting)
        }

        override var frameOfPresentedViewInContainerView: CGRect { CGRect(choice.restingFrame) }
        override var shouldRemovePresentersView: Bool { false }

        /// Shows or hides the backdrop, drawing `scene` with `images` when given (the presentation).
        func setBackdrop(visible: Bool, scene: Scene?, images: [Snapshot: CGImage]) {
            guard let container = containerView else { return }
            let view = backdrop ?? SceneView(frame: container.bounds)
            if backdrop == nil {
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                backdrop = view
            }
            if let scene {
                view.images = images
                view.show(scene)
            }
            if view.superview !== container { container.insertSubview(view, at: 0) }
            view.isHidden = !visible
        }

        @objc private func tapped() { presentedViewController.dismiss(animated: true) }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed {
                backdrop?.removeFromSuperview()
                backdrop = nil
            }
        }
    }
#endif
