#if canImport(UIKit)
    import UIKit
    import TransitCore

    extension UINavigationController {
        /// Pushes a screen with a transition; popping it (back button, swipe, `popViewController`)
        /// plays the same effect backwards, or `back` when given.
        ///
        /// ```swift
        /// navigationController?.push(detail, transition: .circleSpread())
        /// navigationController?.push(detail, transition: .slide(from: .trailing), back: .fade())
        /// ```
        public func push(_ viewController: UIViewController, transition: some Effect, back: (any Effect)? = nil) {
            TransitionCoordinator.installed(on: self).transitions.registry.record(
                transition, back: back, for: ObjectIdentifier(viewController))
            pushViewController(viewController, animated: true)
        }

        /// Pushes a screen with the transition a spec describes (its effect, back effect and timing).
        ///
        /// ```swift
        /// let url = Bundle.main.url(forResource: "ios-edge-swipe-slide", withExtension: "json")!
        /// let spec = try JSONDecoder().decode(TransitionSpec.self, from: Data(contentsOf: url))
        /// try navigationController?.push(detail, spec: spec)
        /// ```
        /// - Throws: `CatalogueError` when the spec names an effect the catalogue does not have.
        public func push(_ viewController: UIViewController, spec: TransitionSpec) throws(CatalogueError) {
            try TransitionCoordinator.installed(on: self).transitions.registry.record(
                spec, for: ObjectIdentifier(viewController))
            pushViewController(viewController, animated: true)
        }

        /// Plays `stack.effect` for every push that brings no transition of its own, and its back
        /// effect (else the same, reversed) for the pop, with `stack.timing` (a spec's) when set;
        /// SwiftUI's `NavigationStack` pushes this way.
        ///
        /// ```swift
        /// navigationController?.setStackTransition(StackTransition(effect: .pageFlip()))
        /// navigationController?.setStackTransition(try StackTransition(spec: spec))
        /// ```
        public func setStackTransition(_ stack: StackTransition) {
            TransitionCoordinator.installed(on: self).transitions.stack = stack
        }

        /// Asks the screens of every later push and pop whether they choose their own transition
        /// (`StackTransitionProviding`); a stack with `setStackTransition(_:)` asks them already.
        public func readDeclaredTransitions() {
            TransitionCoordinator.installed(on: self).transitions.readsDeclarations = true
        }
    }

    /// A screen that chooses its own push and pop (`effect`, and `back` else `effect` reversed) in a
    /// stack that asks (see `readDeclaredTransitions()`), unless the app pushed it with a transition.
    ///
    /// ```swift
    /// extension PhotoController: StackTransitionProviding {
    ///     var stackTransition: StackTransition? { StackTransition(effect: .cube(), back: .fade()) }
    /// }
    /// ```
    @MainActor public protocol StackTransitionProviding: AnyObject {
        var stackTransition: StackTransition? { get }
    }

    extension UITabBarController {
        /// Switches tabs with a transition: forward to a tab on the right, backwards to one on the left.
        ///
        /// ```swift
        /// tabBarController?.setTabTransition(.slide(from: .trailing))
        /// ```
        public func setTabTransition(_ transition: some Effect) {
            TransitionCoordinator.installed(on: self).transitions.tabEffect = transition
        }
    }
#endif
