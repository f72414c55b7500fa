/// XTTransitionAnimations' round expand: the new screen appears in a circle growing from the
/// centre until it covers the whole screen, corners included; back shrinks it on a curve that
/// starts fast.
///
/// Forward runs on the original's curve (.9, .25, .57, .81), slow then fast; back on
/// (.23, 1.12, .68, .92), which closes most of the circle at once and eases the rest (its control
/// points reach above 1 but the curve itself stays below it). The circle is
/// `circle-spread`'s, fixed at the centre.
///
/// ```swift
/// let effect: some Effect = .roundExpand(duration: 0.8)
/// ```
public struct RoundExpand: DeclaredEffect {
    @usableFromInline static let durationParameter = EffectParameter.duration(\RoundExpand.duration, default: 0.8)
    public static let declaredParameters: [any ParameterDeclaration<RoundExpand>] = [durationParameter]
    public static let descriptor = EffectDescriptor(
        RoundExpand.self, name: "round-expand",
        summary: "The new screen appears in a circle growing from the centre; back shrinks it, fast then slow.")
    public static var defaults: RoundExpand { RoundExpand() }

    /// The presenting curve of the original.
    public static let forwardCurve = TimingCurve(0.9, 0.25, 0.57, 0.81)
    /// The dismissing curve of the original: a steep start, then a long ease into the end.
    public static let backCurve = TimingCurve(0.23, 1.12, 0.68, 0.92)

    public var duration: Double

    public init(duration: Double = RoundExpand.durationParameter.default) { self.duration = duration }

    public var timing: Timing { .curve(Self.forwardCurve, duration: duration) }
    public var backTiming: Timing { .curve(Self.backCurve, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        CircleSpread(center: context.bounds.center, startRadius: 0).scene(at: progress, in: context)
    }
}

extension Effect where Self == RoundExpand {
    /// A circle growing from the centre reveals the new screen.
    public static func roundExpand(duration: Double = RoundExpand.durationParameter.default) -> RoundExpand {
        RoundExpand(duration: duration)
    }
}
