// Model QuartzCore: the declarations of Tests/StubSDK/QuartzCore, with bodies: layers keep what is
// set on them (no implicit animations), and display links fire on the model's virtual clock. Apple's names are kept as Apple spells them (swift-format-ignore marks them).
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
    ) {
        (self.m11, self.m12, self.m13, self.m14, self.m21, self.m22, self.m23, self.m24) = (
            m11, m12, m13, m14, m21, m22, m23, m24
        )
        (self.m31, self.m32, self.m33, self.m34, self.m41, self.m42, self.m43, self.m44) = (
            m31, m32, m33, m34, m41, m42, m43, m44
        )
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
@available(iOS 2, *)
public let CATransform3DIdentity: CATransform3D = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0,
    m44: 1)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
@available(iOS 2, *)
public func CACurrentMediaTime() -> CFTimeInterval { ModelDisplay.now }

/// https://developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2, *)
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    @available(iOS 2, *)
    public override init() {}
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    @available(iOS 2, *)
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    @available(iOS 2, *)
    open var position: CGPoint = .zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    @available(iOS 2, *)
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    @available(iOS 2, *)
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    @available(iOS 2, *)
    open var zPosition: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/transform
    @available(iOS 2, *)
    open var transform: CATransform3D = CATransform3DIdentity
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform
    @available(iOS 2, *)
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided
    @available(iOS 2, *)
    open var isDoubleSided: Bool = true
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    @available(iOS 2, *)
    open var opacity: Float = 1
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    @available(iOS 2, *)
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    @available(iOS 2, *)
    open var masksToBounds: Bool = false
    /// https://developer.apple.com/documentation/quartzcore/calayer/mask
    @available(iOS 2, *)
    open var mask: CALayer? = nil
    /// https://developer.apple.com/documentation/quartzcore/calayer/contents
    @available(iOS 2, *)
    open var contents: Any? = nil
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsrect
    @available(iOS 2, *)
    open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    @available(iOS 4, *)
    open var contentsScale: CGFloat = 1
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    @available(iOS 2, *)
    open var backgroundColor: CGColor? = nil
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    @available(iOS 3.2, *)
    open var shadowColor: CGColor? = nil
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    @available(iOS 3.2, *)
    open var shadowOpacity: Float = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    @available(iOS 3.2, *)
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    @available(iOS 3.2, *)
    open var shadowRadius: CGFloat = 3
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    @available(iOS 3.2, *)
    open var shadowPath: CGPath? = nil
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    @available(iOS 2, *)
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.superlayer = nil }
            children = newValue ?? []
            for layer in children { layer.superlayer = self }
        }
    }
    private var children: [CALayer] = []
    /// https://developer.apple.com/documentation/quartzcore/calayer/superlayer
    @available(iOS 2, *)
    open private(set) weak var superlayer: CALayer?
    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    @available(iOS 2, *)
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }
    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)
    @available(iOS 2, *)
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    @available(iOS 2, *)
    open func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }
    /// The keys of the animations attached to the layer (model only: the model does not run them).
    public private(set) var modelAnimations: [String] = []
    /// Model only: attaches an animation under `key`, as https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:) does.
    public func modelAddAnimation(forKey key: String) { modelAnimations.append(key) }
    /// Model only: removes the animation under `key` (https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)).
    public func modelRemoveAnimation(forKey key: String) { modelAnimations.removeAll { $0 == key } }
    /// https://developer.apple.com/documentation/quartzcore/calayer/animationkeys(): nil without any
    @available(iOS 2, *)
    open func animationKeys() -> [String]? { modelAnimations.isEmpty ? nil : modelAnimations }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    @available(iOS 2, *)
    open func removeAllAnimations() { modelAnimations = [] }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule
