/// An axis-aligned rectangle: an origin (top-left corner, y down) and a size, in points.
///
/// ```swift
/// let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
/// bounds.center // (195, 422)
/// ```
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }
    /// A rectangle at the origin with the given size.
    @inlinable public init(size: Size) { self.init(origin: .zero, size: size) }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The unit square, the whole of a snapshot in `contentsRect` terms.
    public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether the point lies inside (edges at min included, at max excluded).
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle grown by `dx` and `dy` on every side (shrunk when negative).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rectangles, or `.zero` when they do not overlap.
    @inlinable public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// This rectangle expressed in unit coordinates of `container` (as `CALayer.contentsRect`).
    @inlinable public func normalized(in container: Size) -> Rect {
        Rect(
            x: minX / container.width, y: minY / container.height,
            width: width / container.width, height: height / container.height)
    }

    /// Linear interpolation of origin and size.
    @inlinable public func interpolated(to other: Rect, _ t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, t), size: size.interpolated(to: other.size, t))
    }
}
