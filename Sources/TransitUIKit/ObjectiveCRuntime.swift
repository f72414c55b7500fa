#if canImport(UIKit)
    import UIKit

    // The adapter's only lines that need the Objective-C runtime: the selector of its target-action
    // messages and the calls of optional protocol requirements on the delegates it forwards to. On
    // Linux, where the executable model of UIKit runs the adapter (`make uikit-model`), Swift has no
    // runtime: there the `#else` branches stand in (the model delivers actions to a
    // `ModelActionTarget`, and its protocols have no optional requirements).

    /// The target of every target-action message the adapter receives (gestures, the display link):
    /// it calls `action` with the sender. A gesture recognizer does not keep its targets
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)),
    /// so the owner keeps this object; a display link keeps its own.
    @MainActor final class ActionTarget: NSObject {
        private let action: @MainActor (Any) -> Void
        init(_ action: @escaping @MainActor (Any) -> Void) { self.action = action }
        #if _runtime(_ObjC)
            @objc private func fire(_ sender: Any) { action(sender) }
            static let selector = #selector(fire(_:))
        #else
            static let selector = Selector("fire:")
        #endif
    }

    #if !_runtime(_ObjC)
        extension ActionTarget: ModelActionTarget {
            func perform(_ action: Selector, with sender: Any) { self.action(sender) }
        }
    #endif

    // Forwarding to a previous delegate: each method UIKit documents that the coordinator answers,
    // called only if that delegate implements it (optional requirements in Objective-C).

    extension UINavigationControllerDelegate {
        func forwardedAnimationController(
            _ nav: UINavigationController, _ operation: UINavigationController.Operation, from: UIViewController,
            to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            #if _runtime(_ObjC)
                navigationController?(nav, animationControllerFor: operation, from: from, to: to)
            #else
                navigationController(nav, animationControllerFor: operation, from: from, to: to)
            #endif
        }

        func forwardedWillShow(_ nav: UINavigationController, _ screen: UIViewController, animated: Bool) {
            #if _runtime(_ObjC)
                navigationController?(nav, willShow: screen, animated: animated)
            #else
                navigationController(nav, willShow: screen, animated: animated)
            #endif
        }

        func forwardedDidShow(_ nav: UINavigationController, _ screen: UIViewController, animated: Bool) {
            #if _runtime(_ObjC)
                navigationController?(nav, didShow: screen, animated: animated)
            #else
                navigationController(nav, didShow: screen, animated: animated)
            #endif
        }

        func forwardedInteractionController(
            _ nav: UINavigationController, _ animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            #if _runtime(_ObjC)
                navigationController?(nav, interactionControllerFor: animator)
            #else
                navigationController(nav, interactionControllerFor: animator)
            #endif
        }
    }

    extension UITabBarControllerDelegate {
        func forwardedAnimationController(
            _ tabs: UITabBarController, from: UIViewController, to: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            #if _runtime(_ObjC)
                tabBarController?(tabs, animationControllerForTransitionFrom: from, to: to)
            #else
                tabBarController(tabs, animationControllerForTransitionFrom: from, to: to)
            #endif
        }

        func forwardedInteractionController(
            _ tabs: UITabBarController, _ animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            #if _runtime(_ObjC)
                tabBarController?(tabs, interactionControllerFor: animator)
            #else
                tabBarController(tabs, interactionControllerFor: animator)
            #endif
        }
    }

    extension UIViewControllerTransitioningDelegate {
        func forwardedPresentationController(
            _ presented: UIViewController, _ presenting: UIViewController?, _ source: UIViewController
        ) -> UIPresentationController? {
            #if _runtime(_ObjC)
                presentationController?(forPresented: presented, presenting: presenting, source: source)
            #else
                presentationController(forPresented: presented, presenting: presenting, source: source)
            #endif
        }

        func forwardedAnimationController(
            presented: UIViewController, _ presenting: UIViewController, _ source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            #if _runtime(_ObjC)
                animationController?(forPresented: presented, presenting: presenting, source: source)
            #else
                animationController(forPresented: presented, presenting: presenting, source: source)
            #endif
        }

        func forwardedAnimationController(dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            #if _runtime(_ObjC)
                animationController?(forDismissed: dismissed)
            #else
                animationController(forDismissed: dismissed)
            #endif
        }

        func forwardedInteractionController(
            presentation animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            #if _runtime(_ObjC)
                interactionControllerForPresentation?(using: animator)
            #else
                interactionControllerForPresentation(using: animator)
            #endif
        }

        func forwardedInteractionController(
            dismissal animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? {
            #if _runtime(_ObjC)
                interactionControllerForDismissal?(using: animator)
            #else
                interactionControllerForDismissal(using: animator)
            #endif
        }
    }

    extension UIGestureRecognizerDelegate {
        func forwardedShouldRecognizeSimultaneously(
            _ gesture: UIGestureRecognizer, with other: UIGestureRecognizer
        ) -> Bool? {
            #if _runtime(_ObjC)
                gestureRecognizer?(gesture, shouldRecognizeSimultaneouslyWith: other)
            #else
                gestureRecognizer(gesture, shouldRecognizeSimultaneouslyWith: other)
            #endif
        }

        func forwardedShouldBeRequiredToFail(_ gesture: UIGestureRecognizer, by other: UIGestureRecognizer) -> Bool? {
            #if _runtime(_ObjC)
                gestureRecognizer?(gesture, shouldBeRequiredToFailBy: other)
            #else
                gestureRecognizer(gesture, shouldBeRequiredToFailBy: other)
            #endif
        }
    }
#endif
