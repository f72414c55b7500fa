#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// Plays one effect in a UIKit container transition: the animator and, when a finger drives it,
    /// the interactive transition. The core decides everything: this object executes the host steps
    /// of the core's `TransitionScript` one for one (the same steps the contract model in the tests
    /// executes), shows the player's scenes in a `SceneView` overlay, and forwards `update` to UIKit.
    @MainActor
    final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning,
        @MainActor TransitionHost
    {
        let effect: any Effect
        /// The recorded timing, else the effect's own.
        let timing: Timing
        let operation: ContainerOperation
        let direction: Direction
        /// The presentation's layout (presentations only).
        let presentation: PresentationChoice?
        /// How a finger drives the transition; `nil` when it runs animated.
        var interaction: InteractionSpec?
        /// Samples that arrived before UIKit started the transition (the gesture's `began`).
        var pendingSamples: [GestureSample] = []
        /// Whether a finger drives the transition from its start.
        var isInteractive: Bool { interaction != nil }
        /// Called once, after `completeTransition`, with whether the transition finished.
        var onEnd: ((Bool) -> Void)?

        private var context: (any UIViewControllerContextTransitioning)?, script: TransitionScript?
        private var views: [Side: UIView] = [:], controllers: [Side: UIViewController] = [:]
        private var source: SnapshotSource?, images: [Snapshot: CGImage] = [:], transition: TransitionContext?
        private var overlay: SceneView?, player: TransitionPlayer?

        init(
            effect: any Effect, timing: Timing, operation: ContainerOperation, direction: Direction,
            presentation: PresentationChoice?
        ) {
            (self.effect, self.timing, self.operation) = (effect, timing, operation)
            (self.direction, self.presentation) = (direction, presentation)
        }

        // MARK: UIViewControllerAnimatedTransitioning

        /// What the player will run (the cross-fade's duration under Reduce Motion), so UIKit's
        /// companion animations (the navigation bar) keep in step.
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            TransitionPlayer.timing(of: effect, direction: direction, timing: timing, motion: Accessibility.motion)
                .duration
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            begin(transitionContext)
            player?.play()
        }

        // MARK: UIViewControllerInteractiveTransitioning

        var wantsInteractiveStart: Bool { isInteractive }

        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            begin(transitionContext)
            if isInteractive {
                pendingSamples.forEach(handle)
                pendingSamples = []
            } else {
                player?.play()
            }
        }

        /// Feeds a gesture sample to the player (which may also grab a finishing transition).
        func handle(_ sample: GestureSample) {
            if let player { player.handle(sample) } else { pendingSamples.append(sample) }
        }

        /// Whether the transition is still under way.
        var isRunning: Bool { player.map { !$0.isDone } ?? true }

        // MARK: TransitionHost

        func display(_ scene: Scene) {
            overlay?.show(scene)
            if isInteractive, let player { context?.updateInteractiveTransition(player.progress) }
        }

        func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene) {
            guard let script else { return }
            run(script.end(outcome))
            if outcome == .finished, let shown = views[.to] { Accessibility.announceScreenChange(to: shown) }
            onEnd?(outcome == .finished)
            onEnd = nil
            context = nil
        }

        // MARK: Running the script

        private func begin(_ ctx: any UIViewControllerContextTransitioning) {
            context = ctx
            guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else {
                return run(TransitionScript.withoutControllers)
            }
            controllers = [.from: from, .to: to]
            views = [.from: ctx.view(forKey: .from), .to: ctx.view(forKey: .to)].compactMapValues { $0 }
            let container = ctx.containerView
            var script = TransitionScript(
                operation: operation, direction: direction, style: presentation?.style, views: Set(views.keys),
                isInteractive: isInteractive, snapshots: [],
                hasBackdrop: presentation?.usesPresentationController == true)
            run(script.preparation)  // the incoming view laid out, so its shared elements can be measured
            // A nil view is read (snapshotted) from its controller, never changed.
            let source = SnapshotSource(
                from: from, to: to, fromView: views[.from] ?? from.view, toView: views[.to] ?? to.view)
            let motion = Accessibility.motion
            let transition = TransitionContext(
                size: container.bounds.rect.size, scale: Double(container.traitCollection.displayScale),
                direction: direction,
                layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection),
                sharedElements: source.plan.sharedElements)
            script.snapshots = TransitionScript.snapshots(of: motion.substitute(for: effect), in: transition)
            (self.source, self.transition, self.script) = (source, transition, script)
            run(script.start)
            player = TransitionPlayer(
                effect: effect, context: transition, host: self, clock: DisplayLinkClock(),
                interaction: interaction, timing: timing, motion: motion)
        }

        private func run(_ steps: [HostStep]) { steps.forEach(perform) }

        /// One host step, exactly as the core's script says.
        private func perform(_ step: HostStep) {
            guard let ctx = context else { return }
            let container = ctx.containerView
            switch step {
            case .capture(_, let snapshots):
                source?.capture(snapshots, into: &images)
            case .layout(let side), .insert(let side, _):
                guard let view = views[side], let vc = controllers[side] else { return }
                view.frame = CGRect(
                    TransitionScript.frame(reported: ctx.finalFrame(for: vc).rect, container: container.bounds.rect))
                view.layoutIfNeeded()
                guard case .insert(_, let below) = step else { return }
                if let below, let sibling = views[below], sibling.superview === container {
                    container.insertSubview(view, belowSubview: sibling)
                } else {
                    container.addSubview(view)
                }
            case .hide(let side):
                views[side]?.isHidden = true
            case .show(let side):
                views[side]?.isHidden = false
            case .remove(let side):
                views[side]?.removeFromSuperview()
            case .installOverlay(let grabbable):
                let overlay = SceneView(frame: container.bounds)
                overlay.pixelRenderer = CoreImagePixels.render
                overlay.images = images
                if let transition { overlay.show(effect.initialScene(in: transition)) }
                if grabbable, let interaction {
                    let grab = TransitionPanGesture(spec: interaction) { _ in }
                    grab.animator = self
                    overlay.addGestureRecognizer(grab)
                }
                container.addSubview(overlay)
                self.overlay = overlay
            case .removeOverlay:
                overlay?.removeFromSuperview()
                overlay = nil
            case .setBackdrop(let visible):
                let presented = operation == .present ? controllers[.to] : controllers[.from]
                guard let pc = presented?.presentationController as? TransitPresentationController else { return }
                var resting: Scene?
                if operation == .present, var forward = transition {
                    forward.direction = .forward
                    resting = TransitionScript.backdrop(of: effect.restingScene(in: forward))
                }
                pc.setBackdrop(visible: visible, scene: resting, images: images)
            case .finishInteractive:
                ctx.finishInteractiveTransition()
            case .cancelInteractive:
                ctx.cancelInteractiveTransition()
            case .complete(let finished):
                ctx.completeTransition(finished)
            }
        }
    }
#endif
