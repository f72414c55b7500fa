/// Who answers a container delegate call while a transition coordinator is installed.
///
/// The coordinator is installed as the navigation, tab-bar or transitioning delegate only for
/// transitions it was asked to run. It answers the calls that ask for an animator or an
/// interaction controller when it has a transition for them; every other call, and those calls
/// when it has nothing to run, go to the delegate that was there before. It never swizzles.
///
/// ```swift
/// switch DelegateRouting.route(.animationController, hasTransition: true, previousResponds: true) {
/// case .handle: return animator
/// case .forward: return previous?.navigationController?(nav, animationControllerFor: op, from: a, to: b)
/// case .systemDefault: return nil
/// }
/// ```
package enum DelegateRouting {
    /// A delegate call, as the coordinator sees it.
    package enum Call: String, Hashable, Sendable, CaseIterable {
        /// Asks for a `UIViewControllerAnimatedTransitioning` (navigation, tab bar, presentation, dismissal).
        case animationController
        /// Asks for a `UIViewControllerInteractiveTransitioning`.
        case interactionController
        /// Anything else (will show, did show, should select, orientations, presentation controller ...).
        case other
    }

    /// What the coordinator does with a call.
    package enum Route: String, Hashable, Sendable {
        /// The coordinator answers with its own object.
        case handle
        /// The previous delegate answers.
        case forward
        /// Nobody answers: UIKit does what it does without a delegate.
        case systemDefault
    }

    /// The route of one call.
    ///
    /// - Parameters:
    ///   - hasTransition: the coordinator has a transition for this container change (for
    ///     `.interactionController`: one that a finger is driving).
    ///   - previousResponds: the previous delegate implements the call.
    package static func route(_ call: Call, hasTransition: Bool, previousResponds: Bool) -> Route {
        if call != .other && hasTransition { return .handle }
        return previousResponds ? .forward : .systemDefault
    }

    /// The route of an "interaction controller for this animator" call (navigation, tab bar,
    /// presentation, dismissal): UIKit asks the delegate that gave the animator. For one of
    /// Transit's animators the coordinator answers itself: with the animator when a finger drives
    /// it, else nil (no other object can drive Transit's animator); another object's animator came
    /// from the previous delegate, which answers for it.
    ///
    /// ```swift
    /// DelegateRouting.interactionRoute(animatorIsOurs: true, isInteractive: false, previousResponds: true) // .systemDefault
    /// ```
    package static func interactionRoute(animatorIsOurs: Bool, isInteractive: Bool, previousResponds: Bool) -> Route {
        guard animatorIsOurs else { return previousResponds ? .forward : .systemDefault }
        return isInteractive ? .handle : .systemDefault
    }

    /// Whether the coordinator claims to implement a call (`responds(to:)`): its own calls
    /// always (it may still forward them), others exactly when the previous delegate does.
    package static func responds(to call: Call, previousResponds: Bool) -> Bool {
        call != .other || previousResponds
    }

    /// What to do with the container's delegate when the coordinator no longer has transitions
    /// to run: put the previous delegate back, unless the app set another delegate meanwhile
    /// (then leave the app's choice alone).
    package enum Restore: String, Hashable, Sendable { case restorePrevious, leaveAlone, keepInstalled }

    /// The restore decision after a container change.
    ///
    /// - Parameters:
    ///   - isStillDelegate: the container's delegate is still the coordinator.
    ///   - hasLiveTransitions: some screen in the container still has a back transition to play.
    package static func restore(isStillDelegate: Bool, hasLiveTransitions: Bool) -> Restore {
        guard isStillDelegate else { return .leaveAlone }
        return hasLiveTransitions ? .keepInstalled : .restorePrevious
    }
}

extension DelegateRouting.Route {
    /// The answer a route gives: `ours()` when the coordinator handles the call, `forward()` (the
    /// previous delegate's answer) when it forwards, nil for UIKit's default.
    ///
    /// ```swift
    /// DelegateRouting.route(.animationController, hasTransition: false, previousResponds: true)
    ///     .answer(ours: { animator }, forward: { previous?.animationController?(forDismissed: vc) })
    /// ```
    package func answer<T>(ours: () -> T?, forward: () -> T?) -> T? {
        switch self {
        case .handle: ours()
        case .forward: forward()
        case .systemDefault: nil
        }
    }
}
