/// A flat layer's 3D transform seen from the front: the 3x3 homography that maps the layer's own
/// points to the container's, as SwiftUI's `ProjectionTransform` and a 2D `CATransform3D` projection
/// hold it (row vectors: `(x, y, 1) * M`, then divide by the third coordinate).
///
/// ```swift
/// let p = Projection(Transform3D.translation(x: 10, y: 0))
/// p.apply(Point(x: 1, y: 2))   // (11, 2)
/// ```
public struct Projection: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// The projection of a transform applied to the plane z = 0: the third row and column of the
    /// 4x4 never touch a flat layer's points (`ProjectionTransform.init(_: CATransform3D)` does the same).
    public init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41, m32: t.m42, m33: t.m44)
    }

    public static let identity = Projection(Transform3D.identity)

    /// Where a point of the layer lands in the container.
    public func apply(_ p: Point) -> Point {
        let w = p.x * m13 + p.y * m23 + m33
        return Point(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// Positive while the layer faces the viewer, negative once it has turned its back.
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }
}

/// How one view looks at an instant of an in-view transition: everything SwiftUI needs to draw it
/// (`projectionEffect`, `opacity`, `mask`, `clipShape`, a shadow), in the view's own points.
///
/// ```swift
/// let pose = InViewTransition(.circleSpread()).pose(.insertion, at: 0.5, in: context)
/// pose.mask?.path   // the circle, in the view's coordinates
/// ```
public struct ViewPose: Hashable, Sendable {
    /// Maps the view's points to where they show (perspective included).
    public var projection: Projection
    /// 0 (invisible) ... 1; 0 as well while a single-sided view shows its back.
    public var opacity: Double
    /// The part of the view that shows, in its own points; nil shows all of it.
    public var mask: Mask?
    /// Rounds the view's corners (clips to its bounds when above zero).
    public var cornerRadius: Double
    /// A shadow cast by the visible shape.
    public var shadow: Shadow?

    public init(
        projection: Projection = .identity, opacity: Double = 1, mask: Mask? = nil, cornerRadius: Double = 0,
        shadow: Shadow? = nil
    ) {
        self.projection = projection
        self.opacity = opacity
        self.mask = mask
        self.cornerRadius = cornerRadius
        self.shadow = shadow
    }

    /// The view untouched: where it is, whole and opaque.
    public static let identity = ViewPose()
    /// The view not drawn at all.
    public static let hidden = ViewPose(opacity: 0)

    /// The view's pose as one layer of a scene: the layer's bounds stretched over the view (as a
    /// snapshot fills its layer), its transform and the scene's perspective, opacity, mask, corners
    /// and shadow. A single-sided layer turned away is hidden.
    public init(layer: Layer, in scene: Scene) {
        let size = scene.size
        let sx = size.width > 0 ? layer.bounds.width / size.width : 1
        let sy = size.height > 0 ? layer.bounds.height / size.height : 1
        let transform = Transform3D.scale(x: sx, y: sy)
            .concatenating(layer.containerTransform).concatenating(scene.perspectiveTransform)
        let projection = Projection(transform)
        let facesAway = !layer.isDoubleSided && projection.determinant <= 0
        self.init(
            projection: projection, opacity: facesAway ? 0 : min(1, max(0, layer.opacity)),
            mask: layer.mask.map {
                Mask(
                    $0.path.mapped { Point(x: sx > 0 ? $0.x / sx : 0, y: sy > 0 ? $0.y / sy : 0) },
                    fillRule: $0.fillRule)
            },
            cornerRadius: layer.cornerRadius, shadow: layer.shadow)
    }

    /// The region to draw, in the view's points: the mask, else a rectangle reaching well past the
    /// view on every side (so nothing the view draws outside its bounds is cut off).
    public func visibleRegion(in size: Size) -> Mask {
        mask ?? Mask(.rect(Self.unbounded(size)))
    }

    /// The clip of the rounded corners, or the same generous rectangle when the corners are square.
    public func cornerClip(in size: Size) -> Path {
        cornerRadius > 0
            ? .roundedRect(Rect(size: size), cornerRadius: cornerRadius) : .rect(Self.unbounded(size))
    }

    /// The view's own shape, the bounds with the pose's rounded corners (what casts the shadow).
    public func outline(in size: Size) -> Path {
        cornerRadius > 0 ? .roundedRect(Rect(size: size), cornerRadius: cornerRadius) : .rect(Rect(size: size))
    }

    private static func unbounded(_ size: Size) -> Rect {
        let margin = max(size.width, size.height, 1) * 4
        return Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
    }
}
