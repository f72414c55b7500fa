/// XWTransition's scanning: a bright scan line sweeps across from the `from` edge, wiping the old
/// screen away behind it to reveal the new one, then runs back across the new screen and leaves
/// by the edge it came in from.
///
/// The sweep takes the first 70% of the run and the return the rest, as in the original. The
/// line is drawn here (no image): a soft glow of `color` around a white core, built from two
/// gradient layers. It starts and ends just off-screen, so the first and last frames are
/// exactly the screens.
///
/// ```swift
/// let effect: some Effect = .scanning(from: .top)
/// ```
public struct Scanning: DeclaredEffect {
    public static let fromParameter = EffectParameter.choice(
        \Scanning.edge, "from", default: Edge.leading, "The edge the scan line starts from.")
    public static let colorParameter = EffectParameter.color(
        \Scanning.color, "color", default: Scanning.defaultColor, "Colour of the line's glow.")
    public static let durationParameter = EffectParameter.duration(\Scanning.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Scanning>] = [
        fromParameter, colorParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Scanning.self, name: "scanning",
        summary: "A glowing scan line sweeps across, wiping the old screen away, then runs back.")
    public static var defaults: Scanning { Scanning() }

    /// A pale electric blue.
    public static let defaultColor = Color(hex: 0x8FDcFF)
    /// The part of the run spent sweeping across; the rest is the return.
    public static let sweepFraction = 0.7
    /// Width of the line's glow in points; the white core is half of it (the original's line was 18 points).
    public static let glowWidth = 36.0
    static let coreWidth = 18.0

    public var edge: Edge
    public var color: Color
    public var duration: Double

    public init(
        from edge: Edge = Scanning.fromParameter.default, color: Color = Scanning.colorParameter.default,
        duration: Double = Scanning.durationParameter.default
    ) {
        self.edge = edge; self.color = color; self.duration = duration
    }

    public var timing: Timing { .curve(.linear, duration: duration) }

    /// Where the centre of the line is at `progress`, as a distance from the `from` edge in
    /// points: from just outside that edge to just outside the opposite one, then back.
    public func linePosition(at progress: Double, length: Double) -> Double {
        let outside = Self.glowWidth / 2
        let t =
            progress <= Self.sweepFraction
            ? progress / Self.sweepFraction
            : 1 - (progress - Self.sweepFraction) / (1 - Self.sweepFraction)
        return lerp(-outside, length + outside, clamp01(t))
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return restingScene(in: context) }
        let travel = EdgeTravel(from: edge, in: context)
        let alongX = travel.alongX, length = travel.length, across = travel.across, fromFar = travel.startsFar
        // The wipe edge follows the line on its way across and stays at the far side after.
        let d = linePosition(at: progress, length: length)
        let wiped = progress < Self.sweepFraction ? min(max(d, 0), length) : length
        let u = fromFar ? length - d : d

        var s = Scene.showing(.to, in: context)
        s.layers.reserveCapacity(4)
        if wiped < length {
            let rest = fromFar ? travel.band(0, length - wiped) : travel.band(wiped, length)
            s.layers.append(
                Layer(id: "from", content: .snapshot(.screen(.from)), frame: context.bounds)
                    .with(\.mask, Mask(.rect(rest))))
        }
        for (id, width, peak) in [("glow", Self.glowWidth, 0.55), ("core", Self.coreWidth, 1.0)] {
            let tint = id == "glow" ? color : .white
            let g = Gradient(
                stops: [
                    .init(0, tint.withAlpha(0)), .init(0.35, tint.withAlpha(peak * 0.6)),
                    .init(0.5, tint.withAlpha(peak)), .init(0.65, tint.withAlpha(peak * 0.6)),
                    .init(1, tint.withAlpha(0)),
                ],
                start: .zero, end: alongX ? Point(x: 1, y: 0) : Point(x: 0, y: 1))
            let frame =
                alongX
                ? Rect(x: u - width / 2, y: 0, width: width, height: across)
                : Rect(x: 0, y: u - width / 2, width: across, height: width)
            s.layers.append(Layer(id: "line-" + id, content: .gradient(g), frame: frame))
        }
        return s
    }
}

extension Effect where Self == Scanning {
    /// A glowing scan line sweeps from `edge`, wiping the old screen away, then runs back.
    public static func scanning(
        from edge: Edge = Scanning.fromParameter.default, color: Color = Scanning.colorParameter.default,
        duration: Double = Scanning.durationParameter.default
    )
        -> Scanning
    {
        Scanning(from: edge, color: color, duration: duration)
    }
}
