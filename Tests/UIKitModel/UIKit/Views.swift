// Model UIKit: views. Geometry as UIView's pages give it: `frame` is the layer's frame (the
// superview's coordinates), `bounds` its own (a scroll view's bounds origin is its content offset),
// `convert(_:to:)` walks both through the hierarchy; hiding hides the subviews.
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2, *)
@MainActor open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    @available(iOS 2, *)
    open var next: UIResponder? { nil }
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
    open var displayScale: CGFloat { ModelScreen.scale }
}

/// Model only: the device's screen.
@MainActor public enum ModelScreen {
    public static var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public static var scale: CGFloat = 3
    public static var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
}

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2, *)
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2, *)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }
    /// A name for messages (model only).
    public var modelName = ""
    /// The view controller whose root view this is (`next`, model only).
    weak var owner: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    @available(iOS 2, *)
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = bounds.size
            layer.frame = newValue
            modelSizeChanged(from: old)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    @available(iOS 2, *)
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = bounds.size
            layer.bounds = newValue
            modelSizeChanged(from: old)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    @available(iOS 2, *)
    public struct AutoresizingMask: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        @available(iOS 2, *)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        @available(iOS 2, *)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    @available(iOS 2, *)
    open var autoresizingMask: AutoresizingMask = []
    /// Model only: layoutSubviews is due (the next layout pass, `modelLayoutPass`, calls it).
    var modelNeedsLayout = false
    /// A size change: "When a view's bounds change, that view automatically resizes its subviews
    /// according to each subview's autoresizing mask"
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property; the
    /// model grows flexible widths and heights only, margins stay), and the view is laid out again
    /// ("Layout changes can occur whenever ... the size of a view's bounds rectangle changes", View
    /// Programming Guide for iOS, "The Runtime Interaction Model for Views"; layoutSubviews()).
    private func modelSizeChanged(from old: CGSize) {
        let new = bounds.size
        guard new.width != old.width || new.height != old.height else { return }
        modelNeedsLayout = true
        for sub in subviews where !sub.autoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight]) {
            var f = sub.frame
            if sub.autoresizingMask.contains(.flexibleWidth) { f.size.width = f.size.width + new.width - old.width }
            if sub.autoresizingMask.contains(.flexibleHeight) {
                f.size.height = f.size.height + new.height - old.height
            }
            sub.frame = f
        }
    }
    /// Model only: UIKit's layout pass over this view's tree, top down: each view whose size changed
    /// since it was last laid out gets `layoutSubviews()` (https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()).
    public func modelLayoutPass() {
        if modelNeedsLayout {
            modelNeedsLayout = false
            layoutSubviews()
        }
        for sub in subviews { sub.modelLayoutPass() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    @available(iOS 2, *)
    open private(set) var layer: CALayer = CALayer()
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    @available(iOS 2, *)
    open var isHidden: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    @available(iOS 2, *)
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    @available(iOS 2, *)
    open var isUserInteractionEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2, *)
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    @available(iOS 2, *)
    open var tag: Int = 0
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    @available(iOS 2, *)
    open private(set) weak var superview: UIView?
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    @available(iOS 2, *)
    open private(set) var subviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uiview/window
    @available(iOS 2, *)
    open var window: UIWindow? { self as? UIWindow ?? superview?.window }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    @available(iOS 2, *)
    open func didMoveToWindow() {}
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection
    @available(iOS 8, *)
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { ModelScreen.layoutDirection }
    /// https://developer.apple.com/documentation/uikit/uiresponder/next: a view's is its view
    /// controller if it is that controller's root view, else its superview.
    open override var next: UIResponder? { owner ?? superview }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    /// ("Views can have only one superview. If view already has a superview ... that view is removed
    /// before the new superview is set.")
    @available(iOS 2, *)
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:aboveSubview:)
    @available(iOS 2, *)
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        view.detach()
        insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    @available(iOS 2, *)
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        view.detach()
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    @available(iOS 2, *)
    open func insertSubview(_ view: UIView, at index: Int) {
        let hadWindow = view.window != nil
        view.detach()
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(index))
        if !hadWindow, view.window != nil, ModelFacts.windowEntrySendsAppearance, let child = view.owner,
            child.parent != nil
        {
            child.viewWillAppear(false)
        }
        if hadWindow != (view.window != nil) { view.windowChanged() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow(): the window of
    /// every view in the moved subtree changed, so each of them is told, parents first.
    private func windowChanged() {
        didMoveToWindow()
        for view in subviews { view.windowChanged() }
    }
    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }
    /// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    @available(iOS 3.2, *)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            recognizers = newValue ?? []
            for g in recognizers { g.attach(to: self) }
        }
    }
    private var recognizers: [UIGestureRecognizer] = []
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    @available(iOS 2, *)
    open func removeFromSuperview() {
        let hadWindow = window != nil
        detach()
        if hadWindow { windowChanged() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qvpy ("If view is
    /// nil, this method instead converts to window base coordinates. Otherwise, both view and the
    /// receiver must belong to the same UIWindow object."). Layer transforms are not applied.
    @available(iOS 2, *)
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let (inRoot, root) = toRoot(rect)
        guard let view else { return inRoot }
        let (origin, targetRoot) = view.toRoot(.zero)
        if targetRoot !== root {
            ModelLog.violation(
                "convert(_:to:) between views of different hierarchies (\(modelName), \(view.modelName))")
        }
        return inRoot.offsetBy(dx: -origin.minX, dy: -origin.minY)
    }
    /// A rect in this view's bounds in its root view's coordinates: each step subtracts the bounds
    /// origin and adds the frame origin (https://developer.apple.com/documentation/uikit/uiview/bounds).
    private func toRoot(_ rect: CGRect) -> (CGRect, UIView) {
        var (r, v) = (rect, self)
        while let s = v.superview {
            r = r.offsetBy(dx: v.frame.minX - v.bounds.minX, dy: v.frame.minY - v.bounds.minY)
            v = s
        }
        return (r.offsetBy(dx: -v.bounds.minX, dy: -v.bounds.minY), v)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.attach(to: self)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.attach(to: nil)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
    /// ("Returns false if the snapshot is missing image data"): a view outside a window draws nothing.
    @available(iOS 7, *)
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        let drawn = isVisibleInWindow
        UIGraphicsImageRenderer.drawing = drawn ? modelName : nil
        return drawn
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    @available(iOS 2, *)
    open func layoutIfNeeded() { layoutSubviews() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    @available(iOS 2, *)
    open func layoutSubviews() {}

    /// Model only: drawn on screen, as https://developer.apple.com/documentation/uikit/uiview/ishidden
    /// ("Hiding a view with subviews has the effect of hiding those subviews") and
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) (alpha below 0.01) say.
    public var isVisibleInWindow: Bool {
        var v: UIView? = self
        while let view = v {
            if view.isHidden || view.alpha < 0.01 { return false }
            if view is UIWindow { return true }
            v = view.superview
        }
        return false
    }
    /// Model only: the frame in window coordinates.
    public var frameInWindow: CGRect { convert(bounds, to: nil) }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2, *)
@MainActor open class UIScrollView: UIView {
    /// Newer than the deployment target (iOS 15): only inside `if #available(iOS 17, *)`; declared
    /// for the availability check's snippets (Broken/NewerThanDeploymentTarget.swift).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/allowskeyboardscrolling
    @available(iOS 17, *)
    open var allowsKeyboardScrolling: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset ("The point at
    /// which the origin of the content view is offset from the origin of the scroll view"): the
    /// bounds origin.
    @available(iOS 2, *)
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
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
    public init(style: UIBlurEffect.Style) {}
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview
@available(iOS 8, *)
@MainActor open class UIVisualEffectView: UIView {
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    @available(iOS 8, *)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
    @available(iOS 8, *)
    open private(set) var contentView: UIView = UIView(frame: .zero)
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect: the documented
    /// way to fade an effect in or out is to animate this property (nil to an effect), in a UIView
    /// animation or with a UIViewPropertyAnimator, rather than the view's alpha. Set inside a
    /// property animator's animations, the change is drawn at the animator's fraction.
    @available(iOS 8, *)
    open var effect: UIVisualEffect? {
        didSet {
            guard let animator = UIViewPropertyAnimator.recording else { return }
            animator.effectChanges.append((self, from: oldValue != nil ? 1 : 0))
            effectAnimator = animator
        }
    }
    /// The animator that animates `effect`, if any (model only).
    weak var effectAnimator: UIViewPropertyAnimator?
    /// Model only: how much of the effect is drawn, 0 (none) to 1 (all of it): the animator's
    /// fraction between the old and the new effect while one animates it.
    public var modelEffectShown: CGFloat {
        let target: CGFloat = effect == nil ? 0 : 1
        guard let animator = effectAnimator, animator.modelIsActive,
            let change = animator.effectChanges.last(where: { $0.view === self })
        else { return target }
        return change.from + (target - change.from) * animator.fractionComplete
    }
    /// Model only: whether the effect draws incorrectly, as UIVisualEffectView.h ("Avoid alpha values
    /// < 1", on the effect view or any of its superviews; iPhoneOS18.0.sdk, xybp888/iOS-SDKs) and
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview say.
    public var modelEffectBroken: Bool {
        var view: UIView? = self
        while let v = view {
            if v.alpha < 1 || v.layer.opacity < 1 { return true }
            view = v.superview
        }
        return false
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

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator: the animations block
/// runs when the animator starts or is paused (it becomes active); a paused animator draws its
/// animations at `fractionComplete`. Only `UIVisualEffectView.effect` is animated in this model; other
/// properties set in the block simply take their new values (the model layer's values).
@available(iOS 10, *)
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// The animator whose animations block is running (model only).
    static var recording: UIViewPropertyAnimator?
    var effectChanges: [(view: UIVisualEffectView, from: CGFloat)] = []
    private var animations: (() -> Void)?
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/state: inactive, active or
    /// stopped (model only as a flag: active).
    nonisolated(unsafe) public private(set) var modelIsActive = false
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)
    @available(iOS 10, *)
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)?) {
        self.animations = animations
    }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
    @available(iOS 10, *)
    open var fractionComplete: CGFloat = 0 {
        didSet { fractionComplete = min(1, max(0, fractionComplete)) }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation(): an inactive
    /// animator becomes active (its animations run) and paused.
    @available(iOS 10, *)
    open func pauseAnimation() {
        guard !modelIsActive else { return }
        modelIsActive = true
        Self.recording = self
        animations?()
        Self.recording = nil
        animations = nil
    }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:): with
    /// `true` the animator becomes inactive at once, the animated properties left at their current
    /// (drawn) values, no completion called.
    @available(iOS 10, *)
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard modelIsActive else { return }
        for change in effectChanges where change.view.effectAnimator === self {
            let shown = change.view.modelEffectShown
            change.view.effectAnimator = nil
            // The model cannot draw a fraction of an effect without an animator: it keeps the
            // effect if at least half of it showed.
            if shown < 0.5 { change.view.effect = nil }
        }
        modelIsActive = false
        if !withoutFinishing { ModelLog.violation("stopAnimation(false) without finishAnimation(at:)") }
    }
    // UIKit raises NSInternalInconsistencyException ("It is an error to release a paused or stopped
    // property animator") when an active animator is released: the stopAnimation(_:) page says a
    // stopped animator must be finished; releasing a paused one is the same error.
    deinit {
        if modelIsActive { ModelLog.violation("a paused property animator was released") }
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2, *)
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller ("The window
    /// adds the view controller's view as its content view")
    @available(iOS 4, *)
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            addSubview(root.view)
        }
    }
}

