/// XWTransition's box-blur transition: the old screen blurs out to a maximum radius while the new
/// one, equally blurred, fades in and then sharpens (`CIBoxBlur` on device).
///
/// ```swift
/// let effect: some Effect = .blur(radius: 30)
/// ```
public struct Blur: PixelEffect, DeclaredEffect {
    public static let radiusParameter = EffectParameter.number(
        \Blur.radius, "radius", 1...100, default: 40, "Blur radius at the middle of the run, in points.")
    public static let durationParameter = EffectParameter.duration(\Blur.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Blur>] = [radiusParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Blur.self, name: "blur", summary: "The old screen blurs out and the new one sharpens in.")
    public static var defaults: Blur { Blur() }

    public var radius: Double
    public var duration: Double

    public init(radius: Double = Blur.radiusParameter.default, duration: Double = Blur.durationParameter.default) {
        self.radius = radius; self.duration = duration
    }

    /// The blur radius in points at `progress`: zero at both ends, `radius` in the middle.
    public func blurRadius(at progress: Double) -> Double { radius * (1 - abs(2 * clamp01(progress) - 1)) }
}

extension Effect where Self == Blur {
    /// Blur out, blur in, peaking at `radius` points.
    public static func blur(
        radius: Double = Blur.radiusParameter.default, duration: Double = Blur.durationParameter.default
    ) -> Blur {
        Blur(radius: radius, duration: duration)
    }
}
