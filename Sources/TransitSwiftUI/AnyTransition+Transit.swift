#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore

    extension AnyTransition {
        /// A transition that plays a Transit effect on a view inserted into or removed from a screen,
        /// driven by the animation of the change (`withAnimation`). The view comes in the way a pushed
        /// screen comes in and leaves the way a popped screen leaves (or, where that would not move
        /// the view itself, as the screen beneath); Reduce Motion and right-to-left layouts come from
        /// the environment. Effects that need many copies of the view, or two screens' pixels, play
        /// a cross-fade instead (see the README's table of in-view effects).
        ///
        /// ```swift
        /// if showsDetail {
        ///     DetailCard()
        ///         .transition(.transit(.circleSpread()))
        /// }
        /// ```
        public static func transit(_ effect: some Effect) -> AnyTransition {
            let transition = InViewTransition(effect)
            return .pair(insertion: transition, removal: transition)
        }

        /// A transition from a spec, for example one shipped as JSON in the app bundle: its effect
        /// brings the view in, its back effect (else the same effect) takes it away.
        ///
        /// ```swift
        /// Badge().transition((try? .transit(spec)) ?? .opacity)  // a body cannot throw: fall back
        /// ```
        /// - Throws: `CatalogueError` when the spec names an effect the catalogue does not have.
        public static func transit(_ spec: TransitionSpec) throws(CatalogueError) -> AnyTransition {
            .pair(
                insertion: InViewTransition(try spec.makeEffect(for: .forward)),
                removal: InViewTransition(try spec.makeEffect(for: .back)))
        }

        private static func pair(insertion: InViewTransition, removal: InViewTransition) -> AnyTransition {
            .asymmetric(
                insertion: .modifier(
                    active: TransitModifier(insertion, .insertion, value: 0),
                    identity: TransitModifier(insertion, .insertion, value: 1)),
                removal: .modifier(
                    active: TransitModifier(removal, .removal, value: 0),
                    identity: TransitModifier(removal, .removal, value: 1)))
        }
    }
#endif
