#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// Lays out a partial presentation (card, drawer) as `PresentationChoice` says: the presented view
    /// at its resting frame, the presenting view kept, and below them a backdrop that draws the rest
    /// of the resting scene (`TransitionRun.backdropScene`) and dismisses on a tap. Both are laid out
    /// from the container's bounds, again whenever it changes size.
    @MainActor final class TransitPresentationController: UIPresentationController {
        let choice: PresentationChoice
        private lazy var backdrop: SceneView = {
            let view = SceneView(frame: .zero)
            let target = ActionTarget { [weak self] _ in self?.presentedViewController.dismiss(animated: true) }
            tapTarget = target
            view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionTarget.selector))
            return view
        }()

        /// The resting frame and backdrop in a container of a size.
        private let layout: (TransitCore.Size) -> (frame: TransitCore.Rect, backdrop: Scene)?
        private var drawsBackdrop = false
        /// The animator of the presentation or dismissal under way, told of size changes.
        weak var running: TransitionAnimator?

        init(
            presented: UIViewController, presenting: UIViewController?, choice: PresentationChoice,
            layout: @escaping (TransitCore.Size) -> (frame: TransitCore.Rect, backdrop: Scene)?
        ) {
            (self.choice, self.layout) = (choice, layout)
            super.init(presentedViewController: presented, presenting: presenting)
        }

        /// The resting frame in the container as it is now (not the presenting screen's box).
        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(containerView.flatMap { layout($0.bounds.rect.size)?.frame } ?? choice.restingFrame)
        }
        override var shouldRemovePresentersView: Bool { false }

        /// Shows or hides the backdrop at the bottom of the container, drawing `scene` when given.
        func setBackdrop(visible: Bool, scene: Scene?, images: [Snapshot: CGImage]) {
            guard let container = containerView else { return }
            backdrop.frame = container.bounds
            if let scene {
                // The backdrop lives as long as the card: it keeps only the snapshots its scene draws.
                let drawn = Set(SnapshotPlan.snapshots(in: scene))
                backdrop.images = images.filter { drawn.contains($0.key) }
                backdrop.show(scene)
                drawsBackdrop = true
            }
            container.insertSubview(backdrop, at: 0)
            backdrop.isHidden = !visible
        }

        /// A size change (rotation, Split View): the presented view and the backdrop follow the container,
        /// as https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
        /// and Apple's custom presentation sample lay them out.
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            guard let container = containerView else { return }
            presentedView?.frame = frameOfPresentedViewInContainerView
            running?.containerDidResize()
            guard drawsBackdrop, backdrop.frame.rect != container.bounds.rect else { return }
            backdrop.frame = container.bounds
            if let scene = layout(container.bounds.rect.size)?.backdrop { backdrop.show(scene) }
        }

        // The backdrop leaves with the container view, which UIKit removes once a dismissal finished.
        private var tapTarget: ActionTarget?
    }
#endif
