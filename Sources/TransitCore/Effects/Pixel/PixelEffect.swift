/// An effect drawn entirely by one pixel kernel over the two screens: the Core Image family.
///
/// The scene is one full-screen layer whose content is a `PixelTransition` carrying the effect
/// itself; TransitRender's kernel registered for the effect's type draws it, and
/// `CoreImageFilter(_:)` maps it to the matching Core Image filter on a device. Conforming types
/// supply the descriptor, the parameters and `duration`; timing is linear, as a filter's
/// `inputTime` runs.
///
/// The back transition is a fresh run of the same filter from the screen being left to the one
/// returned to, not the forward run reversed: XWFilterAnimator builds a new filter view for the
/// back (XWFilterAnimator.m lines 89-135), and turns a directional filter's angle by pi
/// (`revers`, on by default: line 36; e.g. XWFilterAnimator+XWSwipe.m line 14). So a ripple's
/// back ripples outward again and a page curl's back curls the detail screen away the other way.
/// Effects with an `angle` parameter are the directional ones.
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
    /// The back is a fresh run of the filter (see the type's documentation).
    public var hasOwnBackVariant: Bool { true }

    /// The pixel transition this effect shows at `progress` in `context`: going back, the
    /// filter runs forward from the screen being left, with an `angle` turned by pi.
    public func pixelTransition(at progress: Double, in context: TransitionContext) -> PixelTransition {
        var effect = resolved(in: context)
        if context.direction == .back, case .number(let a)? = effect.parameters["angle"] {
            var values = effect.parameters
            values["angle"] = .number(Self.turnedHalfWay(a))
            effect = Self(parameters: values)
        }
        return PixelTransition(effect, progress: clamp01(progress), extent: context.size, scale: context.scale)
    }

    /// `angle + pi`, kept within -pi...pi (the range angle parameters declare).
    static func turnedHalfWay(_ angle: Double) -> Double {
        angle > 0 ? angle - Double.pi : angle + Double.pi
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
