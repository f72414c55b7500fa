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
#endif
