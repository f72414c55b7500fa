/// Core Image's copy machine: a coloured bar of light sweeps across like a copier's lamp,
/// leaving the new screen behind it (`CICopyMachineTransition`).
///
/// ```swift
/// let effect: some Effect = .copyMachine(color: Color(red: 0.6, green: 1, blue: 0.8))
/// ```
public struct CopyMachine: PixelEffect, DeclaredEffect {
    @usableFromInline static let angleParameter = EffectParameter.ciAngle(
        \CopyMachine.angle, 0...(2 * Double.pi), default: .radians(0), "Direction the light bar travels.")
    @usableFromInline static let widthParameter = EffectParameter.number(
        \CopyMachine.width, "width", 0.1...500, default: 25, "Width of the light bar, in points.")
    @usableFromInline static let colorParameter = EffectParameter.color(
        \CopyMachine.color, "color", default: CopyMachine.defaultColor, "Colour of the light.")
    @usableFromInline static let opacityParameter = EffectParameter.number(
        \CopyMachine.opacity, "opacity", 0...3, default: 1, "Brightness of the light (above 1 washes out).")
    @usableFromInline static let durationParameter = EffectParameter.duration(\CopyMachine.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<CopyMachine>] = [
        angleParameter, widthParameter, colorParameter, opacityParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        CopyMachine.self, name: "copy-machine",
        summary: "A bar of coloured light sweeps across like a copier, leaving the new screen.")
    public static var defaults: CopyMachine { CopyMachine() }

    /// Core Image's default light colour, a pale green.
    public static let defaultColor = Color(red: 0.6, green: 1, blue: 0.8)

    public var angle: Angle
    public var width: Double
    public var color: Color
    public var opacity: Double
    public var duration: Double

    public init(
        angle: Angle = CopyMachine.angleParameter.default, width: Double = CopyMachine.widthParameter.default,
        color: Color = CopyMachine.colorParameter.default, opacity: Double = CopyMachine.opacityParameter.default,
        duration: Double = CopyMachine.durationParameter.default
    ) {
        self.angle = angle
        self.width = width
        self.color = color
        self.opacity = opacity
        self.duration = duration
    }

}

extension Effect where Self == CopyMachine {
    /// A copier's light bar sweeping towards `angle` (0: left to right).
    public static func copyMachine(
        angle: some AngleConvertible = CopyMachine.angleParameter.default,
        width: Double = CopyMachine.widthParameter.default,
        color: some ColorConvertible = CopyMachine.colorParameter.default,
        opacity: Double = CopyMachine.opacityParameter.default, duration: Double = CopyMachine.durationParameter.default
    ) -> CopyMachine {
        CopyMachine(
            angle: angle.transitAngle, width: width, color: CopyMachine.colorParameter.value(color), opacity: opacity,
            duration: duration)
    }
}
