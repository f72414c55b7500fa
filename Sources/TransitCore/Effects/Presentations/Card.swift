#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// XTTransitionAnimations' card: the new screen springs up as a card with rounded corners that
/// stops below a top inset, over the old screen, which shrinks and dims under a dark blur; the old
/// screen's corners are rounded from the first frame, as the original's.
///
/// The card is the screen's height less the inset and shows the top of the new screen at its own
/// size (a host lays the presented view out at the card's frame). As in the original, the spring's
/// overshoot carries it past its place, lifting its bottom edge and corners into view over the
/// dimmed old screen; `tucksOvershoot` eases the overshoot into the room above the card instead
/// and lets the card run on under the bottom edge, so the edge never shows. The dimming is a
/// blurred, darkened backdrop (`BackdropBlur.dark`, UIKit's dark material) fading in to
/// `dimming` (0.8) with the spring. The card stays presented over the old screen until the back
/// transition; a tap on `uncoveredRegion(in:)` can close it. Back springs softer (damping 0.4),
/// as the original.
///
/// The springs are UIKit's for `usingSpringWithDamping:` and a 0.8 s duration
/// (`Spring(dampingRatio:settlingWithin:)`, Framer's published reading of UIKit: sure of the
/// overshoot, which the damping ratio alone decides; about 5% unsure of the speed).
///
/// ```swift
/// let effect: some Effect = .card(topInset: 0.1)
/// ```
public struct Card: PartialPresentation, DeclaredEffect {
    @usableFromInline static let topInsetParameter = EffectParameter.number(
        \Card.topInset, "topInset", 0...0.9, default: 0.1, "Gap above the card, as a fraction of the height.")
    @usableFromInline static let cornerRadiusParameter = EffectParameter.number(
        \Card.cornerRadius, "cornerRadius", 0...100, default: 5,
        "Corner radius of the card and the shrunken old screen, in points.")
    @usableFromInline static let scaleParameter = EffectParameter.number(
        \Card.scale, "scale", 0.5...1, default: 0.92, "The old screen's scale behind the card.")
    @usableFromInline static let dimmingParameter = EffectParameter.number(
        \Card.dimming, "dimming", 0...1, default: 0.8, "Opacity of the dark blur over the old screen.")
    @usableFromInline static let tucksOvershootParameter = EffectParameter.boolean(
        \Card.tucksOvershoot, "tucksOvershoot", default: false,
        "Ease the spring's overshoot into the room above the card, so its bottom edge never shows.")
    @usableFromInline static let durationParameter = EffectParameter.duration(
        \Card.duration, default: 0.8, "Settling time of the spring in seconds.")
    @usableFromInline static let dampingParameter = EffectParameter.number(
        \Card.damping, "damping", 0.05...2, default: 0.5, "Damping ratio of the presenting spring.")
    @usableFromInline static let backDampingParameter = EffectParameter.number(
        \Card.backDamping, "backDamping", 0.05...2, default: 0.4, "Damping ratio of the dismissing spring.")
    public static let declaredParameters: [any ParameterDeclaration<Card>] = [
        topInsetParameter, cornerRadiusParameter, scaleParameter, dimmingParameter, durationParameter, dampingParameter,
        backDampingParameter, tucksOvershootParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Card.self, name: "card",
        summary: "The new screen springs up as a rounded card over the old one, which shrinks back and dims.")
    public static var defaults: Card { Card() }

    public var topInset: Double
    public var cornerRadius: Double
    public var scale: Double
    public var dimming: Double
    public var duration: Double
    public var damping: Double
    public var backDamping: Double
    public var tucksOvershoot: Bool

