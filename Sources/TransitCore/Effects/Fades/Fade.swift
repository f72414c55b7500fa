/// A cross-dissolve: the new screen fades in over the old one.
///
/// ```swift
/// let effect: some Effect = .fade()
/// ```
public struct Fade: DeclaredEffect {
    @usableFromInline static let durationParameter = EffectParameter.duration(\Fade.duration, default: 0.3)
    public static let declaredParameters: [any ParameterDeclaration<Fade>] = [durationParameter]
    public static let descriptor = EffectDescriptor(
        Fade.self, name: "fade", summary: "Cross-dissolve: the new screen fades in over the old one.")
    public static var defaults: Fade { Fade() }

    public var duration: Double

    public init(duration: Double = Fade.durationParameter.default) { self.duration = duration }

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
    public static func fade(duration: Double = Fade.durationParameter.default) -> Fade { Fade(duration: duration) }
}
