/// Core Image's flash: a bright starburst with striations grows from a centre until it fills the
/// screen, then fades to reveal the new screen (`CIFlashTransition`).
///
/// ```swift
/// let effect: some Effect = .flash(color: Color(red: 1, green: 0.8, blue: 0.6))
/// ```
public struct Flash: PixelEffect, DeclaredEffect {
    @usableFromInline static let centerParameter = EffectParameter.pixelCenter(\Flash.center)
    @usableFromInline static let colorParameter = EffectParameter.color(
        \Flash.color, "color", default: Flash.defaultColor, "Colour of the flash and its rays.")
    @usableFromInline static let maxStriationRadiusParameter = EffectParameter.number(
        \Flash.maxStriationRadius, "maxStriationRadius", 0...10, default: 2.5,
        "How far the rays reach, as a multiple of the flash's radius.")
    @usableFromInline static let striationStrengthParameter = EffectParameter.number(
        \Flash.striationStrength, "striationStrength", 0...3, default: 0.5, "Brightness of the rays.")
    @usableFromInline static let striationContrastParameter = EffectParameter.number(
        \Flash.striationContrast, "striationContrast", 0...5, default: 1.37,
        "Contrast between rays and the gaps between them.")
    @usableFromInline static let fadeThresholdParameter = EffectParameter.number(
        \Flash.fadeThreshold, "fadeThreshold", 0.01...1, default: 0.5,
        "Flash brightness at which the screen is wholly washed out by it.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Flash.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Flash>] = [
        centerParameter, colorParameter, maxStriationRadiusParameter, striationStrengthParameter,
        striationContrastParameter, fadeThresholdParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Flash.self, name: "flash",
        summary: "A bright flash with rays bursts from a point, then fades to the new screen.")
    public static var defaults: Flash { Flash() }

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
        center: Point? = Flash.centerParameter.default, color: Color = Flash.colorParameter.default,
        maxStriationRadius: Double = Flash.maxStriationRadiusParameter.default,
        striationStrength: Double = Flash.striationStrengthParameter.default,
        striationContrast: Double = Flash.striationContrastParameter.default,
        fadeThreshold: Double = Flash.fadeThresholdParameter.default,
        duration: Double = Flash.durationParameter.default
    ) {
        self.center = center
        self.color = color
        self.maxStriationRadius = maxStriationRadius
        self.striationStrength = striationStrength
        self.striationContrast = striationContrast
        self.fadeThreshold = fadeThreshold
        self.duration = duration
    }

    public func resolved(in context: TransitionContext) -> Flash {
        var e = self
        e.center = context.resolvedCenter(center)
        return e
    }
}

extension Effect where Self == Flash {
    /// A flash bursting from `center` (default: the touch point, else the screen centre).
    public static func flash(
        center: (any PointConvertible)? = Flash.centerParameter.default,
        color: some ColorConvertible = Flash.colorParameter.default,
        duration: Double = Flash.durationParameter.default
    ) -> Flash {
        Flash(center: center?.transitPoint, color: Flash.colorParameter.value(color), duration: duration)
    }
}
