/// Core Image's mod transition: the new screen appears through a rotating pattern of elongated
/// circles that grow until they join (`CIModTransition`).
///
/// ```swift
/// let effect: some Effect = .mod(radius: 120)
/// ```
public struct Mod: PixelEffect, DeclaredEffect {
    @usableFromInline static let centerParameter = EffectParameter.pixelCenter(\Mod.center)
    @usableFromInline static let angleParameter = EffectParameter.ciAngle(
        \Mod.angle, -Double.pi...Double.pi, default: .radians(0), "Direction of the ovals' long axis at the start.")
    @usableFromInline static let radiusParameter = EffectParameter.number(
        \Mod.radius, "radius", 1...200, default: 15, "Half the ovals' short axis, in points.")
    @usableFromInline static let compressionParameter = EffectParameter.number(
        \Mod.compression, "compression", 1...800, default: 5,
        "Half the ovals' long axis, in points (equal to radius: circles).")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Mod.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Mod>] = [
        centerParameter, angleParameter, radiusParameter, compressionParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Mod.self, name: "mod", summary: "The new screen shows through a rotating pattern of growing ovals.")
    public static var defaults: Mod { Mod() }

    public var center: Point?
    public var angle: Angle
    public var radius: Double
    public var compression: Double
    public var duration: Double

    public init(
        center: Point? = Mod.centerParameter.default, angle: Angle = Mod.angleParameter.default,
        radius: Double = Mod.radiusParameter.default, compression: Double = Mod.compressionParameter.default,
        duration: Double = Mod.durationParameter.default
    ) {
        self.center = center
        self.angle = angle
        self.radius = radius
        self.compression = compression
        self.duration = duration
    }

    public func resolved(in context: TransitionContext) -> Mod {
        var e = self
        e.center = context.resolvedCenter(center)
        return e
    }
}

extension Effect where Self == Mod {
    /// Growing rotating ovals about `center` (default: the touch point, else the screen centre).
    public static func mod(
        center: (any PointConvertible)? = Mod.centerParameter.default,
        angle: some AngleConvertible = Mod.angleParameter.default,
        radius: Double = Mod.radiusParameter.default, compression: Double = Mod.compressionParameter.default,
        duration: Double = Mod.durationParameter.default
    ) -> Mod {
        Mod(
            center: center?.transitPoint, angle: angle.transitAngle, radius: radius, compression: compression,
            duration: duration)
    }
}
