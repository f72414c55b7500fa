/// Geometry shared by the classic effects (push, cover, reveal, zoom, flip, turn, cards, natgeo):
/// screen layers, edge symmetries and tilts, shades, edge shadows, and their named constants.
///
/// Every effect is drawn once in a canonical orientation ("the motion comes from the right") and
/// mapped to any physical edge by `conjugated(_:to:)`, so no effect writes a switch per edge.
enum ClassicGeometry {
    /// UIKit's navigation feel: a quick start that settles gently, close to the platform's
    /// critically damped push spring.
    static let navigationCurve = TimingCurve(0.25, 0.8, 0.25, 1)
    /// Material's "standard" curve, which Hero uses for its zoom pair.
    static let standardCurve = TimingCurve(0.4, 0, 0.2, 1)

    /// Peak opacity of the soft shadow a sliding screen casts on the screen beneath (Hero: 0.5).
    static let edgeShadowOpacity = 0.4
    /// Blur radius in points of that shadow.
    static let edgeShadowRadius = 8.0
    /// The shadow fades in over this fraction of the run at the start and out at the end, so
    /// neither end shows a shadow line across a still screen.
    static let edgeShadowRamp = 0.12

    /// Eye distance of 3D effects per point of the length that turns (the width for a turn about
    /// the vertical axis): 2.5 is Core Animation's usual `m34 = -1/1000` on a 400 pt screen.
    static let perspectiveRatio = 2.5

    /// A full-screen snapshot of one side, untransformed.
    @inline(__always)
    static func screen(_ side: Side, id: String, in context: TransitionContext) -> Layer {
        Layer(id: id, content: .snapshot(.screen(side)), frame: context.bounds)
    }

    /// A black layer with exactly `layer`'s geometry (and sidedness), for dimming it.
    @inline(__always)
    static func shade(over layer: Layer, id: String, opacity: Double) -> Layer {
        var s = layer
        s.id = id
        s.content = .color(.black)
        s.opacity = opacity
        s.shadow = nil
        return s
    }

    /// The shadow a screen sliding over another casts at `progress`: absent at both ends.
    static func edgeShadow(at progress: Double) -> Shadow? {
        let k = clamp01(min(progress, 1 - progress) / edgeShadowRamp)
        guard k > 0 else { return nil }
        return Shadow(opacity: edgeShadowOpacity * k, offset: .zero, radius: edgeShadowRadius)
    }

    /// The reflection of the plane that maps the right edge onto `edge` (physical); each is its
    /// own inverse. Right: identity; left: x -> -x; bottom: (x, y) -> (y, x); top: (x, y) -> (-y, -x).
    static func symmetry(mappingRightTo edge: Edge) -> Transform3D {
        var m = Transform3D.identity
        switch edge {
        case .left: m.m11 = -1
        case .bottom:
            m.m11 = 0
            m.m22 = 0
            m.m12 = 1
            m.m21 = 1
        case .top:
            m.m11 = 0
            m.m22 = 0
            m.m12 = -1
            m.m21 = -1
        default: break
        }
        return m
    }

    /// A transform written for motion from the right edge, redrawn for motion from `edge`
    /// (physical). Rigid motions stay rigid, so no face is ever mirrored.
    @inline(__always)
    static func conjugated(_ t: Transform3D, to edge: Edge) -> Transform3D {
        if edge == .right { return t }
        let m = symmetry(mappingRightTo: edge)
        return m.concatenating(t).concatenating(m)
    }

    /// A rotation about the layer's anchor that pushes `edge` (physical) away from the viewer by
    /// `angle` (towards the viewer when negative): a turn about the axis parallel to that edge.
    @inline(__always)
    static func tilt(_ angle: Angle, lowering edge: Edge) -> Transform3D {
        conjugated(.rotation(angle, x: 0, y: 1, z: 0), to: edge)
    }

    /// The anchor point (unit coordinates) in the middle of a physical edge.
    @inline(__always)
    static func anchor(on edge: Edge) -> Point {
        let v = edge.outward(for: .leftToRight)
        return Point(x: 0.5 + 0.5 * v.dx, y: 0.5 + 0.5 * v.dy)
    }

    /// The length motion from `edge` travels across: the width for left and right, else the height.
    @inline(__always)
    static func length(along edge: Edge, in size: Size) -> Double { edge.isHorizontal ? size.width : size.height }

    /// The eye distance for a turn whose moving length is `length` points.
    @inline(__always)
    static func eyeDistance(turning length: Double) -> Double { perspectiveRatio * length }
}
