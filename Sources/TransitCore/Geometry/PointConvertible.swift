/// A point an effect's factory accepts: TransitCore's `Point` and, through the adapters,
/// CoreGraphics' `CGPoint` (a touch location), so app code passes its own points without
/// importing TransitCore.
///
/// ```swift
/// present(settings, transition: .circleSpread(center: touch))   // touch is a CGPoint
/// ```
public protocol PointConvertible {
    /// The point in container points, y down.
    var transitPoint: Point { get }
}

extension Point: PointConvertible {
    public var transitPoint: Point { self }
}
