/// A width and a height, in points.
///
/// ```swift
/// let phone = Size(width: 390, height: 844)
/// phone.aspectRatio // 0.462...
/// ```
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Width divided by height.
    @inlinable public var aspectRatio: Double { width / height }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable public func interpolated(to other: Size, _ t: Double) -> Size {
        Size(width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    @inlinable public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }
}
