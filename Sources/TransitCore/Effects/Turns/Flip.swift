/// Which way a card flip turns: `horizontal` turns the screen over about its vertical centre line
/// (the leading side moving away first), `vertical` about its horizontal centre line (the top
/// moving away first).
public enum FlipAxis: String, Hashable, Sendable, Codable, CaseIterable {
    case horizontal, vertical
}

/// A 3D card flip of the whole screen: the old screen turns away about its centre line to edge-on,
/// then the new screen, on the card's back, turns the rest of the way into place, with perspective.
///
/// ```swift
/// let effect: some Effect = .flip(axis: .vertical)
/// ```
public struct Flip: DeclaredEffect {
    @usableFromInline static let axisParameter = EffectParameter.choice(
        \Flip.axis, "axis", default: FlipAxis.horizontal,
        "horizontal turns about the vertical centre line (mirrored right to left), vertical about the horizontal one.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Flip.duration, default: 0.6)
    public static let declaredParameters: [any ParameterDeclaration<Flip>] = [axisParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Flip.self, name: "flip", summary: "A 3D card flip: the old screen turns over to show the new one on its back.")
    public static var defaults: Flip { Flip() }

    public var axis: FlipAxis
    public var duration: Double

    public init(axis: FlipAxis = Flip.axisParameter.default, duration: Double = Flip.durationParameter.default) {
        self.axis = axis
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let lowered = axis == .horizontal ? Edge.leading.resolved(for: context.layoutDirection) : .top
        return ClassicScenes.turn(anchor: Point(x: 0.5, y: 0.5), lowering: lowered, progress: progress, in: context)
    }
}

extension Effect where Self == Flip {
    /// A card flip of the whole screen about its `axis` centre line.
    public static func flip(
        axis: FlipAxis = Flip.axisParameter.default, duration: Double = Flip.durationParameter.default
    ) -> Flip {
        Flip(axis: axis, duration: duration)
    }
}
