#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The user's accessibility settings as the core sees them, and the announcements a finished
    /// transition owes VoiceOver.
    @MainActor enum Accessibility {
        /// Reduce Motion and Prefer Cross-Fade Transitions, read now.
        static var motion: MotionPreferences {
            MotionPreferences(
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                prefersCrossFade: UIAccessibility.prefersCrossFadeTransitions)
        }

        /// Tells VoiceOver the screen changed, so focus moves to the new screen.
        static func announceScreenChange(to view: UIView) {
            UIAccessibility.post(notification: .screenChanged, argument: view)
        }
    }
#endif
