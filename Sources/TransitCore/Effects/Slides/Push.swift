/// The platform's navigation push: the new screen slides fully in from an edge while the old one
/// moves a third of the way in the same direction under a dimming shade, the new screen casting a
/// soft shadow on its leading edge; back is the matching pop.
///
/// ```swift
/// let effect: some Effect = .push(from: .trailing)
/// ```
public struct Push: Effect {
    public static let descriptor = EffectDescriptor(
        Push.self, name: "push",
        summary:
            "The platform push: the new screen slides in over the old one, which follows 30% of the way under a shade.",
        parameters: [
            .choice("from", default: Edge.trailing, "The edge the new screen enters from."),
            ParameterSpec(
                "parallax", .number(0...1), default: .number(0.3),
                "How far the old screen travels, as a fraction of the new screen's travel."),
            ParameterSpec(
                "dimming", .number(0...1), default: .number(0.15),
                "Opacity of the black shade over the old screen at the end."),
            ParameterSpec("duration", .number(0.01...10), default: .number(0.45), "Run time in seconds."),
        ])

    public var edge: Edge
    public var parallax: Double
    public var dimming: Double
    public var duration: Double

    public init(from edge: Edge = .trailing, parallax: Double = 0.3, dimming: Double = 0.15, duration: Double = 0.45) {
        self.edge = edge; self.parallax = parallax; self.dimming = dimming; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            from: p.choice("from", Edge.trailing), parallax: p.number("parallax", 0.3),
            dimming: p.number("dimming", 0.15), duration: p.number("duration", 0.45))
    }

    public var parameters: ParameterValues {
        ParameterValues([
            "from": .choice(edge.rawValue), "parallax": .number(parallax),
            "dimming": .number(dimming), "duration": .number(duration),
        ])
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
        from edge: Edge = .trailing, parallax: Double = 0.3, dimming: Double = 0.15,
        duration: Double = 0.45
    ) -> Push {
        Push(from: edge, parallax: parallax, dimming: dimming, duration: duration)
    }
}