/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2, *)
open class UIColor: NSObject, @unchecked Sendable {
    let components: [CGFloat]
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    @available(iOS 2, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    @available(iOS 2, *)
    open var cgColor: CGColor {
        CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    @available(iOS 2, *)
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13, *)
    open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

/// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2, *)
open class UIImage: NSObject, @unchecked Sendable {
    init(cgImage: CGImage) { self.cgImage = cgImage }
    /// https://developer.apple.com/documentation/uikit/uiimage/cgimage
    @available(iOS 2, *)
    open private(set) var cgImage: CGImage?
}

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
@available(iOS 10, *)
open class UIGraphicsRendererContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    @available(iOS 10, *)
    open var cgContext: CGContext { CGContext() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
@available(iOS 10, *)
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
@available(iOS 10, *)
open class UIGraphicsImageRenderer: NSObject {
    /// What the current `drawHierarchy` drew (model only).
    nonisolated(unsafe) static var drawing: String?
    private let bounds: CGRect
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:)
    @available(iOS 10, *)
    public init(bounds: CGRect) { self.bounds = bounds }
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    @available(iOS 10, *)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        Self.drawing = nil
        actions(UIGraphicsImageRendererContext())
        let (w, h) = (Int(Double(bounds.width)), Int(Double(bounds.height)))
        return UIImage(cgImage: CGImage(width: w, height: h, content: Self.drawing))
    }
}
