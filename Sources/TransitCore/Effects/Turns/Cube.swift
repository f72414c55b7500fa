/// XTTransitionAnimations' cube: the two screens are neighbouring faces of a box that turns a
/// quarter turn in perspective, bringing the new screen round from an edge.
///
/// The box is as deep as the screen is wide (or high, turning from the top or bottom), so its
/// faces meet at a right angle; the eye sits at the original's distance, 700/414 of that
/// extent. Back turns it the other way.
///
/// ```swift
/// let effect: some Effect = .cube(from: .trailing)
/// ```
public struct Cube: DeclaredEffect {
    public static let fromParameter = EffectParameter.choice(
        \Cube.edge, "from", default: Edge.trailing, "The edge the new face turns in from.")
    public static let durationParameter = EffectParameter.duration(\Cube.duration, default: 0.8)
    public static let declaredParameters: [any ParameterDeclaration<Cube>] = [fromParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Cube.self, name: "cube",
        summary: "The screens are faces of a cube that turns a quarter turn to bring the new one round.")
    public static var defaults: Cube { Cube() }

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = Cube.fromParameter.default, duration: Double = Cube.durationParameter.default) {
        self.edge = edge; self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let physical = edge.resolved(for: context.layoutDirection)
        let horizontal = physical.isHorizontal
        let extent = horizontal ? context.size.width : context.size.height
        var s = Scene(size: context.size, eyeDistance: extent * 700 / 414)
        s.layers.reserveCapacity(2)
        // Turning towards +angle brings the face on the right (about y) or the top (about x) to the front.
        let sign: Double = physical == .right || physical == .top ? 1 : -1
        let quarter = 90.0 * sign
        s.layers.append(face(.from, angle: -quarter * progress, horizontal: horizontal, depth: extent / 2, in: context))
        s.layers.append(
            face(.to, angle: quarter * (1 - progress), horizontal: horizontal, depth: extent / 2, in: context))
        return s
    }

    /// A screen as a face of the box, turned by `angle` degrees about the box's axis.
    private func face(_ side: Side, angle: Double, horizontal: Bool, depth: Double, in context: TransitionContext)
        -> Layer
    {
        var l = Layer(id: side.rawValue, content: .snapshot(.screen(side)), frame: context.bounds)
        l.isDoubleSided = false
        if angle != 0 {
            l.transform = Transform3D.translation(x: 0, y: 0, z: depth)
                .rotated(.degrees(angle), x: horizontal ? 0 : 1, y: horizontal ? 1 : 0, z: 0)
                .translated(x: 0, y: 0, z: -depth)
        }
        return l
    }
}

extension Effect where Self == Cube {
    /// The screens turn as faces of a cube, the new one coming round from `edge`.
    public static func cube(
        from edge: Edge = Cube.fromParameter.default, duration: Double = Cube.durationParameter.default
    ) -> Cube {
        Cube(from: edge, duration: duration)
    }
}
