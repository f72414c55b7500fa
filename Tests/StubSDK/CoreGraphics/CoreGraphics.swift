// Stub CoreGraphics: exactly the geometry, path, colour and image declarations TransitUIKit uses.
@_exported import CoreGraphics
@_exported import Foundation

/// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// https://developer.apple.com/documentation/corefoundation/cgfloat/native
    public var native: Double
    /// https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-4hl95
    public init(_ value: Double) { native = value }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public static func < (a: CGFloat, b: CGFloat) -> Bool { fatalError() }
    public static func + (a: CGFloat, b: CGFloat) -> CGFloat { fatalError() }
    public static func - (a: CGFloat, b: CGFloat) -> CGFloat { fatalError() }
    public static func * (a: CGFloat, b: CGFloat) -> CGFloat { fatalError() }
    public static func / (a: CGFloat, b: CGFloat) -> CGFloat { fatalError() }
}

extension Double {
    /// https://developer.apple.com/documentation/swift/double/init(_:)-5h7qu
    @_transparent public init(_ other: CGFloat) { self = other.native }
}

extension Float {
    /// https://developer.apple.com/documentation/swift/float/init(_:)-1ddzy
    public init(_ other: CGFloat) { fatalError() }
}

extension CGPoint {
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static var zero: CGPoint { fatalError() }
}

extension CGSize {
    /// https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static var zero: CGSize { fatalError() }
}

extension CGRect {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-2lr0i
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static var zero: CGRect { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/minx
    public var minX: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/miny
    public var minY: CGFloat { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/isempty
    public var isEmpty: Bool { fatalError() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/offsetby(dx:dy:)
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
}

extension CGAffineTransform {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {}

/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public class CGMutablePath: CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    public func closeSubpath() { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public class CGColor {
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgimage
public class CGImage {
    /// https://developer.apple.com/documentation/coregraphics/cgimage/width
    public var width: Int { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/height
    public var height: Int { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)
    public func cropping(to rect: CGRect) -> CGImage? { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public class CGContext {}
