/// VCTransitionsLibrary's NatGeo: the old screen swings open about its leading edge like a book
/// cover, into the distance, while the new screen swings in from beside it, tilted and nearer the
/// viewer, and settles flat in its place.
///
/// ```swift
/// let effect: some Effect = .natGeo(from: .trailing)
/// ```
public struct NatGeo: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \NatGeo.edge, "from", default: Edge.trailing,
        "The edge the new screen swings in from; the old screen is hinged on the opposite one.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\NatGeo.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<NatGeo>] = [fromParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        NatGeo.self, name: "natgeo",
        summary: "The old screen swings open like a book cover as the new one swings in from the side.")
    public static var defaults: NatGeo { NatGeo() }

    /// The old screen starts swinging after a fifth of the run, as in the original.
    static let swingStage = Stage(0.2...1, curve: .easeInEaseOut)
    /// The new screen moves for the whole run.
    static let arrivalStage = Stage(0...1, curve: .easeInEaseOut)
    /// How far the old screen swings open.
    static let swing = Angle.degrees(80)

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = NatGeo.fromParameter.default, duration: Double = NatGeo.durationParameter.default) {
        self.edge = edge
        self.duration = duration
    }

    public var timing: Timing { .curve(.linear, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let from = edge.resolved(for: context.layoutDirection)
        let along = ClassicGeometry.length(along: from, in: context.size)
        let across = from.isHorizontal ? context.size.height : context.size.width
        let swing = Self.swingStage.progress(at: progress)
        let rest = 1 - Self.arrivalStage.progress(at: progress)

        // Both motions are written for a new screen arriving from the right, then mirrored onto `from`.
        var old = ClassicGeometry.screen(.from, id: "from", in: context)
        old.setAnchorPoint(ClassicGeometry.anchor(on: from.opposite))
        old.transform = ClassicGeometry.conjugated(
            Transform3D.translation(x: 0.5 * along * swing, y: 0, z: -0.1 * along * swing)
                .rotated(Self.swing * swing, x: 0, y: 1, z: 0), to: from)
        let new = ClassicGeometry.screen(.to, id: "to", in: context).with(
            \.transform,
            ClassicGeometry.conjugated(
                Transform3D.rotation(.degrees(10 * rest), x: 1, y: 0, z: 0)
                    .rotated(.degrees(-45 * rest), x: 0, y: 1, z: 0)
                    .translated(x: 1.05 * along * rest, y: -0.08 * across * rest, z: 0.45 * along * rest)
                    .rotated(.degrees(5 * rest), x: 0, y: 0, z: 1), to: from))
        return Scene(
            size: context.size, eyeDistance: ClassicGeometry.eyeDistance(turning: along) * 0.65, layers: [old, new])
    }
}

extension Effect where Self == NatGeo {
    /// The old screen swings open like a book cover as the new one swings in from `edge`.
    public static func natGeo(
        from edge: some EdgeConvertible = NatGeo.fromParameter.default,
        duration: Double = NatGeo.durationParameter.default
    ) -> NatGeo {
        NatGeo(from: edge.transitEdge, duration: duration)
    }
}
