#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A point in a two-dimensional coordinate space, in points (y grows downward, as in UIKit).
///
/// ```swift
/// let centre = Point(x: 195, y: 422)
/// let moved = centre + Vector(dx: 10, dy: 0)
/// ```
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point.
    @inlinable public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable public func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    @inlinable public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    @inlinable public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    @inlinable public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
}

/// A displacement in two dimensions, in points.
public struct Vector: Hashable, Sendable, Codable {
    public var dx: Double
    public var dy: Double

    @inlinable public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length of the vector.
    @inlinable public var length: Double { (dx * dx + dy * dy).squareRoot() }

    @inlinable public static func * (v: Vector, s: Double) -> Vector { Vector(dx: v.dx * s, dy: v.dy * s) }
    @inlinable public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
}
