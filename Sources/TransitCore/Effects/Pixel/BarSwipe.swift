/// Core Image's bars swipe: the old screen, cut into bars, slides away along an angle with
/// alternate bars staggered, uncovering the new screen (`CIBarsSwipeTransition`).
///
/// ```swift
/// let effect: some Effect = .barSwipe(width: 40, barOffset: 20)
/// ```
public struct BarSwipe: PixelEffect {
    public static let descriptor = EffectDescriptor(
        BarSwipe.self, name: "bar-swipe",
        summary: "The old screen slides away in staggered bars, uncovering the new one.",
        parameters: [
            .ciAngle(0...(2 * Double.pi), default: Double.pi, "Direction the bars slide (pi: to the left)."),
            ParameterSpec("width", .number(2...300), default: .number(30), "Thickness of each bar, in points."),
            ParameterSpec(
                "barOffset", .number(1...100), default: .number(10), "How far alternate bars lag behind, in points."),
            .pixelDuration(),
        ])

    public var angle: Angle
    public var width: Double
    public var barOffset: Double
    public var duration: Double

    public init(angle: Angle = .radians(.pi), width: Double = 30, barOffset: Double = 10, duration: Double = 1) {
        self.angle = angle; self.width = width; self.barOffset = barOffset; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            angle: .radians(p.number("angle", .pi)), width: p.number("width", 30), barOffset: p.number("barOffset", 10),
            duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues([
            "angle": .number(angle.radians), "width": .number(width), "barOffset": .number(barOffset),
            "duration": .number(duration),
        ])
    }
}

extension Effect where Self == BarSwipe {
    /// Bars sliding towards `angle` (default pi: to the left).
    public static func barSwipe(
        angle: Angle = .radians(.pi), width: Double = 30, barOffset: Double = 10, duration: Double = 1
    ) -> BarSwipe {
        BarSwipe(angle: angle, width: width, barOffset: barOffset, duration: duration)
    }
}
