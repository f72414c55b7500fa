/// The motion that carries progress to 0 or 1 by itself: after a release, after a programmatic
/// finish or cancel, or for a whole animated run. A pure function of time.
///
/// ```swift
/// let m = SettlingMotion(.default, from: 0.6, to: 1, velocity: 2, at: 10, effectTiming: Fade().timing)
/// m.velocity(at: 10) // 2: the spring starts at the finger's speed
/// m.progress(at: 10 + m.duration) // 1
/// ```
public struct SettlingMotion: Hashable, Sendable {
    /// How progress moves between `start` and `target`.
    public enum Shape: Hashable, Sendable {
        /// `start + (target - start) * spring.value(t)`; the spring's velocity is per unit of that distance.
        case spring(Spring)
        /// `start + (target - start) * curve.value(t / duration)`.
        case curve(TimingCurve)
    }

    /// Progress when the motion starts.
    public var start: Double
    /// Progress when it ends: 0 (cancel) or 1 (finish).
    public var target: Double
    /// Clock time when it starts, in seconds.
    public var startTime: Double
    public var shape: Shape
    /// Seconds from start to rest.
    public var duration: Double

    public init(start: Double, target: Double, startTime: Double, shape: Shape, duration: Double) {
        self.start = start
        self.target = target
        self.startTime = startTime
        self.shape = shape
        self.duration = max(0, duration)
    }

    /// The motion for a finishing rule from progress `p` moving at `velocity` (progress per second).
    ///
    /// Springs take `velocity` as their initial velocity; linear runs and curves ignore it. A
    /// motion that has no distance to cover lasts no time.
    public init(
        _ rule: InteractionSpec.FinishingMotion, from p: Double, to target: Double, velocity: Double,
        at time: Double, effectTiming: Timing
    ) {
        let distance = target - p
        guard abs(distance) > 1e-9 else {
            self.init(start: p, target: target, startTime: time, shape: .curve(.linear), duration: 0)
            return
        }
        switch rule {
        case .spring(let ratio, let response):
            let s = Spring(dampingRatio: ratio, response: response, initialVelocity: velocity / distance)
            self.init(start: p, target: target, startTime: time, shape: .spring(s), duration: s.settlingDuration)
        case .linear(let speed):
            self.init(
                start: p, target: target, startTime: time, shape: .curve(.linear),
                duration: abs(distance) / max(speed, 1e-9))
        case .effectTiming:
            switch effectTiming {
            case .curve(let c, let d):
                self.init(start: p, target: target, startTime: time, shape: .curve(c), duration: d * abs(distance))
            case .spring(let base):
                let s = base.withInitialVelocity(velocity / distance)
                self.init(start: p, target: target, startTime: time, shape: .spring(s), duration: s.settlingDuration)
            }
        }
    }

    /// A whole animated run from `p` to `target` with a timing (the effect's, or an override).
    public init(timing: Timing, from p: Double = 0, to target: Double = 1, at time: Double) {
        switch timing {
        case .curve(let c, let d):
            self.init(
                start: p, target: target, startTime: time, shape: .curve(c), duration: abs(target - p) > 1e-9 ? d : 0)
        case .spring(let s):
            self.init(start: p, target: target, startTime: time, shape: .spring(s), duration: s.settlingDuration)
        }
    }

    /// Progress at clock time `time`: `start` before the motion, `target` once it has settled.
    public func progress(at time: Double) -> Double {
        let t = time - startTime
        if t <= 0 { return start }
        if t >= duration - 1e-9 { return target }
        let f: Double
        switch shape {
        case .spring(let s): f = s.value(at: t)
        case .curve(let c): f = c.value(at: t / duration)
        }
        return start + (target - start) * f
    }

    /// Velocity at clock time `time`, in progress per second.
    public func velocity(at time: Double) -> Double {
        let t = max(0, time - startTime)
        if t >= duration - 1e-9 { return 0 }
        switch shape {
        case .spring(let s): return (target - start) * s.velocity(at: t)
        case .curve(let c): return (target - start) * c.slope(at: t / duration) / duration
        }
    }

    /// Whether the motion is over at `time`: it has settled, or (when `stopsAtTarget`, for clamped
    /// progress, where an overshoot would not show) it has reached its target.
    public func isComplete(at time: Double, stopsAtTarget: Bool) -> Bool {
        let t = time - startTime
        if t >= duration - 1e-9 { return true }
        return stopsAtTarget && t > 0 && (progress(at: time) - target) * (target - start) >= 0
    }
}
