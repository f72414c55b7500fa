/// XWTransition's circle spread: the new screen appears inside a circle that grows from a centre
/// until it covers the whole container, corners included; back shrinks it again.
///
/// The defaults are the original's demo (XWCircleSpreadFromController.m lines 22-29): the
/// circle starts as a disc of 20 points round the tapped button, which sits 100 points above the
/// screen's centre. So the centre is the `center` parameter, else the touch point of an
/// interactive gesture, else (W / 2, H / 2 - 100) on a screen of W x H points (but never above
/// H / 4, so a small view keeps the start inside it). The original's disc shows the new screen
/// from the first frame; Transit's fades in over the first tenth of the run, so progress 0 is
/// exactly the old screen and the back ends on exactly the list, as the endpoints and lifecycle
/// laws ask. `startRadius: 0` grows the circle from a point.
///
/// ```swift
/// let effect: some Effect = .circleSpread(center: Point(x: 340, y: 60), startRadius: 0)
/// ```
public struct CircleSpread: DeclaredEffect {
    @usableFromInline static let centerParameter = EffectParameter.point(
        \CircleSpread.center, "center",
        "Centre of the circle in points; default: the touch point, else 100 points above the screen centre.")
    @usableFromInline static let startRadiusParameter = EffectParameter.number(
        \CircleSpread.startRadius, "startRadius", 0...10_000, default: 20,
        "Radius at progress 0, in points (the original demo's 20; 0 starts from a point).")
    @usableFromInline static let durationParameter = EffectParameter.duration(\CircleSpread.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<CircleSpread>] = [
        centerParameter, startRadiusParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        CircleSpread.self, name: "circle-spread",
        summary: "The new screen appears in a circle growing from a point until it covers the screen.")
    public static var defaults: CircleSpread { CircleSpread() }

    public var center: Point?
    public var startRadius: Double
    public var duration: Double

    public init(
        center: Point? = CircleSpread.centerParameter.default,
        startRadius: Double = CircleSpread.startRadiusParameter.default,
        duration: Double = CircleSpread.durationParameter.default
    ) {
        self.center = center
        self.startRadius = max(0, startRadius)
        self.duration = duration
    }

    public var timing: Timing { .curve(.linear, duration: duration) }

    /// How far above the screen's centre the circle starts by default: the original demo's button
    /// (XWCircleSpreadFromController.m line 23: `self.view.center.y - 100`).
    public static let defaultCenterLift = 100.0

    /// The circle's centre in a context: `center`, else the touch point, else
    /// `defaultCenterLift` points above the screen's centre, but not above a quarter of the
    /// height (a view under 400 points high keeps the start inside it).
    public func resolvedCenter(in context: TransitionContext) -> Point {
        let c = context.bounds.center
        let lifted = Point(x: c.x, y: max(c.y - Self.defaultCenterLift, context.size.height / 4))
        return center ?? context.touchPoint ?? lifted
    }

    /// The radius that covers the whole container from `c`: the distance to the farthest corner.
    public static func coveringRadius(from c: Point, in size: Size) -> Double {
        let dx = max(c.x, size.width - c.x)
        let dy = max(c.y, size.height - c.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let c = resolvedCenter(in: context)
        let end = Self.coveringRadius(from: c, in: context.size) + 1
        let r = max(0, lerp(startRadius, end, progress))
        var s = Scene.showing(.from, in: context)
        var to = Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds)
        to.mask = Mask(.circle(center: c, radius: r))
        // The original's disc shows the new screen from the first frame (XWCircleSpreadAnimator.m
        // lines 41 and 55); here it fades in over the first tenth, so that progress 0 is exactly
        // the old screen and the back ends on exactly the list (the endpoints and lifecycle laws).
        if startRadius > 0 { to.opacity = clamp01(progress / 0.1) }
        s.layers.append(to)
        return s
    }
}

extension Effect where Self == CircleSpread {
    /// A circle growing from `center` (default: the touch point, else the screen centre).
    public static func circleSpread(
        center: (any PointConvertible)? = CircleSpread.centerParameter.default,
        startRadius: Double = CircleSpread.startRadiusParameter.default,
        duration: Double = CircleSpread.durationParameter.default
    )
        -> CircleSpread
    {
        CircleSpread(center: center?.transitPoint, startRadius: startRadius, duration: duration)
    }
}
