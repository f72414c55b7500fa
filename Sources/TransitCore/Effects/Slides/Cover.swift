/// The new screen slides in from an edge over the old one, which stays still and dims under it;
/// back slides it away again.
///
/// ```swift
/// let effect: some Effect = .cover(from: .bottom)
/// ```
public struct Cover: SlidingScreenEffect {
    public static let declaredParameters: [any ParameterDeclaration<Cover>] = slidingScreenParameters(
        from: "The edge the new screen enters from.",
        dimming: "Opacity of the black shade over the old screen at the end.")
    public static let descriptor = EffectDescriptor(
        Cover.self, name: "cover", summary: "The new screen slides in over the still old one, which dims.")

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
            top: .to, by: edge.offscreenOffset(in: context) * (1 - progress), under: .from, by: .zero,
            shade: dimming * progress, progress: progress, in: context)
    }
}

extension Effect where Self == Cover {
    /// The new screen slides in from `edge` over the still old one.
    public static func cover(
        from edge: some EdgeConvertible = SlidingScreen.edge, dimming: Double = SlidingScreen.dimming,
        duration: Double = SlidingScreen.duration
    ) -> Cover {
        Cover(from: edge.transitEdge, dimming: dimming, duration: duration)
    }
}
