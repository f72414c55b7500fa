/// A cross-dissolve: the new screen fades in over the old one.
///
/// ```swift
/// let effect: some Effect = .fade()
/// ```
public struct Fade: Effect {
    public static let descriptor = EffectDescriptor(
        Fade.self, name: "fade", summary: "Cross-dissolve: the new screen fades in over the old one.",
        parameters: [ParameterSpec("duration", .number(0.01...10), default: .number(0.3), "Run time in seconds.")])

    public var duration: Double

    public init(duration: Double = 0.3) { self.duration = duration }
    public init(parameters p: ParameterValues) { self.init(duration: p.number("duration", 0.3)) }

    public var parameters: ParameterValues { ParameterValues(["duration": .number(duration)]) }
    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        var s = Scene.showing(.from, in: context)
        s.layers.append(
            Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds).with(\.opacity, clamp01(progress)))
        return s
    }
}

extension Effect where Self == Fade {
    /// A cross-dissolve over `duration` seconds.
    public static func fade(duration: Double = 0.3) -> Fade { Fade(duration: duration) }
}
