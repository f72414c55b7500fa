@_exported import QuartzCore
// Stub UIKit: views, colours, images and drawing, exactly as TransitUIKit uses them.
@_exported import UIKit

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2, *)
@MainActor open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    @available(iOS 2, *)
    open var next: UIResponder? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
@available(iOS 5, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8, *)
@MainActor open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    @available(iOS 8, *)
    open var displayScale: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2, *)
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2, *)
    public init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    @available(iOS 2, *)
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    @available(iOS 2, *)
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    @available(iOS 2, *)
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    @available(iOS 2, *)
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    @available(iOS 2, *)
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2, *)
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    @available(iOS 2, *)
    open var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    @available(iOS 2, *)
    open var superview: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    @available(iOS 2, *)
    open var subviews: [UIView] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/window
    @available(iOS 2, *)
    open var window: UIWindow? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    @available(iOS 2, *)
    open func didMoveToWindow() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection
    @available(iOS 8, *)
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    @available(iOS 2, *)
    open func addSubview(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:aboveSubview:)
    @available(iOS 2, *)
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    @available(iOS 2, *)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    @available(iOS 2, *)
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    @available(iOS 3.2, *)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    @available(iOS 2, *)
    open func removeFromSuperview() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qvpy
    @available(iOS 2, *)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
    @available(iOS 7, *)
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    @available(iOS 2, *)
    open func layoutIfNeeded() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    @available(iOS 2, *)
    open func layoutSubviews() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    @available(iOS 2, *)
    public struct AutoresizingMask: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        @available(iOS 2, *)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        @available(iOS 2, *)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    @available(iOS 2, *)
    open var autoresizingMask: AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2, *)
@MainActor open class UIScrollView: UIView {
    /// Newer than the deployment target (iOS 15): only inside `if #available(iOS 17, *)`; declared
    /// for the availability check's snippets (Broken/NewerThanDeploymentTarget.swift).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/allowskeyboardscrolling
    @available(iOS 17, *)
    open var allowsKeyboardScrolling: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffect
@available(iOS 8, *)
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/uikit/uiblureffect
@available(iOS 8, *)
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style
    @available(iOS 8, *)
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiblureffect/style/dark
        case dark = 2
    }
    /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    @available(iOS 8, *)
    public init(style: UIBlurEffect.Style) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview
@available(iOS 8, *)
@MainActor open class UIVisualEffectView: UIView {
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    @available(iOS 8, *)
    public init(effect: UIVisualEffect?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
    @available(iOS 8, *)
    open var contentView: UIView { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
    @available(iOS 8, *)
    open var effect: UIVisualEffect? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiview/animationcurve
@available(iOS 2, *)
public enum UIViewAnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve
    @available(iOS 2, *)
    public typealias AnimationCurve = UIViewAnimationCurve
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator
@available(iOS 10, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    @available(iOS 10, *)
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
    @available(iOS 10, *)
    open var fractionComplete: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
    @available(iOS 10, *)
    open func pauseAnimation() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    @available(iOS 10, *)
    open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2, *)
@MainActor open class UIWindow: UIView {}

/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2, *)
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    @available(iOS 2, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    @available(iOS 2, *)
    open var cgColor: CGColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    @available(iOS 2, *)
    open class var black: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13, *)
    open class var systemBackground: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2, *)
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/cgimage
    @available(iOS 2, *)
    open var cgImage: CGImage? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
@available(iOS 10, *)
open class UIGraphicsRendererContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    @available(iOS 10, *)
    open var cgContext: CGContext { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
@available(iOS 10, *)
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
@available(iOS 10, *)
open class UIGraphicsImageRenderer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:)
    @available(iOS 10, *)
    public init(bounds: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    @available(iOS 10, *)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}
