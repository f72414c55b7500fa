/// Core Image's mod transition: the new screen appears through a rotating pattern of elongated
/// circles that grow until they join (`CIModTransition`).
///
/// ```swift
/// let effect: some Effect = .mod(radius: 120)
/// ```
public struct Mod: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Mod.self, name: "mod", summary: "The new screen shows through a rotating pattern of growing ovals.",
        parameters: [
            .pixelCenter,
            .ciAngle(-Double.pi...Double.pi, default: 2, "Direction of the ovals' long axis at the start."),
            ParameterSpec("radius", .number(1...200), default: .number(150), "Half the ovals' short axis, in points."),
            ParameterSpec(
                "compression", .number(1...800), default: .number(300),
                "Half the ovals' long axis, in points (equal to radius: circles)."),
            .pixelDuration(),
        ])

    public var center: Point?
    public var angle: Angle
    public var radius: Double
    public var compression: Double
    public var duration: Double

    public init(
        center: Point? = nil, angle: Angle = .radians(2), radius: Double = 150, compression: Double = 300,
        duration: Double = 1
    ) {
        self.center = center; self.angle = angle; self.radius = radius; self.compression = compression;
        self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            center: p.point("center"), angle: .radians(p.number("angle", 2)), radius: p.number("radius", 150),
            compression: p.number("compression", 300), duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        .of([
            ("center", center.map { .point($0) }), ("angle", .number(angle.radians)), ("radius", .number(radius)),
            ("compression", .number(compression)), ("duration", .number(duration)),
        ])
    }
    public func kernelParameters(in context: TransitionContext) -> ParameterValues {
        parameters.withCenter(center, in: context)
    }
}

extension Effect where Self == Mod {
    /// Growing rotating ovals about `center` (default: the touch point, else the screen centre).
    public static func mod(
        center: Point? = nil, angle: Angle = .radians(2), radius: Double = 150, compression: Double = 300,
        duration: Double = 1
    ) -> Mod {
        Mod(center: center, angle: angle, radius: radius, compression: compression, duration: duration)
    }
}
