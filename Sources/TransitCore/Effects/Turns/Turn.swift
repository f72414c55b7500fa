/// A card flip hinged on an edge: the old screen turns away about that edge to edge-on, then the
/// new screen turns down from the viewer's side about the same edge into place, with perspective.
///
/// ```swift
/// let effect: some Effect = .turn(from: .top)
/// ```
public struct Turn: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Turn.edge, "from", default: Edge.trailing, "The hinge edge, which the new screen turns in from.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Turn.duration, default: 0.8)
    public static let declaredParameters: [any ParameterDeclaration<Turn>] = [fromParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Turn.self, name: "turn",
        summary: "A card flip hinged on an edge: the old screen turns away, the new one turns down into place.")
    public static var defaults: Turn { Turn() }

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = Turn.fromParameter.default, duration: Double = Turn.durationParameter.default) {
        self.edge = edge
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let hinge = edge.resolved(for: context.layoutDirection)
        return ClassicScenes.turn(
            anchor: ClassicGeometry.anchor(on: hinge), lowering: hinge.opposite, progress: progress, in: context)
    }
}

extension Effect where Self == Turn {
    /// A card flip hinged on `edge`.
    public static func turn(
        from edge: some EdgeConvertible = Turn.fromParameter.default, duration: Double = Turn.durationParameter.default
    ) -> Turn {
        Turn(from: edge.transitEdge, duration: duration)
    }
}
