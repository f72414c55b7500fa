// Stub UIKit: gesture recognizers, exactly as TransitUIKit uses them.

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open var delegate: (any UIGestureRecognizerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}
