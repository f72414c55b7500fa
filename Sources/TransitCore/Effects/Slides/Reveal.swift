/// The old screen slides off away from an edge, revealing the still new screen underneath, which
/// brightens from a shade as it is uncovered; back slides the old screen over it again.
///
/// `from` names the side the motion starts from, as Core Animation's transition subtypes do: with
/// `.trailing` the old screen leaves through the leading edge.
///
/// ```swift
/// let effect: some Effect = .reveal(from: .trailing)
/// ```
public struct Reveal: SlidingScreenEffect {
    public static let declaredParameters: [any ParameterDeclaration<Reveal>] = slidingScreenParameters(
        from: "The side the motion starts from: the old screen leaves through the opposite edge.",
        dimming: "Opacity of the black shade over the new screen at the start.")
    public static let descriptor = EffectDescriptor(
        Reveal.self, name: "reveal", summary: "The old screen slides off, revealing the still new one underneath.")

    public var edge: Edge
    public var dimming: Double
    public var duration: Double

    public init(
        from edge: Edge = SlidingScreen.edge, dimming: Double = SlidingScreen.dimming,
        duration: Double = SlidingScreen.duration
    ) {
        self.edge = edge
        self.dimming = dimming
        self.duration = duration
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        ClassicScenes.slideOver(
            top: .from, by: edge.opposite.offscreenOffset(in: context) * progress, under: .to, by: .zero,
            shade: dimming * (1 - progress), progress: progress, in: context)
    }
}

extension Effect where Self == Reveal {
    /// The old screen slides off away from `edge`, revealing the new one.
    public static func reveal(
        from edge: some EdgeConvertible = SlidingScreen.edge, dimming: Double = SlidingScreen.dimming,
        duration: Double = SlidingScreen.duration
    ) -> Reveal {
        Reveal(from: edge.transitEdge, dimming: dimming, duration: duration)
    }
}
