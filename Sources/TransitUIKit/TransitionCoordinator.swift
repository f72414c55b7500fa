#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The navigation, tab-bar or transitioning delegate of a container while it runs Transit
    /// transitions. `ContainerTransitions` decides which transition each call gets, `DelegateRouting`
    /// who answers; other calls go to the previous delegate, put back when no screen needs Transit.
    @MainActor final class TransitionCoordinator: NSObject {
        /// The coordinator of each container alive (UIKit holds delegates weakly).
        private static var live = LiveTable<UIViewController, TransitionCoordinator>()
        /// The gesture that is about to start a transition, if any.
        static var startingGesture: TransitionPanGesture?

        private weak var container: UIViewController?
        /// The delegates that were there before, by slot, which get every call the coordinator does not
        /// answer; set on the main actor, read by the runtime's `responds(to:)` checks.
        nonisolated(unsafe) private weak var previousContainer: NSObjectProtocol?
        nonisolated(unsafe) private weak var previousPresentation: NSObjectProtocol?
        /// The slots the coordinator took.
        private var taken: Set<Slot> = []
        private var previousNavigation: UINavigationControllerDelegate? {
            previousContainer as? UINavigationControllerDelegate
        }
        private var previousTabs: UITabBarControllerDelegate? { previousContainer as? UITabBarControllerDelegate }
        private var previousTransitioning: UIViewControllerTransitioningDelegate? {
            previousPresentation as? UIViewControllerTransitioningDelegate
        }
        /// The system back swipes' delegates before the coordinator took them (the edge swipe's, then
        /// iOS 26's content swipe's).
        private weak var previousSwipeDelegate: (any UIGestureRecognizerDelegate)?
        private weak var previousContentSwipeDelegate: (any UIGestureRecognizerDelegate)?
        var transitions = ContainerTransitions<ObjectIdentifier>()
        private weak var running: TransitionAnimator?

        private init(container: UIViewController) { self.container = container }

        /// A delegate the coordinator takes: a navigation or tab bar controller's own delegate, which
        /// UIKit asks for pushes, pops and tab switches, or the transitioning delegate, which UIKit asks
        /// when the controller is presented or dismissed, whatever its class
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate).
        enum Slot { case container, presentation }

        /// The coordinator of a container, installed in front of the current delegate of `slot` (again,
        /// when the app replaced it since); `.presentation` when the container is about to be presented.
        static func installed(on container: UIViewController, slot: Slot? = nil) -> TransitionCoordinator {
            let c = live[container] ?? TransitionCoordinator(container: container)
            let slot =
                slot
                ?? (container is UINavigationController || container is UITabBarController ? .container : .presentation)
            if c.delegate(in: slot) !== c {
                if slot == .container {
                    c.previousContainer = c.delegate(in: slot)
                } else {
                    c.previousPresentation = c.delegate(in: slot)
                }
                c.setDelegate(c, in: slot)
            }
            c.taken.insert(slot)
            // Fact sheet 4.2: the system swipe needs a delegate that lets it begin (taken again after
            // a reinstall, in case UIKit cleared it when the navigation delegate changed).
            if slot == .container, let nav = container as? UINavigationController {
                if let swipe = nav.interactivePopGestureRecognizer, swipe.delegate !== c {
                    c.previousSwipeDelegate = swipe.delegate
                    swipe.delegate = c
                }
                // iOS 26 pops from a pan anywhere in the content too: it waits on the same terms.
                if #available(iOS 26, *), let swipe = nav.interactiveContentPopGestureRecognizer, swipe.delegate !== c {
                    c.previousContentSwipeDelegate = swipe.delegate
                    swipe.delegate = c
                }
            }
            live[container] = c
            return c
        }

        /// The coordinator already installed on a container, if any.
        static func existing(on container: UIViewController) -> TransitionCoordinator? { live[container] }

        /// The container's delegate in a slot: navigation or tab-bar (`.container`), or transitioning.
        private func delegate(in slot: Slot) -> NSObjectProtocol? {
            switch (slot, container) {
            case (.container, let nav as UINavigationController): nav.delegate
            case (.container, let tabs as UITabBarController): tabs.delegate
            default: container?.transitioningDelegate
            }
        }

        private func setDelegate(_ value: NSObjectProtocol?, in slot: Slot) {
            switch (slot, container) {
            case (.container, let nav as UINavigationController):
                nav.delegate = value as? UINavigationControllerDelegate
            case (.container, let tabs as UITabBarController): tabs.delegate = value as? UITabBarControllerDelegate
            default: container?.transitioningDelegate = value as? UIViewControllerTransitioningDelegate
            }
        }

        #if _runtime(_ObjC)
            // Every other documented delegate call (`shouldSelect`, the supported orientations..., whose
            // mere implementation would change what UIKit does) reaches the previous delegate through
            // the Objective-C runtime's forwarding (see ObjectiveCRuntime.swift).
            override func responds(to aSelector: Selector!) -> Bool {
                let call: DelegateRouting.Call = super.responds(to: aSelector) ? .animationController : .other
                return DelegateRouting.responds(to: call, previousResponds: previous(respondingTo: aSelector) != nil)
            }

            override func forwardingTarget(for aSelector: Selector!) -> Any? {
                let previous = previous(respondingTo: aSelector)
                return DelegateRouting.route(.other, hasTransition: false, previousResponds: previous != nil)
                    == .forward
                    ? previous : nil
            }

            nonisolated private func previous(respondingTo selector: Selector!) -> NSObjectProtocol? {
                [previousContainer, previousPresentation].lazy.compactMap { $0 }.first { $0.responds(to: selector) }
            }
        #endif

        /// Answers an animator call with the transition the core chose, else as `DelegateRouting` says.
        /// `declared` reads a pushed screen's own transition (`StackTransitionProviding`) once it is laid out.
        private func animator(
            _ request: ContainerTransitions<ObjectIdentifier>.Request, declared: (() -> StackTransition?)? = nil,
            forward: () -> (any UIViewControllerAnimatedTransitioning)?
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let answer = transitions.answer(request)
            let previous: NSObjectProtocol? =
                switch request {
                case .present, .dismiss: previousPresentation
                default: previousContainer
                }
            return DelegateRouting.route(
                .animationController, hasTransition: answer != nil, previousResponds: previous != nil
            )
            .answer(ours: { answer.map { makeAnimator($0, declared) } }, forward: forward)
        }

        private func makeAnimator(
            _ answer: ContainerTransitions<ObjectIdentifier>.Answer, _ declared: (() -> StackTransition?)?
        ) -> TransitionAnimator {
            let run = answer.run(motion: .current, declaration: declared)
            let animator = TransitionAnimator(run)
            if let gesture = Self.startingGesture {
                run.interaction = gesture.spec
                gesture.animator = animator
            }
            run.onEnd = { [weak self] _ in self?.transitionEnded() }
            running = animator
            return animator
        }

        /// Answers an interaction-controller call as `DelegateRouting.interactionRoute` says.
        private func interaction(
            for animator: any UIViewControllerAnimatedTransitioning, previous: NSObjectProtocol?,
            forward: () -> (any UIViewControllerInteractiveTransitioning)?
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            let ours = animator as? TransitionAnimator
            return DelegateRouting.interactionRoute(
                animatorIsOurs: ours != nil, isInteractive: ours?.run.isInteractive == true,
                previousResponds: previous != nil
            ).answer(ours: { ours }, forward: forward)
        }

        /// Forgets screens that left the container and restores the previous delegates when none remain
        /// (a presented navigation or tab bar controller keeps its own transitions while presented).
        private func transitionEnded() {
            guard let container else { return }
            let nav = container as? UINavigationController
            let tabs = (container as? UITabBarController)?.viewControllers
            let screens = (nav?.viewControllers ?? tabs ?? []).map(ObjectIdentifier.init)
            let presented = container.presentingViewController != nil ? [ObjectIdentifier(container)] : []
            let restore = transitions.ended(
                screens: screens + presented, isStillDelegate: taken.allSatisfy { delegate(in: $0) === self })
            guard restore != .keepInstalled else { return }
            if restore == .restorePrevious {
                if taken.contains(.container) { setDelegate(previousContainer, in: .container) }
                if taken.contains(.presentation) { setDelegate(previousPresentation, in: .presentation) }
            }
            nav?.interactivePopGestureRecognizer?.delegate = previousSwipeDelegate
            if #available(iOS 26, *) {
                nav?.interactiveContentPopGestureRecognizer?.delegate = previousContentSwipeDelegate
            }
            Self.live[container] = nil
        }
    }

    extension TransitionCoordinator: UINavigationControllerDelegate {
        /// The screen about to show and the one shown go to the previous delegate as they are.
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            previousNavigation?.forwardedWillShow(navigationController, viewController, animated: animated)
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            previousNavigation?.forwardedDidShow(navigationController, viewController, animated: animated)
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let read = { (vc: UIViewController?) in (vc as? any StackTransitionProviding)?.stackTransition }
            let request = ContainerTransitions<ObjectIdentifier>.uiKitNavigationRequest(
                uiKitOperation: operation.rawValue, from: ObjectIdentifier(fromVC), to: ObjectIdentifier(toVC),
                systemBackSwipeState: navigationController.interactivePopGestureRecognizer?.state.rawValue,
                declared: [read(fromVC), read(toVC)])
            return animator(
                request, declared: { [weak toVC] in read(toVC) },
                forward: {
                    previousNavigation?.forwardedAnimationController(
                        navigationController, operation, from: fromVC, to: toVC)
                })
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction(for: animationController, previous: previousContainer) {
                previousNavigation?.forwardedInteractionController(navigationController, animationController)
            }
        }
    }

    extension TransitionCoordinator: UIGestureRecognizerDelegate {
        /// The system back swipes (the edge's, iOS 26's content one) begin as the core's
        /// `GestureArbitration` says; a transition is under
        /// way while UIKit has a transition coordinator, Transit's own or UIKit's
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator).
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let nav = container as? UINavigationController else { return false }
            let top = nav.topViewController?.view.gestureRecognizers ?? []
            return GestureArbitration.systemBackSwipeMayBegin(
                stackCount: nav.viewControllers.count, isPresenting: nav.presentedViewController != nil,
                topHasTransitBackGesture: top.contains { ($0 as? TransitionPanGesture)?.isBack == true },
                isTransitioning: running?.run.isRunning == true || nav.transitionCoordinator != nil)
        }

        /// The swipes' other calls go to the delegate each had before the coordinator (UIKit's own
        /// arbitration, or an app's), else UIKit's defaults (false), never to a navigation delegate.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            previousDelegate(of: gestureRecognizer)?.forwardedShouldRecognizeSimultaneously(
                gestureRecognizer, with: otherGestureRecognizer) ?? false
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            previousDelegate(of: gestureRecognizer)?.forwardedShouldBeRequiredToFail(
                gestureRecognizer, by: otherGestureRecognizer) ?? false
        }

        private func previousDelegate(of swipe: UIGestureRecognizer) -> (any UIGestureRecognizerDelegate)? {
            swipe === (container as? UINavigationController)?.interactivePopGestureRecognizer
                ? previousSwipeDelegate : previousContentSwipeDelegate
        }
    }

    extension TransitionCoordinator: UIViewControllerTransitioningDelegate {
        /// Transit's presentation controller for a partial presentation (the previous delegate's otherwise).
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            if let choice = transitions.customPresentation {
                let key = ObjectIdentifier(presented)
                return TransitPresentationController(
                    presented: presented, presenting: presenting, choice: choice,
                    layout: { [weak self] size in self?.transitions.restingLayout(of: key, in: size) })
            }
            return previousTransitioning?.forwardedPresentationController(presented, presenting, source)
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            animator(.present(ObjectIdentifier(presented))) {
                previousTransitioning?.forwardedAnimationController(presented: presented, presenting, source)
            }
        }

        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            animator(.dismiss(ObjectIdentifier(dismissed))) {
                previousTransitioning?.forwardedAnimationController(dismissed: dismissed)
            }
        }

        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            interaction(for: animator, previous: previousPresentation) {
                previousTransitioning?.forwardedInteractionController(presentation: animator)
            }
        }

        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)?
        {
            interaction(for: animator, previous: previousPresentation) {
                previousTransitioning?.forwardedInteractionController(dismissal: animator)
            }
        }
    }

    extension TransitionCoordinator: UITabBarControllerDelegate {
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            let tabs = tabBarController.viewControllers ?? []
            return animator(.tab(from: tabs.firstIndex(of: fromVC), to: tabs.firstIndex(of: toVC))) {
                previousTabs?.forwardedAnimationController(tabBarController, from: fromVC, to: toVC)
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            interaction(for: animationController, previous: previousContainer) {
                previousTabs?.forwardedInteractionController(tabBarController, animationController)
            }
        }
    }
#endif
