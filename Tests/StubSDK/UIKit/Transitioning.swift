// Stub UIKit: the view-controller transitioning protocols, exactly as TransitUIKit uses them.

// UITransitionContextViewControllerKey and UITransitionContextViewKey: include/UIKit.h.

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@available(iOS 7, *)
@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    @available(iOS 7, *)
    var containerView: UIView { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isanimated
    @available(iOS 7, *)
    var isAnimated: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
    @available(iOS 7, *)
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
    @available(iOS 7, *)
    var transitionWasCancelled: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
    @available(iOS 7, *)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
    @available(iOS 7, *)
    func finishInteractiveTransition()
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
    @available(iOS 7, *)
    func cancelInteractiveTransition()
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    @available(iOS 7, *)
    func completeTransition(_ didComplete: Bool)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
    /// (the page gives iOS 2.0, older than the protocol's 7.0; either is below the deployment target)
    @available(iOS 2, *)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
    @available(iOS 8, *)
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
    @available(iOS 7, *)
    func initialFrame(for vc: UIViewController) -> CGRect
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
    @available(iOS 7, *)
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@available(iOS 7, *)
@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    @available(iOS 7, *)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    @available(iOS 7, *)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    @available(iOS 7, *)
    @objc optional func animationEnded(_ transitionCompleted: Bool)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@available(iOS 7, *)
@MainActor @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
    @available(iOS 7, *)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
    @available(iOS 7, *)
    @objc optional var wantsInteractiveStart: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@available(iOS 7, *)
@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    @available(iOS 7, *)
    @objc optional func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    @available(iOS 7, *)
    @objc optional func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    @available(iOS 8, *)
    @objc optional func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
    @available(iOS 7, *)
    @objc optional func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    @available(iOS 7, *)
    @objc optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}
