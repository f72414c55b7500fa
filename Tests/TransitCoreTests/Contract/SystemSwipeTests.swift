import Testing
import TransitCore

// The system back swipe beside Transit, as UIKit resolves one edge swipe on the top screen of a
// navigation stack. Rules:
// [D-pop]  developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer:
//          the recognizer "pop[s] the topmost view controller off the navigation stack".
// [D-fail] developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:):
//          a recognizer that must wait for another begins only once the other failed.
// [D-begin] developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:):
//          returning false makes the recognizer fail.
// Fact sheet 4.2 (observed, so uncertain), run both ways as `UncertainFact`s:
// - `swipeWithoutDelegateBeginsAnywhere`: once the navigation delegate implements the animator method,
//   the system swipe is disabled unless its recognizer's delegate lets it begin (first), or with
//   no delegate it begins even at the root (second).
// - `transitDelegateDecidesSwipe`: Transit's coordinator, taking the recognizer's delegate, decides
//   whether the swipe begins (first), or the swipe stays disabled whatever it says (second).
// - `systemSwipeAsksDelegate`: a swipe's pop asks the delegate for an animator (first) or not (second).

/// Who starts a pop for one edge swipe.
private enum Popper: Hashable { case systemSwipe, transitPan }

/// The top screen of the stack, as Transit sees it.
private enum TopScreen: CaseIterable {
    /// Pushed with a transition and given `addBackGesture()`.
    case transitWithBackGesture
    /// Pushed with a transition, no back gesture of its own.
    case transitWithoutBackGesture
    /// Pushed by the app with `pushViewController(_:animated:)`, no Transit at all.
    case withoutTransit
}

@Suite struct SystemSwipeTests {
    static let size = Size(width: 390, height: 844)
    static let backSpec = InteractionSpec(direction: .trailing, beginRegion: .edge(inset: 40))

    /// The recognizers that begin a pop for one swipe from the leading edge, as UIKit resolves them.
    private static func pops(
        stackCount: Int, isPresenting: Bool, top: TopScreen, isTransitioning: Bool, _ u: Uncertainty,
        recognizerDelegateIsTransit: Bool, ledger: FactLedger = FactLedger()
    ) -> [Popper] {
        let hasTransitPan = top == .transitWithBackGesture
        // [D-hitTest] (developer.apple.com/documentation/uikit/uiview/hittest(_:with:)): a screen
        // presented over the stack takes the touch, so the top screen's pan never sees it.
        let touchReachesTop = !isPresenting
        // Transit's pan (on the top screen's view) begins as GestureArbitration says; while its own
        // transition settles a began grabs it rather than starting a pop.
        let panBegins =
            hasTransitPan && touchReachesTop
            && GestureArbitration.transitPanMayBegin(
                backSpec, at: Point(x: 10, y: 400), velocity: Vector(dx: 300, dy: 0), in: size, layout: .leftToRight,
                isGrabbing: isTransitioning,
                canStart: ContainerOperation.back(isTopOfStack: true, stackCount: stackCount, isPresented: false) != nil
            )
        let panPops = panBegins && GestureArbitration.startsTransition(.began, isGrabbing: isTransitioning)
        // [D-fail]: the system swipe waits for Transit's pan to fail.
        let swipeWaits =
            hasTransitPan && GestureArbitration.otherWaits(for: .systemBackSwipe, beginRegion: backSpec.beginRegion)
        let swipeAllowed: Bool
        if recognizerDelegateIsTransit {
            // [D-begin]: Transit's coordinator is the recognizer's delegate; under the second
            // reading the navigation controller keeps the swipe disabled anyway.
            swipeAllowed =
                !ledger.read(.transitDelegateDecidesSwipe, u)
                && GestureArbitration.systemBackSwipeMayBegin(
                    stackCount: stackCount, isPresenting: isPresenting, topHasTransitBackGesture: hasTransitPan,
                    isTransitioning: isTransitioning)
        } else {
            // Fact sheet 4.2: disabled outright, or (delegate nil) allowed everywhere, the root included.
            swipeAllowed = ledger.read(.swipeWithoutDelegateBeginsAnywhere, u)
        }
        let swipePops = swipeAllowed && !(swipeWaits && panBegins)
        return (swipePops ? [Popper.systemSwipe] : []) + (panPops ? [.transitPan] : [])
    }

