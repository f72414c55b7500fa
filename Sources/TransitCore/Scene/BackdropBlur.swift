/// What a blurred-backdrop layer shows: whatever lies beneath it, blurred and tinted, as
/// `UIVisualEffectView` with a `UIBlurEffect` shows it.
///
/// The layer draws nothing of its own: the renderer blurs what the layers below it have drawn
/// within the layer's frame, lays `tint` over it, and blends the result in with the layer's
/// opacity. On iOS the layer is a `UIVisualEffectView` with the dark material, always at alpha 1 (Apple
/// says an effect view drawn with alpha below 1 looks wrong): its `effect` is animated in by a paused
/// property animator whose fraction is the layer's opacity.
///
/// ```swift
/// let dimming = Layer(id: "dim", content: .blurredBackdrop(.dark), frame: context.bounds).with(\.opacity, 0.8)
/// ```
public struct BackdropBlur: Hashable, Sendable, Codable {
    /// The blur's radius in points (the standard deviation of a Gaussian).
    public var radius: Double
    /// The colour laid over the blurred backdrop.
    public var tint: Color

    public init(radius: Double, tint: Color) {
        self.radius = max(0, radius)
        self.tint = tint
    }

    /// `UIBlurEffect.Style.dark`, the dimming of XTTransitionAnimations' card
    /// (XTCardPresentAnimation.m line 83). Apple documents no numbers; these are the ones reported
    /// from UIKit's private backdrop settings for the dark style (a 20-point blur under a grey of
    /// 0.11 at alpha 0.73), without its saturation boost.
    public static let dark = BackdropBlur(radius: 20, tint: Color(white: 0.11, alpha: 0.73))
}
