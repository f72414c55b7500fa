#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The animator (and interactive transition) of one UIKit container transition: it forwards
    /// UIKit's calls to the core's `TransitionRun` (which the contract model in the tests runs too),
    /// executes its host steps one for one and shows its scenes in a `SceneView` overlay.
    @MainActor
    final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning, @MainActor TransitionStepHost
    {
        let run: TransitionRun
        private var context: (any UIViewControllerContextTransitioning)?
        private var views: [Side: UIView] = [:], controllers: [Side: UIViewController] = [:]
        private var source: SnapshotSource?, images: [Snapshot: CGImage] = [:], overlay: SceneView?

        init(_ run: TransitionRun) { self.run = run }

        /// The run's duration; 0 when UIKit says the transition is not animated (as Apple's sample
        /// animators answer).
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            transitionContext?.isAnimated == false ? 0 : run.reportDuration()
        }

        var wantsInteractiveStart: Bool { run.isInteractive }

        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            animateTransition(using: transitionContext)
        }

        /// Starts the run (animated, or fed the finger's samples when interactive). Unanimated (UIKit
        /// calls a `.custom` presentation's animator even for `present(_:animated: false)` and
        /// `dismiss(animated: false)`, with `isAnimated` false: UIViewControllerTransitioning.h), the
        /// run plays on a clock of its own that jumps to the end at once.
        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
            context = ctx
            let instant = ctx.isAnimated ? nil : VirtualClock()
            defer { instant.map(finishAtOnce) }
            let clock: any TransitionClock = instant ?? DisplayLinkClock()
            guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else {
                return run.begin(views: nil, host: self, clock: clock) { TransitionContext(size: .zero) }
            }
            controllers = [.from: from, .to: to]
            let presented = run.operation.presentedSide.flatMap { controllers[$0] }
            (presented?.presentationController as? TransitPresentationController)?.running = self
            views = [.from: ctx.view(forKey: .from), .to: ctx.view(forKey: .to)].compactMapValues { $0 }
            run.begin(views: Set(views.keys), host: self, clock: clock) {
                // A nil view is read (snapshotted) from its controller, never changed.
                let source = SnapshotSource(
                    from: from, to: to, fromView: views[.from] ?? from.view, toView: views[.to] ?? to.view)
                self.source = source
                let container = ctx.containerView
                return TransitionContext(
                    size: container.bounds.rect.size, scale: Double(container.traitCollection.displayScale),
                    layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection),
                    sharedElements: source.plan.sharedElements)
            }
        }

        /// The container changed size mid-transition (a rotation, a Split View resize; UIKit lays it out
        /// again): the overlay takes its bounds and the frames that follow are drawn in them.
        func containerDidResize() {
            guard let container = context?.containerView, let overlay,
                run.context?.size != container.bounds.rect.size
            else { return }
            overlay.frame = container.bounds
            run.resize(to: container.bounds.rect.size)
        }

        /// Ticks an unanimated run's clock past its end until it completed.
        private func finishAtOnce(_ clock: VirtualClock) {
            for _ in 0..<8 where clock.tickerCount > 0 { clock.advance(by: run.duration + 1) }
        }

        func display(_ scene: Scene, interactiveProgress: Double?) {
            overlay?.show(scene)
            if let interactiveProgress { context?.updateInteractiveTransition(interactiveProgress) }
        }

        /// One host step, exactly as the core's script says.
        func perform(_ step: HostStep) {
            guard let ctx = context else { return }
            let container = ctx.containerView
            switch step {
            case .capture(_, let snapshots):
                source?.capture(snapshots, into: &images)
            case .insert(let side, let below):
                guard let view = views[side], let vc = controllers[side] else { return }
                view.frame = CGRect(
                    TransitionScript.frame(reported: ctx.finalFrame(for: vc).rect, container: container.bounds.rect))
                // UIKit gives the from-view in the container ([D-container]); the script asks for below only then.
                if let below, let sibling = views[below] {
                    container.insertSubview(view, belowSubview: sibling)
                } else {
                    container.addSubview(view)
                }
                view.layoutIfNeeded()
            case .hide(let side), .show(let side):
                views[side]?.isHidden = step == .hide(side)
            case .remove(let side):
                views[side]?.removeFromSuperview()
            case .installOverlay(let grabbable):
                let overlay = SceneView(frame: container.bounds)
                // A size change mid-transition (rotation, Split View): the overlay follows the container
                // and the next frames are drawn in the new size (a push or pop has no presentation
                // controller to hear it).
                overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                overlay.onLayout = { [weak self] in self?.containerDidResize() }
                overlay.pixelRenderer = CoreImagePixels.render
                overlay.images = images
                if let scene = run.initialScene { overlay.show(scene) }
                if grabbable, let interaction = run.interaction {
                    let grab = TransitionPanGesture(spec: interaction) { _ in }
                    grab.animator = self  // it only grabs this transition while it settles
                    overlay.addGestureRecognizer(grab)
                }
                container.addSubview(overlay)
                self.overlay = overlay
            case .removeOverlay:
                overlay?.removeFromSuperview()
                overlay = nil
            case .setBackdrop(let visible):
                let presented = run.operation.presentedSide.flatMap { controllers[$0] }
                let pc = presented?.presentationController as? TransitPresentationController
                pc?.setBackdrop(visible: visible, scene: run.backdropScene, images: images)
            case .finishInteractive:
                ctx.finishInteractiveTransition()
            case .cancelInteractive:
                ctx.cancelInteractiveTransition()
            case .announce(let side):
                UIAccessibility.post(notification: .screenChanged, argument: views[side])
            case .complete(let finished):
                ctx.completeTransition(finished)
                context = nil
                // After a custom push or pop that hides or shows the tab bar (hidesBottomBarWhenPushed),
                // UIKit was seen to leave its animations on the bar's layer, which then stops responding
                // (HeroTransitions/Hero#354); the transition is over, so none of them is still wanted.
                guard run.operation == .push || run.operation == .pop else { return }
                controllers[finished ? .to : .from]?.tabBarController?.tabBar.layer.removeAllAnimations()
            }
        }
    }
#endif
