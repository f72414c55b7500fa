// Model UIKit: the view-controller transitioning protocols (UIKit/UIViewControllerTransitioning.h)
// and the transition context UIKit hands an animator. Requirements that are optional in
// Objective-C have here the default UIKit applies when a delegate lacks them (nil: "use the
// default"). The context records every call, so a scenario can check the contract: exactly one
// `completeTransition(_:)`
// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)).

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
@available(iOS 7, *)
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
@available(iOS 8, *)
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@available(iOS 7, *)
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
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
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    @available(iOS 7, *)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    @available(iOS 7, *)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    @available(iOS 7, *)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@available(iOS 7, *)
@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
    @available(iOS 7, *)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
    /// (default true)
    @available(iOS 7, *)
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@available(iOS 7, *)
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    @available(iOS 7, *)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    @available(iOS 7, *)
    func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    @available(iOS 8, *)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
    @available(iOS 7, *)
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    @available(iOS 7, *)
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
}

/// Model only: the context UIKit builds for one transition; it records what the animator did.
@MainActor public final class ModelTransitionContext: NSObject, UIViewControllerContextTransitioning {
    public let containerView: UIView
    public let isAnimated: Bool
    public internal(set) var isInteractive = false
    public private(set) var transitionWasCancelled = false
    let controllers: [UITransitionContextViewControllerKey: UIViewController]
    let views: [UITransitionContextViewKey: UIView]
    let initial: [ObjectIdentifier: CGRect], final: [ObjectIdentifier: CGRect]
    /// What UIKit does once the animator completes (model only).
    var onComplete: (Bool) -> Void = { _ in }
    /// The animator and interaction controller, kept until the transition completes: UIKit holds
    /// them (Apple's samples return a new animator from the delegate and keep no reference).
    public internal(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// How many times `completeTransition(_:)` was called, and the progress last reported.
    public private(set) var completions = 0
    public private(set) var progress: CGFloat = 0
    /// Every context UIKit handed out, in order (model only).
    public static var all: [ModelTransitionContext] = []

    init(
        container: UIView, animated: Bool, controllers: [UITransitionContextViewControllerKey: UIViewController],
        views: [UITransitionContextViewKey: UIView], initial: [ObjectIdentifier: CGRect],
        final: [ObjectIdentifier: CGRect]
    ) {
        (containerView, isAnimated, self.controllers, self.views) = (container, animated, controllers, views)
        (self.initial, self.final) = (initial, final)
        super.init()
        Self.all.append(self)
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) { progress = percentComplete }
    public func finishInteractiveTransition() { transitionWasCancelled = false }
    public func cancelInteractiveTransition() { transitionWasCancelled = true }
    public func completeTransition(_ didComplete: Bool) {
        completions += 1
        guard completions == 1 else {
            return ModelLog.violation("completeTransition(_:) called \(completions) times")
        }
        onComplete(didComplete)
        // "UIKit calls animationEnded(_:) ... at the end of the transition" (animationended(_:)).
        animator?.animationEnded(didComplete)
        (animator, interaction) = (nil, nil)
    }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        controllers[key]
    }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    public func initialFrame(for vc: UIViewController) -> CGRect { initial[ObjectIdentifier(vc)] ?? .zero }
    public func finalFrame(for vc: UIViewController) -> CGRect { final[ObjectIdentifier(vc)] ?? .zero }
    /// The final frame UIKit gave for a view controller (model only).
    public func modelFinalFrame(for vc: UIViewController) -> CGRect? { final[ObjectIdentifier(vc)] }
}
