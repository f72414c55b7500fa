import TransitCore
import TransitRender

/// An effect's scenes sampled over its run, with the time, the fraction of the run and the
/// eased progress of each: what `transit scene` prints and what a live page plays.
///
/// ```swift
/// let clip = SceneClip(effect: effect, context: context, fps: 30)
/// clip.frames.first?.progress   // 0
/// ```
public struct SceneClip: Sendable {
    /// One sampled instant.
    public struct Frame: Sendable {
        /// Seconds from the start, when the frame belongs to a timed run.
        public var time: Double?
        /// `time / duration`, 0...1.
        public var fraction: Double?
        /// The progress the effect was evaluated at (eased by its timing).
        public var progress: Double
        public var scene: Scene
    }

    public var effect: String
    public var direction: Direction
    /// The container size in points.
    public var size: Size
    /// The run time in seconds.
    public var duration: Double
    public var frames: [Frame]

    /// The frames `transit render` draws at `fps`: the same instants, the same progress values
    /// (`FramePlan`), so frame `i` here is the scene of the rendered frame `i`.
    public init(
        effect: any Effect, context: TransitionContext, fps: Double, timing: Timing? = nil, duration: Double? = nil
    ) {
        let plan = FramePlan(timing: timing ?? effect.timing(for: context.direction), fps: fps, duration: duration)
        self.effect = effect.name
        direction = context.direction
        size = context.size
        self.duration = plan.duration
        let last = Double(plan.frameCount - 1)
        frames = zip(plan.times, plan.progresses).enumerated().map { i, tp in
            Frame(
                time: tp.0, fraction: Double(i) / last, progress: tp.1,
                scene: effect.evaluate(at: tp.1, in: context))
        }
    }

    /// One scene at a progress (no time: the instant is given by progress, not by the clock).
    public init(effect: any Effect, context: TransitionContext, progress: Double, duration: Double? = nil) {
        self.effect = effect.name
        direction = context.direction
        size = context.size
        self.duration = duration ?? effect.timing(for: context.direction).duration
        frames = [
            Frame(time: nil, fraction: nil, progress: progress, scene: effect.evaluate(at: progress, in: context))
        ]
    }

    /// The samples a live page plays: `10 × ⌈12 × duration⌉` intervals (at least 120 a second),
    /// so every tenth of the run (0.1, 0.2, ...) is a sample and the frame frozen at such a
    /// fraction is the CLI's frame exactly; the page interpolates linearly in between.
    public static func forPage(
        effect: any Effect, context: TransitionContext, timing: Timing? = nil, duration: Double? = nil
    ) -> SceneClip {
        let length = duration ?? (timing ?? effect.timing(for: context.direction)).duration
        let intervals = 10 * max(1, Int((12 * length).rounded(.up)))
        return SceneClip(
            effect: effect, context: context, fps: Double(intervals) / max(length, 1e-6), timing: timing,
            duration: length)
    }

    /// Whether any frame draws a pixel transition (the Core Image family), which CSS cannot.
    public var hasPixelContent: Bool {
        frames.contains { f in
            f.scene.layers.contains { if case .pixelTransition = $0.content { true } else { false } }
        }
    }
}
