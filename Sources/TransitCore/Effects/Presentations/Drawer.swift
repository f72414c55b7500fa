/// XWTransition's drawer: the new screen slides in from an edge and stops after `distance`,
/// leaving the rest of the old screen visible (a tap there or a pan closes it). The drawer shows
/// the new screen's far side (the strip next to the opening edge), as the original slides the
/// whole screen in from off-screen.
///
/// The old screen reacts in one of three styles: `plain` scales it by `scaleRatio` under the
/// drawer; `parallax` (XW's QQ style) keeps it on top and slides it away by the whole distance,
/// uncovering the drawer, which follows at half speed underneath; `flip` (XW's Taobao style) tilts it back 15
/// degrees in 3D while it shrinks (first 35% of the run), then untilts it, shifts it 8% away
/// and shrinks it further. The flip's way back re-tilts before flattening, as the original
/// does, so it is drawn as its own back variant; the other styles play forward reversed.
///
/// ```swift
/// let effect: some Effect = .drawer(from: .leading, distance: 280, style: .parallax)
/// ```
public struct Drawer: PartialPresentation, DeclaredEffect {
    /// How the old screen moves while the drawer opens.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// The old screen scales about its centre by `scaleRatio`.
        case plain
        /// The old screen, on top, slides away by the drawer's distance; the drawer follows at half speed.
        case parallax
        /// The old screen tilts back in 3D, then flattens, shifts and shrinks.
        case flip
    }

    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Drawer.edge, "from", default: Edge.leading, "The edge the drawer slides in from.")
    @usableFromInline static let distanceParameter = EffectParameter.number(
        \Drawer.distance, "distance", 0...100_000,
        "How far the drawer opens, in points; 0 is the whole width or height; default 250, as XW's demo.")
    @usableFromInline static let styleParameter = EffectParameter.choice(
        \Drawer.style, "style", default: Style.parallax, "How the old screen moves: plain, parallax or flip.")
    @usableFromInline static let scaleRatioParameter = EffectParameter.number(
        \Drawer.scaleRatio, "scaleRatio", 0.1...1,
        "The old screen's final scale; default 1 (plain, parallax: unscaled, as XW), 0.8 (flip).")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Drawer.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Drawer>] = [
        fromParameter, distanceParameter, styleParameter, scaleRatioParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Drawer.self, name: "drawer",
        summary: "The new screen slides in from an edge part-way over the old one, which scales, slides or tilts back.")
    public static var defaults: Drawer { Drawer() }

    public var edge: Edge
    public var distance: Double?
    public var style: Style
    public var scaleRatio: Double?
    public var duration: Double

    public init(
        from edge: Edge = Drawer.fromParameter.default, distance: Double? = Drawer.distanceParameter.default,
        style: Style = Drawer.styleParameter.default, scaleRatio: Double? = Drawer.scaleRatioParameter.default,
        duration: Double = Drawer.durationParameter.default
    ) {
        self.edge = edge
        self.distance = distance
        self.style = style
        self.scaleRatio = scaleRatio
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }
    public var hasOwnBackVariant: Bool { style == .flip }

    /// The old screen's final scale.
    public var resolvedScaleRatio: Double { min(max(scaleRatio ?? (style == .flip ? 0.8 : 1), 0.1), 1) }

    /// The distance XW's demo opens its drawer from the left (XWDrawerFromController.m line 63).
    public static let demoDistance = 250.0

    /// How far the drawer opens in a context, in points.
    public func openDistance(in context: TransitionContext) -> Double {
        let full = edge.isHorizontal ? context.size.width : context.size.height
        guard let d = distance else { return min(Self.demoDistance, full) }
        return d <= 0 ? full : min(d, full)
    }

    /// The open drawer's frame in the container.
    public func drawerFrame(in context: TransitionContext) -> Rect {
        let d = openDistance(in: context)
        let w = context.size.width
        let h = context.size.height
        switch edge.resolved(for: context.layoutDirection) {
        case .left: return Rect(x: 0, y: 0, width: d, height: h)
        case .right: return Rect(x: w - d, y: 0, width: d, height: h)
        case .top: return Rect(x: 0, y: 0, width: w, height: d)
        default: return Rect(x: 0, y: h - d, width: w, height: d)
        }
    }

    /// The part of the container the open drawer leaves uncovered, where the old screen shows and
    /// a host puts its tap-to-close target (`.zero` when the drawer opens fully).
    public func uncoveredRegion(in context: TransitionContext) -> Rect {
        let d = openDistance(in: context)
        let w = context.size.width
        let h = context.size.height
        switch edge.resolved(for: context.layoutDirection) {
        case .left: return d < w ? Rect(x: d, y: 0, width: w - d, height: h) : .zero
        case .right: return d < w ? Rect(x: 0, y: 0, width: w - d, height: h) : .zero
        case .top: return d < h ? Rect(x: 0, y: d, width: w, height: h - d) : .zero
        default: return d < h ? Rect(x: 0, y: 0, width: w, height: h - d) : .zero
        }
    }

    /// The open drawer over the rest of the old screen: what stays after presenting.
    public func restingScene(in context: TransitionContext) -> Scene {
        var c = context
        c.direction = .forward
        return scene(at: 1, in: c)
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if context.direction == .back && hasOwnBackVariant {
            // The drawer is the screen being left; the old screen comes back from its flip.
            let pose = flipPose(back: progress)
            return layout(open: 1 - progress, flip: pose, drawer: .from, under: .to, in: context)
        }
        return layout(
            open: progress, flip: style == .flip ? flipPose(forward: progress) : nil, drawer: .to, under: .from,
            in: context)
    }

    /// The flip style's pose of the old screen: tilt angle in degrees, scale, shift as a fraction.
    struct FlipPose { var tilt: Double, scale: Double, shift: Double }

    private static let tiltStage = Stage(0...0.35), flattenStage = Stage(0.35...1)

    private var stepOneScale: Double { min(1, resolvedScaleRatio + 0.15) }
    /// The original's tilt: 15 degrees, more when the first-stage scale is smaller.
    private var tiltDegrees: Double { 15 * (1 + (0.95 - stepOneScale) * 3) }

    func flipPose(forward p: Double) -> FlipPose {
        let u = Self.tiltStage.progress(at: p)
        let v = Self.flattenStage.progress(at: p)
        return FlipPose(
            tilt: tiltDegrees * (u - v), scale: mix(mix(1, stepOneScale, u), resolvedScaleRatio, v), shift: 0.08 * v)
    }

    func flipPose(back p: Double) -> FlipPose {
        let u = Self.tiltStage.progress(at: p)
        let v = Self.flattenStage.progress(at: p)
        return FlipPose(
            tilt: tiltDegrees * (u - v), scale: mix(mix(resolvedScaleRatio, stepOneScale, u), 1, v),
            shift: 0.08 * (1 - u))
    }

    /// `lerp` that returns its ends exactly at 0 and 1, so the poses where the flip's stages meet
    /// (and the forward end and back start) are equal to the last bit.
    private func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { t <= 0 ? a : t >= 1 ? b : lerp(a, b, t) }

    /// The part of the new screen the open drawer shows: the original lays the whole screen out
    /// off-screen past the edge and slides it in by `distance`, so what shows is the new screen's
    /// far side, the strip next to the drawer's opening edge (XWDrawerAnimator.m lines 68-72).
    public func drawerContentsRect(in context: TransitionContext) -> Rect {
        let d = openDistance(in: context)
        let w = context.size.width
        let h = context.size.height
        let strip: Rect
        switch edge.resolved(for: context.layoutDirection) {
        case .left: strip = Rect(x: w - d, y: 0, width: d, height: h)
        case .right: strip = Rect(x: 0, y: 0, width: d, height: h)
        case .top: strip = Rect(x: 0, y: h - d, width: w, height: d)
        default: strip = Rect(x: 0, y: 0, width: w, height: d)
        }
        return strip.normalized(in: context.size)
    }

    private func layout(open t: Double, flip: FlipPose?, drawer: Side, under: Side, in context: TransitionContext)
        -> Scene
    {
        let bounds = context.bounds
        let d = openDistance(in: context)
        let physical = edge.resolved(for: context.layoutDirection)
        let out = edge.outward(for: context.layoutDirection)
        var s = Scene(size: context.size)
        s.layers.reserveCapacity(2)

        var old = Layer(id: "old", content: .snapshot(.screen(under)), frame: bounds)
        switch style {
        case .plain: old.transform = .scale(lerp(1, resolvedScaleRatio, t))
        case .parallax:
            // The old screen stays on top and slides away by the whole distance, uncovering the
            // drawer (XWDrawerAnimator.m lines 60-62 and 84).
            old.position = bounds.center - out * (d * t)
            old.transform = .scale(lerp(1, resolvedScaleRatio, t))
        case .flip:
            if let pose = flip { old.transform = Self.transform(pose, edge: physical, size: context.size) }
        }

        // The drawer travels the whole distance, or half of it underneath the old screen in the
        // parallax style, starting half-way in (XWDrawerAnimator.m lines 61 and 68-72).
        let travel = style == .parallax ? d / 2 : d
        let rest = drawerFrame(in: context)
        let newScreen = Layer(
            id: "drawer", content: .snapshot(.screen(drawer), contentsRect: drawerContentsRect(in: context)),
            frame: rest
        )
        .with(\.position, rest.center + out * (travel * (1 - t)))
        s.layers.append(contentsOf: style == .parallax ? [newScreen, old] : [old, newScreen])
        return s
    }

    /// Tilt about the axis along the edge (perspective m34 = -1/900, as the original), then
    /// scale, then shift away from the edge. Flat poses stay affine.
    static func transform(_ pose: FlipPose, edge: Edge, size: Size) -> Transform3D {
        let vertical = !edge.isHorizontal
        let tiltSign: Double = edge == .left || edge == .bottom ? 1 : -1
        let shiftSign: Double = edge == .right || edge == .bottom ? -1 : 1
        var t = Transform3D.scale(pose.scale)
        if pose.tilt != 0 {
            t = Transform3D.rotation(.degrees(pose.tilt * tiltSign), x: vertical ? 1 : 0, y: vertical ? 0 : 1, z: 0)
                .concatenating(t)
        }
        if pose.shift != 0 {
            t = t.translated(
                x: vertical ? 0 : size.width * pose.shift * shiftSign,
                y: vertical ? size.height * pose.shift * shiftSign : 0)
        }
        return pose.tilt != 0 ? t.concatenating(.perspective(eyeDistance: 900)) : t
    }
}

extension Effect where Self == Drawer {
    /// The new screen slides in from `edge` part-way (`distance` points; 0 = fully).
    public static func drawer(
        from edge: some EdgeConvertible = Drawer.fromParameter.default,
        distance: Double? = Drawer.distanceParameter.default,
        style: Drawer.Style = Drawer.styleParameter.default,
        scaleRatio: Double? = Drawer.scaleRatioParameter.default, duration: Double = Drawer.durationParameter.default
    ) -> Drawer {
        Drawer(from: edge.transitEdge, distance: distance, style: style, scaleRatio: scaleRatio, duration: duration)
    }
}
