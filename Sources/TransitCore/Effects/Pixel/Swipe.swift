/// Core Image's swipe: a soft-edged band sweeps across the screen at an angle, leaving the new
/// screen behind it, optionally tinted with a colour (`CISwipeTransition`).
///
/// ```swift
/// let effect: some Effect = .swipe(angle: .degrees(45), width: 200)
/// ```
public struct Swipe: PixelEffect, DeclaredEffect {
    @usableFromInline static let angleParameter = EffectParameter.ciAngle(
        \Swipe.angle, -Double.pi...Double.pi, default: .radians(0), "Direction the band travels.")
    @usableFromInline static let widthParameter = EffectParameter.number(
        \Swipe.width, "width", 0.1...1000, default: 40, "Width of the soft band, in points.")
    @usableFromInline static let colorParameter = EffectParameter.color(
        \Swipe.color, "color", default: .white, "Colour tinting the band.")
    @usableFromInline static let opacityParameter = EffectParameter.number(
        \Swipe.opacity, "opacity", 0...1, default: 0, "Strength of the colour in the band (0: a plain soft wipe).")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Swipe.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Swipe>] = [
        angleParameter, widthParameter, colorParameter, opacityParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Swipe.self, name: "swipe",
        summary: "A soft-edged band sweeps across at an angle, leaving the new screen behind it.")
    public static var defaults: Swipe { Swipe() }

    public var angle: Angle
    public var width: Double
    public var color: Color
    public var opacity: Double
    public var duration: Double

    public init(
        angle: Angle = Swipe.angleParameter.default, width: Double = Swipe.widthParameter.default,
        color: Color = Swipe.colorParameter.default, opacity: Double = Swipe.opacityParameter.default,
        duration: Double = Swipe.durationParameter.default
    ) {
        self.angle = angle
        self.width = width
        self.color = color
        self.opacity = opacity
        self.duration = duration
    }

}

extension Effect where Self == Swipe {
    /// A soft band sweeping towards `angle` (0: left to right).
    public static func swipe(
        angle: some AngleConvertible = Swipe.angleParameter.default, width: Double = Swipe.widthParameter.default,
        color: some ColorConvertible = Swipe.colorParameter.default, opacity: Double = Swipe.opacityParameter.default,
        duration: Double = Swipe.durationParameter.default
    ) -> Swipe {
        Swipe(
            angle: angle.transitAngle, width: width, color: Swipe.colorParameter.value(color), opacity: opacity,
            duration: duration)
    }
}
