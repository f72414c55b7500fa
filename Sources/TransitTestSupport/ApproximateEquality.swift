import Testing
import TransitCore

/// A value that can be compared with another within a tolerance, component by component.
///
/// ```swift
/// Point(x: 1, y: 2).maxDifference(from: Point(x: 1, y: 2.5)) // 0.5
/// ```
public protocol ApproximatelyEquatable {
    /// The largest absolute difference between corresponding components (NaN if any component is NaN).
    func maxDifference(from other: Self) -> Double
}

/// Whether two values differ by at most `tolerance` in every component. NaN is never equal.
///
/// ```swift
/// isApproximatelyEqual(0.1 + 0.2, 0.3) // true
/// ```
public func isApproximatelyEqual<T: ApproximatelyEquatable>(_ a: T, _ b: T, tolerance: Double = 1e-9) -> Bool {
    a.maxDifference(from: b) <= tolerance
}

/// Records a test issue unless `actual` is within `tolerance` of `expected` in every component.
///
/// ```swift
/// expectApproximatelyEqual(t.concatenating(t.inverted!), .identity, tolerance: 1e-9)
/// ```
public func expectApproximatelyEqual<T: ApproximatelyEquatable>(
    _ actual: T, _ expected: T, tolerance: Double = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let difference = actual.maxDifference(from: expected)
    guard !(difference <= tolerance) else { return }
    let note = comment.map { "\($0): " } ?? ""
    Issue.record(
        "\(note)\(actual) is not within \(tolerance) of \(expected) (differs by \(difference))",
        sourceLocation: sourceLocation)
}

/// The largest of some differences, NaN if any is NaN.
private func largest(_ values: Double...) -> Double {
    values.contains { $0.isNaN } ? .nan : values.max() ?? 0
}

extension Double: ApproximatelyEquatable {
    public func maxDifference(from other: Double) -> Double { self == other ? 0 : abs(self - other) }
}

extension Point: ApproximatelyEquatable {
    public func maxDifference(from o: Point) -> Double { largest(abs(x - o.x), abs(y - o.y)) }
}

extension Vector: ApproximatelyEquatable {
    public func maxDifference(from o: Vector) -> Double { largest(abs(dx - o.dx), abs(dy - o.dy)) }
}

extension Size: ApproximatelyEquatable {
    public func maxDifference(from o: Size) -> Double { largest(abs(width - o.width), abs(height - o.height)) }
}

extension Rect: ApproximatelyEquatable {
    public func maxDifference(from o: Rect) -> Double {
        largest(origin.maxDifference(from: o.origin), size.maxDifference(from: o.size))
    }
}

extension Color: ApproximatelyEquatable {
    public func maxDifference(from o: Color) -> Double {
        largest(abs(red - o.red), abs(green - o.green), abs(blue - o.blue), abs(alpha - o.alpha))
    }
}

extension Transform3D: ApproximatelyEquatable {
    /// The sixteen entries in row order.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public func maxDifference(from o: Transform3D) -> Double {
        zip(entries, o.entries).reduce(0.0) { acc, p in
            let d = abs(p.0 - p.1)
            return acc.isNaN || d.isNaN ? .nan : max(acc, d)
        }
    }
}
