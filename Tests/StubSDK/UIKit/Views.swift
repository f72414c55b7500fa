// Stub UIKit: views, colours, images and drawing, exactly as TransitUIKit uses them.
@_exported import UIKit
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    open var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:aboveSubview:)
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qvpy
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/cgimage
    open var cgImage: CGImage? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
open class UIGraphicsRendererContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    open var cgContext: CGContext { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:)
    public init(bounds: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}
