/// XTTransitionAnimations' spring from edge: the new screen springs in from an edge over the old
/// one, overshooting a little past its place before it settles; back springs it out, softer.
///
/// The motion is a slide whose progress comes from a spring (damping 0.5 settling in 0.8 s; back
/// 0.4), so past progress 1 the screen sits beyond its place by the overshoot. Interactive
/// drivers run it linearly under the finger.
///
/// The spring is UIKit's for `usingSpringWithDamping:` and a 0.8 s duration
/// (`Spring(dampingRatio:settlingWithin:)`): it crosses its place after 0.15 s, overshoots by
/// 16% and is within 0.2% by 0.8 s, so the screen moves fast, as on a device. How sure: the
/// overshoot follows from the damping ratio alone; the speed rests on Framer's published reading
/// of UIKit's duration (the envelope at a thousandth of the distance), not on Apple's
/// documentation; a rival reading would run about 5% faster.
///
/// ```swift
/// let effect: some Effect = .springSlide(from: .bottom)
/// ```
public struct SpringSlide: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \SpringSlide.edge, "from", default: Edge.bottom, "The edge the new screen enters from.")
    @usableFromInline static let durationParameter = EffectParameter.duration(
        \SpringSlide.duration, default: 0.8, "Settling time of the spring in seconds.")
    @usableFromInline static let dampingParameter = EffectParameter.number(
        \SpringSlide.damping, "damping", 0.05...2, default: 0.5, "Damping ratio of the presenting spring.")
    @usableFromInline static let backDampingParameter = EffectParameter.number(
        \SpringSlide.backDamping, "backDamping", 0.05...2, default: 0.4, "Damping ratio of the dismissing spring.")
    public static let declaredParameters: [any ParameterDeclaration<SpringSlide>] = [
        fromParameter, durationParameter, dampingParameter, backDampingParameter,
    ]
    public static let descriptor = EffectDescriptor(
        SpringSlide.self, name: "spring-slide",
        summary: "The new screen springs in from an edge, overshooting a little before it settles.")
    public static var defaults: SpringSlide { SpringSlide() }

    public var edge: Edge
    public var duration: Double
    public var damping: Double
    public var backDamping: Double

    public init(
        from edge: Edge = SpringSlide.fromParameter.default, duration: Double = SpringSlide.durationParameter.default,
        damping: Double = SpringSlide.dampingParameter.default,
        backDamping: Double = SpringSlide.backDampingParameter.default
    ) {
        self.edge = edge
        self.duration = duration
        self.damping = damping
        self.backDamping = backDamping
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
        from edge: some EdgeConvertible = SpringSlide.fromParameter.default,
        duration: Double = SpringSlide.durationParameter.default,
        damping: Double = SpringSlide.dampingParameter.default,
        backDamping: Double = SpringSlide.backDampingParameter.default
    ) -> SpringSlide {
        SpringSlide(from: edge.transitEdge, duration: duration, damping: damping, backDamping: backDamping)
    }
}
