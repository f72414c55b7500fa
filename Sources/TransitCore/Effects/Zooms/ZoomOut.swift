/// Hero's zoomOut: the old screen shrinks back to a smaller scale while the new one settles onto it
/// from larger than full size, fading in on top, as if the camera pulled back; it is `zoom` played
/// backwards, and back is `zoom`'s motion.
///
/// ```swift
/// let effect: some Effect = .zoomOut(scale: 0.8)
/// ```
public struct ZoomOut: ZoomingEffect {
    public static let declaredParameters: [any ParameterDeclaration<ZoomOut>] = zoomingParameters(
        scale: "The old screen's scale at the end; the new screen starts at 2 - scale.")
    public static let descriptor = EffectDescriptor(
        ZoomOut.self, name: "zoom-out",
        summary: "The old screen shrinks back as the new one settles from larger, fading in on top.")

    public var scale: Double
    public var duration: Double

    public init(scale: Double = Zooming.scale, duration: Double = Zooming.duration) {
        self.scale = scale
        self.duration = duration
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        ClassicScenes.zoom(
            under: .from, scale: lerp(1, scale, progress), over: .to, scale: lerp(2 - scale, 1, progress),
            opacity: clamp01(progress), in: context)
    }
}

extension Effect where Self == ZoomOut {
    /// The old screen shrinks to `scale` while the new one settles from `2 - scale`, fading in.
    public static func zoomOut(scale: Double = Zooming.scale, duration: Double = Zooming.duration) -> ZoomOut {
        ZoomOut(scale: scale, duration: duration)
    }
}
