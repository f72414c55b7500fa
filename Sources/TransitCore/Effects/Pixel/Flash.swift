/// Core Image's flash: a bright starburst with striations grows from a centre until it fills the
/// screen, then fades to reveal the new screen (`CIFlashTransition`).
///
/// ```swift
/// let effect: some Effect = .flash(color: Color(red: 1, green: 0.8, blue: 0.6))
/// ```
public struct Flash: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Flash.self, name: "flash",
        summary: "A bright flash with rays bursts from a point, then fades to the new screen.",
        parameters: [
            .pixelCenter,
            ParameterSpec("color", .color, default: .color(Flash.defaultColor), "Colour of the flash and its rays."),
            ParameterSpec(
                "maxStriationRadius", .number(0...10), default: .number(2.58),
                "How far the rays reach, as a multiple of the flash's radius."),
            ParameterSpec("striationStrength", .number(0...3), default: .number(0.5), "Brightness of the rays."),
            ParameterSpec(
                "striationContrast", .number(0...5), default: .number(1.375),
                "Contrast between rays and the gaps between them."),
            ParameterSpec(
                "fadeThreshold", .number(0.01...1), default: .number(0.85),
                "Flash brightness at which the screen is wholly washed out by it."),
            .pixelDuration(),
        ])

    /// Core Image's default flash colour, a warm white.
    public static let defaultColor = Color(red: 1, green: 0.8, blue: 0.6)

    public var center: Point?
    public var color: Color
    public var maxStriationRadius: Double
    public var striationStrength: Double
    public var striationContrast: Double
    public var fadeThreshold: Double
    public var duration: Double

    public init(
        center: Point? = nil, color: Color = Flash.defaultColor, maxStriationRadius: Double = 2.58,
        striationStrength: Double = 0.5, striationContrast: Double = 1.375, fadeThreshold: Double = 0.85,
        duration: Double = 1
    ) {
        self.center = center; self.color = color; self.maxStriationRadius = maxStriationRadius
        self.striationStrength = striationStrength; self.striationContrast = striationContrast
        self.fadeThreshold = fadeThreshold; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            center: p.point("center"), color: p.color("color", Flash.defaultColor),
            maxStriationRadius: p.number("maxStriationRadius", 2.58),
            striationStrength: p.number("striationStrength", 0.5),
            striationContrast: p.number("striationContrast", 1.375), fadeThreshold: p.number("fadeThreshold", 0.85),
            duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        .of([
            ("center", center.map { .point($0) }), ("color", .color(color)),
            ("maxStriationRadius", .number(maxStriationRadius)),
            ("striationStrength", .number(striationStrength)), ("striationContrast", .number(striationContrast)),
            ("fadeThreshold", .number(fadeThreshold)), ("duration", .number(duration)),
        ])
    }
    public func kernelParameters(in context: TransitionContext) -> ParameterValues {
        parameters.withCenter(center, in: context)
    }
}

extension Effect where Self == Flash {
    /// A flash bursting from `center` (default: the touch point, else the screen centre).
    public static func flash(center: Point? = nil, color: Color = Flash.defaultColor, duration: Double = 1) -> Flash {
        Flash(center: center, color: color, duration: duration)
    }
}
