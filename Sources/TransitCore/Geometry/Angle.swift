/// An angle, stored in radians, built in either unit.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians // 1.5707...
/// ```
public struct Angle: Hashable, Sendable, Codable, Comparable {
    public var radians: Double

    @inlinable public init(radians: Double) { self.radians = radians }

    @inlinable public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    @inlinable public static func degrees(_ d: Double) -> Angle { Angle(radians: d * .pi / 180) }

    @inlinable public var degrees: Double { radians * 180 / .pi }

    public static let zero = Angle(radians: 0)

    @inlinable public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    @inlinable public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}
