/// The platform's navigation push: the new screen slides fully in from an edge while the old one
/// moves a third of the way in the same direction under a dimming shade, the new screen casting a
/// soft shadow on its leading edge; back is the matching pop.
///
/// ```swift
/// let effect: some Effect = .push(from: .trailing)
/// ```
public struct Push: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Push.edge, "from", default: Edge.trailing, "The edge the new screen enters from.")
    @usableFromInline static let parallaxParameter = EffectParameter.number(
        \Push.parallax, "parallax", 0...1, default: 0.3,
        "How far the old screen travels, as a fraction of the new screen's travel.")
    @usableFromInline static let dimmingParameter = EffectParameter.number(
        \Push.dimming, "dimming", 0...1, default: 0.15, "Opacity of the black shade over the old screen at the end.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Push.duration, default: 0.45)
    public static let declaredParameters: [any ParameterDeclaration<Push>] = [
        fromParameter, parallaxParameter, dimmingParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Push.self, name: "push",
        summary:
            "The platform push: the new screen slides in over the old one, which follows 30% of the way under a shade."
    )
    public static var defaults: Push { Push() }

    public var edge: Edge
    public var parallax: Double
    public var dimming: Double
    public var duration: Double

    public init(
        from edge: Edge = Push.fromParameter.default, parallax: Double = Push.parallaxParameter.default,
        dimming: Double = Push.dimmingParameter.default, duration: Double = Push.durationParameter.default
    ) {
        self.edge = edge
        self.parallax = parallax
        self.dimming = dimming
        self.duration = duration
    }

    public var timing: Timing { .curve(ClassicGeometry.navigationCurve, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let off = edge.offscreenOffset(in: context)
        return ClassicScenes.slideOver(
            top: .to, by: off * (1 - progress), under: .from, by: off * (-parallax * progress),
            shade: dimming * progress, progress: progress, in: context)
    }
}

extension Effect where Self == Push {
    /// The platform push from `edge`: the old screen follows by `parallax` of the way under a shade.
    public static func push(
        from edge: some EdgeConvertible = Push.fromParameter.default, parallax: Double = Push.parallaxParameter.default,
        dimming: Double = Push.dimmingParameter.default, duration: Double = Push.durationParameter.default
    ) -> Push {
        Push(from: edge.transitEdge, parallax: parallax, dimming: dimming, duration: duration)
    }
}
