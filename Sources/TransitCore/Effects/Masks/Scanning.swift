/// XWTransition's scanning: a bright scan line sweeps across from the `from` edge, wiping the old
/// screen away behind it to reveal the new one, then runs back across the new screen and leaves
/// by the edge it came in from.
///
/// The sweep takes the first 70% of the run and the return the rest, and the whole run is eased
/// in and out, as in the original. The line is drawn here (no image): an 18-point bar of `color`
/// (white by default), soft across its width, one and a half times the screen long and centred
/// on it, so it fades towards the screen's ends. It starts and ends just off-screen, so the first
/// and last frames are exactly the screens (the original's started 4 points in). The back scans
/// the screen being left afresh from the opposite edge, as the original does (its back switch
/// passes the opposite direction): the wipe comes first and the line returns last. (So in SwiftUI
/// an inserted view would stand still under the wipe in both readings, and `InViewTransition`
/// plays the cross-fade instead.)
///
/// ```swift
/// let effect: some Effect = .scanning(from: .top)
/// ```
public struct Scanning: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Scanning.edge, "from", default: Edge.leading, "The edge the scan line starts from.")
    @usableFromInline static let colorParameter = EffectParameter.color(
        \Scanning.color, "color", default: Scanning.defaultColor, "Colour of the bar.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Scanning.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Scanning>] = [
        fromParameter, colorParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Scanning.self, name: "scanning",
        summary: "A glowing scan line sweeps across, wiping the old screen away, then runs back.")
    public static var defaults: Scanning { Scanning() }

    /// White, as the original's line image (XWCoolAnimator+XWScanning.m line 33: `line.png`).
    public static let defaultColor = Color.white
    /// The part of the run spent sweeping across; the rest is the return.
    public static let sweepFraction = 0.7
    /// Width of the bar in points (XWCoolAnimator+XWScanning.m lines 39 and 44: 18 points).
    public static let barWidth = 18.0
    /// The bar's length over the screen's (lines 39 and 44: `height * 1.5`).
    public static let lengthFactor = 1.5
    /// Strips the bar is drawn with.
    static let strips = 9
    static let stripIDs = (0..<strips).map { "scan-\($0)" }

    public var edge: Edge
    public var color: Color
    public var duration: Double

    public init(
        from edge: Edge = Scanning.fromParameter.default, color: Color = Scanning.colorParameter.default,
        duration: Double = Scanning.durationParameter.default
    ) {
        self.edge = edge
        self.color = color
        self.duration = duration
    }

    /// The original's keyframe animation runs ease-in-out overall (XWCoolAnimator+XWScanning.m
    /// line 58: `animateKeyframesWithDuration:... options:0`).
    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }
    /// The back is a fresh scan of the screen being left, from the opposite edge, as the original
    /// runs the same animation for the back (XWCoolAnimator+XWScanning.m lines 18-19) with the
    /// opposite direction (XWCoolAnimator.m lines 157-170: ScanningFromLeft's back passes 1).
    public var hasOwnBackVariant: Bool { true }

    /// Where the centre of the line is at `progress`, as a distance from the `from` edge in
    /// points: from just outside that edge to just outside the opposite one, then back.
    public func linePosition(at progress: Double, length: Double) -> Double {
        let outside = Self.barWidth / 2
        let t =
            progress <= Self.sweepFraction
            ? progress / Self.sweepFraction
            : 1 - (progress - Self.sweepFraction) / (1 - Self.sweepFraction)
        return lerp(-outside, length + outside, clamp01(t))
    }

    /// The bar's opacity across its width, at `u` in -1...1 from one side to the other: solid in
    /// the middle fifth, falling smoothly to nothing at the sides.
    static func crossProfile(_ u: Double) -> Double {
        let t = clamp01((1 - abs(u)) / 0.8)
        return t * t * (3 - 2 * t)
    }

    /// The bar's opacity along its length (1.5 times the screen, centred on it): fading in over
    /// the first quarter and out over the last, so it fades near the screen's two ends.
    static let lengthStops: [(Double, Double)] = [
        (0, 0), (0.1, 0.3), (0.18, 0.8), (0.25, 1), (0.75, 1), (0.82, 0.8), (0.9, 0.3), (1, 0),
    ]

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return restingScene(in: context) }
        // Going back the scan starts at the opposite edge (XWCoolAnimator.m lines 157-170).
        let travel = EdgeTravel(from: context.direction == .back ? edge.opposite : edge, in: context)
        let alongX = travel.alongX
        let length = travel.length
        let across = travel.across
        let fromFar = travel.startsFar
        // The wipe edge follows the line on its way across and stays at the far side after.
        let d = linePosition(at: progress, length: length)
        let wiped = progress < Self.sweepFraction ? min(max(d, 0), length) : length
        let u = fromFar ? length - d : d

        var s = Scene.showing(.to, in: context)
        s.layers.reserveCapacity(2 + Self.strips)
        if wiped < length {
            let rest = fromFar ? travel.band(0, length - wiped) : travel.band(wiped, length)
            s.layers.append(
                Layer(id: "from", content: .snapshot(.screen(.from)), frame: context.bounds)
                    .with(\.mask, Mask(.rect(rest))))
        }
        // The bar: strips across its width, each a gradient along its length, so its opacity
        // is the product of the two profiles (a soft line with faded ends).
        let barLength = across * Self.lengthFactor
        let strip = Self.barWidth / Double(Self.strips)
        for i in 0..<Self.strips {
            let centre = (Double(i) + 0.5) / Double(Self.strips) * 2 - 1
            let a = Self.crossProfile(centre)
            let g = Gradient(
                stops: Self.lengthStops.map { .init($0.0, color.withAlpha($0.1 * a)) },
                start: .zero, end: alongX ? Point(x: 0, y: 1) : Point(x: 1, y: 0))
            let lo = u - Self.barWidth / 2 + Double(i) * strip
            let from = (across - barLength) / 2
            let frame =
                alongX
                ? Rect(x: lo, y: from, width: strip, height: barLength)
                : Rect(x: from, y: lo, width: barLength, height: strip)
            s.layers.append(Layer(id: Self.stripIDs[i], content: .gradient(g), frame: frame))
        }
        return s
    }
}

extension Effect where Self == Scanning {
    /// A glowing scan line sweeps from `edge`, wiping the old screen away, then runs back.
    public static func scanning(
        from edge: some EdgeConvertible = Scanning.fromParameter.default,
        color: some ColorConvertible = Scanning.colorParameter.default,
        duration: Double = Scanning.durationParameter.default
    )
        -> Scanning
    {
        Scanning(from: edge.transitEdge, color: Scanning.colorParameter.value(color), duration: duration)
    }
}
