/// An effect with its motion mirrored across the container's vertical or horizontal centre line:
/// what moved left moves right, what turned one way turns the other, while the screens
/// themselves still read the right way round. A pixel effect's kernel draws as before.
///
/// Its name is `mirrored(NAME)` and its parameters are the original's with `axis`.
///
/// ```swift
/// let effect = Push(from: .trailing).mirrored(.horizontally)   // pushes in from the leading side
/// ```
public struct Mirrored: Effect {
    /// Which way the motion is mirrored.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Left and right swap.
        case horizontally
        /// Top and bottom swap.
        case vertically
    }

    public static let descriptor = EffectDescriptor(
        Mirrored.self, name: "mirrored", summary: "An effect with its motion mirrored.", parameters: [])

    public var base: any Effect
    public var axis: Axis

    public init(_ base: any Effect, _ axis: Axis = .horizontally) {
        self.base = base
        self.axis = axis
    }

    /// Not a way to build a mirrored effect (name it: `mirrored(push)`); this mirrors a fade.
    public init(parameters: ParameterValues) { self.init(Fade()) }

    public var name: String { "mirrored(\(base.name))" }
    public var parameters: ParameterValues {
        var p = base.parameters
        p[Composition.axisKey] = .choice(axis.rawValue)
        return p
    }
    public var timing: Timing { base.timing }
    public var backTiming: Timing { base.backTiming }
    public var hasOwnBackVariant: Bool { base.hasOwnBackVariant }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        mirror(base.scene(at: progress, in: mirror(context)))
    }
    public func restingScene(in context: TransitionContext) -> Scene { mirror(base.restingScene(in: mirror(context))) }

    /// The context as the original sees it: touch point and shared elements mirrored.
    func mirror(_ c: TransitionContext) -> TransitionContext {
        var m = c
        m.touchPoint = c.touchPoint.map { mirror($0, in: c.size) }
        m.sharedElements = c.sharedElements.map { e in
            var e = e
            e.fromFrame = mirror(e.fromFrame, in: c.size)
            e.toFrame = mirror(e.toFrame, in: c.size)
            return e
        }
        return m
    }

    func mirror(_ p: Point, in size: Size) -> Point {
        axis == .horizontally ? Point(x: size.width - p.x, y: p.y) : Point(x: p.x, y: size.height - p.y)
    }

    func mirror(_ r: Rect, in size: Size) -> Rect {
        axis == .horizontally
            ? Rect(x: size.width - r.maxX, y: r.minY, width: r.size.width, height: r.size.height)
            : Rect(x: r.minX, y: size.height - r.maxY, width: r.size.width, height: r.size.height)
    }

    /// Every layer placed and moved as in a mirror, its content unmirrored: the position and
    /// anchor mirrored, the transform conjugated by the mirror, the mask, contents rect, gradient
    /// and shadow mirrored within the layer.
    func mirror(_ scene: Scene) -> Scene {
        var s = scene
        let flip: Transform3D = axis == .horizontally ? .scale(x: -1, y: 1) : .scale(x: 1, y: -1)
        for i in s.layers.indices {
            var l = s.layers[i]
            l.position = mirror(l.position, in: s.size)
            l.anchorPoint = mirror(l.anchorPoint, in: Size(width: 1, height: 1))
            l.transform = flip.concatenating(l.transform).concatenating(flip)
            if var mask = l.mask {
                mask.path = mask.path.mapped { mirror($0, in: l.bounds) }
                l.mask = mask
            }
            if var shadow = l.shadow {
                shadow.offset =
                    axis == .horizontally
                    ? Vector(dx: -shadow.offset.dx, dy: shadow.offset.dy)
                    : Vector(dx: shadow.offset.dx, dy: -shadow.offset.dy)
                l.shadow = shadow
            }
            switch l.content {
            case .snapshot(let snapshot, let rect):
                l.content = .snapshot(snapshot, contentsRect: mirror(rect, in: Size(width: 1, height: 1)))
            case .gradient(var g):
                g.start = mirror(g.start, in: Size(width: 1, height: 1))
                g.end = mirror(g.end, in: Size(width: 1, height: 1))
                l.content = .gradient(g)
            default: break
            }
            s.layers[i] = l
        }
        return s
    }
}

extension Effect {
    /// This effect with its motion mirrored (see `Mirrored`); mirroring twice the same way gives
    /// the original.
    public func mirrored(_ axis: Mirrored.Axis = .horizontally) -> any Effect {
        if let m = self as? Mirrored, m.axis == axis { return m.base }
        return Mirrored(self, axis)
    }
}
