#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The delegate a container has while it runs Transit transitions: the navigation delegate of a
    /// navigation controller, the transitioning delegate of a presented controller, or the tab-bar
    /// delegate. It answers only the calls that ask for an animator or interaction controller when it
    /// has a transition for them, forwards every other call to the delegate that was there before,
    /// and puts that delegate back when no screen needs it any more. It never swizzles.
    ///
    /// You rarely touch it: `push(_:transition:)`, `present(_:transition:)` and
    /// `setTabTransition(_:)` install it.
    @MainActor final class TransitionCoordinator: NSObject {
        /// Coordinators alive now, by container (UIKit holds delegates weakly). An entry whose
        /// container died is dropped at the next look-up, so a container allocated at the same
        /// address never inherits it.
        private static var live: [ObjectIdentifier: TransitionCoordinator] = [:]
        /// The gesture that is about to start a transition, if any.
        static var startingGesture: TransitionPanGesture?

        private weak var container: UIViewController?
        /// The delegate that was there before; every call the coordinator does not answer goes there.
        /// Set on the main actor at install (and reinstall); read by the runtime's `responds(to:)` checks.
        nonisolated(unsafe) private weak var previous: NSObjectProtocol?
        private var registry = TransitionRegistry<ObjectIdentifier>()
        private var tabEffect: (any Effect)?
        /// The effect of pushes that bring none of their own (SwiftUI's `NavigationStack`), if any.
        var stack: StackTransition?
        /// How a presented screen is laid out (set when it is presented).
        var presentation: PresentationChoice?
        private weak var running: TransitionAnimator?

        private init(container: UIViewController) { self.container = container }

        /// The coordinator of a container, installing one (and remembering the current delegate) if
        /// needed; when the app replaced the delegate since, the coordinator installs itself again in
        /// front of the app's.
        static func installed(on container: UIViewController) -> TransitionCoordinator {
            let key = ObjectIdentifier(container)
            live = live.filter { $0.value.container != nil }
            if let c = live[key], c.container === container {
                c.reinstallIfReplaced()
                return c
            }
            let c = TransitionCoordinator(container: container)
            c.previous = c.slot
            c.slot = c
            if let swipe = (container as? UINavigationController)?.interactivePopGestureRecognizer {
                c.previousSwipeDelegate = swipe.delegate
                swipe.delegate = c
            }
            live[key] = c
            return c
        }

        /// The coordinator already installed on a container, if any.
        static func existing(on container: UIViewController) -> TransitionCoordinator? {
            live[ObjectIdentifier(container)].flatMap { $0.container === container ? $0 : nil }
        }

        /// The system back swipe's delegate before the coordinator took it.
        private weak var previousSwipeDelegate: (any UIGestureRecognizerDelegate)?

        /// The container's delegate that the coordinator takes: navigation, tab-bar or transitioning.
        private var slot: NSObjectProtocol? {
            get {
                switch container {
                case let nav as UINavigationController: nav.delegate
                case let tabs as UITabBarController: tabs.delegate
                default: container?.transitioningDelegate
                }
            }
            set {
                switch container {
                case let nav as UINavigationController: nav.delegate = newValue as? UINavigationControllerDelegate
                case let tabs as UITabBarController: tabs.delegate = newValue as? UITabBarControllerDelegate
                default: container?.transitioningDelegate = newValue as? UIViewControllerTransitioningDelegate
                }
            }
        }

        /// Puts the coordinator back in front of a delegate the app set meanwhile.
        private func reinstallIfReplaced() {
            guard slot !== self else { return }
            previous = slot
            slot = self
        }

        func record(_ effect: any Effect, back: (any Effect)?, for screen: UIViewController) {
            registry.record(effect, back: back, for: ObjectIdentifier(screen))
        }

        func record(_ spec: TransitionSpec, for screen: UIViewController) throws(CatalogueError) {
            try registry.record(spec, for: ObjectIdentifier(screen))
        }

        func setBack(_ effect: any Effect, for screen: UIViewController) {
            registry.setBack(effect, for: ObjectIdentifier(screen))
        }

        func setTabEffect(_ effect: any Effect) { tabEffect = effect }

        // MARK: Forwarding

        override func responds(to aSelector: Selector!) -> Bool {
            let call: DelegateRouting.Call = super.responds(to: aSelector) ? .animationController : .other
            return DelegateRouting.responds(to: call, previousResponds: previous?.responds(to: aSelector) ?? false)
        }

        override func forwardingTarget(for aSelector: Selector!) -> Any? {
            DelegateRouting.route(
                .other, hasTransition: false, previousResponds: previous?.responds(to: aSelector) ?? false) == .forward
                ? previous : nil
        }

        // MARK: Animators

        private func animator(
            _ entry: TransitionRegistry<ObjectIdentifier>.Entry?, _ operation: ContainerOperation,
            presented: UIViewController? = nil
        ) -> TransitionAnimator? {
            guard let entry else { return nil }
            let animator = TransitionAnimator(
                effect: entry.effect, timing: entry.timing, operation: operation, direction: entry.direction,
                presentation: presented != nil ? presentation : nil)
            if let gesture = Self.startingGesture {
                animator.interaction = gesture.spec
                gesture.animator = animator
            }
            animator.onEnd = { [weak self] _ in self?.transitionEnded() }
            running = animator
            return animator
        }

        /// Answers a delegate call as the core routes it: with `ours`, the previous delegate's answer, or nil.
        private func route<T>(_ call: DelegateRouting.Call, _ ours: T?, forward: () -> T?) -> T? {
            switch DelegateRouting.route(call, hasTransition: ours != nil, previousResponds: previous != nil) {
            case .handle: ours
            case .forward: forward()
            case .systemDefault: nil
            }
        }

        private func interaction(for animator: any UIViewControllerAnimatedTransitioning) -> TransitionAnimator? {
            guard let ours = animator as? TransitionAnimator, ours === running, ours.isInteractive else { return nil }
            return ours
        }

        /// Forgets screens that left the container and restores the previous delegate when none remain.
        private func transitionEnded() {
            guard let container else { return Self.live = Self.live.filter { $0.value !== self } }
            let screens =
                (container as? UINavigationController)?.viewControllers
                ?? (container as? UITabBarController)?.viewControllers
                ?? (container.presentingViewController != nil ? [container] : [])
            let hasLive =
                registry.prune(keeping: Set(screens.map(ObjectIdentifier.init))) || tabEffect != nil || stack != nil
            let isStill = slot === self
            guard DelegateRouting.restore(isStillDelegate: isStill, hasLiveTransitions: hasLive) != .keepInstalled
            else { return }
            if isStill { slot = previous }
            (container as? UINavigationController)?.interactivePopGestureRecognizer?.delegate = previousSwipeDelegate
            Self.live[ObjectIdentifier(container)] = nil
        }
    }

    extension TransitionCoordinator: UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            var op: ContainerOperation? = operation == .push ? .push : operation == .pop ? .pop : nil
            let swipe = navigationController.interactivePopGestureRecognizer?.state
            if !GestureArbitration.answersAnimator(whileSystemBackSwipeIsActive: swipe == .began || swipe == .changed) {
                op = nil
            }
            let entry = op.flatMap {
                registry.transition(for: $0, from: ObjectIdentifier(fromVC), to: ObjectIdentifier(toVC), stack: stack)
            }
            return route(.animationController, op.flatMap { animator(entry, $0) }) {
                (previous as? UINavigationControllerDelegate)?
                    .navigationController?(
                        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        )
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            route(.interactionController, interaction(for: animationController)) {
                (previous as? UINavigationControllerDelegate)?.navigationController?(
                    navigationController, interactionControllerFor: animationController)
            }
        }
    }

    extension TransitionCoordinator: UIGestureRecognizerDelegate {
        /// The system back swipe begins as the core's `GestureArbitration` says.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let nav = container as? UINavigationController else { return false }
            let top = nav.topViewController?.view.gestureRecognizers ?? []
            return GestureArbitration.systemBackSwipeMayBegin(
                stackCount: nav.viewControllers.count, isPresenting: nav.presentedViewController != nil,
                topHasTransitBackGesture: top.contains { ($0 as? TransitionPanGesture)?.isBack == true },
                isTransitioning: running?.isRunning == true)
        }
    }

    extension TransitionCoordinator: UIViewControllerTransitioningDelegate {
        /// Transit's presentation controller for a partial presentation (the previous delegate's otherwise).
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            if let choice = presentation, choice.usesPresentationController {
                return TransitPresentationController(presented: presented, presenting: presenting, choice: choice)
            }
            return (previous as? UIViewControllerTransitioningDelegate)?.presentationController?(
                forPresented: presented, presenting: presenting, source: source)
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            route(
                .animationController,
                animator(
                    registry.transition(for: .forward, of: ObjectIdentifier(presented)), .present, presented: presented)
            ) {
                (previous as? UIViewControllerTransitioningDelegate)?.animationController?(
                    forPresented: presented, presenting: presenting, source: source)
            }
        }

        func animationController(forDismissed dismissed: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? {
            route(
                .animationController,
                animator(
                    registry.transition(for: .back, of: ObjectIdentifier(dismissed)), .dismiss, presented: dismissed)
            ) {
                (previous as? UIViewControllerTransitioningDelegate)?.animationController?(forDismissed: dismissed)
            }
        }

        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            route(.interactionController, interaction(for: animator)) {
                (previous as? UIViewControllerTransitioningDelegate)?.interactionControllerForPresentation?(
                    using: animator)
            }
        }

        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            route(.interactionController, interaction(for: animator)) {
                (previous as? UIViewControllerTransitioningDelegate)?.interactionControllerForDismissal?(
                    using: animator)
            }
        }
    }

    extension TransitionCoordinator: UITabBarControllerDelegate {
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let tabs = tabBarController.viewControllers ?? []
            let direction = ContainerOperation.tabDirection(
                from: tabs.firstIndex(of: fromVC), to: tabs.firstIndex(of: toVC))
            let entry = tabEffect.map { TransitionRegistry<ObjectIdentifier>.Entry(effect: $0, direction: direction) }
            return route(.animationController, animator(entry, .selectTab)) {
                (previous as? UITabBarControllerDelegate)?.tabBarController?(
                    tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        )
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            route(.interactionController, interaction(for: animationController)) {
                (previous as? UITabBarControllerDelegate)?.tabBarController?(
                    tabBarController, interactionControllerFor: animationController)
            }
        }
    }
#endif