@available(iOS 3, *)
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
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
    open var path: CGPath? = nil
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillrule
    @available(iOS 3, *)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    @available(iOS 3, *)
    open var fillColor: CGColor? = nil
}

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
@available(iOS 3, *)
open class CAGradientLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors
    @available(iOS 3, *)
    open var colors: [Any]? = nil
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations
    @available(iOS 3, *)
    open var locations: [NSNumber]? = nil
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint
    @available(iOS 3, *)
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    /// https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint
    @available(iOS 3, *)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
@available(iOS 2, *)
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    @available(iOS 2, *)
    open class func begin() {}
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    @available(iOS 2, *)
    open class func commit() {}
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    @available(iOS 2, *)
    open class func setDisableActions(_ flag: Bool) {}
}

/// https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15, *)
public struct CAFrameRateRange: Sendable {
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    @available(iOS 15, *)
    public init(minimum: Float, maximum: Float, preferred: Float?) {}
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, *)
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    @available(iOS 15, *)
    open var preferredFrameRateRange: CAFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    @available(iOS 3.1, *)
    public init(target: Any, selector sel: Selector) { (self.target, self.selector) = (target, sel) }
    /// The link keeps its target until invalidated (the page: "The newly constructed display link
    /// retains the target").
    private var target: Any?
    private let selector: Selector
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    @available(iOS 3.1, *)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { ModelDisplay.links.append(self) }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    @available(iOS 3.1, *)
    open func invalidate() {
        ModelDisplay.links.removeAll { $0 === self }
        target = nil
    }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    @available(iOS 3.1, *)
    open internal(set) var timestamp: CFTimeInterval = 0
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10, *)
    open internal(set) var targetTimestamp: CFTimeInterval = 0

    /// Delivers one frame to the target (model only).
    @MainActor func fire(at time: Double) {
        (timestamp, targetTimestamp) = (time, time + ModelDisplay.frameInterval)
        guard let target else { return }
        guard let receiver = target as? any ModelActionTarget else {
            return ModelLog.violation("a display link's target cannot receive \(selector.name)")
        }
        receiver.perform(selector, with: self)
    }
}

/// Model only: the screen's refresh on a virtual clock. Each frame, every display link added to a
/// run loop fires with `timestamp` the frame's time and `targetTimestamp` the next frame's
/// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp).
public enum ModelDisplay {
    nonisolated(unsafe) public static var now: Double = 1000
    public static let frameInterval = 1.0 / 60
    nonisolated(unsafe) static var links: [CADisplayLink] = []
    /// Display links that are firing.
    public static var activeLinks: Int { links.count }

    /// The system's own animations under way (UIKit's default push and pop), each ending at a time.
    nonisolated(unsafe) static var animations: [(end: Double, done: @MainActor () -> Void)] = []

    /// Model only: runs `done` once a system animation of `duration` seconds has ended.
    public static func animate(for duration: Double, done: @escaping @MainActor () -> Void) {
        animations.append((now + duration, done))
    }

    /// Runs `frames` display frames.
    @MainActor public static func advance(frames: Int = 1) {
        for _ in 0..<frames {
            now += frameInterval
            for link in links where links.contains(where: { $0 === link }) { link.fire(at: now) }
            let ended = animations.filter { $0.end <= now }
            animations.removeAll { $0.end <= now }
            for animation in ended { animation.done() }
        }
    }

    /// Runs frames until no display link or system animation is left, at most `seconds`; false if
    /// one still runs.
    @MainActor @discardableResult public static func runUntilIdle(seconds: Double = 10) -> Bool {
        var left = Int(seconds / frameInterval)
        while !(links.isEmpty && animations.isEmpty) && left > 0 {
            advance()
            left -= 1
        }
        return links.isEmpty && animations.isEmpty
    }
}

/// Model only: what the model saw that UIKit's contract forbids or leaves undefined, with the page.
public enum ModelLog {
    nonisolated(unsafe) public static var violations: [String] = []
    public static func violation(_ message: String) { violations.append(message) }
}
