import TransitCore

// A model of UIKit's view-controller transition contract, rule by rule, each citing the page or
// header it comes from (keys as in the fact sheet, ../shared/research/uikit-contract.md). Where
// Apple leaves a fact open, `Uncertainty` lists both behaviours and the scenarios run under each.
//
// Pages:
// [D-viewForKey] developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
// [D-container]  developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
// [D-complete]   developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
// [D-finish]     developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
// [D-finalFrame] developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
// [D-isHidden]   developer.apple.com/documentation/uikit/uiview/ishidden
// [D-hitTest]    developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
// [D-snapshot]   developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
// [D-shouldRemove] developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
// [D-pcFrame]    developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
// [H-VCT]        UIKit/UIViewControllerTransitioning.h (view(forKey:) "may return nil which would indicate
//                that the animator should not manipulate the associated view controller's view")
// [PG-CT]        developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/CustomizingtheTransitionAnimations.html
// [PG-PVC]       .../ViewControllerPGforiPhoneOS/PresentingaViewController.html
// [S-SW]         CustomTransitions sample, Swipe/AAPLSwipeTransitionAnimator.m
// [S-CP]         CustomTransitions sample, Custom Presentation/AAPLCustomPresentationController.m

/// A view of the model: only the properties the contract speaks of.
final class ModelView {
    let name: String
    private(set) var superview: ModelView?
    private(set) var subviews: [ModelView] = []
    var isHidden = false
    var alpha = 1.0
    var frame: Rect
    var isTransformed = false
    let isWindow: Bool
    /// Whether a pan recognizer that grabs a settling transition is attached.
    var hasGrabPan = false

    init(_ name: String, frame: Rect = .zero, isWindow: Bool = false) {
        self.name = name
        self.frame = frame
        self.isWindow = isWindow
    }

    func addSubview(_ view: ModelView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    func insertSubview(_ view: ModelView, below sibling: ModelView) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        subviews.insert(view, at: index)
        view.superview = self
    }

    func insertSubview(_ view: ModelView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// In a window: drawn by the render server at all ([D-snapshot]: a view not yet on screen
    /// snapshots as nothing).
    var isInWindow: Bool { isWindow || (superview?.isInWindow ?? false) }

    /// Drawn on screen: in a window, neither it nor an ancestor hidden ([D-isHidden]: "A hidden view
    /// disappears from its window ... Hiding a view with subviews has the effect of hiding those
    /// subviews"), alpha at least 0.01 ([D-hitTest]).
    var isVisible: Bool {
        var v: ModelView? = self
        while let view = v {
            if view.isHidden || view.alpha < 0.01 { return false }
            if view.isWindow { return true }
            v = view.superview
        }
        return false
    }

    /// The topmost visible view under the container's whole area, as hit-testing finds it
    /// ([D-hitTest]: hidden views and views with alpha under 0.01 are ignored).
    func hitTest() -> ModelView? {
        guard !isHidden, alpha >= 0.01 else { return nil }
        for sub in subviews.reversed() { if let hit = sub.hitTest() { return hit } }
        return self
    }
}

/// How the model resolves what Apple leaves open (fact-sheet tag UNCERTAIN); every scenario the
/// facts touch runs under each combination, so the core must work under either.
struct Uncertainty: Hashable, Sendable, CustomStringConvertible {
    /// `.overFullScreen`: whether `view(forKey:)` gives the presenting view or nil (fact sheet 1.3).
    var overFullScreenGivesPresenter: Bool
    /// Whether UIKit itself removes a navigation transition's from-view after a finished
    /// transition when the animator left it in the container (fact sheet 1.7).
    var uikitRemovesNavigationFromView: Bool

    static let all: [Uncertainty] = [false, true].flatMap { a in
        [false, true].map { Uncertainty(overFullScreenGivesPresenter: a, uikitRemovesNavigationFromView: $0) }
    }
    static let first = all[0]

