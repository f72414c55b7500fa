#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How overlapping or nested contours of a path decide what is inside (`CAShapeLayerFillRule`).
public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// A point is inside when the winding number around it is not zero.
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// A vector outline made of contours of lines and Bézier curves, in points.
///
/// Paths are values: build them from the static shapes or element by element.
///
/// ```swift
/// let hole = Path.circle(center: Point(x: 195, y: 422), radius: 40)
/// var ring = Path.rect(Rect(x: 0, y: 0, width: 390, height: 844))
/// ring.append(hole) // with .evenOdd, the circle is cut out
/// ```
public struct Path: Hashable, Sendable, Codable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable, Codable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element]

    public init(elements: [Element] = []) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(control c: Point, to p: Point) { elements.append(.quad(control: c, to: p)) }
    public mutating func cubic(control1 c1: Point, control2 c2: Point, to p: Point) {
        elements.append(.cubic(control1: c1, control2: c2, to: p))
    }
    public mutating func close() { elements.append(.close) }
    /// Adds the contours of another path.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// A rectangle, clockwise on screen.
    public static func rect(_ r: Rect) -> Path {
        polygon([
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
            Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
        ])
    }

    /// A closed polygon through the points in order.
    public static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        var p = Path()
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    /// An ellipse inscribed in `r` (four cubic arcs, as `UIBezierPath(ovalIn:)`).
    public static func ellipse(in r: Rect) -> Path {
        let k = 0.5522847498307936  // 4/3 * (sqrt(2) - 1): cubic approximation of a quarter circle
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        var p = Path()
        p.move(to: Point(x: cx + rx, y: cy))
        p.cubic(
            control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry),
            to: Point(x: cx, y: cy + ry))
        p.cubic(
            control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry),
            to: Point(x: cx - rx, y: cy))
        p.cubic(
            control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry),
            to: Point(x: cx, y: cy - ry))
        p.cubic(
            control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry),
            to: Point(x: cx + rx, y: cy))
        p.close()
        return p
    }

    /// A circle.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    public static func roundedRect(_ r: Rect, cornerRadius radius: Double) -> Path {
        let rr = max(0, min(radius, r.width / 2, r.height / 2))
        guard rr > 0 else { return rect(r) }
        let k = 0.5522847498307936 * rr
        var p = Path()
        p.move(to: Point(x: r.minX + rr, y: r.minY))
        p.line(to: Point(x: r.maxX - rr, y: r.minY))
        p.cubic(
            control1: Point(x: r.maxX - rr + k, y: r.minY), control2: Point(x: r.maxX, y: r.minY + rr - k),
            to: Point(x: r.maxX, y: r.minY + rr))
        p.line(to: Point(x: r.maxX, y: r.maxY - rr))
        p.cubic(
            control1: Point(x: r.maxX, y: r.maxY - rr + k), control2: Point(x: r.maxX - rr + k, y: r.maxY),
            to: Point(x: r.maxX - rr, y: r.maxY))
        p.line(to: Point(x: r.minX + rr, y: r.maxY))
        p.cubic(
            control1: Point(x: r.minX + rr - k, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - rr + k),
            to: Point(x: r.minX, y: r.maxY - rr))
        p.line(to: Point(x: r.minX, y: r.minY + rr))
        p.cubic(
            control1: Point(x: r.minX, y: r.minY + rr - k), control2: Point(x: r.minX + rr - k, y: r.minY),
            to: Point(x: r.minX + rr, y: r.minY))
        p.close()
        return p
    }

    /// The path with every point mapped by `f` (used to move a path between coordinate spaces).
    public func mapped(_ f: (Point) -> Point) -> Path {
        Path(
            elements: elements.map {
                switch $0 {
                case .move(let p): .move(f(p))
                case .line(let p): .line(f(p))
                case .quad(let c, let p): .quad(control: f(c), to: f(p))
                case .cubic(let c1, let c2, let p): .cubic(control1: f(c1), control2: f(c2), to: f(p))
                case .close: .close
                }
            })
    }

    /// The contours as closed polygons, curves flattened so that no chord strays more than
    /// `tolerance` from the curve (in the path's units).
    ///
    /// - Complexity: O(n) in the number of elements times the segments per curve.
    public func flattened(tolerance: Double = 0.25) -> [[Point]] {
        var contours: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        func finish() {
            if current.count >= 3 { contours.append(current) }
            current = []
        }
        func segments(_ extent: Double) -> Int {
            // Checked before the conversion: a NaN or huge extent (a degenerate path) gives 1 or 256.
            let n = (extent / max(tolerance, 1e-6)).squareRoot().rounded(.up)
            return n > 1 ? Int(min(256, n)) : 1
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish()
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last] }
                let n = segments((last - c).length + (c - p).length)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let n = segments((last - c1).length + (c1 - c2).length + (c2 - p).length)
                for i in 1...n {
                    let t = Double(i) / Double(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        Point(
                            x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .close:
                if let f = current.first { last = f }
                finish()
            }
        }
        finish()
        return contours
    }
}
