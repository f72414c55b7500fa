/// XWTransition's magic move: every shared element travels from its frame on the old screen to
/// its frame on the new one, while the new screen fades in over the old.
///
/// Each element in `context.sharedElements` (any number, matched by id) is drawn as a layer that
/// moves and scales between its two frames, cross-fading its start snapshot into its end snapshot
/// and interpolating its corner radius. The screens are drawn as backdrops (the elements hidden)
/// so no element shows twice; at exactly 0 and 1 the scene is the bare screens. With no elements
/// it is a plain cross-fade.
///
/// Retargeting: the frames in the context are where the elements start. A host that goes back
/// after the user scrolled, or interrupts a running transition, passes the elements' current
/// frames as the back context's `fromFrame`s; `retargetedContext(at:in:)` builds that context
/// from the progress where the transition stands.
///
/// Article 001's shared-image push (ease-in-out over 0.5 s) is `.magicMove()` with its defaults.
///
/// ```swift
/// let effect: some Effect = .magicMove(duration: 0.5, spring: true)
/// ```
public struct MagicMove: DeclaredEffect {
    public static let durationParameter = EffectParameter.duration(
        \MagicMove.duration, default: 0.5, "Run time in seconds (with a spring: its settling time).")
    public static let curveParameter = EffectParameter<MagicMove, TimingCurve>(
        \MagicMove.curve, "curve", .choice(TimingCurve.presets.map(\.name)), default: .easeInEaseOut,
        "Timing curve when not springing.",
        encode: { curve in TimingCurve.presets.first { $0.curve == curve }.map { .choice($0.name) } },
        decode: { value in
            guard case .choice(let name) = value else { return nil }
            return TimingCurve.presets.first { $0.name == name }?.curve
        })
    public static let springParameter = EffectParameter.boolean(
        \MagicMove.isSpring, "spring", default: false, "Run on a spring instead of the curve.")
    public static let dampingParameter = EffectParameter.number(
        \MagicMove.damping, "damping", 0.05...2, default: 0.55, "The spring's damping ratio (the original's 0.55).")
    public static let declaredParameters: [any ParameterDeclaration<MagicMove>] = [
        durationParameter, curveParameter, springParameter, dampingParameter,
    ]
    public static let descriptor = EffectDescriptor(
        MagicMove.self, name: "magic-move",
        summary: "Shared elements move and morph between their frames while the screens cross-fade.")
    public static var defaults: MagicMove { MagicMove() }

    public var duration: Double
    public var curve: TimingCurve
    public var isSpring: Bool
    public var damping: Double

    public init(
        duration: Double = MagicMove.durationParameter.default, curve: TimingCurve = MagicMove.curveParameter.default,
        spring: Bool = MagicMove.springParameter.default, damping: Double = MagicMove.dampingParameter.default
    ) {
        self.duration = duration; self.curve = curve; self.isSpring = spring; self.damping = damping
    }
    /// The curve, or with `spring` a spring that settles in `duration` and starts with the
    /// original's push (`1 / damping`).
    public var timing: Timing {
        isSpring
            ? .spring(Spring(dampingRatio: damping, settlingWithin: duration, initialVelocity: 1 / damping))
            : .curve(curve, duration: duration)
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let elements = context.sharedElements
        let bounds = context.bounds
        var s = Scene(size: context.size)
        s.layers.reserveCapacity(2 + 2 * elements.count)
        // At the exact ends the screens show themselves: backdrop plus element can differ from
        // the screen by a pixel's anti-aliasing at rounded corners.
        let atEnd = progress <= 0 || progress == 1
        let hidesElements = !elements.isEmpty && !atEnd
        s.layers.append(
            Layer(id: "from", content: .snapshot(hidesElements ? .backdrop(.from) : .screen(.from)), frame: bounds))
        s.layers.append(
            Layer(id: "to", content: .snapshot(hidesElements ? .backdrop(.to) : .screen(.to)), frame: bounds)
                .with(\.opacity, clamp01(progress)))
        for e in elements where !atEnd {
            let state = Self.state(of: e, at: progress)
            // Both snapshots stay opaque through the middle so the element never turns see-through.
            var start = Layer(
                id: "element." + e.id + ".from", content: .snapshot(.element(e.id, .from)), frame: state.frame)
            start.cornerRadius = state.cornerRadius
            start.opacity = clamp01(2 * (1 - progress))
            var end = Layer(id: "element." + e.id + ".to", content: .snapshot(.element(e.id, .to)), frame: state.frame)
            end.cornerRadius = state.cornerRadius
            end.opacity = clamp01(2 * progress)
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
    /// Shared elements travel between their frames while the screens cross-fade.
    public static func magicMove(
        duration: Double = MagicMove.durationParameter.default, curve: TimingCurve = MagicMove.curveParameter.default,
        spring: Bool = MagicMove.springParameter.default, damping: Double = MagicMove.dampingParameter.default
    ) -> MagicMove {
        MagicMove(duration: duration, curve: curve, spring: spring, damping: damping)
    }
}
