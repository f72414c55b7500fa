/// XWTransition's magic move: every shared element travels from its frame on the old screen to
/// its frame on the new one, while the old screen fades out and the new one fades in.
///
/// Two styles, chosen with `style`:
/// - `dip` (the default, the original's): the old screen fades out while the new one fades in,
///   both on the black container, so the middle of the run dips darker; only the start
///   element's snapshot travels, and the real element of the new screen takes its place at the
///   end (drawn over it during the last 4% of the progress, so the frames stay continuous). The
///   back is a fresh run from the screen being left, as the original's (the detail screen's
///   element travels back), so a spring overshoots going back as it does forward.
/// - `morph` (Transit's): the new screen fades in over the opaque old one (no dip), and each
///   element cross-fades its start snapshot into its end snapshot half way while its corner
///   radius interpolates, which reads better when the two snapshots differ (a thumbnail and a
///   header). The back is the forward played in reverse.
///
/// Each element in `context.sharedElements` (any number, matched by id) moves and scales between
/// its two frames. The screens are drawn as backdrops (the elements hidden) so no element shows
/// twice; at exactly 0 and 1 the scene is the bare screens. With no elements the style's screen
/// fade plays alone.
///
/// Retargeting: the frames in the context are where the elements start. A host that goes back
/// after the user scrolled, or interrupts a running transition, passes the elements' current
/// frames as the back context's `fromFrame`s; `retargetedContext(at:in:)` builds that context
/// from the progress where the transition stands.
///
/// The defaults are XW's magic-move demo: both pushes of its list spring with damping 0.55 over
/// 0.5 s (XWMagicMoveListController.m lines 31-35). Article 001's shared-image push, the
/// library's own default and XW's second demo (ease-in-out over 0.5 s) are
/// `.magicMove(spring: false)`.
///
/// ```swift
/// let effect: some Effect = .magicMove(duration: 0.5, spring: false)
/// ```
public struct MagicMove: DeclaredEffect {
    /// How the screens and the elements blend.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// The original's: the old screen fades out as the new one fades in; the start element
        /// travels and the end element replaces it at the end.
        case dip
        /// Transit's: the new screen fades in over the old one; the element's two snapshots
        /// cross-fade half way.
        case morph
    }

    @usableFromInline static let durationParameter = EffectParameter.duration(
        \MagicMove.duration, default: 0.5, "Run time in seconds (with a spring: its settling time).")
    @usableFromInline static let curveParameter = EffectParameter<MagicMove, TimingCurve>(
        \MagicMove.curve, "curve", .choice(TimingCurve.presets.map(\.name)), default: .easeInEaseOut,
        "Timing curve when not springing.",
        encode: { curve in TimingCurve.presets.first { $0.curve == curve }.map { .choice($0.name) } },
        decode: { value in
            guard case .choice(let name) = value else { return nil }
            return TimingCurve.presets.first { $0.name == name }?.curve
        })
    @usableFromInline static let springParameter = EffectParameter.boolean(
        \MagicMove.isSpring, "spring", default: true,
        "Run on a spring (the original demo's) instead of the curve.")
    @usableFromInline static let dampingParameter = EffectParameter.number(
        \MagicMove.damping, "damping", 0.05...2, default: 0.55, "The spring's damping ratio (the original's 0.55).")
    @usableFromInline static let styleParameter = EffectParameter.choice(
        \MagicMove.style, "style", default: Style.dip,
        "dip: the old screen fades out as the new fades in, the start element travels (XW); "
            + "morph: the new screen fades in over the old, the element's snapshots cross-fade.")
    public static let declaredParameters: [any ParameterDeclaration<MagicMove>] = [
        durationParameter, curveParameter, springParameter, dampingParameter, styleParameter,
    ]
    public static let descriptor = EffectDescriptor(
        MagicMove.self, name: "magic-move",
        summary: "Shared elements move between their frames while the old screen fades out and the new fades in.")
    public static var defaults: MagicMove { MagicMove() }

    public var duration: Double
    public var curve: TimingCurve
    public var isSpring: Bool
    public var damping: Double
    public var style: Style

    public init(
        duration: Double = MagicMove.durationParameter.default, curve: TimingCurve = MagicMove.curveParameter.default,
        spring: Bool = MagicMove.springParameter.default, damping: Double = MagicMove.dampingParameter.default,
        style: Style = MagicMove.styleParameter.default
    ) {
        self.duration = duration
        self.curve = curve
        self.isSpring = spring
        self.damping = damping
        self.style = style
    }
    /// The curve, or with `spring` UIKit's spring for `duration` and `damping`, starting with the
    /// original's push (`initialSpringVelocity` `1 / damping`, XWMagicMoveAnimator.m line 59).
    public var timing: Timing {
        isSpring
            ? .spring(Spring(dampingRatio: damping, settlingWithin: duration, initialVelocity: 1 / damping))
            : .curve(curve, duration: duration)
    }

    /// The original runs its back afresh from the screen being left.
    public var hasOwnBackVariant: Bool { style == .dip }

    /// The part of the progress, at the end, over which `dip` draws the end element over the
    /// travelling start snapshot.
    public static let swapSpan = 0.04

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let elements = context.sharedElements
        let bounds = context.bounds
        var s = Scene(size: context.size)
        s.layers.reserveCapacity(2 + 2 * elements.count)
        // At the exact ends the screens show themselves: backdrop plus element can differ from
        // the screen by a pixel's anti-aliasing at rounded corners. A spring's overshoot beyond
        // either end keeps drawing the elements.
        let atEnd = progress == 0 || progress == 1
        let hidesElements = !elements.isEmpty && !atEnd
        let dips = style == .dip
        s.layers.append(
            Layer(id: "from", content: .snapshot(hidesElements ? .backdrop(.from) : .screen(.from)), frame: bounds)
                .with(\.opacity, dips ? clamp01(1 - progress) : 1))
        s.layers.append(
            Layer(id: "to", content: .snapshot(hidesElements ? .backdrop(.to) : .screen(.to)), frame: bounds)
                .with(\.opacity, clamp01(progress)))
        for e in elements where !atEnd {
            let state = Self.state(of: e, at: progress)
            var start = Layer(
                id: "element." + e.id + ".from", content: .snapshot(.element(e.id, .from)), frame: state.frame)
            var end = Layer(id: "element." + e.id + ".to", content: .snapshot(.element(e.id, .to)), frame: state.frame)
            start.cornerRadius = state.cornerRadius
            end.cornerRadius = state.cornerRadius
            if dips {
                // The start snapshot travels opaque; the end element covers it at the end.
                end.opacity = clamp01((progress - (1 - Self.swapSpan)) / Self.swapSpan)
            } else {
                // Both snapshots stay opaque through the middle so the element never turns see-through.
                start.opacity = clamp01(2 * (1 - progress))
                end.opacity = clamp01(2 * progress)
            }
            s.layers.append(start)
            s.layers.append(end)
        }
        return s
    }

    /// Where an element is drawn at `progress` (beyond 0...1 when a spring overshoots): its frame
    /// and corner radius, interpolated between its two sides.
    public static func state(of element: SharedElement, at progress: Double) -> (frame: Rect, cornerRadius: Double) {
        var f = element.fromFrame.interpolated(to: element.toFrame, progress)
        f.size = Size(width: max(0, f.width), height: max(0, f.height))
        return (f, max(0, lerp(element.fromCornerRadius, element.toCornerRadius, progress)))
    }

    /// The context for a transition the other way that starts where the elements stand at
    /// `progress` of the transition in `context`: direction reversed, each element's `fromFrame`
    /// and corner radius its current one, its `toFrame` where it came from.
    ///
    /// Use it when the user goes back while a magic move is running (the elements glide back from
    /// where they are, with no jump). A host that goes back later, after the new screen scrolled,
    /// builds the back context the same way from the elements' frames on screen.
    ///
    /// ```swift
    /// let back = effect.retargetedContext(at: 0.4, in: forwardContext)
    /// let first = effect.evaluate(at: 0.01, in: back) // the elements leave from where they were at 0.4
    /// ```
    public func retargetedContext(at progress: Double, in context: TransitionContext) -> TransitionContext {
        var c = context
        c.direction = context.direction.reversed
        c.sharedElements = context.sharedElements.map { e in
            let now = Self.state(of: e, at: progress)
            return SharedElement(
                id: e.id, fromFrame: now.frame, toFrame: e.fromFrame,
                fromCornerRadius: now.cornerRadius, toCornerRadius: e.fromCornerRadius)
        }
        return c
    }
}

extension Effect where Self == MagicMove {
    /// Shared elements travel between their frames while the old screen fades out and the new fades in.
    public static func magicMove(
        duration: Double = MagicMove.durationParameter.default, curve: TimingCurve = MagicMove.curveParameter.default,
        spring: Bool = MagicMove.springParameter.default, damping: Double = MagicMove.dampingParameter.default,
        style: MagicMove.Style = MagicMove.styleParameter.default
    ) -> MagicMove {
        MagicMove(duration: duration, curve: curve, spring: spring, damping: damping, style: style)
    }
}
