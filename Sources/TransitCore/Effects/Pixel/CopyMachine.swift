/// Core Image's copy machine: a coloured bar of light sweeps across like a copier's lamp,
/// leaving the new screen behind it (`CICopyMachineTransition`).
///
/// ```swift
/// let effect: some Effect = .copyMachine(color: Color(red: 0.6, green: 1, blue: 0.8))
/// ```
public struct CopyMachine: PixelEffect {
    public static let descriptor = EffectDescriptor(
        CopyMachine.self, name: "copy-machine",
        summary: "A bar of coloured light sweeps across like a copier, leaving the new screen.",
        parameters: [
            .ciAngle(0...(2 * Double.pi), default: 0, "Direction the light bar travels."),
            ParameterSpec("width", .number(0.1...500), default: .number(200), "Width of the light bar, in points."),
            ParameterSpec("color", .color, default: .color(CopyMachine.defaultColor), "Colour of the light."),
            ParameterSpec(
                "opacity", .number(0...3), default: .number(1.3), "Brightness of the light (above 1 washes out)."),
            .pixelDuration(),
        ])

    /// Core Image's default light colour, a pale green.
    public static let defaultColor = Color(red: 0.6, green: 1, blue: 0.8)

    public var angle: Angle
    public var width: Double
    public var color: Color
    public var opacity: Double
    public var duration: Double

    public init(
        angle: Angle = .zero, width: Double = 200, color: Color = CopyMachine.defaultColor, opacity: Double = 1.3,
        duration: Double = 1
    ) {
        self.angle = angle; self.width = width; self.color = color; self.opacity = opacity; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            angle: .radians(p.number("angle", 0)), width: p.number("width", 200),
            color: p.color("color", CopyMachine.defaultColor),
            opacity: p.number("opacity", 1.3), duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues([
            "angle": .number(angle.radians), "width": .number(width), "color": .color(color),
            "opacity": .number(opacity), "duration": .number(duration),
        ])
    }
}

extension Effect where Self == CopyMachine {
    /// A copier's light bar sweeping towards `angle` (0: left to right).
    public static func copyMachine(
        angle: Angle = .zero, width: Double = 200, color: Color = CopyMachine.defaultColor,
        opacity: Double = 1.3, duration: Double = 1
    ) -> CopyMachine {
        CopyMachine(angle: angle, width: width, color: color, opacity: opacity, duration: duration)
    }
}
