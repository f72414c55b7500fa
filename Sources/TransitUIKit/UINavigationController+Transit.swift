#if canImport(UIKit)
import UIKit
@_exported import TransitCore

extension UINavigationController {
    /// Pushes a screen with a transition; popping it (back button, swipe, `popViewController`)
    /// plays the same effect backwards, or `back` when given.
    ///
    /// ```swift
    /// navigationController.push(detail, transition: .circleSpread())
    /// navigationController.push(detail, transition: .slide(from: .trailing), back: .fade())
    /// ```
    public func push(_ viewController: UIViewController, transition: some Effect, back: (any Effect)? = nil) {
        TransitionCoordinator.installed(on: self).record(transition, back: back, for: viewController)
        pushViewController(viewController, animated: true)
    }
}

extension UITabBarController {
    /// Switches tabs with a transition: forward to a tab on the right, backwards to one on the left.
    ///
    /// ```swift
    /// tabBarController.setTabTransition(.slide(from: .trailing))
    /// ```
    public func setTabTransition(_ transition: some Effect) {
        TransitionCoordinator.installed(on: self).setTabEffect(transition)
    }
}

extension UIViewController {
    /// Presents a screen with a transition; dismissing it plays the same effect backwards, or
    /// `back` when given. The presentation style is chosen so that iOS's sheet default does not
    /// replace the effect, and so the presenting screen stays when the effect leaves it visible.
    ///
    /// ```swift
    /// present(settings, transition: .circleSpread(center: Point(x: 340, y: 60)))
    /// ```
    public func present(_ viewController: UIViewController, transition: some Effect, back: (any Effect)? = nil,
                        completion: (() -> Void)? = nil) {
        let coordinator = TransitionCoordinator.installed(on: viewController)
        let context = TransitionContext(size: view.bounds.rect.size)
        let choice = PresentationChoice(requested: viewController.modalPresentationStyle.style,
                                        restingScene: transition.restingScene(in: context))
        viewController.modalPresentationStyle = UIModalPresentationStyle(choice.style)
        coordinator.presentation = choice
        coordinator.record(transition, back: back, for: viewController)
        present(viewController, animated: true, completion: completion)
    }

    /// Gives this screen a different effect for going back (pop or dismiss) than the one that
    /// brought it in (XTTransitionAnimations' dismiss configuration).
    ///
    /// ```swift
    /// detail.setBackTransition(.fade())
    /// ```
    public func setBackTransition(_ transition: some Effect) {
        let container = navigationController ?? self
        TransitionCoordinator.existing(on: container)?.setBack(transition, for: self)
    }

    /// Lets a pan from `edge` take this screen back (pop or dismiss) with its back transition,
    /// following the finger; releasing finishes or cancels by where the finger's speed would carry it.
    ///
    /// - Parameters:
    ///   - edge: where the finger starts; the gesture moves away from it (`.leading` swipes back
    ///     towards trailing, mirrored in right-to-left layouts).
    ///   - edgeInset: how far from the edge a gesture may begin, in points; `nil` for anywhere.
    ///
    /// ```swift
    /// detail.addBackGesture(from: .leading, edgeInset: 40)
    /// ```
    public func addBackGesture(from edge: Edge = .leading, edgeInset: Double? = nil) {
        let gesture = TransitionPanGesture(edge: edge, edgeInset: edgeInset) { [weak self] _ in
            guard let self else { return }
            if let nav = self.navigationController, nav.topViewController === self, nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
            } else if self.presentingViewController != nil {
                self.dismiss(animated: true)
            }
        }
        view.addGestureRecognizer(gesture)
    }

    /// Lets a pan from `edge` start a forward transition that follows the finger: `perform`
    /// receives the touch point (in this screen's points) and pushes or presents with a transition.
    ///
    /// ```swift
    /// addForwardGesture(from: .trailing) { touch in
    ///     self.navigationController?.push(Detail(), transition: .circleSpread(center: touch))
    /// }
    /// ```
    public func addForwardGesture(from edge: Edge = .trailing, edgeInset: Double? = nil,
                                  perform: @escaping @MainActor (Point) -> Void) {
        let gesture = TransitionPanGesture(edge: edge, edgeInset: edgeInset) { gesture in
            perform(gesture.touchPoint ?? .zero)
        }
        view.addGestureRecognizer(gesture)
    }
}
#endif
