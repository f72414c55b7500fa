/// Article 004's zoom-then-reveal: the tapped element lifts off the old screen with a shadow,
/// flies onto its place on the new screen growing to 1.1x, settles to 1x, then fades while a
/// circle spreading from its centre reveals the new screen.
///
/// The element keeps the article's shadow (radius 5, opacity 0.4) throughout and fades under
/// UIKit's default ease-in-out while the hole grows ease-out.
///
/// Each stage takes a third of the run. Behind the element the old screen gives way at once to a
/// background split at the element's centre, grey above, white below, as the article covers it
/// with that backdrop (drawn over the first `coverSpan` of the progress, about two frames, so the
/// frames stay continuous). The circle grows to the distance of the farthest corner, so the new
/// screen is whole before the backdrop goes (the article's 3/4 of the height leaves corners that
/// pop in at the end). The element is the first of `context.sharedElements`; with none, a square
/// at the centre of the screen plays its part. Back plays it in reverse.
///
/// ```swift
/// let effect: some Effect = .zoomReveal(duration: 0.9)
/// ```
public struct ZoomReveal: DeclaredEffect {
    @usableFromInline static let durationParameter = EffectParameter.duration(
        \ZoomReveal.duration, default: 0.9, "Run time in seconds; each stage takes a third.")
    @usableFromInline static let peakScaleParameter = EffectParameter.number(
        \ZoomReveal.peakScale, "peakScale", 1...3, default: 1.1, "How large the element grows while it flies.")
    @usableFromInline static let topColorParameter = EffectParameter.color(
        \ZoomReveal.topColor, "topColor", default: ZoomReveal.lightGrey, "Background above the element's centre.")
    @usableFromInline static let bottomColorParameter = EffectParameter.color(
        \ZoomReveal.bottomColor, "bottomColor", default: .white, "Background below the element's centre.")
    public static let declaredParameters: [any ParameterDeclaration<ZoomReveal>] = [
        durationParameter, peakScaleParameter, topColorParameter, bottomColorParameter,
    ]
    public static let descriptor = EffectDescriptor(
        ZoomReveal.self, name: "zoom-reveal",
        summary: "The tapped element flies onto the new screen, bounces, and a circle from it reveals the new screen.")
    public static var defaults: ZoomReveal { ZoomReveal() }

    /// UIKit's `lightGray`, the article's upper background.
    public static let lightGrey = Color(white: 2.0 / 3)

    public var duration: Double
    public var peakScale: Double
    public var topColor: Color
    public var bottomColor: Color

    public init(
        duration: Double = ZoomReveal.durationParameter.default,
        peakScale: Double = ZoomReveal.peakScaleParameter.default,
        topColor: Color = ZoomReveal.topColorParameter.default,
        bottomColor: Color = ZoomReveal.bottomColorParameter.default
    ) {
        self.duration = duration
        self.peakScale = peakScale
        self.topColor = topColor
        self.bottomColor = bottomColor
    }

    /// Linear overall; each stage eases on its own.
    public var timing: Timing { .curve(.linear, duration: duration) }

    /// The part of the progress over which the backdrop covers the old screen.
    public static let coverSpan = 0.04

    static let fly = Stage(0...(1.0 / 3), curve: .easeInEaseOut)
    static let settle = Stage((1.0 / 3)...(2.0 / 3), curve: .easeInEaseOut)
    /// The hole's growth: the article's path animation, ease-out over the last third.
    static let reveal = Stage((2.0 / 3)...1, curve: .easeOut)
    /// The element's fade over the same third: the article's third `animateWithDuration:`, UIView's
    /// default ease-in-out.
    static let fade = Stage((2.0 / 3)...1, curve: .easeInEaseOut)

    /// The element that travels: the first shared element, or a square a quarter of the shorter
    /// side wide at the centre when the context has none.
    public static func travellingElement(in context: TransitionContext) -> (element: SharedElement, isDefault: Bool) {
        if let e = context.sharedElements.first { return (e, false) }
        let side = min(context.size.width, context.size.height) / 4
        let c = context.bounds.center
        let square = Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
        return (SharedElement(id: "zoom-reveal.default", fromFrame: square, toFrame: square), true)
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let (e, isDefault) = Self.travellingElement(in: context)
        let fly = Self.fly.progress(at: progress)
        let settle = Self.settle.progress(at: progress)
        let reveal = Self.reveal.progress(at: progress)
        let size = context.size
        let bounds = context.bounds
        let target = e.toFrame.center
        var s = Scene(size: size)
        s.layers.reserveCapacity(5)

        let split = min(max(target.y, 0), size.height)
        s.layers.append(
            Layer(
                id: "background.top", content: .color(topColor),
                frame: Rect(x: 0, y: 0, width: size.width, height: split)))
        s.layers.append(
            Layer(
                id: "background.bottom", content: .color(bottomColor),
                frame: Rect(x: 0, y: split, width: size.width, height: size.height - split)))

        var to = Layer(id: "to", content: .snapshot(.screen(.to)), frame: bounds)
        if reveal < 1 {
            let radius = reveal * (CircleSpread.coveringRadius(from: target, in: size) + 1)
            to.mask = Mask(.circle(center: target, radius: radius))
            if reveal <= 0 { to.opacity = 0 }
        }
        s.layers.append(to)

        // The backdrop covers the old screen at once (over `coverSpan`). At exactly 0 the old
        // screen shows itself (its element's corners anti-alias as drawn).
        let atStart = progress <= 0
        s.layers.append(
            Layer(
                id: "from", content: .snapshot(isDefault || atStart ? .screen(.from) : .backdrop(.from)), frame: bounds
            )
            .with(\.opacity, 1 - clamp01(progress / Self.coverSpan)))

        let content: Content =
            isDefault
            ? .snapshot(.screen(.from), contentsRect: e.fromFrame.normalized(in: size))
            : .snapshot(.element(e.id, .from))
        var element = Layer(id: "element", content: content, frame: e.fromFrame.interpolated(to: e.toFrame, fly))
        element.cornerRadius = max(0, lerp(e.fromCornerRadius, e.toCornerRadius, fly))
        element.transform = .scale(1 + (peakScale - 1) * (fly - settle))
        element.opacity = atStart ? 0 : 1 - Self.fade.progress(at: progress)
        // The article's snapshot has its shadow (radius 5, opacity 0.4) from the start; at exactly
        // 0 the element is not drawn, so progress 0 is the bare old screen.
        element.shadow = Shadow(opacity: 0.4, offset: .zero, radius: 5)
        s.layers.append(element)
        return s
    }
}

extension Effect where Self == ZoomReveal {
    /// The tapped element flies onto the new screen, then a circle from it reveals the screen.
    public static func zoomReveal(
        duration: Double = ZoomReveal.durationParameter.default,
        peakScale: Double = ZoomReveal.peakScaleParameter.default,
        topColor: some ColorConvertible = ZoomReveal.topColorParameter.default,
        bottomColor: some ColorConvertible = ZoomReveal.bottomColorParameter.default
    ) -> ZoomReveal {
        ZoomReveal(
            duration: duration, peakScale: peakScale, topColor: ZoomReveal.topColorParameter.value(topColor),
            bottomColor: ZoomReveal.bottomColorParameter.value(bottomColor))
    }
}
