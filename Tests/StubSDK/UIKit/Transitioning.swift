// Stub UIKit: the view-controller transitioning protocols, exactly as TransitUIKit uses them.

// UITransitionContextViewControllerKey and UITransitionContextViewKey: include/UIKit.h.

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
    var transitionWasCancelled: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
    func finishInteractiveTransition()
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
    func cancelInteractiveTransition()
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
    func initialFrame(for vc: UIViewController) -> CGRect
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    @objc optional func animationEnded(_ transitionCompleted: Bool)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@MainActor @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
    @objc optional var wantsInteractiveStart: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    @objc optional func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    @objc optional func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
    @objc optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    @objc optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}
