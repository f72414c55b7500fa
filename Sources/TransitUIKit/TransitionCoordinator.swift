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
    @MainActor public final class TransitionCoordinator: NSObject {
        /// Coordinators alive now, by container (UIKit holds delegates weakly).
        private static var live: [ObjectIdentifier: TransitionCoordinator] = [:]
        /// The gesture that is about to start a transition, if any.
        static var startingGesture: TransitionPanGesture?

        private weak var container: UIViewController?
        /// The delegate that was there before; every call the coordinator does not answer goes there.
        /// Set once at install on the main actor; read by the runtime's `responds(to:)` checks.
        nonisolated(unsafe) private weak var previous: NSObjectProtocol?
        private var registry = TransitionRegistry<ObjectIdentifier>()
        private var tabEffect: (any Effect)?
        /// How a presented screen is laid out (set when it is presented).
        var presentation: PresentationChoice?
        private weak var running: TransitionAnimator?

        private init(container: UIViewController, previous: NSObjectProtocol?) {
            self.container = container
            self.previous = previous
        }

        /// The coordinator of a container, installing one (and remembering the current delegate) if needed.
        static func installed(on container: UIViewController) -> TransitionCoordinator {
            let key = ObjectIdentifier(container)
            if let c = live[key] { return c }
            let c: TransitionCoordinator
            switch container {
            case let nav as UINavigationController:
                c = TransitionCoordinator(container: nav, previous: nav.delegate)
                nav.delegate = c
            case let tabs as UITabBarController:
                c = TransitionCoordinator(container: tabs, previous: tabs.delegate)
                tabs.delegate = c
            default:
                c = TransitionCoordinator(container: container, previous: container.transitioningDelegate)
                container.transitioningDelegate = c
            }
            live[key] = c
            return c
        }

        /// The coordinator already installed on a container, if any.
        static func existing(on container: UIViewController) -> TransitionCoordinator? {
            live[ObjectIdentifier(container)]
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

        public override func responds(to aSelector: Selector!) -> Bool {
            let call: DelegateRouting.Call = super.responds(to: aSelector) ? .animationController : .other
            return DelegateRouting.responds(to: call, previousResponds: previous?.responds(to: aSelector) ?? false)
        }

        public override func forwardingTarget(for aSelector: Selector!) -> Any? {
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
            let effect = entry.effect
            let keep = presented != nil && presentation?.keepsPresentingView == true
            let resting = presented != nil ? presentation?.restingFrame : nil
            let animator = TransitionAnimator(
                effect: effect, timing: entry.timing,
                plan: ContainerPlan(
                    operation: operation, direction: entry.direction,
                    keepsPresentingView: keep))
            animator.restingFrame = resting
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
            var screens: [UIViewController] = [container]
            if let nav = container as? UINavigationController { screens = nav.viewControllers }
            if let tabs = container as? UITabBarController { screens = tabs.viewControllers ?? [] }
            if !(container is UINavigationController || container is UITabBarController),
                container.presentingViewController == nil
            {
                screens = []
            }
            let hasLive = registry.prune(keeping: Set(screens.map(ObjectIdentifier.init))) || tabEffect != nil
            let isStill: Bool
            switch container {
            case let nav as UINavigationController: isStill = nav.delegate === self
            case let tabs as UITabBarController: isStill = tabs.delegate === self
            default: isStill = container.transitioningDelegate === self
            }
            guard DelegateRouting.restore(isStillDelegate: isStill, hasLiveTransitions: hasLive) != .keepInstalled
            else { return }
            if isStill {
                switch container {
                case let nav as UINavigationController: nav.delegate = previous as? UINavigationControllerDelegate
                case let tabs as UITabBarController: tabs.delegate = previous as? UITabBarControllerDelegate
                default: container.transitioningDelegate = previous as? UIViewControllerTransitioningDelegate
                }
            }
            Self.live[ObjectIdentifier(container)] = nil
        }
    }

    extension TransitionCoordinator: UINavigationControllerDelegate {
        public func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let op: ContainerOperation? = operation == .push ? .push : operation == .pop ? .pop : nil
            let entry = op.flatMap {
                registry.transition(for: $0, from: ObjectIdentifier(fromVC), to: ObjectIdentifier(toVC))
            }
            return route(.animationController, op.flatMap { animator(entry, $0) }) {
                (previous as? UINavigationControllerDelegate)?
                    .navigationController?(
                        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }
        }

        public func navigationController(
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

    extension TransitionCoordinator: UIViewControllerTransitioningDelegate {
        public func animationController(
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

        public func animationController(forDismissed dismissed: UIViewController) -> (
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

        public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            route(.interactionController, interaction(for: animator)) {
                (previous as? UIViewControllerTransitioningDelegate)?.interactionControllerForPresentation?(
                    using: animator)
            }
        }

        public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            route(.interactionController, interaction(for: animator)) {
                (previous as? UIViewControllerTransitioningDelegate)?.interactionControllerForDismissal?(
                    using: animator)
            }
        }
    }

    extension TransitionCoordinator: UITabBarControllerDelegate {
        public func tabBarController(
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

        public func tabBarController(
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
