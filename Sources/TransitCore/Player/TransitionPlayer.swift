/// Plays one transition, animated or under a finger, on any host and any clock, and ends it with
/// exactly one completion.
///
/// States: `idle -> running | interacting -> finishing | cancelling -> done(outcome)`. A finger
/// landing while running, finishing or cancelling grabs the transition (when the player has an
/// interaction spec). Whatever calls arrive, in whatever order, the host and the observers are
/// told once; then the player lets go of host, clock and observers, and the clock lets go of the
/// player, so nothing outlives the completion.
///
/// Threading: the player is a non-`Sendable` class, confined to the isolation domain that made it
/// (the main actor on a device). The compiler enforces that; no locks are taken.
///
/// ```swift
/// let clock = VirtualClock()
/// let host = RecordingHost()
/// let player = TransitionPlayer(effect: .circleSpread(), context: context, host: host, clock: clock,
///                               interaction: InteractionSpec(direction: .right))
/// player.handle(GestureSample(time: 0, location: Point(x: 10, y: 400), phase: .began))
/// // ... more samples, clock.advance(by: 1.0 / 60) per frame ...
/// host.outcomes // [.finished] or [.cancelled]
/// ```
public final class TransitionPlayer {
    public enum State: Hashable, Sendable {
        case idle, running, interacting, finishing, cancelling
        case done(TransitionOutcome)
    }

    /// The effect that draws the frames (a short cross-fade when the user's motion preferences say so).
    public let effect: any Effect
    /// The effect as requested, which decides the resting scenes.
    public let requestedEffect: any Effect
    /// The context the effect draws in; `touchPoint` is set from the finger when the caller gave none.
    public private(set) var context: TransitionContext
    /// The timing of an animated run.
    public let timing: Timing
    /// Whether samples drive this transition.
    public let isInteractive: Bool

    private var driver: InteractionDriver
    private var isAnimatedRun = false
    private var hasBegun = false
    private var decidedProgress = 0.0
    private var lastProgress: Double?
    private var host: (any TransitionHost)?
    private var clock: (any TransitionClock)?
    private var observers: [any TransitionObserver]
    private var tickerHandle: Int?

    /// A player for one transition.
    /// - Parameters:
    ///   - effect: what the screen shows at each progress.
    ///   - context: the container, its screens and shared elements, and the direction.
    ///   - host: what draws the scenes and hears the completion (a `CALayer` tree, a renderer).
    ///   - clock: the display clock that ticks the run (a display link, or a virtual clock in tests).
    ///   - interaction: how gesture samples drive it; nil for a player that only runs animated.
    ///   - timing: overrides the effect's timing for an animated run.
    ///   - motion: the user's motion settings: with Reduce Motion any effect plays as a short
    ///     cross-fade (`MotionPreferences.substitute(for:)`), animated or interactive.
    ///   - observers: told of each phase of the run (begin, frames, completion), in order.
    public init(
        effect: any Effect, context: TransitionContext, host: any TransitionHost, clock: any TransitionClock,
        interaction: InteractionSpec? = nil, timing: Timing? = nil, motion: MotionPreferences = MotionPreferences(),
        observers: [any TransitionObserver] = []
    ) {
        requestedEffect = effect
        self.effect = motion.substitute(for: effect)
        self.timing = Self.timing(of: effect, direction: context.direction, timing: timing, motion: motion)
        self.context = context
        self.isInteractive = interaction != nil
        driver = InteractionDriver(
            spec: interaction ?? InteractionSpec(direction: .right), size: context.size,
            layoutDirection: context.layoutDirection, effectTiming: self.timing)
        self.host = host
        self.clock = clock
        self.observers = observers
    }

    /// The container changed size while the run plays (a rotation, a Split View resize): the frames
    /// that follow are drawn in `size`.
    package func resize(to size: Size) { context.size = size }

