/// The user's motion settings (iOS Reduce Motion and Prefer Cross-Fade Transitions), as the core
/// sees them.
///
/// ```swift
/// let prefs = MotionPreferences(reduceMotion: UIAccessibility.isReduceMotionEnabled,
///                               prefersCrossFade: UIAccessibility.prefersCrossFadeTransitions)
/// let effect = prefs.substitute(for: .circleSpread())   // a short cross-fade when motion is reduced
/// ```
public struct MotionPreferences: Hashable, Sendable {
    public var reduceMotion: Bool
    public var prefersCrossFade: Bool
    /// The length of the cross-fade that replaces an effect when motion is reduced.
    public static let crossFadeDuration = 0.25

    public init(reduceMotion: Bool = false, prefersCrossFade: Bool = false) {
        self.reduceMotion = reduceMotion
        self.prefersCrossFade = prefersCrossFade
    }

    /// Whether effects are replaced by a cross-fade.
    public var replacesEffects: Bool { reduceMotion || prefersCrossFade }

    /// The effect to play: `effect` itself, or a short cross-fade when motion is reduced (for a
    /// partial presentation, its resting layout faded in: `RestingFade`).
    public func substitute(for effect: any Effect) -> any Effect {
        guard replacesEffects else { return effect }
        return effect is any PartialPresentation ? RestingFade(effect) : Fade(duration: Self.crossFadeDuration)
    }
}
