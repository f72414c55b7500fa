/// An angle an effect's factory accepts: TransitCore's `Angle` and, through TransitSwiftUI,
/// SwiftUI's `Angle`, so a file that imports SwiftUI writes `Angle.degrees(30)` (SwiftUI's)
/// or `.degrees(30)` (TransitCore's) and both work.
///
/// ```swift
/// .pageCurl(angle: .degrees(30))
/// .pageCurl(angle: Angle.degrees(30))   // SwiftUI's Angle, in a SwiftUI file
/// ```
public protocol AngleConvertible {
    /// The angle in radians.
    var transitAngle: Angle { get }
}

extension Angle: AngleConvertible {
    public var transitAngle: Angle { self }
}

extension AngleConvertible where Self == Angle {
    // Implicit members for a `some AngleConvertible` argument (`.swipe(angle: .degrees(45))`);
    // disfavoured so that `Angle.degrees(45)` still means the constructor.
    @_disfavoredOverload public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    @_disfavoredOverload public static func degrees(_ d: Double) -> Angle { Angle(radians: d * .pi / 180) }
    @_disfavoredOverload public static var zero: Angle { Angle(radians: 0) }
}
