// Model UIKit: gesture recognizers. The state machine of
// https://developer.apple.com/documentation/uikit/uigesturerecognizer (possible, then began,
// changed..., ended or cancelled; or failed), the delegate asked before a recognizer begins
// (https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)),
// and each state change sent to every target's action. Scenarios drive touches with `modelPan`.

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    private var targets: [(target: AnyObject, action: Selector)] = []
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    @available(iOS 3.2, *)
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    /// (targets are not retained)
    @available(iOS 3.2, *)
    open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }
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
    open internal(set) var state: UIGestureRecognizer.State = .possible
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    @available(iOS 3.2, *)
    open private(set) weak var view: UIView?
    func attach(to view: UIView?) { self.view = view }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    @available(iOS 3.2, *)
    open var isEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate (weak)
    @available(iOS 3.2, *)
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The touch in the recognizer's view (model only).
    var touch = CGPoint.zero
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    @available(iOS 3.2, *)
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return touch }
        return own.convert(CGRect(origin: touch, size: .zero), to: view).origin
    }

    /// Model only: moves to `state` and sends every target its action; false if it cannot begin.
    @discardableResult
    public func modelSend(_ state: State) -> Bool {
        if state == .began {
            guard isEnabled, view != nil, delegate?.gestureRecognizerShouldBegin(self) ?? true else {
                self.state = .failed
                return false
            }
        }
        self.state = state
        for (target, action) in targets {
            guard let receiver = target as? any ModelActionTarget else {
                ModelLog.violation("a gesture's target cannot receive \(action.name)")
                continue
            }
            receiver.perform(action, with: self)
        }
        if state == .ended || state == .cancelled { self.state = .possible }
        return true
    }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    var translation = CGPoint.zero, speed = CGPoint.zero
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    @available(iOS 3.2, *)
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    @available(iOS 3.2, *)
    open func velocity(in view: UIView?) -> CGPoint { speed }

    /// Model only: a finger that lands at `start` (in the recognizer's view), moves by `by` over
    /// `frames` display frames and lifts; false if the recognizer did not begin.
    @discardableResult
    public func modelPan(from start: CGPoint, by: CGPoint, frames: Int = 12) -> Bool {
        let perFrame = CGPoint(x: by.x / CGFloat(Double(frames)), y: by.y / CGFloat(Double(frames)))
        (touch, translation) = (start, .zero)
        speed = CGPoint(x: perFrame.x * 60, y: perFrame.y * 60)
        guard modelSend(.began) else { return false }
        for i in 1...frames {
            ModelDisplay.advance()
            let t = CGFloat(Double(i))
            translation = CGPoint(x: perFrame.x * t, y: perFrame.y * t)
            touch = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
            modelSend(.changed)
        }
        ModelDisplay.advance()
        modelSend(.ended)
        return true
    }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@available(iOS 7, *)
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Model only: a tap at `point`: the recognizer begins and ends at once.
    public func modelTap(at point: CGPoint) {
        touch = point
        if modelSend(.began) { modelSend(.ended) }
    }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate (its methods are
/// optional in Objective-C; here the defaults are what UIKit does without them)
@available(iOS 3.2, *)
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    @available(iOS 3.2, *)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    @available(iOS 3.2, *)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    @available(iOS 7, *)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
