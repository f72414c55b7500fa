// Stub QuartzCore (Core Animation): exactly the layer, transform and display-link declarations
// TransitUIKit uses. Apple's names are kept as Apple spells them (swift-format-ignore marks them).
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/quartzcore/catransform3d
@available(iOS 2, *)
@frozen public struct CATransform3D: Sendable {
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/m11 (and m12 ... m14)
    @available(iOS 2, *)
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/m21 (and m22 ... m24)
    @available(iOS 2, *)
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/m31 (and m32 ... m34)
    @available(iOS 2, *)
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/m41 (and m42 ... m44)
    @available(iOS 2, *)
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    /// https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
    @available(iOS 2, *)
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) { fatalError() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
@available(iOS 2, *)
public let CATransform3DIdentity: CATransform3D = { fatalError() }()

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
@available(iOS 2, *)
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2, *)
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    @available(iOS 2, *)
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    @available(iOS 2, *)
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    @available(iOS 2, *)
    open var position: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    @available(iOS 2, *)
    open var anchorPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    @available(iOS 2, *)
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    @available(iOS 2, *)
    open var zPosition: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/transform
    @available(iOS 2, *)
    open var transform: CATransform3D {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform
    @available(iOS 2, *)
    open var sublayerTransform: CATransform3D {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided
    @available(iOS 2, *)
    open var isDoubleSided: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    @available(iOS 2, *)
    open var opacity: Float {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    @available(iOS 2, *)
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    @available(iOS 2, *)
    open var masksToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/mask
    @available(iOS 2, *)
    open var mask: CALayer? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contents
    @available(iOS 2, *)
    open var contents: Any? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsrect
    @available(iOS 2, *)
    open var contentsRect: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    @available(iOS 4, *)
    open var contentsScale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    @available(iOS 2, *)
    open var backgroundColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    @available(iOS 3.2, *)
    open var shadowColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    @available(iOS 3.2, *)
    open var shadowOpacity: Float {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    @available(iOS 3.2, *)
    open var shadowOffset: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    @available(iOS 3.2, *)
    open var shadowRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    @available(iOS 3.2, *)
    open var shadowPath: CGPath? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    @available(iOS 2, *)
    open var sublayers: [CALayer]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    @available(iOS 2, *)
    open func addSublayer(_ layer: CALayer) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)
    @available(iOS 2, *)
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    @available(iOS 2, *)
    open func removeFromSuperlayer() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    @available(iOS 2, *)
    open func removeAllAnimations() { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule
@available(iOS 3, *)
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/nonzero
    @available(iOS 3, *)
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/evenodd
    @available(iOS 3, *)
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
@available(iOS 3, *)
open class CAShapeLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    @available(iOS 3, *)
    open var path: CGPath? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillrule
    @available(iOS 3, *)
    open var fillRule: CAShapeLayerFillRule {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    @available(iOS 3, *)
    open var fillColor: CGColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
@available(iOS 3, *)
open class CAGradientLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors
    @available(iOS 3, *)
    open var colors: [Any]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations
    @available(iOS 3, *)
    open var locations: [NSNumber]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint
    @available(iOS 3, *)
    open var startPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint
    @available(iOS 3, *)
    open var endPoint: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
@available(iOS 2, *)
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    @available(iOS 2, *)
    open class func begin() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    @available(iOS 2, *)
    open class func commit() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    @available(iOS 2, *)
    open class func setDisableActions(_ flag: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15, *)
public struct CAFrameRateRange: Sendable {
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    @available(iOS 15, *)
    public init(minimum: Float, maximum: Float, preferred: Float?) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, *)
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    @available(iOS 15, *)
    open var preferredFrameRateRange: CAFrameRateRange {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    @available(iOS 3.1, *)
    public init(target: Any, selector sel: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    @available(iOS 3.1, *)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    @available(iOS 3.1, *)
    open func invalidate() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    @available(iOS 3.1, *)
    open var timestamp: CFTimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10, *)
    open var targetTimestamp: CFTimeInterval { fatalError() }
}
