/// XTTransitionAnimations' cube: the two screens are neighbouring faces of a cube that turns a
/// quarter turn in perspective, bringing the new screen round from an edge, on black.
///
/// As in the original, the faces are hinged on their shared edge, which stays in the screen
/// plane and sweeps across the screen, each face in its own perspective centred on that edge
/// (the eye 700/414 of the screen's width away). Back turns it the other way.
///
/// ```swift
/// let effect: some Effect = .cube(from: .trailing)
/// ```
public struct Cube: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Cube.edge, "from", default: Edge.trailing, "The edge the new face turns in from.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Cube.duration, default: 0.8)
    public static let declaredParameters: [any ParameterDeclaration<Cube>] = [fromParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Cube.self, name: "cube",
        summary: "The screens are faces of a cube that turns a quarter turn to bring the new one round.")
    public static var defaults: Cube { Cube() }

    public var edge: Edge
    public var duration: Double

    public init(from edge: Edge = Cube.fromParameter.default, duration: Double = Cube.durationParameter.default) {
        self.edge = edge
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    /// The two faces hinge on their shared edge, which stays in the screen plane and travels from
    /// the `from` edge across to the opposite one; each face turns a quarter turn about it with its
    /// own perspective (`m34`) centred on that edge, on black (XTCubeAnimation.m lines 51-60 and
    /// 74-127: anchor points on the shared edge, positions moving across, rotations of pi/2).
    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let physical = edge.resolved(for: context.layoutDirection)
        let horizontal = physical.isHorizontal
        let size = context.size
        // XTCubeAnimation.m line 16: m34 = 1 / (width * 700 / 414), from the width even for the
        // vertical cubes (Core Animation's sign convention differs; the picture is the same).
        let eye = size.width * 700 / 414
        var s = Scene(size: size, background: .black)
        s.layers.reserveCapacity(2)
        // The shared edge: from the `from` edge (the new face still edge-on) to the opposite one.
        let startsFar = physical == .right || physical == .bottom
        let extent = horizontal ? size.width : size.height
        let hinge = startsFar ? extent * (1 - progress) : extent * progress
        // Each face's far side recedes: the turn's sign follows the side of the hinge it lies on
        // (a turn about y moves +x to -z, one about x moves +y to +z).
        let fromSign: Double = (startsFar ? -1 : 1) * (horizontal ? 1 : -1)
        s.layers.append(
            face(.from, hinge: hinge, anchorAtFar: startsFar, angle: 90 * fromSign * progress, eye: eye, in: context))
        s.layers.append(
            face(
                .to, hinge: hinge, anchorAtFar: !startsFar, angle: -90 * fromSign * (1 - progress), eye: eye,
                in: context))
        return s
    }

    /// A screen as a face hinged at `hinge` (points along the axis), on its far side (right or
    /// bottom) or near side, turned `angle` degrees about the hinge.
    private func face(
        _ side: Side, hinge: Double, anchorAtFar: Bool, angle: Double, eye: Double, in context: TransitionContext
    ) -> Layer {
        let horizontal = edge.resolved(for: context.layoutDirection).isHorizontal
        let size = context.size
        var l = Layer(id: side.rawValue, content: .snapshot(.screen(side)), frame: context.bounds)
        l.isDoubleSided = false
        let a = anchorAtFar ? 1.0 : 0.0
        l.anchorPoint = horizontal ? Point(x: a, y: 0.5) : Point(x: 0.5, y: a)
        l.position = horizontal ? Point(x: hinge, y: size.height / 2) : Point(x: size.width / 2, y: hinge)
        if angle != 0 {
            l.transform = Transform3D.rotation(.degrees(angle), x: horizontal ? 0 : 1, y: horizontal ? 1 : 0, z: 0)
                .concatenating(.perspective(eyeDistance: eye))
        }
        return l
    }
}

extension Effect where Self == Cube {
    /// The screens turn as faces of a cube, the new one coming round from `edge`.
    public static func cube(
        from edge: some EdgeConvertible = Cube.fromParameter.default, duration: Double = Cube.durationParameter.default
    ) -> Cube {
        Cube(from: edge.transitEdge, duration: duration)
    }
}
