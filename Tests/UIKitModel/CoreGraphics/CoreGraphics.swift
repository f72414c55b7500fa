// Model CoreGraphics: the declarations of Tests/StubSDK/CoreGraphics (whose geometry structs are C
// structs there, Swift structs here) with the behaviour their pages give.
@_exported import Foundation

/// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen public struct CGFloat: Sendable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// https://developer.apple.com/documentation/corefoundation/cgfloat/native
    public var native: Double
    /// https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-4hl95
    public init(_ value: Double) { native = value }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init(_ value: Int) { native = Double(value) }
    public static func < (a: CGFloat, b: CGFloat) -> Bool { a.native < b.native }
    public static func + (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native + b.native) }
    public static func - (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native - b.native) }
    public static func * (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native * b.native) }
    public static func / (a: CGFloat, b: CGFloat) -> CGFloat { CGFloat(a.native / b.native) }
    public static prefix func - (a: CGFloat) -> CGFloat { CGFloat(-a.native) }
}

extension Double {
    /// https://developer.apple.com/documentation/swift/double/init(_:)-5h7qu
    @_transparent public init(_ other: CGFloat) { self = other.native }
}

extension Float {
    /// https://developer.apple.com/documentation/swift/float/init(_:)-1ddzy
    public init(_ other: CGFloat) { self = Float(other.native) }
}

/// https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init() { (x, y) = (0, 0) }
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
}

/// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat, height: CGFloat
    public init() { (width, height) = (0, 0) }
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }
}

/// https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint, size: CGSize
    public init() { (origin, size) = (CGPoint(), CGSize()) }
    public init(origin: CGPoint, size: CGSize) { (self.origin, self.size) = (origin, size) }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
}

extension CGPoint {
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static var zero: CGPoint { CGPoint() }
}

extension CGSize {
    /// https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static var zero: CGSize { CGSize() }
}

extension CGRect {
    /// https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-2lr0i
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static var zero: CGRect { CGRect() }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { size.width }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { size.height }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/minx
    public var minX: CGFloat { origin.x }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/miny
    public var minY: CGFloat { origin.y }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/maxx
    public var maxX: CGFloat { origin.x + size.width }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/maxy
    public var maxY: CGFloat { origin.y + size.height }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/midx
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/midy
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/isempty
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// https://developer.apple.com/documentation/corefoundation/cgrect/offsetby(dx:dy:)
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}

extension CGAffineTransform {
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
    /// The path's elements as added (model only).
    public internal(set) var elements: [String] = []
    public init() {}
}

/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public class CGMutablePath: CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append("move") }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { elements.append("line") }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append("quad")
    }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) { elements.append("cubic") }
    /// https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    public func closeSubpath() { elements.append("close") }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public class CGColor {
    /// The components (model only).
    public let components: [CGFloat]
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
}

/// https://developer.apple.com/documentation/coregraphics/cgimage
public class CGImage {
    /// What the image shows (model only): the name of the drawn view, or nil for blank pixels.
    public let content: String?
    private let size: (Int, Int)
    /// Model only: an image of `width` x `height` pixels showing `content`.
    public init(width: Int, height: Int, content: String?) {
        (size, self.content) = ((width, height), content)
    }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/width
    public var width: Int { size.0 }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/height
    public var height: Int { size.1 }
    /// https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)
    public func cropping(to rect: CGRect) -> CGImage? {
        CGImage(width: Int(Double(rect.width)), height: Int(Double(rect.height)), content: content)
    }
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public class CGContext {
    public init() {}
}
