/// XWTransition's box-blur transition: the old screen blurs out to a maximum radius while the new
/// one, equally blurred, fades in and then sharpens (`CIBoxBlur` on device).
///
/// ```swift
/// let effect: some Effect = .blur(radius: 30)
/// ```
public struct Blur: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Blur.self, name: "blur", summary: "The old screen blurs out and the new one sharpens in.",
        parameters: [
            ParameterSpec(
                "radius", .number(1...100), default: .number(40), "Blur radius at the middle of the run, in points."),
            .pixelDuration(),
        ])

    public var radius: Double
    public var duration: Double

    public init(radius: Double = 40, duration: Double = 1) { self.radius = radius; self.duration = duration }
    public init(parameters p: ParameterValues) {
        self.init(radius: p.number("radius", 40), duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues(["radius": .number(radius), "duration": .number(duration)])
    }

    /// The blur radius in points at `progress`: zero at both ends, `radius` in the middle.
    public func blurRadius(at progress: Double) -> Double { radius * (1 - abs(2 * clamp01(progress) - 1)) }
}

extension Effect where Self == Blur {
    /// Blur out, blur in, peaking at `radius` points.
    public static func blur(radius: Double = 40, duration: Double = 1) -> Blur {
        Blur(radius: radius, duration: duration)
    }
}
