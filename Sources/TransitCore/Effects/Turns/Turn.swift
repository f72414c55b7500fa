/// A card flip hinged on an edge: the old screen turns away about that edge to edge-on, then the
/// new screen turns down from the viewer's side about the same edge into place, with perspective.
///
/// ```swift
/// let effect: some Effect = .turn(from: .top)
/// ```
public struct Turn: Effect {
    public static let descriptor = EffectDescriptor(
        Turn.self, name: "turn",
        summary: "A card flip hinged on an edge: the old screen turns away, the new one turns down into place.",
        parameters: [
            .choice("from", default: Edge.trailing, "The hinge edge, which the new screen turns in from."),
            ParameterSpec("duration", .number(0.01...10), default: .number(0.8), "Run time in seconds."),
        ])

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = .trailing, duration: Double = 0.8) { self.edge = edge; self.duration = duration }
    public init(parameters p: ParameterValues) {
        self.init(from: p.choice("from", Edge.trailing), duration: p.number("duration", 0.8))
    }

    public var parameters: ParameterValues {
        ParameterValues(["from": .choice(edge.rawValue), "duration": .number(duration)])
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
    public static func turn(from edge: Edge = .trailing, duration: Double = 0.8) -> Turn {
        Turn(from: edge, duration: duration)
    }
}
