// Model UIKit: view controllers, containment, presentation and the navigation and tab bar
// containers, asking their delegates as UIKit documents (each rule names its page; PG-PVC is
// developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html,
// PG-CT .../CustomizingtheTransitionAnimations.html, H-VCT UIKit/UIViewControllerTransitioning.h).
// A transition the system would animate itself (no animator) completes at once here.

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
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// Model only: `init()` as Objective-C's `NSObject` gives it.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    private var loadedView: UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view ("If you access this
    /// property when its value is nil, the view controller automatically calls loadView()")
    @available(iOS 7, *)
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owner = self
            if newValue?.modelName.isEmpty == true { newValue?.modelName = title ?? "\(type(of: self))" }
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2, *)
    open func loadView() { view = UIView(frame: ModelScreen.bounds) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9, *)
    open var viewIfLoaded: UIView? { loadedView }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    @available(iOS 7, *)
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed: the
    /// topmost controller of a navigation stack decides whether the bar at the bottom of the screen
    /// shows; inside a tab bar controller that bar is the tab bar (observed: Hero #160, #354).
    @available(iOS 2, *)
    open var hidesBottomBarWhenPushed = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 7, *)
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @available(iOS 2, *)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    /// "View controllers forward the size change message to their views and child view controllers.
    /// Presentation controllers forward the size change to their presented view controller."
    @available(iOS 8, *)
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentedViewController, presented.presentingViewController === self {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    @available(iOS 5, *)
    open private(set) weak var parent: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5, *)
    open private(set) var children: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5, *)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5, *)
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    @available(iOS 5, *)
    open internal(set) var isBeingDismissed: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller ("The
    /// nearest ancestor in the view controller hierarchy that is a navigation controller")
    @available(iOS 7, *)
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    @available(iOS 7, *)
    open var tabBarController: UITabBarController? { parent as? UITabBarController ?? parent?.tabBarController }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller ("If
    /// the view controller is not presented, but one of its ancestors is being presented, this
    /// property holds the view controller presenting the nearest ancestor")
    @available(iOS 7, *)
    open var presentingViewController: UIViewController? { presentation?.presenter ?? parent?.presentingViewController }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller: the
    /// presentation made by this controller or by the ancestor that presents for it (PG-PVC: the
    /// presentation context is the root of the hierarchy)
    @available(iOS 7, *)
    open var presentedViewController: UIViewController? { presenting ?? parent?.presentedViewController }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    /// (default `.automatic`, a page sheet since iOS 13)
    @available(iOS 7, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate (weak)
    @available(iOS 7, *)
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    @available(iOS 7, *)
    open var presentationController: UIPresentationController? { presentation?.controller }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator ("the
    /// transition coordinator object associated with a currently active transition"; a child's is
    /// its parent's while the parent transitions)
    @available(iOS 7, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransition ?? parent?.transitionCoordinator
    }
    /// The transition under way in this container (model only).
    var activeTransition: ModelTransitionCoordinator?

    /// The presentation this controller is shown by, and the one it makes (model only).
    var presentation: ModelPresentation?
    private(set) weak var presenting: UIViewController?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    /// The root of this controller's hierarchy presents (PG-PVC, "The Presentation and Transition
    /// Process"); a controller that presents already refuses another.
    @available(iOS 7, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        var presenter: UIViewController = self
        while let p = presenter.parent { presenter = p }
        guard presenter.presenting == nil, let window = presenter.view.window else {
            return ModelLog.violation(
                "Attempt to present \(viewControllerToPresent.view.modelName): already presenting")
        }
        ModelPresentation.present(
            viewControllerToPresent, by: presenter, source: self, in: window, animated: flag, completion: completion)
        presenter.presenting =
            presenter.presenting ?? (viewControllerToPresent.presentation != nil ? viewControllerToPresent : nil)
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    /// ("If you call this method on the presented view controller itself, UIKit asks the presenting
    /// view controller to handle the dismissal.")
    @available(iOS 7, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presenting ?? parent?.presentedViewController, presented !== self,
            presented.presentation != nil, presenting != nil
        {
            return ModelPresentation.dismiss(presented, animated: flag, completion: completion)
        }
        var root: UIViewController = self
        while root.presentation == nil, let p = root.parent { root = p }
        guard root.presentation != nil else { return }
        ModelPresentation.dismiss(root, animated: flag, completion: completion)
    }
    func presentationEnded() { presenting = nil }
}

/// One presentation (model only): who presents, the presentation controller and the container.
@MainActor final class ModelPresentation {
    let presenter: UIViewController, controller: UIPresentationController, style: UIModalPresentationStyle
    let container: UIView
    private weak var presenterSuperview: UIView?

    private init(
        presenter: UIViewController, controller: UIPresentationController, style: UIModalPresentationStyle,
        container: UIView
    ) {
        (self.presenter, self.controller, self.style, self.container) = (presenter, controller, style, container)
    }

    /// Asks the transitioning delegate for the presentation controller (`.custom` only) and the
    /// animator: for `.custom` even when not animated, the context then saying `isAnimated` false
    /// (H-VCT, isAnimated: "for custom presentation styles ... animateTransition is called even if
    /// the transition is not animated"); for other styles only when animated.
    static func present(
        _ presented: UIViewController, by presenter: UIViewController, source: UIViewController, in window: UIWindow,
        animated: Bool, completion: (() -> Void)?
    ) {
        let style = presented.modalPresentationStyle == .automatic ? .pageSheet : presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        let controller =
            style == .custom
            ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            : ModelStyleController(style: style, presented: presented, presenting: presenter)
        let container = UIView(frame: window.bounds)
        container.modelName = "UITransitionView"
        window.addSubview(container)
        controller.containerView = container
        let record = ModelPresentation(presenter: presenter, controller: controller, style: style, container: container)
        presented.presentation = record
        let removes = controller.shouldRemovePresentersView
        record.presenterSuperview = presenter.view.superview
        let asks = style == .custom || animated
        let animator =
            asks ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
        controller.containerViewWillLayoutSubviews()
        let toFrame = controller.frameOfPresentedViewInContainerView
        presented.viewWillAppear(animated)
        let finish = { (done: Bool) in
            if done {
                if removes { presenter.view.removeFromSuperview() }
                controller.presentationTransitionDidEnd(true)
                completion?()
            } else {
                container.removeFromSuperview()
                presented.presentation = nil
                presenter.presentationEnded()
                if removes, let s = record.presenterSuperview, presenter.view.superview !== s {
                    s.insertSubview(presenter.view, at: 0)
                }
                controller.presentationTransitionDidEnd(false)
            }
        }
        guard let animator else {
            presented.view.frame = toFrame
            container.addSubview(presented.view)
            // UIKit's own presentation: at once, or animated for 0.35 s (ModelFacts.systemPresentationsAnimate).
            guard animated, ModelFacts.systemPresentationsAnimate else { return finish(true) }
            return ModelDisplay.animate(for: 0.35) { finish(true) }
        }
        if removes { container.addSubview(presenter.view) }  // D-container: UIKit adds the presenting view
        let context = ModelTransitionContext(
            container: container, animated: animated, controllers: [.from: presenter, .to: presented],
            views: removes ? [.from: presenter.view, .to: presented.view] : [.to: presented.view],
            initial: [ObjectIdentifier(presenter): container.bounds],
            final: [
                ObjectIdentifier(presenter): removes ? .zero : container.bounds, ObjectIdentifier(presented): toFrame,
            ])
        context.onComplete = finish
        run(animator, delegate?.interactionControllerForPresentation(using: animator), context)
    }

    /// Dismisses `presented`: the animator from `animationController(forDismissed:)` (for `.custom`
    /// even when not animated, as for presenting); the container leaves the window at the end, and
    /// a removed presenter's view goes back where it was (PG-PVC).
    static func dismiss(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let record = presented.presentation, !presented.isBeingDismissed else { return }
        let (presenter, controller, container) = (record.presenter, record.controller, record.container)
        let removes = controller.shouldRemovePresentersView
        let delegate = presented.transitioningDelegate
        let asks = record.style == .custom || animated
        let animator = asks ? delegate?.animationController(forDismissed: presented) : nil
        presented.isBeingDismissed = true
        let finish = { (done: Bool) in
            presented.isBeingDismissed = false
            guard done else { return controller.dismissalTransitionDidEnd(false) }
            container.removeFromSuperview()
            if removes {
                let home = record.presenterSuperview ?? container.window
                if presenter.view.superview !== home { home?.insertSubview(presenter.view, at: 0) }
                presenter.view.frame = home?.bounds ?? presenter.view.frame
            }
            presented.presentation = nil
            presenter.presentationEnded()
            controller.dismissalTransitionDidEnd(true)
            completion?()
        }
        guard let animator else {
            guard animated, ModelFacts.systemPresentationsAnimate else { return finish(true) }
            return ModelDisplay.animate(for: 0.35) { finish(true) }
        }
        let context = ModelTransitionContext(
            container: container, animated: animated, controllers: [.from: presented, .to: presenter],
            views: removes ? [.from: presented.view, .to: presenter.view] : [.from: presented.view],
            initial: [ObjectIdentifier(presented): presented.view.frame],
            final: [ObjectIdentifier(presented): .zero, ObjectIdentifier(presenter): container.bounds])
        context.onComplete = finish
        run(animator, delegate?.interactionControllerForDismissal(using: animator), context)
    }

    /// Starts an animator: `startInteractiveTransition(_:)` when an interaction controller was given
    /// (interactive from the start if it wants to be), else `animateTransition(using:)`.
    static func run(
        _ animator: any UIViewControllerAnimatedTransitioning,
        _ interaction: (any UIViewControllerInteractiveTransitioning)?,
        _ context: ModelTransitionContext
    ) {
        (context.animator, context.interaction) = (animator, interaction)
        _ = animator.transitionDuration(using: context)
        if let interaction {
            context.isInteractive = interaction.wantsInteractiveStart
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }

    /// A size change: the container follows the window and the presentation controller lays out
    /// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
    func resize(to bounds: CGRect) {
        container.frame = bounds
        controller.containerViewWillLayoutSubviews()
    }
}

/// UIKit's own presentation controller for a system style (model only): full screen removes the
/// presenter's view (PG-PVC); a page sheet leaves a strip at the top.
@MainActor final class ModelStyleController: UIPresentationController {
    let style: UIModalPresentationStyle
    init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var shouldRemovePresentersView: Bool { style == .fullScreen }
    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        guard style == .pageSheet || style == .formSheet else { return bounds }
        return CGRect(x: 0, y: 54, width: bounds.width, height: bounds.height - 54)
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2, *)
@MainActor open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    private let wrapper = UIView(frame: ModelScreen.bounds)
    private var transitioning = false
    private let popDelegate = ModelPopGestureDelegate()
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    @available(iOS 2, *)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        wrapper.modelName = "UINavigationTransitionView"
        popGesture.delegate = popDelegate
        contentPopGesture.delegate = popDelegate
        popDelegate.navigation = self
        viewControllers = [rootViewController]
    }
    open override func loadView() {
        super.loadView()
        wrapper.frame = view.bounds
        // The transition's container fills the navigation controller's view and follows its size (the
        // model's choice: UIKit's container is private; the final frame it gives a pushed view is its bounds).
        wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(wrapper)
        view.addGestureRecognizer(popGesture)
        view.addGestureRecognizer(contentPopGesture)
        showTop()
    }
    private func showTop() {
        guard viewIfLoaded != nil, let top = stack.last else { return }
        for sub in wrapper.subviews where sub !== top.view { sub.removeFromSuperview() }
        top.view.frame = wrapper.bounds
        wrapper.addSubview(top.view)
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    @available(iOS 7, *)
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    @available(iOS 2, *)
    open var viewControllers: [UIViewController] {
        get { stack }
        set {
            for vc in stack where !newValue.contains(where: { $0 === vc }) { vc.removeFromParent() }
            stack = newValue
            for vc in stack where vc.parent !== self { addChild(vc) }
            showTop()
        }
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    @available(iOS 2, *)
    open var topViewController: UIViewController? { stack.last }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate (weak)
    @available(iOS 2, *)
    open weak var delegate: (any UINavigationControllerDelegate)?
    private let popGesture = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    @available(iOS 7, *)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
    private let contentPopGesture = UIPanGestureRecognizer(target: nil, action: nil)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    /// (installed on the navigation controller's view; a pan anywhere in the content area)
    @available(iOS 26, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGesture }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    @available(iOS 2, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !transitioning else { return ModelLog.violation("push while a navigation transition runs") }
        let from = stack.last
        stack.append(viewController)
        addChild(viewController)
        guard let from else { return showTop() }
        transition(.push, from: from, to: viewController, animated: animated)
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @available(iOS 2, *)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, !transitioning else { return nil }
        let from = stack.removeLast()
        transition(.pop, from: from, to: stack[stack.count - 1], animated: animated)
        return from
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    /// "Pops view controllers until the specified view controller is at the top of the navigation
    /// stack", and returns "an array containing the view controllers that were popped". One pop
    /// operation from the top to it (the screens between leave at once, never shown).
    @available(iOS 2, *)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }), i < stack.count - 1, !transitioning
        else { return nil }
        let popped = Array(stack[(i + 1)...])
        stack.removeSubrange((i + 1)...)
        for between in popped.dropLast() { between.removeFromParent() }
        transition(.pop, from: popped[popped.count - 1], to: viewController, animated: animated)
        return popped
    }

    /// Asks the delegate for an animator when animated (whether it is asked for an unanimated
    /// operation is uncertain, fact sheet 4.4: run both ways, `ModelFacts.unanimatedNavigationAsksDelegate`),
    /// then its interaction controller
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)).
    private func transition(_ op: Operation, from: UIViewController, to: UIViewController, animated: Bool) {
        let settle = { [self] (done: Bool) in
            transitioning = false
            if done {
                if from.view.superview === wrapper { from.view.removeFromSuperview() }
                if op == .pop { from.removeFromParent() }
                delegate?.navigationController(self, didShow: to, animated: animated)
                if to.view.superview !== wrapper {
                    ModelLog.violation("the \(op) ended without its to-view in the container")
                }
            } else if op == .push {
                stack.removeLast()
                to.removeFromParent()
            } else {
                stack.append(from)
            }
        }
        // The tab bar follows the topmost controller's hidesBottomBarWhenPushed, animated alongside.
        let bar = tabBarController?.tabBar
        let barHides = to.hidesBottomBarWhenPushed
        let barAnimates = bar.map { $0.isHidden != barHides && animated && view.window != nil } ?? false
        if barAnimates { bar?.layer.modelAddAnimation(forKey: "position") }
        var custom = false
        let finish = { (done: Bool) in
            if done { bar?.isHidden = barHides }
            if barAnimates && !(custom && ModelFacts.customPushLeavesTabBarAnimations) {
                bar?.layer.modelRemoveAnimation(forKey: "position")
            }
            settle(done)
        }
        to.viewWillAppear(animated)
        // The delegate hears the screen about to show, and once shown (navigationcontroller(_:willshow:animated:),
        // navigationcontroller(_:didshow:animated:)).
        delegate?.navigationController(self, willShow: to, animated: animated)
        activeTransition = ModelTransitionCoordinator()
        let end = { [self] (done: Bool) in
            activeTransition = nil
            finish(done)
        }
        let animator =
            (animated || ModelFacts.unanimatedNavigationAsksDelegate) && view.window != nil
            ? delegate?.navigationController(self, animationControllerFor: op, from: from, to: to) : nil
        transitioning = true
        custom = animator != nil
        guard let animator else {
            guard animated, view.window != nil else {
                showTop()
                return end(true)
            }
            // UIKit's own push or pop: it animates (the model for the default duration) and then shows.
            return ModelDisplay.animate(for: 0.35) { [self] in
                showTop()
                end(true)
            }
        }
        let context = ModelTransitionContext(
            container: wrapper, animated: animated, controllers: [.from: from, .to: to],
            views: [.from: from.view, .to: to.view], initial: [ObjectIdentifier(from): wrapper.bounds],
            final: [ObjectIdentifier(from): .zero, ObjectIdentifier(to): wrapper.bounds])
        context.onComplete = end
        ModelPresentation.run(
            animator, delegate?.navigationController(self, interactionControllerFor: animator), context)
    }
}

/// UIKit's own delegate of the system back swipe (model only): it begins with more than one screen.
@MainActor final class ModelPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        (navigation?.viewControllers.count ?? 0) > 1
    }
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8, *)
@MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    @available(iOS 8, *)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        (self.presentedViewController, self.presentingViewController) = (
            presentedViewController, presentingViewController
        )
    }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    @available(iOS 8, *)
    open private(set) var presentedViewController: UIViewController
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    @available(iOS 8, *)
    open private(set) weak var presentingViewController: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
    @available(iOS 8, *)
    open internal(set) weak var containerView: UIView?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
    @available(iOS 8, *)
    open var presentedView: UIView? { presentedViewController.view }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    /// (default: the container's bounds)
    @available(iOS 8, *)
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    /// (default false)
    @available(iOS 8, *)
    open var shouldRemovePresentersView: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
    @available(iOS 8, *)
    open func containerViewWillLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
    @available(iOS 8, *)
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    @available(iOS 8, *)
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// Model only: behaviour observed but not documented, which scenarios run both ways.
public enum ModelFacts {
    /// After a custom push or pop that hides or shows the tab bar (`hidesBottomBarWhenPushed`),
    /// UIKit leaves its animations on the tab bar's layer, and the bar stops responding
    /// (HeroTransitions/Hero#354, iOS 11 on: "UIKit added some extra animations to the tabbar's
    /// layer"). Apple documents neither; false is UIKit as documented.
    nonisolated(unsafe) public static var customPushLeavesTabBarAnimations = false
    /// An unanimated push or pop asks the navigation delegate for an animator too (the context then
    /// says `isAnimated` false). Uncertain (fact sheet 4.4: UINavigationControllerDelegate's page does
    /// not say; the contract model runs both ways); false, the model's first reading, is not asked.
    nonisolated(unsafe) public static var unanimatedNavigationAsksDelegate = false
    /// A child controller's view added to a view in the window gets `viewWillAppear(_:)` from UIKit
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) says it
    /// comes "before the view is added to the view hierarchy", not for which additions; SwiftUI adds
    /// representables' controllers without the calls at times, siteline/swiftui-introspect#166).
    /// Uncertain; false (none sent) is the model's first reading.
    nonisolated(unsafe) public static var windowEntrySendsAppearance = false
    /// UIKit's own animated presentations and dismissals (no animator) take time, as its own push and
    /// pop do (0.35 s here), instead of completing at once; the completion handler runs at their end
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:):
    /// "The completion handler is called after the viewDidAppear(_:) method is called on the presented
    /// view controller"). Their duration is not documented; false (at once) is the first reading.
    nonisolated(unsafe) public static var systemPresentationsAnimate = false
}

