// Stub UIKit: view controllers and their containers, exactly as TransitUIKit uses them.

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(iOS 3.2, *)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 7, *)
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 7, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    @available(iOS 7, *)
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2, *)
    open func loadView() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9, *)
    open var viewIfLoaded: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    @available(iOS 7, *)
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 7, *)
    open func viewDidLoad() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @available(iOS 2, *)
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 5, *)
    open var parent: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5, *)
    open var children: [UIViewController] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    @available(iOS 5, *)
    open var isBeingDismissed: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    @available(iOS 7, *)
    open var navigationController: UINavigationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    @available(iOS 7, *)
    open var tabBarController: UITabBarController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 7, *)
    open var presentingViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 7, *)
    open var presentedViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 7, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    @available(iOS 7, *)
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    @available(iOS 7, *)
    open var presentationController: UIPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    @available(iOS 7, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 7, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 7, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2, *)
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    @available(iOS 2, *)
    public init(rootViewController: UIViewController) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    @available(iOS 7, *)
    @objc public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    @available(iOS 2, *)
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    @available(iOS 2, *)
    open var topViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    @available(iOS 2, *)
    open var delegate: (any UINavigationControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    @available(iOS 7, *)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    @available(iOS 26, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    @available(iOS 2, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @available(iOS 2, *)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8, *)
@MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    @available(iOS 8, *)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    @available(iOS 8, *)
    open var presentedViewController: UIViewController { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
    @available(iOS 8, *)
    open var containerView: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
    @available(iOS 8, *)
    open var presentedView: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    @available(iOS 8, *)
    open var frameOfPresentedViewInContainerView: CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    @available(iOS 8, *)
    open var shouldRemovePresentersView: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
    @available(iOS 8, *)
    open func containerViewWillLayoutSubviews() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    @available(iOS 8, *)
    open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@available(iOS 2, *)
@MainActor open class UITabBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2, *)
@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    @available(iOS 3, *)
    open var tabBar: UITabBar { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    @available(iOS 2, *)
    open var delegate: (any UITabBarControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    @available(iOS 2, *)
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    @available(iOS 2, *)
    open var selectedIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@available(iOS 2, *)
@MainActor @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    @available(iOS 2, *)
    @objc optional func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    @available(iOS 2, *)
    @objc optional func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    @available(iOS 7, *)
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    @available(iOS 7, *)
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@available(iOS 2, *)
@MainActor @objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
    @available(iOS 7, *)
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
    @available(iOS 7, *)
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(iOS 7, *)
@MainActor @objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@available(iOS 7, *)
@MainActor @objc public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {}