    var description: String {
        "presenterView=\(overFullScreenGivesPresenter ? "given" : "nil") "
            + "navRemoval=\(uikitRemovesNavigationFromView ? "UIKit" : "animator")"
    }
}

/// One transition as UIKit sets it up: the container, the views `view(forKey:)` gives, the final
/// frames it reports, and what it does after `completeTransition`.
final class ModelTransitionContext {
    let container: ModelView
    /// `viewController(forKey:)?.view`: read only when UIKit gives no view (never changed).
    let controllerViews: [Side: ModelView]
    /// `view(forKey:)`: nil means "the animator should not manipulate" that view ([H-VCT]).
    let givenViews: [Side: ModelView]
    /// `finalFrame(for:)`: empty when UIKit has no opinion ([D-finalFrame]).
    let finalFrames: [Side: Rect]
    let isInteractive: Bool
    /// The presentation controller's backdrop view, if Transit's presentation controller runs it.
    let hasPresentationController: Bool
    var backdrop: ModelView?
    /// What UIKit does once `completeTransition` is called, with its argument.
    var afterCompletion: (Bool) -> Void = { _ in }

    private(set) var completions: [Bool] = []
    private(set) var interactiveEnds: [Bool] = []
    private(set) var violations: [Violation] = []

    init(
        container: ModelView, controllerViews: [Side: ModelView], givenViews: [Side: ModelView],
        finalFrames: [Side: Rect], isInteractive: Bool, hasPresentationController: Bool
    ) {
        self.container = container
        self.controllerViews = controllerViews
        self.givenViews = givenViews
        self.finalFrames = finalFrames
        self.isInteractive = isInteractive
        self.hasPresentationController = hasPresentationController
    }

    func violate(_ invariant: Invariant, _ message: String) { violations.append(Violation(invariant, message)) }

    /// [D-finish]: "call this method ... before calling completeTransition"; only for interactive transitions.
    func endInteractive(finished: Bool) {
        if !isInteractive {
            violate(
                .interactiveOrder,
                "\(finished ? "finish" : "cancel")InteractiveTransition on a non-interactive transition")
        }
        if !completions.isEmpty { violate(.interactiveOrder, "interactive transition ended after completeTransition") }
        interactiveEnds.append(finished)
    }

    /// [D-complete], [PG-CT]: called exactly once ("UIKit does not end the transition process ...
    /// until you call that method"), with `!transitionWasCancelled` ([S-SW]), after the animator
    /// restored the hierarchy ("Your animator must undo any modifications it made", [PG-CT]).
    func complete(_ didComplete: Bool) {
        if !completions.isEmpty {
            violate(.oneCompletion, "completeTransition called again (\(completions.count + 1) times)")
        }
        if isInteractive {
            if interactiveEnds.isEmpty {
                violate(.interactiveOrder, "completeTransition before finish/cancelInteractiveTransition")
            }
            if let last = interactiveEnds.last, last != didComplete {
                violate(
                    .interactiveOrder,
                    "completeTransition(\(didComplete)) after \(last ? "finish" : "cancel")InteractiveTransition")
            }
        }
        for view in givenViews.values where view.superview === container && view.isHidden {
            violate(.restoredBeforeCompletion, "completeTransition while \(view.name) is still hidden in the container")
        }
        if container.subviews.contains(where: { $0.name == "overlay" }) {
            violate(.restoredBeforeCompletion, "completeTransition with the overlay still in the container")
        }
        completions.append(didComplete)
        afterCompletion(didComplete)
    }
}

/// What the scenarios check after every run (the columns of the summary table).
enum Invariant: String, CaseIterable, Sendable {
    /// `completeTransition` exactly once, with whether it finished.
    case oneCompletion
    /// finish/cancelInteractiveTransition once, before completing, only when interactive.
    case interactiveOrder
    /// Every view back in place and visible, the overlay gone, before `completeTransition`.
    case restoredBeforeCompletion
    /// Each real view where UIKit expects it, visible, untransformed, at its frame and alpha.
    case viewsInPlace
    /// No overlay or temporary view left anywhere.
    case noTemporaryViews
    /// Every snapshot taken up front, from a visible view, before anything was hidden.
    case snapshotsUpFront
    /// No view UIKit did not give was touched.
    case nilViewsUntouched
    /// `transitionDuration` equals the time the player runs an animated transition.
    case durationMatches
    /// A finger landing while the transition settles reaches a pan.
    case grabbable
}

struct Violation: CustomStringConvertible, Sendable {
    var invariant: Invariant
    var message: String
    init(_ invariant: Invariant, _ message: String) {
        self.invariant = invariant
        self.message = message
    }
    var description: String { "\(invariant.rawValue): \(message)" }
}
