// Stub UIKit: view controllers and their containers, exactly as TransitUIKit uses them.

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
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
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    @objc public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    open var delegate: (any UINavigationControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    open var delegate: (any UITabBarControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }  // weak in UIKit
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    @objc optional func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor @objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}