/// https://developer.apple.com/documentation/uikit/uitabbar: the bar of a tab bar controller,
/// at the bottom of its view.
@available(iOS 2, *)
@MainActor open class UITabBar: UIView {
    /// Model only: a tap on the bar selects a tab: the bar is shown and, as observed in
    /// HeroTransitions/Hero#354, not with animations left on its layer.
    public var modelResponds: Bool { isVisibleInWindow && isUserInteractionEnabled && layer.animationKeys() == nil }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@available(iOS 2, *)
@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar ("Attempting to
    /// modify the contents of the tab bar directly will throw": UITabBarController.h)
    @available(iOS 3, *)
    open var tabBar: UITabBar { bar }
    private lazy var bar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.modelName = "tab bar"
        return bar
    }()
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate (weak)
    @available(iOS 2, *)
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    @available(iOS 2, *)
    open var viewControllers: [UIViewController]? {
        didSet {
            for vc in viewControllers ?? [] { addChild(vc) }
            selectedIndex = 0
        }
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    @available(iOS 2, *)
    open var selectedIndex: Int = 0 {
        didSet { select(from: oldValue) }
    }
    open override func loadView() {
        super.loadView()
        // The bar along the bottom (49 points, the compact height of UIKit's tab bar, without a safe area).
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - 49, width: view.bounds.width, height: 49)
        view.addSubview(tabBar)
        select(from: selectedIndex)
    }
    /// Shows the selected tab, through the delegate's animator when it gives one
    /// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)).
    private func select(from old: Int) {
        guard let tabs = viewControllers, tabs.indices.contains(selectedIndex), let root = viewIfLoaded else { return }
        let to = tabs[selectedIndex]
        let from = tabs.indices.contains(old) && old != selectedIndex ? tabs[old] : nil
        let show = { [tabBar] in
            for sub in root.subviews where sub !== to.view && sub !== tabBar { sub.removeFromSuperview() }
            to.view.frame = root.bounds
            root.insertSubview(to.view, belowSubview: tabBar)
        }
        guard let from, root.window != nil,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        else { return show() }
        let context = ModelTransitionContext(
            container: root, animated: true, controllers: [.from: from, .to: to],
            views: [.from: from.view, .to: to.view],
            initial: [ObjectIdentifier(from): root.bounds],
            final: [ObjectIdentifier(from): .zero, ObjectIdentifier(to): root.bounds])
        context.onComplete = { done in if done { from.view.removeFromSuperview() } }
        ModelPresentation.run(animator, delegate?.tabBarController(self, interactionControllerFor: animator), context)
    }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@available(iOS 2, *)
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    @available(iOS 2, *)
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    @available(iOS 2, *)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    @available(iOS 7, *)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    @available(iOS 7, *)
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@available(iOS 2, *)
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
    @available(iOS 7, *)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
    @available(iOS 7, *)
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension UIWindow {
    /// Model only: a size change (rotation, Split View): the window, its root view and every
    /// presentation's container take the new bounds.
    /// First the root controller hears `viewWillTransition(to:with:)`, which it forwards; then the
    /// views take the size (autoresizing) and a layout pass lays out every view whose size changed.
    public func modelResize(to size: CGSize) {
        rootViewController?.viewWillTransition(to: size, with: ModelTransitionCoordinator())
        frame = CGRect(origin: .zero, size: size)
        rootViewController?.view.frame = bounds
        var vc = rootViewController
        while let presented = vc?.presentedViewController, let p = presented.presentation {
            p.resize(to: bounds)
            vc = presented
        }
        modelLayoutPass()
    }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(iOS 7, *)
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@available(iOS 7, *)
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {}

/// The coordinator of a transition under way (model only).
@MainActor final class ModelTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {}
