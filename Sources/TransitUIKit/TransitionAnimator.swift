#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// Plays one effect in a UIKit container transition: the animator and, when a finger drives it,
    /// the interactive transition. The core's `TransitionPlayer` decides everything: this object
    /// arranges the real views as the core's `ContainerPlan` says, shows the player's scenes in a
    /// `SceneView` overlay, and forwards `update`, `finish`, `cancel` and `completeTransition` to UIKit
    /// exactly when the player reports them.
    @MainActor
    final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerInteractiveTransitioning,
        @MainActor TransitionHost
    {
        let effect: any Effect
        /// How an animated run moves (the recorded timing, else the effect's own).
        let timing: Timing
        let plan: ContainerPlan
        /// The effect's resting frame for the to-view (partial presentations).
        var restingFrame: Rect?
        /// How a finger drives the transition; `nil` when it runs animated.
        var interaction: InteractionSpec?
        /// Samples that arrived before UIKit started the transition (the gesture's `began`).
        var pendingSamples: [GestureSample] = []
        /// Whether a finger drives the transition from its start.
        var isInteractive: Bool { interaction != nil }
        /// Called once, after `completeTransition`, with whether the transition finished.
        var onEnd: ((Bool) -> Void)?

        private var context: (any UIViewControllerContextTransitioning)?
        private var views: [Side: UIView] = [:]
        private var controllers: [Side: UIViewController] = [:]
        private var snapshots: SnapshotSource?
        private var overlay: SceneView?
        private var player: TransitionPlayer?

        init(effect: any Effect, timing: Timing, plan: ContainerPlan) {
            self.effect = effect
            self.timing = timing
            self.plan = plan
        }

        // MARK: UIViewControllerAnimatedTransitioning

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            timing.duration
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
            guard let overlay else { return }
            snapshots?.capture(for: scene, into: &overlay.images)
            overlay.show(scene)
            if isInteractive, let player { context?.updateInteractiveTransition(player.progress) }
        }

        func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene) {
            guard let ctx = context else { return }
            if isInteractive {
                if outcome == .finished { ctx.finishInteractiveTransition() } else { ctx.cancelInteractiveTransition() }
            }
            overlay?.removeFromSuperview()
            overlay = nil
            let finished = outcome == .finished
            place(at: finished ? .finished : .cancelled, in: ctx.containerView)
            ctx.completeTransition(finished)
            if finished, let shown = views[.to] { Accessibility.announceScreenChange(to: shown) }
            onEnd?(finished)
            onEnd = nil
            context = nil
        }

        // MARK: Running

        private func begin(_ ctx: any UIViewControllerContextTransitioning) {
            context = ctx
            let container = ctx.containerView
            guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else { return }
            controllers = [.from: from, .to: to]
            views = [.from: ctx.view(forKey: .from) ?? from.view, .to: ctx.view(forKey: .to) ?? to.view]
            let bounds = container.bounds.rect
            views[.to]?.frame = CGRect(
                plan.frame(
                    of: .to, at: .finished, reported: ctx.finalFrame(for: to).rect,
                    resting: restingFrame, container: bounds))
            place(at: .running, in: container)
            views[.to]?.layoutIfNeeded()
            guard let fromView = views[.from], let toView = views[.to] else { return }
            var source = SnapshotSource(from: from, to: to, fromView: fromView, toView: toView, container: container)
            let transition = TransitionContext(
                size: bounds.size, scale: Double(container.traitCollection.displayScale),
                direction: plan.direction,
                layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection),
                sharedElements: source.plan.sharedElements)
            let overlay = SceneView(frame: container.bounds)
            overlay.pixelRenderer = CoreImagePixels.render
            container.addSubview(overlay)
            self.overlay = overlay
            source.capture(for: effect.initialScene(in: transition), into: &overlay.images)
            overlay.show(effect.initialScene(in: transition))
            snapshots = source
            player = TransitionPlayer(
                effect: effect, context: transition, host: self, clock: DisplayLinkClock(),
                interaction: interaction, timing: timing, motion: Accessibility.motion)
        }

        /// Puts the real views where the core's plan says for a phase.
        private func place(at phase: ContainerPlan.Phase, in container: UIView) {
            var above: UIView?
            for placement in plan.placements(at: phase).reversed() {  // top to bottom
                guard let view = views[placement.side] else { continue }
                switch placement.membership {
                case .inContainer:
                    if let above {
                        container.insertSubview(view, belowSubview: above)
                    } else if view.superview !== container {
                        container.addSubview(view)
                    }
                    above = view
                case .removed:
                    view.removeFromSuperview()
                case .untouched:
                    break
                }
                view.isHidden = !placement.isVisible
            }
            if phase == .cancelled, let from = controllers[.from], let ctx = context {
                views[.from]?.frame = CGRect(
                    plan.frame(
                        of: .from, at: phase, reported: ctx.initialFrame(for: from).rect,
                        resting: nil, container: container.bounds.rect))
            }
        }
    }
#endif
