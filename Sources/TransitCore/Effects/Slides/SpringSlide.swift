/// XTTransitionAnimations' spring from edge: the new screen springs in from an edge over the old
/// one, overshooting a little past its place before it settles; back springs it out, softer.
///
/// The motion is a slide whose progress comes from a spring (damping 0.5 settling in 0.8 s; back
/// 0.4), so past progress 1 the screen sits beyond its place by the overshoot. Interactive
/// drivers run it linearly under the finger.
///
/// ```swift
/// let effect: some Effect = .springSlide(from: .bottom)
/// ```
public struct SpringSlide: Effect {
    public static let descriptor = EffectDescriptor(
        SpringSlide.self, name: "spring-slide",
        summary: "The new screen springs in from an edge, overshooting a little before it settles.",
        parameters: [
            .choice("from", default: Edge.bottom, "The edge the new screen enters from."),
            ParameterSpec(
                "duration", .number(0.01...10), default: .number(0.8), "Settling time of the spring in seconds."),
            ParameterSpec(
                "damping", .number(0.05...2), default: .number(0.5), "Damping ratio of the presenting spring."),
            ParameterSpec(
                "backDamping", .number(0.05...2), default: .number(0.4), "Damping ratio of the dismissing spring."),
        ])

    public var edge: Edge
    public var duration: Double
    public var damping: Double
    public var backDamping: Double

    public init(from edge: Edge = .bottom, duration: Double = 0.8, damping: Double = 0.5, backDamping: Double = 0.4) {
        self.edge = edge; self.duration = duration; self.damping = damping; self.backDamping = backDamping
    }
    public init(parameters p: ParameterValues) {
        self.init(
            from: p.choice("from", Edge.bottom), duration: p.number("duration", 0.8),
            damping: p.number("damping", 0.5), backDamping: p.number("backDamping", 0.4))
    }

    public var parameters: ParameterValues {
        ParameterValues([
            "from": .choice(edge.rawValue), "duration": .number(duration),
            "damping": .number(damping), "backDamping": .number(backDamping),
        ])
    }
    public var timing: Timing { .spring(Spring(dampingRatio: damping, settlingWithin: duration)) }
    public var backTiming: Timing { .spring(Spring(dampingRatio: backDamping, settlingWithin: duration)) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        Slide(from: edge, duration: duration).scene(at: progress, in: context)
    }
}

extension Effect where Self == SpringSlide {
    /// The new screen springs in from `edge`.
    public static func springSlide(
        from edge: Edge = .bottom, duration: Double = 0.8, damping: Double = 0.5,
        backDamping: Double = 0.4
    ) -> SpringSlide {
        SpringSlide(from: edge, duration: duration, damping: damping, backDamping: backDamping)
    }
}
