/// The new screen slides in from an edge over the old one, which stays still; back slides it out.
///
/// ```swift
/// let effect: some Effect = .slide(from: .bottom)
/// ```
public struct Slide: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Slide.edge, "from", default: Edge.trailing, "The edge the new screen enters from.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Slide.duration, default: 0.35)
    public static let declaredParameters: [any ParameterDeclaration<Slide>] = [fromParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Slide.self, name: "slide", summary: "The new screen slides in from an edge over the old one.")
    public static var defaults: Slide { Slide() }

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = Slide.fromParameter.default, duration: Double = Slide.durationParameter.default) {
        self.edge = edge
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        var s = Scene.showing(.from, in: context)
        let off = edge.offscreenOffset(in: context) * (1 - progress)
        s.layers.append(
            Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds)
                .with(\.position, context.bounds.center + off))
        return s
    }
}

extension Effect where Self == Slide {
    /// The new screen slides in from `edge`.
    public static func slide(
        from edge: some EdgeConvertible = Slide.fromParameter.default,
        duration: Double = Slide.durationParameter.default
    ) -> Slide {
        Slide(from: edge.transitEdge, duration: duration)
    }
}
