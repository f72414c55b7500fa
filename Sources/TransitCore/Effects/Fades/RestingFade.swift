/// The cross-fade that stands in for a partial presentation (card, drawer) when motion is reduced:
/// the presentation's resting layout fades in over the old screen, so the new screen appears where
/// it rests instead of stretched over the container (and then jumping into its box).
///
/// ```swift
/// let effect = MotionPreferences(reduceMotion: true).substitute(for: .card())  // a RestingFade
/// ```
public struct RestingFade: Effect {
    public static let descriptor = EffectDescriptor(
        RestingFade.self, name: "resting-fade", summary: "A partial presentation's resting layout, faded in.",
        parameters: [])

    /// The presentation whose resting layout fades in.
    public var base: any Effect

    public init(_ base: any Effect) { self.base = base }

    /// Not a way to build one (`MotionPreferences.substitute(for:)` does); this fades in a card.
    public init(parameters: ParameterValues) { self.init(Card()) }

    public var name: String { "resting-fade(\(base.name))" }
    public var parameters: ParameterValues { base.parameters }
    public var timing: Timing { .curve(.easeInEaseOut, duration: MotionPreferences.crossFadeDuration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        var s = Scene.showing(.from, in: context)
        let faded = base.restingScene(in: context).layers.map { layer in
            var l = layer
            l.id = "resting." + layer.id
            return l.with(\.opacity, layer.opacity * clamp01(progress))
        }
        s.layers += faded
        return s
    }

    public func restingScene(in context: TransitionContext) -> Scene { base.restingScene(in: context) }
}