    public init(
        topInset: Double = Card.topInsetParameter.default, cornerRadius: Double = Card.cornerRadiusParameter.default,
        scale: Double = Card.scaleParameter.default, dimming: Double = Card.dimmingParameter.default,
        duration: Double = Card.durationParameter.default, damping: Double = Card.dampingParameter.default,
        backDamping: Double = Card.backDampingParameter.default,
        tucksOvershoot: Bool = Card.tucksOvershootParameter.default
    ) {
        self.topInset = min(max(topInset, 0), 0.9)
        self.cornerRadius = max(0, cornerRadius)
        self.scale = scale
        self.dimming = dimming
        self.duration = duration
        self.damping = damping
        self.backDamping = backDamping
        self.tucksOvershoot = tucksOvershoot
    }

    public var timing: Timing { .spring(Spring(dampingRatio: damping, settlingWithin: duration)) }
    public var backTiming: Timing { .spring(Spring(dampingRatio: backDamping, settlingWithin: duration)) }

    /// The gap above the presented card, where the shrunken old screen shows.
    public func uncoveredRegion(in context: TransitionContext) -> Rect {
        Rect(x: 0, y: 0, width: context.size.width, height: context.size.height * topInset)
    }

    /// The card presented over the shrunken, dimmed old screen.
    public func restingScene(in context: TransitionContext) -> Scene { scene(at: 1, in: context) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let size = context.size
        let bounds = context.bounds
        var s = Scene(size: size)
        s.layers.reserveCapacity(3)

        var old = Layer(id: "from", content: .snapshot(.screen(.from)), frame: bounds)
        old.transform = .scale(lerp(1, scale, progress))
        // XTCardPresentAnimation.m lines 102-103: the old screen's corners are rounded at once (set
        // in the spring's block, not animated); at exactly 0 it is the bare old screen.
        old.cornerRadius = progress > 0 ? cornerRadius : 0
        s.layers.append(old)
        // XTCardPresentAnimation.m lines 83-99: the dark blur's alpha follows the spring from 0 to 0.8.
        s.layers.append(
            Layer(id: "shade", content: .blurredBackdrop(.dark), frame: bounds).with(
                \.opacity, clamp01(dimming * progress))
        )

        // The card's top follows the spring (line 98); tucked, its bottom stays under the screen's edge.
        let rest = size.height * topInset
        let top =
            tucksOvershoot
            ? Self.cardTop(at: progress, rest: rest, travel: size.height - rest, room: rest - cornerRadius)
            : rest + (size.height - rest) * (1 - progress)
        let height = tucksOvershoot ? max(0, size.height + cornerRadius - top) : size.height - rest
        var card = Layer(
            id: "to",
            content: .snapshot(
                .screen(.to), contentsRect: Rect(x: 0, y: 0, width: 1, height: min(1, height / size.height))),
            frame: Rect(x: 0, y: top, width: size.width, height: height))
        card.cornerRadius = cornerRadius
        s.layers.append(card)
        return s
    }

    /// The tucked card's top edge: linear up to its rest, then a spring's overshoot eased into the
    /// `room` above it, so the card never lifts its bottom corners into view (the original's card
    /// flies past its place).
    static func cardTop(at progress: Double, rest: Double, travel: Double, room: Double) -> Double {
        guard progress > 1 else { return rest + travel * (1 - progress) }
        guard room > 0 else { return rest }
        return rest - room * (1 - exp(-(progress - 1) * travel / room))
    }
}

extension Effect where Self == Card {
    /// The new screen springs up as a card below `topInset` (a fraction of the height).
    public static func card(
        topInset: Double = Card.topInsetParameter.default, cornerRadius: Double = Card.cornerRadiusParameter.default,
        scale: Double = Card.scaleParameter.default, dimming: Double = Card.dimmingParameter.default,
        duration: Double = Card.durationParameter.default, damping: Double = Card.dampingParameter.default,
        backDamping: Double = Card.backDampingParameter.default,
        tucksOvershoot: Bool = Card.tucksOvershootParameter.default
    ) -> Card {
        Card(
            topInset: topInset, cornerRadius: cornerRadius, scale: scale, dimming: dimming,
            duration: duration, damping: damping, backDamping: backDamping, tucksOvershoot: tucksOvershoot)
    }
}
