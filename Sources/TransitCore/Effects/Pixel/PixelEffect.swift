/// An effect drawn entirely by one pixel kernel over the two screens: the Core Image family.
///
/// The scene is one full-screen layer whose content is a `PixelTransition` carrying the effect
/// itself; TransitRender's kernel registered for the effect's type draws it, and
/// `CoreImageFilter(_:)` maps it to the matching Core Image filter on a device. Conforming types
/// supply the descriptor, the parameters and `duration`; timing is linear, as a filter's
/// `inputTime` runs.
///
/// ```swift
/// let scene = Swipe(angle: .degrees(30)).scene(at: 0.5, in: context)
/// ```
public protocol PixelEffect: Effect {
    /// Run time in seconds.
    var duration: Double { get }
    /// A greyscale image the kernel reads, if any (nil by default).
    var mask: GrayImage? { get }
    /// The effect the kernel draws in a context: this one with context-dependent defaults (a
    /// centre at the touch point, say) filled in.
    func resolved(in context: TransitionContext) -> Self
}

extension PixelEffect {
    public var mask: GrayImage? { nil }
    public var timing: Timing { .curve(.linear, duration: duration) }
    public func resolved(in context: TransitionContext) -> Self { self }

    /// The pixel transition this effect shows at `progress` in `context`.
    public func pixelTransition(at progress: Double, in context: TransitionContext) -> PixelTransition {
        PixelTransition(resolved(in: context), progress: clamp01(progress), extent: context.size, scale: context.scale)
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        Scene(
            size: context.size,
            layers: [
                Layer(
                    id: "pixel-transition", content: .pixelTransition(pixelTransition(at: progress, in: context)),
                    frame: context.bounds)
            ])
    }
}

extension EffectParameter where Value == Angle {
    /// A direction in radians, counterclockwise from the +x axis with y up, as Core Image's `inputAngle`.
    static func ciAngle(
        _ keyPath: WritableKeyPath<Root, Angle> & Sendable, _ range: ClosedRange<Double>, default d: Angle,
        _ help: String
    ) -> Self {
        radians(
            keyPath, "angle", range, default: d, help + " Radians, counterclockwise from +x (Core Image's inputAngle).")
    }
}

extension EffectParameter where Value == Point? {
    /// A centre point that defaults to the touch point, else the screen centre.
    static func pixelCenter(_ keyPath: WritableKeyPath<Root, Point?> & Sendable) -> Self {
        point(keyPath, "center", "Centre in points; default: the touch point, else the screen centre.")
    }
}
