/// Hero's zoom: the new screen grows from a smaller scale to full size while the old one, on top,
/// grows past full size and fades out, as if the camera moved into the new screen; back is
/// `zoom-out`'s motion.
///
/// ```swift
/// let effect: some Effect = .zoom(scale: 0.8)
/// ```
public struct Zoom: ZoomingEffect {
    public static let declaredParameters: [any ParameterDeclaration<Zoom>] = zoomingParameters(
        scale: "The new screen's scale at the start; the old screen grows to 2 - scale.")
    public static let descriptor = EffectDescriptor(
        Zoom.self, name: "zoom", summary: "The new screen grows into place as the old one grows past and fades away.")

    public var scale: Double
    public var duration: Double

    public init(scale: Double = Zooming.scale, duration: Double = Zooming.duration) {
        self.scale = scale
        self.duration = duration
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        ClassicScenes.zoom(
            under: .to, scale: lerp(scale, 1, progress), over: .from, scale: lerp(1, 2 - scale, progress),
            opacity: 1 - clamp01(progress), in: context)
    }
}

extension Effect where Self == Zoom {
    /// The new screen grows from `scale` while the old one grows past and fades.
    public static func zoom(scale: Double = Zooming.scale, duration: Double = Zooming.duration) -> Zoom {
        Zoom(scale: scale, duration: duration)
    }
}
