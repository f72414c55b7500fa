/// An effect that runs over one part of the progress and rests before and after it: still at its
/// start before `range`, at its end after. `delayed(by:)` and `sequence` are built from it.
///
/// Its name is `staged(NAME)` and its parameters are the original's with `start` and `end`
/// (fractions of the whole run).
///
/// ```swift
/// let late = Fade().staged(0.5...1)          // "staged(fade)"
/// ```
public struct Staged: Effect {
    public static let descriptor = EffectDescriptor(
        Staged.self, name: "staged", summary: "An effect over one part of the progress.", parameters: [])

    public var base: any Effect
    public var stage: Stage

    /// `base` over `range` of the progress; the whole run is stretched so that the stage lasts as
    /// long as `base` does by itself.
    public init(_ base: any Effect, over range: ClosedRange<Double>) {
        self.base = base
        self.stage = Stage(range)
    }

    /// The whole run in seconds: `base`'s duration over the stage's share of the run.
    public var duration: Double { base.timing.duration / max(stage.end - stage.start, 0.001) }

    /// Not a way to build a staged effect (name it: `staged(fade)`); this stages a fade.
    public init(parameters: ParameterValues) { self.init(Fade(), over: 0...1) }

    public var name: String { "staged(\(base.name))" }
    public var parameters: ParameterValues {
        var p = base.parameters
        p[Composition.startKey] = .number(stage.start)
        p[Composition.endKey] = .number(stage.end)
        return p
    }
    /// Linear over the whole run: the original's own curve or spring does not carry over, because a
    /// scene is a function of progress that a finger may drive; folding a spring into the stage's
    /// progress would make a finger-driven composition race ahead of the finger (ten times its
    /// pace for spring-slide), and the continuity law rightly refuses it.
    public var timing: Timing { .curve(.linear, duration: duration) }
    public var hasOwnBackVariant: Bool { base.hasOwnBackVariant }

    /// `base`'s progress at overall progress `p`: 0 before the stage, 1 after, evenly between.
    public func baseProgress(at p: Double) -> Double { stage.progress(at: p) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        base.scene(at: baseProgress(at: progress), in: context)
    }

    public func restingScene(in context: TransitionContext) -> Scene { base.restingScene(in: context) }
}

extension Effect {
    /// This effect over `range` of the progress, resting before and after (see `Staged`).
    public func staged(_ range: ClosedRange<Double>) -> Staged { Staged(self, over: range) }

    /// This effect starting `seconds` later: the screens stay as they are for `seconds`, then the
    /// effect runs over its own duration, at an even pace.
    ///
    /// ```swift
    /// let effect = Slide().delayed(by: 0.2)   // 0.55 s in all
    /// ```
    public func delayed(by seconds: Double) -> Staged {
        let d = max(timing.duration, 0.001)
        let total = max(seconds, 0) + d
        return Staged(self, over: (total - d) / total...1)
    }
}
