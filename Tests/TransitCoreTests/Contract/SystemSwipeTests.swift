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
// Fact sheet 4.2 (observed, so uncertain): once the navigation delegate implements the animator
// method, the system swipe is disabled unless its recognizer's delegate lets it begin; with no
// delegate it begins even at the root. The model runs every scenario under both behaviours.

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
        stackCount: Int, isPresenting: Bool, top: TopScreen, isTransitioning: Bool, swipeNeedsDelegate: Bool,
        recognizerDelegateIsTransit: Bool
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
            // [D-begin]: Transit's coordinator is the recognizer's delegate.
            swipeAllowed = GestureArbitration.systemBackSwipeMayBegin(
                stackCount: stackCount, isPresenting: isPresenting, topHasTransitBackGesture: hasTransitPan,
                isTransitioning: isTransitioning)
        } else {
            // Fact sheet 4.2: disabled outright, or (delegate nil) allowed everywhere, the root included.
            swipeAllowed = !swipeNeedsDelegate
        }
        let swipePops = swipeAllowed && !(swipeWaits && panBegins)
        return (swipePops ? [Popper.systemSwipe] : []) + (panPops ? [.transitPan] : [])
    }

    @Test func oneEdgeSwipeStartsExactlyOnePopWhereverThereIsAScreenToGoBackTo() {
        var scenarios = 0
        for count in 1...3 {
            for presenting in [false, true] {
                for top in TopScreen.allCases {
                    for transitioning in [false, true] {
                        for needsDelegate in [false, true] {
                            scenarios += 1
                            let pops = Self.pops(
                                stackCount: count, isPresenting: presenting, top: top, isTransitioning: transitioning,
                                swipeNeedsDelegate: needsDelegate, recognizerDelegateIsTransit: true)
                            let canGoBack = count > 1 && !presenting && !transitioning
                            let expected = canGoBack ? 1 : 0
                            #expect(
                                pops.count == expected,
                                "count=\(count) presenting=\(presenting) \(top) transitioning=\(transitioning) needsDelegate=\(needsDelegate): \(pops)"
                            )
                            if canGoBack {
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
            stackCount: 2, isPresenting: false, top: .withoutTransit, isTransitioning: false, swipeNeedsDelegate: true,
            recognizerDelegateIsTransit: false)
        let atRoot = Self.pops(
            stackCount: 1, isPresenting: false, top: .withoutTransit, isTransitioning: false, swipeNeedsDelegate: false,
            recognizerDelegateIsTransit: false)
        #expect(disabled.isEmpty)
        #expect(atRoot == [.systemSwipe])
    }

    @Test func theSystemSwipesPopRunsUIKitsOwnTransitionAndTransitsPanRunsTheScreens() {
        var t = ContainerTransitions<Int>()
        t.registry.record(.circleSpread(), for: 2)
        // [D-pop]: the swipe drives UIKit's own interactive pop, so Transit answers no animator
        // then, even for a screen pushed with Transit (its effect would ignore the finger).
        #expect(t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: true)) == nil)
        #expect(t.answer(.navigation(.pop, from: 3, to: 2, systemBackSwipeActive: true)) == nil)
        // Transit's pan pops with the screen's back transition, which the pan then drives.
        #expect(
            t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false))?.entry.effect.name
                == "circle-spread")
        // A screen pushed without Transit goes back with UIKit's default pop.
        #expect(t.answer(.navigation(.pop, from: 3, to: 2, systemBackSwipeActive: false)) == nil)
    }
}
