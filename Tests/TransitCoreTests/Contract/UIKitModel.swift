import TransitCore

// A model of UIKit's view-controller transition contract, rule by rule, each citing the page or
// header it comes from ("fact sheet N.N" is the section of the UIKit fact sheet the keys come
// from). Where Apple leaves a fact open, `UncertainFact` lists both readings and the scenarios run
// under each.
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
// [D-animate-opts] developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
// [D-interruptible] developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
// [D-tab]        developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
// [D-begin]      developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
// [D-navAnim]    developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)

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

/// A UIKit fact the contract model states with less certainty than a documented rule (fact-sheet
/// tag UNCERTAIN or OBSERVED): the model has two readings of each, `first` (what the model stated
/// before, the documented or most plausible one) and `second` (the other), and the scenario matrix
/// runs each scenario under both (`Uncertainty.all`). Where the core needs one reading, the
/// scenario says which and why. `ContractScenarioTests.everyUncertainFactIsReadBothWays` fails when a fact is only ever read one way.
enum UncertainFact: String, CaseIterable, Hashable, Sendable {
    /// `.overFullScreen`: `view(forKey:)` gives nil for the presenting view (first) or gives it
    /// (second). Apple documents only that the presenter is not removed ([PG-PVC]); what the
    /// context gives is undocumented (fact sheet 1.3, uncertain).
    case overFullScreenGivesPresenter
    /// After a finished navigation or tab transition, the animator removes the from-view (first) or
    /// UIKit removes one the animator left in the container (second). The guide tells the animator
    /// to remove it, yet its own Listing 10-2 removes the to-view ([PG-CT]; fact sheet 1.7, uncertain).
    case uikitRemovesFromView
    /// A visible view snapshots what it shows (first: `drawHierarchy`/`snapshotView` with
    /// `afterScreenUpdates: true` include the pending changes, UIKit/UIView.h and [D-snapshot]), or a
    /// view put in the container in the same run-loop turn snapshots white (second: observed inside
    /// navigation controllers, HeroTransitions/Hero `HeroTransition+Start.swift`, "otherwise snapshots
    /// will be pure white"). Not documented either way.
    case freshViewSnapshotsBlank
    /// A finger landing while a transition settles reaches the topmost view under it, the overlay
    /// and its pan (first: [D-hitTest]), or nothing, because UIKit turns off interaction in the
    /// container during a transition (second). Apple says only that UIView animations refuse
    /// touches without `.allowUserInteraction` ([D-animate-opts]); whether UIKit disables the
    /// container is unsaid (fact sheet 7.3, uncertain). Apple's documented way to grab a running
    /// transition is an interruptible animator and `pauseInteractiveTransition()`
    /// ([D-interruptible], UIViewControllerTransitioning.h; WWDC16 216), which Transit does not use.
    case containerRefusesTouchesWhileSettling
    /// A tab switch's context reports the to-view's final frame as the container's (first, as for a
    /// push) or an empty rectangle, "no opinion" (second). UIKit documents the tab delegate's
    /// animator ([D-tab], UITabBarController.h) but not the context it gives (fact sheet 8.1).
    case tabReportsFinalFrame
    /// The navigation controller's back swipe, once the delegate implements the animator method,
    /// is disabled unless its recognizer has a delegate that lets it begin (first), or begins
    /// anywhere, the root included (second) (fact sheet 4.2: openradar 15215690; WordPress-iOS PR 6639).
    case swipeWithoutDelegateBeginsAnywhere
    /// With Transit's coordinator as the back swipe's recognizer delegate, its
    /// `gestureRecognizerShouldBegin` decides (first: [D-begin], and WordPress-iOS PR 6639 found a
    /// delegate change re-enables the swipe) or the navigation controller keeps the swipe disabled
    /// whatever its delegate says (second: openradar 15215690, iOS 7; fact sheet 4.2).
    case transitDelegateDecidesSwipe
    /// When the back swipe pops, UIKit asks the navigation delegate for an animator (first:
    /// [D-navAnim] asks for every push and pop) or drives its own pop without asking (second:
    /// WorldDownTown/ZoomTransitioning#6, the edge pan drove the default pop; fact sheet 4.2).
    case systemSwipeAsksDelegate
}

/// One fact read one way.
struct FactReading: Hashable, Sendable, CustomStringConvertible {
    var fact: UncertainFact
    var second: Bool
    var description: String { "\(fact.rawValue)=\(second ? "second" : "first")" }
}

/// The facts one scenario reads the second way (every other fact reads the first way).
struct Uncertainty: Hashable, Sendable, CustomStringConvertible {
    var flipped: Set<UncertainFact> = []

    /// Every fact read the first way, then every fact read the second way: each scenario runs under
    /// both readings of each fact it touches. The facts touch different steps (the context's views,
    /// UIKit's removal, snapshots, touches, tab frames), except the touch fact, which stops the
    /// re-grab and so hides the others from it: a re-grabbed scenario also runs under
    /// `secondButTouches` (see `ContractScenario.matrix`).
    static let first = Uncertainty()
    static let second = Uncertainty(flipped: Set(UncertainFact.allCases))
    static let all = [first, second]
    static let secondButTouches = Uncertainty(
        flipped: second.flipped.subtracting([.containerRefusesTouchesWhileSettling]))

    subscript(fact: UncertainFact) -> Bool { flipped.contains(fact) }

    var description: String {
        flipped.isEmpty
            ? "first"
            : flipped.count == UncertainFact.allCases.count
                ? "second" : flipped.map(\.rawValue).sorted().joined(separator: ",")
    }
}

/// The readings a run consulted, so `ContractScenarioTests.everyUncertainFactIsReadBothWays` can
/// tell a fact read only one way.
final class FactLedger {
    private(set) var readings: Set<FactReading> = []

    /// The answer `u` gives for `fact`, recorded.
    func read(_ fact: UncertainFact, _ u: Uncertainty) -> Bool {
        readings.insert(FactReading(fact: fact, second: u[fact]))
        return u[fact]
    }

    /// The facts of `UncertainFact` that `readings` do not hold both ways.
    static func readOneWayOnly(_ readings: Set<FactReading>) -> [UncertainFact] {
        UncertainFact.allCases.filter { f in
            !readings.contains(FactReading(fact: f, second: false))
                || !readings.contains(FactReading(fact: f, second: true))
        }
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
    /// How this run answers an uncertain fact (recorded in the world's `FactLedger`).
    let reads: (UncertainFact) -> Bool
    /// The views whose snapshots came out blank (`UncertainFact.freshViewSnapshotsBlank`).
    var blankSnapshots: [String] = []

    private(set) var completions: [Bool] = []
    private(set) var interactiveEnds: [Bool] = []
    private(set) var violations: [Violation] = []

    init(
        container: ModelView, controllerViews: [Side: ModelView], givenViews: [Side: ModelView],
        finalFrames: [Side: Rect], isInteractive: Bool, hasPresentationController: Bool,
        reads: @escaping (UncertainFact) -> Bool
    ) {
        self.reads = reads
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
