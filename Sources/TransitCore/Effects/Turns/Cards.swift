#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// VCTransitionsLibrary's cards: the old screen drops back (it tilts away briefly, shrinks, slides
/// up a little and darkens) while the new screen rises from below like the next card of a stack.
///
/// ```swift
/// let effect: some Effect = .cards()
/// ```
public struct Cards: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Cards.edge, "from", default: Edge.bottom, "The edge the new screen rises from.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Cards.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Cards>] = [fromParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Cards.self, name: "cards", summary: "The old screen drops back like a card as the new one rises from below.")
    public static var defaults: Cards { Cards() }

    /// The old screen's motion: its share of the run and its curve.
    static let dropStage = Stage(0...0.6, curve: .easeInEaseOut)
    /// The new screen's rise, with a slight overshoot standing in for the original's intended spring.
    static let riseStage = Stage(0.4...1, curve: TimingCurve(0.3, 1.2, 0.55, 1))
    /// How far the old screen leans away at the height of its drop.
    static let tilt = Angle.degrees(15)
    /// The old screen's scale once dropped back.
    static let droppedScale = 0.8
    /// How far the old screen moves away from the rising card, as a fraction of the screen.
    static let droppedShift = 0.08
    /// How dark the old screen ends (the original fades it to 0.6 over black).
    static let droppedShade = 0.4

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = Cards.fromParameter.default, duration: Double = Cards.durationParameter.default) {
        self.edge = edge
        self.duration = duration
    }

    public var timing: Timing { .curve(.linear, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let from = edge.resolved(for: context.layoutDirection)
        let far = from.opposite
        let length = ClassicGeometry.length(along: from, in: context.size)
        let drop = Self.dropStage.progress(at: progress)
        let rise = Self.riseStage.progress(at: progress)
        let away = far.outward(for: .leftToRight) * (Self.droppedShift * length * drop)
        var old = ClassicGeometry.screen(.from, id: "from", in: context)
        old.transform = Transform3D.scale(lerp(1, Self.droppedScale, drop))
            .concatenating(ClassicGeometry.tilt(Self.tilt * sin(.pi * drop), lowering: far))
            .translated(x: away.dx, y: away.dy)
        let new = ClassicGeometry.screen(.to, id: "to", in: context)
            .with(\.position, context.bounds.center + from.offscreenOffset(in: context) * (1 - rise))
        return Scene(
            size: context.size, eyeDistance: ClassicGeometry.eyeDistance(turning: length),
            layers: [
                old, ClassicGeometry.shade(over: old, id: "shade", opacity: Self.droppedShade * drop), new,
            ])
    }
}

extension Effect where Self == Cards {
    /// The old screen drops back as the new one rises from `edge`.
    public static func cards(
        from edge: some EdgeConvertible = Cards.fromParameter.default,
        duration: Double = Cards.durationParameter.default
    ) -> Cards {
        Cards(from: edge.transitEdge, duration: duration)
    }
}
