/// XWTransition's lines: both screens are cut into thin strips; the old screen's strips slide
/// away by random distances while the new screen's strips slide in from random offsets, on a
/// spring.
///
/// With the `horizontal` axis the strips are rows that slide towards the leading edge (the new
/// ones arrive from the trailing edge), each travelling 1 to 8 screen widths, so they leave and
/// arrive at scattered times. With `vertical` they are columns that slide up and down in
/// alternation, 1 to 4 screen heights. Strips are `thickness` points thick (pixel-snapped) and
/// are regions of one snapshot per screen; every distance comes from `seed`.
///
/// The back is a fresh run from the screen being left, as the original's (XWCoolAnimator+XWLines.m
/// runs one animation both ways): rows leave towards the trailing edge (the screen underneath
/// comes back from the leading edge), columns alternate as forward, the first going up, and the
/// spring overshoots going back as it does forward.
///
/// ```swift
/// let effect: some Effect = .lines(axis: .vertical, thickness: 6, seed: 3)
/// ```
public struct Lines: DeclaredEffect {
    /// The direction the strips run and slide in.
    public enum Axis: String, Hashable, Sendable, Codable, CaseIterable {
        /// Rows sliding sideways.
        case horizontal
        /// Columns sliding up and down.
        case vertical
    }

    @usableFromInline static let axisParameter = EffectParameter.choice(
        \Lines.axis, "axis", default: Axis.horizontal, "Rows sliding sideways, or columns sliding up and down.")
    @usableFromInline static let thicknessParameter = EffectParameter.number(
        \Lines.thickness, "thickness", 1...200, default: 4, "Strip thickness in points.")
    @usableFromInline static let seedParameter = EffectParameter.integer(
        \Lines.seed, "seed", 0...Int(Int32.max), default: 0, "Seed of the strips' distances.")
    @usableFromInline static let durationParameter = EffectParameter.duration(
        \Lines.duration, default: 1, "How long the spring takes to settle, in seconds.")
    public static let declaredParameters: [any ParameterDeclaration<Lines>] = [
        axisParameter, thicknessParameter, seedParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Lines.self, name: "lines",
        summary: "Both screens cut into thin strips: the old ones slide away, the new ones slide in.")
    public static var defaults: Lines { Lines() }

    public var axis: Axis
    public var thickness: Double
    public var seed: Int
    public var duration: Double

    public init(
        axis: Axis = Lines.axisParameter.default, thickness: Double = Lines.thicknessParameter.default,
        seed: Int = Lines.seedParameter.default, duration: Double = Lines.durationParameter.default
    ) {
        self.axis = axis
        self.thickness = max(thickness, 1)
        self.seed = seed
        self.duration = duration
    }

    /// The original's spring (damping 0.8), settling in `duration`.
    public var timing: Timing { .spring(Spring(dampingRatio: 0.8, settlingWithin: duration)) }

    /// The back is its own run: the original animates the screen being left the same way.
    public var hasOwnBackVariant: Bool { true }

    /// The range of distances, in screen lengths along the motion.
    static func travel(_ axis: Axis) -> ClosedRange<Double> { axis == .horizontal ? 1...8 : 1...4 }

    /// The number of strips each screen is cut into.
    public func stripCount(in size: Size) -> Int {
        let across = axis == .horizontal ? size.height : size.width
        return pixelSnappedCuts(length: across, step: thickness, scale: 1).count - 1
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        // Only the exact ends are the bare screens: a spring's overshoot beyond either keeps moving.
        if progress == 0 { return .showing(.from, in: context) }
        if progress == 1 { return .showing(.to, in: context) }
        let size = context.size
        let slidesAlongX = axis == .horizontal
        let length = slidesAlongX ? size.width : size.height
        let cuts = pixelSnappedCuts(
            length: slidesAlongX ? size.height : size.width, step: thickness, scale: context.scale)
        let n = cuts.count - 1
        // Rows leave towards the leading edge (the trailing edge going back); columns alternate,
        // the first going up, both ways.
        let leadingIsRight = Edge.leading.resolved(for: context.layoutDirection) == .right
        let leading: Double = leadingIsRight == (context.direction == .forward) ? 1 : -1
        let travel = Self.travel(axis)
        var outgoing = SeededGenerator(seed: seed)
        var incoming = SeededGenerator(seed: ~seed)

        var s = Scene(size: size)
        s.layers.reserveCapacity(2 * n)
        for i in 0..<n {
            let sign = slidesAlongX ? leading : (i % 2 == 0 ? -1.0 : 1.0)
            let outShift = sign * outgoing.next(in: travel) * length * progress
            let inShift = -sign * incoming.next(in: travel) * length * (1 - progress)
            let region = band(cuts[i], cuts[i + 1], alongX: !slidesAlongX, in: size)
            appendStrip(i, of: .from, region: region, shift: outShift, length: length, alongX: slidesAlongX, into: &s)
            appendStrip(i, of: .to, region: region, shift: inShift, length: length, alongX: slidesAlongX, into: &s)
        }
        return s
    }

    /// Adds strip `i` of a screen moved by `shift` along the motion, unless it is wholly off-screen.
    @inline(__always)
    private func appendStrip(
        _ i: Int, of side: Side, region: Rect, shift: Double, length: Double, alongX: Bool,
        into s: inout Scene
    ) {
        guard abs(shift) < length else { return }
        var strip = Layer.tile(tileID(side == .from ? .from : .to, i), of: side, region: region, in: s.size)
        if alongX { strip.position.x += shift } else { strip.position.y += shift }
        s.layers.append(consume strip)
    }
}

extension Effect where Self == Lines {
    /// Both screens cut into strips `thickness` points thick that slide along `axis`, scattered by `seed`.
    public static func lines(
        axis: Lines.Axis = Lines.axisParameter.default, thickness: Double = Lines.thicknessParameter.default,
        seed: Int = Lines.seedParameter.default, duration: Double = Lines.durationParameter.default
    )
        -> Lines
    {
        Lines(axis: axis, thickness: thickness, seed: seed, duration: duration)
    }
}
