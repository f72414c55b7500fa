/// How a transition ends: the destination is shown (`finished`) or the source again (`cancelled`).
public enum TransitionOutcome: String, Hashable, Sendable, Codable, CaseIterable {
    case finished, cancelled

    /// The progress the transition rests at for this outcome.
    public var targetProgress: Double { self == .finished ? 1 : 0 }
}

/// A pure state machine that turns pan-gesture samples into transition progress, and a release
/// into a decision (finish or cancel) and the motion that settles it.
///
/// Phases: `idle -> interacting -> settling(outcome) -> done(outcome)`. A `began` sample during
/// `settling` grabs the transition at its current progress and goes back to `interacting`.
/// The driver owns no clock: `progress(at:)` and `tick(at:)` take the time.
///
/// ```swift
/// var driver = InteractionDriver(spec: InteractionSpec(direction: .right), size: Size(width: 400, height: 800))
/// _ = driver.handle(GestureSample(time: 0, location: Point(x: 10, y: 300), phase: .began))
/// _ = driver.handle(GestureSample(time: 0.2, location: Point(x: 250, y: 300), translation: Vector(dx: 240, dy: 0), phase: .changed))
/// driver.progress(at: 0.2) // 0.6
/// ```
public struct InteractionDriver: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        case idle
        case interacting
        case settling(TransitionOutcome)
        case done(TransitionOutcome)
    }

    /// What one sample did.
    public enum Update: Hashable, Sendable {
        /// Nothing: outside the begin region, no gesture in progress, or already done.
        case ignored
        /// A gesture began (or grabbed a settling transition) at this progress.
        case began(progress: Double, location: Point)
        /// The finger moved; the progress shown now.
        case moved(progress: Double)
        /// The finger lifted (or the gesture was cancelled): the decision and the motion that settles it.
        case released(TransitionOutcome, SettlingMotion)
    }

    public let spec: InteractionSpec
    public let size: Size
    public let layoutDirection: LayoutDirection
    /// The effect's timing, for `FinishingMotion.effectTiming`.
    public let effectTiming: Timing
    public private(set) var phase: Phase = .idle
    /// The settling motion while `settling`.
    public private(set) var motion: SettlingMotion?
    /// Where the first accepted gesture began: the touch point handed to the effect.
    public private(set) var firstTouch: Point?

    /// The finger's fraction (the progress itself unless `spec.fingerDrives` maps it through a
    /// timing).
    private var rawProgress = 0.0
    /// Whether `motion` moves the finger's fraction (a settle under a time mapping) rather than the
    /// progress (an animated run).
    private var motionMovesFraction = false
    private var baseProgress = 0.0
    private var baseTranslation = Vector.zero
    private var gestureStart: GestureStart?
    private var isBounded = true

    private struct GestureStart: Hashable, Sendable {
        var time: Double
        var location: Point
    }

    public init(
        spec: InteractionSpec, size: Size, layoutDirection: LayoutDirection = .leftToRight,
        effectTiming: Timing = .curve(.easeInEaseOut, duration: 0.3)
    ) {
        self.spec = spec
        self.size = size
        self.layoutDirection = layoutDirection
        self.effectTiming = effectTiming
    }

    /// The timing the finger's fraction runs through, or nil when it drives the progress.
    public var fingerTiming: Timing? {
        switch spec.fingerDrives {
        case .progress: nil
        case .effectTime: effectTiming
        case .time(let t): t
        }
    }

    /// The progress shown for a finger's fraction: the fraction itself, or the finger timing's
    /// progress at that fraction of its duration (beyond 0...1 the excess is kept, for rubber bands).
    public func shownProgress(forFraction f: Double) -> Double {
        guard let t = fingerTiming else { return f }
        let c = clamp01(f)
        return t.progress(atTime: c * t.duration) + (f - c)
    }

    /// The progress shown at clock time `time` (within `spec.progressBounds`).
    public func progress(at time: Double) -> Double {
        switch phase {
        case .idle: 0
        case .interacting: shownProgress(forFraction: spec.boundedProgress(rawProgress))
        case .settling:
            motionMovesFraction
                ? shownProgress(forFraction: spec.boundedProgress(motion?.progress(at: time) ?? 0))
                : isBounded ? spec.boundedProgress(motion?.progress(at: time) ?? 0) : motion?.progress(at: time) ?? 0
        case .done(let o): o.targetProgress
        }
    }

    /// The finger's fraction at clock time `time`: what a gesture grabs and a settle starts from.
    /// During an animated run under a time mapping, the fraction whose shown progress is the
    /// progress shown (found by bisection; the curves are monotonic).
    public func fraction(at time: Double) -> Double {
        switch phase {
        case .idle: return 0
        case .interacting: return spec.boundedProgress(rawProgress)
        case .settling:
            let m = motion?.progress(at: time) ?? 0
            if motionMovesFraction { return spec.boundedProgress(m) }
            guard fingerTiming != nil else { return spec.boundedProgress(m) }
            let target = spec.boundedProgress(m)
            var (lo, hi) = (0.0, 1.0)
            for _ in 0..<50 {
                let mid = (lo + hi) / 2
                if shownProgress(forFraction: mid) < target { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        case .done(let o): return o.targetProgress
        }
    }

    /// Feeds one gesture sample.
    public mutating func handle(_ s: GestureSample) -> Update {
        switch (s.phase, phase) {
        case (_, .done):
            return .ignored
        case (.began, .idle):
            guard spec.admitsBegin(at: s.location, in: size, layout: layoutDirection) else { return .ignored }
            firstTouch = s.location
            return begin(s, from: 0)
        case (.began, .settling):
            return begin(s, from: fraction(at: s.time))
        case (.began, .interacting):
            return begin(s, from: spec.boundedProgress(rawProgress))
        case (.changed, .interacting):
            move(s)
            return .moved(progress: shownProgress(forFraction: spec.boundedProgress(rawProgress)))
        case (.ended, .interacting), (.cancelled, .interacting):
            move(s)
            let p = spec.boundedProgress(rawProgress)
            let v = spec.progress(for: s.velocity, in: size, layout: layoutDirection)
            let outcome: TransitionOutcome
            if s.phase == .cancelled {
                outcome = .cancelled
            } else if isTap(s) {
                outcome = .finished
            } else {
                let axisSpeed = v * spec.pointsPerUnitProgress(in: size)
                outcome = spec.releaseFinishes(progress: p, velocity: v, speed: axisSpeed) ? .finished : .cancelled
            }
            return .released(outcome, settle(outcome, velocity: isTap(s) ? 0 : v, at: s.time))
        default:
            return .ignored
        }
    }

    /// Settles towards an outcome from the current progress with the spec's finishing motion (a
    /// programmatic finish or cancel). Returns the motion; in `done` returns a motion of no length.
    ///
    /// Under a time mapping (`spec.fingerDrives`) the motion moves the finger's fraction, and
    /// `FinishingMotion.effectTiming` moves it at the mapped animation's own pace, linearly in
    /// time, so the screen plays the rest of that animation (UIKit's finish and cancel of a
    /// percent-driven transition).
    @discardableResult
    public mutating func settle(_ outcome: TransitionOutcome, velocity: Double = 0, at time: Double) -> SettlingMotion {
        if case .done = phase {
            let p = progress(at: time)
            return SettlingMotion(start: p, target: p, startTime: time, shape: .curve(.linear), duration: 0)
        }
        guard let mapping = fingerTiming else {
            let p = progress(at: time)
            let m = SettlingMotion(
                spec.finishingMotion, from: p, to: outcome.targetProgress, velocity: velocity,
                at: time, effectTiming: effectTiming)
            run(m, towards: outcome)
            return m
        }
        let f = fraction(at: time)
        let m =
            spec.finishingMotion == .effectTiming
            ? SettlingMotion(
                .linear(speed: 1 / max(mapping.duration, 1e-9)), from: f, to: outcome.targetProgress, velocity: 0,
                at: time, effectTiming: mapping)
            : SettlingMotion(
                spec.finishingMotion, from: f, to: outcome.targetProgress, velocity: velocity, at: time,
                effectTiming: mapping)
        run(m, towards: outcome)
        motionMovesFraction = true
        return m
    }

    /// Runs a given motion (an animated, non-interactive run) towards an outcome; a later `began`
    /// sample grabs it like any settling motion. With `isBounded` false the progress follows the
    /// motion beyond the spec's bounds (an effect's own overshooting spring).
    public mutating func run(_ m: SettlingMotion, towards outcome: TransitionOutcome, isBounded: Bool = true) {
        if case .done = phase { return }
        self.isBounded = isBounded
        motionMovesFraction = false
        motion = m
        phase = .settling(outcome)
        gestureStart = nil
    }

    /// Advances to `time`, and returns true when this call moved the driver to `done`.
    public mutating func tick(at time: Double) -> Bool {
        guard case .settling(let outcome) = phase, let m = motion else { return false }
        guard m.isComplete(at: time, stopsAtTarget: isBounded && spec.overscroll == .clamp) else { return false }
        phase = .done(outcome)
        motion = nil
        return true
    }

    private mutating func begin(_ s: GestureSample, from p: Double) -> Update {
        phase = .interacting
        motion = nil
        baseProgress = p
        rawProgress = p
        baseTranslation = s.translation
        gestureStart = GestureStart(time: s.time, location: s.location)
        return .began(progress: p, location: s.location)
    }

    private mutating func move(_ s: GestureSample) {
        let d = Vector(dx: s.translation.dx - baseTranslation.dx, dy: s.translation.dy - baseTranslation.dy)
        rawProgress = baseProgress + spec.progress(for: d, in: size, layout: layoutDirection)
    }

    private func isTap(_ s: GestureSample) -> Bool {
        guard s.phase == .ended, let tap = spec.tapToClose, let start = gestureStart else { return false }
        return tap.region.contains(start.location) && s.location.distance(to: start.location) <= tap.slop
            && s.time - start.time <= tap.maximumDuration
    }
}
