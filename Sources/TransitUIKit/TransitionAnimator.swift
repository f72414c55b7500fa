#if canImport(UIKit)
import UIKit
import TransitCore

/// Plays one effect in a UIKit container transition: the animator and, when a finger drives it,
/// the interactive transition. It arranges the real views as the core's `ContainerPlan` says, shows
/// the effect's scenes in a `SceneView` overlay, and forwards `update`, `finish`, `cancel` and
/// `completeTransition` exactly when the run decides.
@MainActor final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    let effect: any Effect
    let plan: ContainerPlan
    /// The effect's resting frame for the to-view (partial presentations).
    var restingFrame: Rect?
    /// Where the finger touched when the transition began, in container points.
    var touchPoint: Point?
    /// Whether a finger drives the transition from its start.
    var isInteractive = false
    /// Called once, after `completeTransition`, with whether the transition finished.
    var onEnd: ((Bool) -> Void)?

    private var context: (any UIViewControllerContextTransitioning)?
    private var views: [Side: UIView] = [:]
    private var controllers: [Side: UIViewController] = [:]
    private var transition = TransitionContext(size: Size(width: 0, height: 0))
    private var snapshots: SnapshotSource?
    private var overlay: SceneView?
    private lazy var clock = DisplayLinkClock { [weak self] time in self?.tick(time) }
    private var progress = 0.0
    private var pendingRun: (from: Double, to: Double)?
    private var run: HostedRun?
    private var hasEnded = false

    init(effect: any Effect, plan: ContainerPlan) {
        self.effect = effect
        self.plan = plan
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        effect.timing.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        begin(transitionContext)
        play(to: 1)
    }

    // MARK: UIViewControllerInteractiveTransitioning

    var wantsInteractiveStart: Bool { isInteractive }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        begin(transitionContext)
        if !isInteractive { play(to: 1) }
    }

    // MARK: Driven by a gesture

    /// Shows the transition at `progress` while a finger drives it.
    func update(_ value: Double) {
        guard context != nil, !hasEnded else { return }
        run = nil
        pendingRun = nil
        progress = value
        render()
        context?.updateInteractiveTransition(value)
    }

    /// The finger let go: finish or cancel, then play the rest of the way.
    func release(finishing: Bool) {
        guard let context, !hasEnded else { return }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        play(to: finishing ? 1 : 0)
    }

    // MARK: Running

    private func begin(_ ctx: any UIViewControllerContextTransitioning) {
        context = ctx
        let container = ctx.containerView
        guard let from = ctx.viewController(forKey: .from), let to = ctx.viewController(forKey: .to) else { return }
        controllers = [.from: from, .to: to]
        views = [.from: ctx.view(forKey: .from) ?? from.view, .to: ctx.view(forKey: .to) ?? to.view]
        let bounds = container.bounds.rect
        views[.to]?.frame = CGRect(plan.frame(of: .to, at: .finished, reported: ctx.finalFrame(for: to).rect,
                                              resting: restingFrame, container: bounds))
        place(at: .running, in: container)
        views[.to]?.layoutIfNeeded()
        guard let fromView = views[.from], let toView = views[.to] else { return }
        var source = SnapshotSource(from: from, to: to, fromView: fromView, toView: toView, container: container)
        transition = TransitionContext(size: bounds.size, scale: Double(container.traitCollection.displayScale),
                                       direction: plan.direction,
                                       layoutDirection: LayoutDirection(container.effectiveUserInterfaceLayoutDirection),
                                       touchPoint: touchPoint, sharedElements: source.plan.sharedElements)
        let overlay = SceneView(frame: container.bounds)
        overlay.pixelRenderer = CoreImagePixels.renderer(scale: transition.scale)
        container.addSubview(overlay)
        self.overlay = overlay
        source.capture(for: effect.initialScene(in: transition), into: &overlay.images)
        snapshots = source
        progress = 0
        render()
    }

    private func play(to target: Double) {
        pendingRun = (progress, target)
        clock.start()
    }

    private func tick(_ time: Double) {
        if let pending = pendingRun {
            run = HostedRun(timing: effect.timing, startTime: time, from: pending.from, to: pending.to)
            pendingRun = nil
        }
        guard let run else { return }
        progress = run.progress(atTime: time)
        render()
        if run.isDone(atTime: time) { end(finished: run.finishes) }
    }

    private func render() {
        guard let overlay else { return }
        let scene = effect.evaluate(at: progress, in: transition)
        snapshots?.capture(for: scene, into: &overlay.images)
        overlay.show(scene)
    }

    private func end(finished: Bool) {
        guard !hasEnded, let ctx = context else { return }
        hasEnded = true
        clock.stop()
        run = nil
        overlay?.removeFromSuperview()
        overlay = nil
        place(at: finished ? .finished : .cancelled, in: ctx.containerView)
        ctx.completeTransition(finished && !ctx.transitionWasCancelled)
        if finished, let shown = views[.to] { Accessibility.announceScreenChange(to: shown) }
        onEnd?(finished)
        onEnd = nil
        context = nil
    }

    /// Puts the real views where the core's plan says for a phase.
    private func place(at phase: ContainerPlan.Phase, in container: UIView) {
        var above: UIView?
        for placement in plan.placements(at: phase).reversed() { // top to bottom
            guard let view = views[placement.side] else { continue }
            switch placement.membership {
            case .inContainer:
                if let above { container.insertSubview(view, belowSubview: above) } else if view.superview !== container {
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
            views[.from]?.frame = CGRect(plan.frame(of: .from, at: phase, reported: ctx.initialFrame(for: from).rect,
                                                    resting: nil, container: container.bounds.rect))
        }
    }
}
#endif
