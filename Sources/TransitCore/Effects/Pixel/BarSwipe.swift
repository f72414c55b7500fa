/// Core Image's bars swipe: the old screen, cut into bars, slides away along an angle with
/// alternate bars staggered, uncovering the new screen (`CIBarsSwipeTransition`).
///
/// ```swift
/// let effect: some Effect = .barSwipe(width: 40, barOffset: 20)
/// ```
public struct BarSwipe: PixelEffect, DeclaredEffect {
    @usableFromInline static let angleParameter = EffectParameter.ciAngle(
        \BarSwipe.angle, 0...(2 * Double.pi), default: .radians(0),
        "Direction the bars slide (pi: to the left).")
    @usableFromInline static let widthParameter = EffectParameter.number(
        \BarSwipe.width, "width", 2...300, default: 15, "Thickness of each bar, in points.")
    @usableFromInline static let barOffsetParameter = EffectParameter.number(
        \BarSwipe.barOffset, "barOffset", 1...100, default: 5, "How far alternate bars lag behind, in points.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\BarSwipe.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<BarSwipe>] = [
        angleParameter, widthParameter, barOffsetParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        BarSwipe.self, name: "bar-swipe",
        summary: "The old screen slides away in staggered bars, uncovering the new one.")
    public static var defaults: BarSwipe { BarSwipe() }

    public var angle: Angle
    public var width: Double
    public var barOffset: Double
    public var duration: Double

    public init(
        angle: Angle = BarSwipe.angleParameter.default, width: Double = BarSwipe.widthParameter.default,
        barOffset: Double = BarSwipe.barOffsetParameter.default, duration: Double = BarSwipe.durationParameter.default
    ) {
        self.angle = angle
        self.width = width
        self.barOffset = barOffset
        self.duration = duration
    }

}

extension Effect where Self == BarSwipe {
    /// Bars sliding towards `angle` (default pi: to the left).
    public static func barSwipe(
        angle: some AngleConvertible = BarSwipe.angleParameter.default, width: Double = BarSwipe.widthParameter.default,
        barOffset: Double = BarSwipe.barOffsetParameter.default, duration: Double = BarSwipe.durationParameter.default
    ) -> BarSwipe {
        BarSwipe(angle: angle.transitAngle, width: width, barOffset: barOffset, duration: duration)
    }
}