    /// Under the first reading of `transitDelegateDecidesSwipe`, exactly one pop wherever there is a
    /// screen to go back to. Under the second the system swipe never begins: Transit's own pan still
    /// pops, the other screens lose the swipe (their back button still works), and never two pops.
    /// Recovering the swipe there would need Transit's own edge pan on every screen (as
    /// swiftui-navigation-transitions does), so the one-pop rule requires the first reading.
    @Test func oneEdgeSwipeStartsExactlyOnePopWhereverThereIsAScreenToGoBackTo() {
        var scenarios = 0
        for count in 1...3 {
            for presenting in [false, true] {
                for top in TopScreen.allCases {
                    for transitioning in [false, true] {
                        for u in Uncertainty.all {
                            scenarios += 1
                            let pops = Self.pops(
                                stackCount: count, isPresenting: presenting, top: top, isTransitioning: transitioning,
                                u, recognizerDelegateIsTransit: true)
                            let canGoBack = count > 1 && !presenting && !transitioning
                            let swipeLost = u[.transitDelegateDecidesSwipe] && top != .transitWithBackGesture
                            let expected = canGoBack && !swipeLost ? 1 : 0
                            #expect(
                                pops.count == expected,
                                "count=\(count) presenting=\(presenting) \(top) transitioning=\(transitioning) \(u): \(pops)"
                            )
                            if expected == 1 {
                                #expect(pops == [top == .transitWithBackGesture ? .transitPan : .systemSwipe])
                            }
                        }
                    }
                }
            }
        }
        #expect(scenarios == 72)
    }

    @Test func withoutTransitAsTheRecognizersDelegateTheSwipeIsLostOrBeginsAtTheRoot() {
        // Why the coordinator takes the recognizer's delegate: under fact sheet 4.2 the swipe either
        // never begins (disabled) or begins even at the root, with nothing to pop.
        let disabled = Self.pops(
            stackCount: 2, isPresenting: false, top: .withoutTransit, isTransitioning: false, .first,
            recognizerDelegateIsTransit: false)
        let atRoot = Self.pops(
            stackCount: 1, isPresenting: false, top: .withoutTransit, isTransitioning: false, .second,
            recognizerDelegateIsTransit: false)
        #expect(disabled.isEmpty)
        #expect(atRoot == [.systemSwipe])
    }

    /// Who animates the pop a system swipe starts, under both readings of `systemSwipeAsksDelegate`:
    /// UIKit's own pop either way.
    static func swipePopIsUIKits(_ u: Uncertainty, ledger: FactLedger = FactLedger()) -> Bool {
        var t = ContainerTransitions<Int>()
        t.registry.record(.circleSpread(), for: 2)
        // [D-pop]: the swipe drives UIKit's own interactive pop. Asked (first reading), Transit
        // answers no animator then, even for a screen pushed with Transit (its effect would ignore
        // the finger); not asked (second), UIKit runs its own pop anyway.
        if ledger.read(.systemSwipeAsksDelegate, u) { return true }
        return t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: true)) == nil
            && t.answer(.navigation(.pop, from: 3, to: 2, systemBackSwipeActive: true)) == nil
    }

    /// The uncertain facts the swipe's scenarios read, both ways (for
    /// `ContractScenarioTests.everyUncertainFactIsReadBothWays`).
    static func readings() -> Set<FactReading> {
        let ledger = FactLedger()
        for u in Uncertainty.all {
            _ = swipePopIsUIKits(u, ledger: ledger)
            for delegateIsTransit in [false, true] {
                _ = pops(
                    stackCount: 2, isPresenting: false, top: .withoutTransit, isTransitioning: false, u,
                    recognizerDelegateIsTransit: delegateIsTransit, ledger: ledger)
            }
        }
        return ledger.readings
    }

    @Test func theSystemSwipesPopRunsUIKitsOwnTransitionAndTransitsPanRunsTheScreens() {
        for u in Uncertainty.all { #expect(Self.swipePopIsUIKits(u), "\(u)") }
        var t = ContainerTransitions<Int>()
        t.registry.record(.circleSpread(), for: 2)
        // Transit's pan pops with the screen's back transition, which the pan then drives.
        #expect(
            t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false))?.entry.effect.name
                == "circle-spread")
        // A screen pushed without Transit goes back with UIKit's default pop.
        #expect(t.answer(.navigation(.pop, from: 3, to: 2, systemBackSwipeActive: false)) == nil)
    }
}
