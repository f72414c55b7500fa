/// What a host does for a `TransitionRun`: the UIKit adapter on a device, the contract model in
/// the tests. It executes each step exactly as it says and shows each frame; it decides nothing.
package protocol TransitionStepHost: AnyObject {
    /// Does to the real views what the step says (see `HostStep`).
    func perform(_ step: HostStep)
    /// Shows one frame; `interactiveProgress` is what UIKit is told a finger reached
    /// (`updateInteractiveTransition(_:)`), nil in an animated run.
    func display(_ scene: Scene, interactiveProgress: Double?)
}

/// The steps a run takes from its script: the script's own. The contract model's tests substitute
/// deliberately broken plans to show that the model catches them.
package struct HostPlan: Sendable {
    package var start: @Sendable (TransitionScript) -> [HostStep]
    package var end: @Sendable (TransitionScript, TransitionOutcome) -> [HostStep]
    package init(
        start: @escaping @Sendable (TransitionScript) -> [HostStep],
        end: @escaping @Sendable (TransitionScript, TransitionOutcome) -> [HostStep]
    ) {
        self.start = start
        self.end = end
    }
    package static let script = HostPlan(start: { $0.start }, end: { $0.end($1) })
}

/// One container transition from the moment UIKit asks for it to its one completion: the script,
/// the player, the samples a finger sent before UIKit started the transition, and what the host
/// reports to UIKit (the duration, the interactive progress). The UIKit animator holds one and
/// forwards UIKit's calls; the contract model runs the very same object.
///
/// ```swift
/// let run = TransitionRun(effect: .fade(), operation: .push, motion: MotionPreferences())
/// run.duration                                   // what transitionDuration(using:) reports
/// run.begin(views: [.from, .to], host: host, clock: clock) { TransitionContext(size: size) }
/// ```
package final class TransitionRun: TransitionHost {
    /// The effect that plays (a late declaration may replace it as the run begins, see `declaration`).
    package private(set) var effect: any Effect
    package let operation: ContainerOperation
    package let direction: Direction
    /// The recorded timing, nil for the effect's own.
    package private(set) var timing: Timing?
    /// The presentation's layout (presentations only).
    package let presentation: PresentationChoice?
    /// The user's motion settings, read once when UIKit asks for the animator.
    package let motion: MotionPreferences
    /// How a finger drives the transition; nil when it runs animated.
    package var interaction: InteractionSpec?
    package var plan = HostPlan.script
    /// Called once, after the completion step, with whether the transition finished.
    package var onEnd: ((Bool) -> Void)?
    /// Reads what the pushed screen declares, once its view is in the container and laid out:
    /// set for a push the stack's effect answered before the screen declared anything (see
    /// `LateDeclaration` and `ContainerTransitions.Answer.run(motion:declaration:)`).
    package var declaration: (() -> StackTransition?)?
    /// Whether UIKit was told the duration (`reportDuration()`).
    package private(set) var hasReportedDuration = false
    package private(set) var script: TransitionScript?
    package private(set) var context: TransitionContext?
    package private(set) var player: TransitionPlayer?
    private var pending: [GestureSample] = []
    private weak var host: (any TransitionStepHost)?

    package init(
        effect: any Effect, operation: ContainerOperation, direction: Direction? = nil, timing: Timing? = nil,
        presentation: PresentationChoice? = nil, motion: MotionPreferences
    ) {
        (self.effect, self.operation, self.direction) = (effect, operation, direction ?? operation.direction)
        (self.timing, self.presentation, self.motion) = (timing, presentation, motion)
    }

    /// Whether a finger drives the transition from its start (`wantsInteractiveStart`).
    package var isInteractive: Bool { interaction != nil }

    /// What the player will run, in seconds (the cross-fade's under Reduce Motion), so UIKit's
    /// companion animations (the navigation bar) keep in step.
    package var duration: Double {
        TransitionPlayer.timing(of: effect, direction: direction, timing: timing, motion: motion).duration
    }

    /// What `transitionDuration(using:)` answers: `duration`, remembered as told to UIKit, so a
    /// late declaration keeps it.
    package func reportDuration() -> Double {
        hasReportedDuration = true
        return duration
    }

    /// Whether the transition is still under way (true until UIKit started it, then until it completes).
    package var isRunning: Bool { player.map { !$0.isDone } ?? true }

    /// Whether a presentation controller's backdrop draws the resting scene behind the presented view.
    package var hasBackdrop: Bool { presentation.map { $0.usesPresentationController && $0.style == .custom } ?? false }

    /// Feeds a gesture sample to the player, or keeps it until UIKit starts the transition.
    package func handle(_ sample: GestureSample) {
        if let player { player.handle(sample) } else { pending.append(sample) }
    }

    /// Starts the transition UIKit handed over: the preparation steps, the pushed screen's late
    /// declaration if it awaits one (`LateDeclaration`), then `measure` (the context the effect
    /// draws in, read once the incoming view is laid out), every snapshot planned up front, the
    /// start steps, and the player, animated or fed the samples that came first.
    ///
    /// - Parameter views: the screens whose views UIKit gave (`view(forKey:)` not nil); nil when
    ///   UIKit gave no view controllers (then the run only completes, as UIKit waits for that).
    package func begin(
        views: Set<Side>?, host: any TransitionStepHost, clock: any TransitionClock,
        measure: () -> TransitionContext
    ) {
        self.host = host
        guard let views else { return TransitionScript.withoutControllers.forEach(host.perform) }
        var script = TransitionScript(
            operation: operation, direction: direction, style: presentation?.style, views: views,
            isInteractive: isInteractive, snapshots: [], hasBackdrop: hasBackdrop)
        script.preparation.forEach(host.perform)
        if let declaration {
            (effect, timing) = LateDeclaration.transition(
                asked: (effect, timing), declared: declaration(), durationReported: hasReportedDuration)
            self.declaration = nil
        }
        var context = measure()
        context.direction = direction
        script.snapshots = TransitionScript.snapshots(of: motion.substitute(for: effect), in: context)
        (self.script, self.context) = (script, context)
        plan.start(script).forEach(host.perform)
        let player = TransitionPlayer(
            effect: effect, context: context, host: self, clock: clock, interaction: interaction, timing: timing,
            motion: motion)
        self.player = player
        if isInteractive {
            pending.forEach(player.handle)
            pending = []
        } else {
            player.play()
        }
    }

    /// The container changed size while the run plays: the frames that follow, and the resting
    /// scenes, are drawn in `size` (snapshots taken before keep their pixels, stretched).
    package func resize(to size: Size) {
        context?.size = size
        player?.resize(to: size)
    }

    /// The first frame the overlay shows, before the player's first tick.
    package var initialScene: Scene? { context.map { motion.substitute(for: effect).initialScene(in: $0) } }

    /// What a presentation's backdrop draws (presentations with a backdrop only): the effect's
    /// forward resting scene without the presented screen.
    package var backdropScene: Scene? {
        guard operation == .present, hasBackdrop, var forward = context else { return nil }
        forward.direction = .forward
        return TransitionScript.backdrop(of: effect.restingScene(in: forward))
    }

    // MARK: TransitionHost

    package func display(_ scene: Scene) {
        host?.display(scene, interactiveProgress: isInteractive ? player?.progress : nil)
    }

    package func transitionDidComplete(_ outcome: TransitionOutcome, showing scene: Scene) {
        guard let script, let host else { return }
        plan.end(script, outcome).forEach(host.perform)
        onEnd?(outcome == .finished)
        onEnd = nil
    }
}
