/// Core Image's swipe: a soft-edged band sweeps across the screen at an angle, leaving the new
/// screen behind it, optionally tinted with a colour (`CISwipeTransition`).
///
/// ```swift
/// let effect: some Effect = .swipe(angle: .degrees(45), width: 200)
/// ```
public struct Swipe: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Swipe.self, name: "swipe",
        summary: "A soft-edged band sweeps across at an angle, leaving the new screen behind it.",
        parameters: [
            .ciAngle(-Double.pi...Double.pi, default: 0, "Direction the band travels."),
            ParameterSpec("width", .number(0.1...1000), default: .number(300), "Width of the soft band, in points."),
            ParameterSpec("color", .color, default: .color(.white), "Colour tinting the band."),
            ParameterSpec(
                "opacity", .number(0...1), default: .number(0),
                "Strength of the colour in the band (0: a plain soft wipe)."),
            .pixelDuration(),
        ])

    public var angle: Angle
    public var width: Double
    public var color: Color
    public var opacity: Double
    public var duration: Double

    public init(
        angle: Angle = .zero, width: Double = 300, color: Color = .white, opacity: Double = 0, duration: Double = 1
    ) {
        self.angle = angle; self.width = width; self.color = color; self.opacity = opacity; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            angle: .radians(p.number("angle", 0)), width: p.number("width", 300), color: p.color("color", .white),
            opacity: p.number("opacity", 0), duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues([
            "angle": .number(angle.radians), "width": .number(width), "color": .color(color),
            "opacity": .number(opacity), "duration": .number(duration),
        ])
    }
}

extension Effect where Self == Swipe {
    /// A soft band sweeping towards `angle` (0: left to right).
    public static func swipe(
        angle: Angle = .zero, width: Double = 300, color: Color = .white, opacity: Double = 0,
        duration: Double = 1
    ) -> Swipe {
        Swipe(angle: angle, width: width, color: color, opacity: opacity, duration: duration)
    }
}
