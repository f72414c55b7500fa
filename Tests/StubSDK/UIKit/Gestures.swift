// Stub UIKit: gesture recognizers, exactly as TransitUIKit uses them.

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    @available(iOS 3.2, *)
    public init(target: Any?, action: Selector?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    @available(iOS 3.2, *)
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    @available(iOS 3.2, *)
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    @available(iOS 3.2, *)
    open var state: UIGestureRecognizer.State { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    @available(iOS 3.2, *)
    open var view: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    @available(iOS 3.2, *)
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    @available(iOS 3.2, *)
    open var delegate: (any UIGestureRecognizerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    @available(iOS 3.2, *)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    @available(iOS 3.2, *)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    @available(iOS 3.2, *)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@available(iOS 7, *)
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@available(iOS 3.2, *)
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    @available(iOS 3.2, *)
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    @available(iOS 3.2, *)
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    @available(iOS 7, *)
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}
