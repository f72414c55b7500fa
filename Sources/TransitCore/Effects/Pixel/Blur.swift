/// XWTransition's box-blur transition: the old screen blurs up to half of `radius` in the first
/// half of the run, then the new one appears blurred by `radius` and sharpens (`CIBoxBlur` on
/// device). The original cuts from one to the other at the half with no cross-fade
/// (XWFilterTransitionView.m lines 97-105: 100 px x progress, then 200 px x (1 - progress), in
/// pixels of a 2x screen: `radius` 50); Transit blends them over the middle 4% of the run (20 ms
/// at 0.5 s), so the frames stay continuous.
///
/// ```swift
/// let effect: some Effect = .blur(radius: 30)
/// ```
public struct Blur: PixelEffect, DeclaredEffect {
    @usableFromInline static let radiusParameter = EffectParameter.number(
        \Blur.radius, "radius", 1...100, default: 50,
        "Blur of the new screen when it appears half way, in points; the old screen reaches half of it.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Blur.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Blur>] = [radiusParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Blur.self, name: "blur", summary: "The old screen blurs out and the new one sharpens in.")
    public static var defaults: Blur { Blur() }

    public var radius: Double
    public var duration: Double

    public init(radius: Double = Blur.radiusParameter.default, duration: Double = Blur.durationParameter.default) {
        self.radius = radius
        self.duration = duration
    }

    /// The part of the run over which the old screen gives way to the new one, centred on the half.
    public static let blendWidth = 0.04

    /// The old screen's blur in points at `progress`: `radius` x progress (half of it at the cut).
    public func oldRadius(at progress: Double) -> Double { radius * clamp01(progress) }
    /// The new screen's blur in points at `progress`: `2 radius` x (1 - progress) (`radius` at the cut).
    public func newRadius(at progress: Double) -> Double { 2 * radius * (1 - clamp01(progress)) }
    /// How much of the new screen shows at `progress`: 0 before the blend, 1 after, smooth between.
    public func newWeight(at progress: Double) -> Double {
        let x = clamp01((progress - 0.5 + Self.blendWidth / 2) / Self.blendWidth)
        return x * x * (3 - 2 * x)
    }
    /// The blur in points of the screen that dominates at `progress` (the one Core Image blurs).
    public func blurRadius(at progress: Double) -> Double {
        newWeight(at: progress) < 0.5 ? oldRadius(at: progress) : newRadius(at: progress)
    }
}

extension Effect where Self == Blur {
    /// Blur the old screen out, then sharpen the new one in from `radius` points.
    public static func blur(
        radius: Double = Blur.radiusParameter.default, duration: Double = Blur.durationParameter.default
    ) -> Blur {
        Blur(radius: radius, duration: duration)
    }
}
