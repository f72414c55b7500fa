#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore

    /// Everything that decides a view's pose at one animated value, except its size (which only
    /// SwiftUI's geometry effect, mask and background know): a value, so every frame is reproducible.
    struct PoseSource: Sendable {
        var transition: InViewTransition
        var role: InViewTransition.Role
        var value: Double
        var motion: MotionPreferences
        var layoutDirection: TransitCore.LayoutDirection

        /// The core's pose for a view of `size`.
        func pose(in size: CGSize) -> ViewPose {
            let context = TransitionContext(size: TransitCore.Size(size), layoutDirection: layoutDirection)
            return transition.pose(role, at: value, in: context, motion: motion)
        }
    }
#endif