    /// The timing an animated run of `effect` uses: the short cross-fade's under Reduce Motion,
    /// else `timing` when given, else the effect's own for the direction. A host reports its
    /// `duration` to UIKit (`transitionDuration(using:)`), so companion animations such as the
    /// navigation bar's run in step with what the player plays.
    ///
    /// ```swift
    /// TransitionPlayer.timing(of: .circleSpread(), direction: .forward,
    ///                         motion: MotionPreferences(reduceMotion: true)).duration // 0.25
    /// ```
    public static func timing(
        of effect: any Effect, direction: Direction, timing: Timing? = nil, motion: MotionPreferences
    ) -> Timing {
        motion.replacesEffects ? motion.substitute(for: effect).timing : (timing ?? effect.timing(for: direction))
    }

    /// Where the transition is in its lifecycle.
    public var state: State {
        switch driver.phase {
        case .idle: .idle
        case .interacting: .interacting
        case .settling(.finished): isAnimatedRun ? .running : .finishing
        case .settling(.cancelled): .cancelling
        case .done(let o): .done(o)
        }
    }

    /// Whether the transition has completed.
    public var isDone: Bool { if case .done = driver.phase { true } else { false } }

    /// The progress shown at the clock's current time (the outcome's progress once done).
    public var progress: Double { driver.progress(at: clock?.now ?? 0) }

    /// Runs the transition animated with its timing. Only from `idle`; otherwise it does nothing
    /// and returns false (the running transition is never disturbed).
    @discardableResult
    public func play() -> Bool {
        guard state == .idle, let now = clock?.now else { return false }
        start(interactive: false)
        isAnimatedRun = true
        driver.run(SettlingMotion(timing: timing, at: now), towards: .finished, isBounded: false)
        return true
    }

    /// Feeds a gesture sample. A `began` starts an interactive transition from `idle` (inside the
    /// spec's begin region) or grabs a running, finishing or cancelling one at its current
    /// progress. Ignored without an interaction spec and once done.
    public func handle(_ sample: GestureSample) {
        guard isInteractive, !isDone else { return }
        let wasIdle = state == .idle
        switch driver.handle(sample) {
        case .ignored:
            return
        case .began(_, let location):
            isAnimatedRun = false
            if wasIdle {
                if context.touchPoint == nil { context.touchPoint = location }
                start(interactive: true)
            }
        case .moved:
            break
        case .released:
            decidedProgress = driver.progress(at: sample.time)
        }
    }

    /// Settles towards the end from wherever the transition is (a programmatic finish).
    public func finish() { settle(.finished) }
    /// Settles back to the start from wherever the transition is (a programmatic cancel).
    public func cancel() { settle(.cancelled) }

    private func settle(_ outcome: TransitionOutcome) {
        guard !isDone, let now = clock?.now else { return }
        if state == .running && outcome == .finished { return }
        if state == .idle { start(interactive: false) }
        let velocity = driver.motion?.velocity(at: now) ?? 0
        decidedProgress = driver.progress(at: now)
        isAnimatedRun = false
        driver.settle(outcome, velocity: velocity, at: now)
    }

    private func start(interactive: Bool) {
        guard !hasBegun, let clock else { return }
        hasBegun = true
        emit(.willBegin(isInteractive: interactive))
        tickerHandle = clock.addTicker { [self] time in tick(at: time) }
    }

    private func tick(at time: Double) {
        if driver.tick(at: time), case .done(let outcome) = driver.phase {
            complete(outcome)
            return
        }
        let p = driver.progress(at: time)
        host?.display(effect.evaluate(at: p, in: context))
        if p != lastProgress {
            lastProgress = p
            emit(.progressChanged(p))
        }
    }

    private func complete(_ outcome: TransitionOutcome) {
        if let handle = tickerHandle { clock?.removeTicker(handle) }
        tickerHandle = nil
        emit(.willFinish(outcome, progress: decidedProgress))
        let scene =
            outcome == .finished ? requestedEffect.finalScene(in: context) : requestedEffect.initialScene(in: context)
        host?.transitionDidComplete(outcome, showing: scene)
        emit(.didFinish(outcome))
        host = nil
        clock = nil
        observers = []
    }

    private func emit(_ event: TransitionEvent) {
        for o in observers { o.receive(event) }
    }
}
