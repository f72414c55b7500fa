// Stub QuartzCore (Core Animation): exactly the layer, transform and display-link declarations
// TransitUIKit uses.
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/quartzcore/catransform3d
@frozen public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
public let CATransform3DIdentity: CATransform3D = { fatalError() }()

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    open var zPosition: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/transform
    open var transform: CATransform3D {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform
    open var sublayerTransform: CATransform3D {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided
    open var isDoubleSided: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/mask
    open var mask: CALayer? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contents
    open var contents: Any? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsrect
    open var contentsRect: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    open var contentsScale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    open var shadowColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    open var sublayers: [CALayer]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    open func removeFromSuperlayer() { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/nonzero
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/evenodd
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    open var path: CGPath? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillrule
    open var fillRule: CAShapeLayerFillRule {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    open var fillColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
open class CAGradientLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors
    open var colors: [Any]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations
    open var locations: [NSNumber]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint
    open var startPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint
    open var endPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    open class func setDisableActions(_ flag: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: CFTimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    open var targetTimestamp: CFTimeInterval { fatalError() }
}
