/// The new screen slides in from an edge over the old one, which stays still; back slides it out.
///
/// ```swift
/// let effect: some Effect = .slide(from: .bottom)
/// ```
public struct Slide: Effect {
    public static let descriptor = EffectDescriptor(
        Slide.self, name: "slide", summary: "The new screen slides in from an edge over the old one.",
        parameters: [
            .choice("from", default: Edge.trailing, "The edge the new screen enters from."),
            ParameterSpec("duration", .number(0.01...10), default: .number(0.35), "Run time in seconds."),
        ])

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = .trailing, duration: Double = 0.35) { self.edge = edge; self.duration = duration }
    public init(parameters p: ParameterValues) {
        self.init(from: p.choice("from", Edge.trailing), duration: p.number("duration", 0.35))
    }

    public var parameters: ParameterValues {
        ParameterValues(["from": .choice(edge.rawValue), "duration": .number(duration)])
    }
    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        var s = Scene.showing(.from, in: context)
        let off = edge.offscreenOffset(in: context) * (1 - progress)
        s.layers.append(
            Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds)
                .with(\.position, context.bounds.center + off))
        return s
    }
}

extension Effect where Self == Slide {
    /// The new screen slides in from `edge`.
    public static func slide(from edge: Edge = .trailing, duration: Double = 0.35) -> Slide {
        Slide(from: edge, duration: duration)
    }
}
