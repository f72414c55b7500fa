import Testing
import TransitCore

// Rules: hidden views receive no touches and gestures resolve by failure requirements
// (developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:));
// the system back swipe is interactivePopGestureRecognizer
// (developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
@Suite struct GestureArbitrationTests {
    @Test func theSystemSwipeWorksExactlyWhereTransitHasNoBackGesture() {
        for count in 0...3 {
            for presenting in [false, true] {
                for transit in [false, true] {
                    for running in [false, true] {
                        let may = GestureArbitration.systemBackSwipeMayBegin(
                            stackCount: count, isPresenting: presenting, topHasTransitBackGesture: transit,
                            isTransitioning: running)
                        #expect(may == (count > 1 && !presenting && !transit && !running))
                    }
                }
            }
        }
    }

    @Test func transitAnswersNoAnimatorWhileTheSystemSwipePops() {
        #expect(!GestureArbitration.answersAnimator(whileSystemBackSwipeIsActive: true))
        #expect(GestureArbitration.answersAnimator(whileSystemBackSwipeIsActive: false))
    }

    // interactivePopGestureRecognizer is a UIScreenEdgePanGestureRecognizer (fact sheet 4.2); a scroll
    // view's panGestureRecognizer is attached to the scroll view.
    @Test func aScreenEdgePanIsTheSystemSwipeAndAPanOnAScrollViewItsScrolling() {
        typealias Other = GestureArbitration.OtherGesture
        #expect(Other(edgePan: true, onScrollView: false) == .systemBackSwipe)
        #expect(Other(edgePan: true, onScrollView: true) == .systemBackSwipe)
        #expect(Other(edgePan: false, onScrollView: true) == .scrollViewPan)
        #expect(Other(edgePan: false, onScrollView: false) == .other)
    }

    @Test func oneFingerHasOneOwner() {
        for other in GestureArbitration.OtherGesture.allCases {
            #expect(!GestureArbitration.recognizesSimultaneously(with: other))
        }
        #expect(GestureArbitration.otherWaits(for: .scrollViewPan, beginRegion: .edge(inset: 40)))
        #expect(!GestureArbitration.otherWaits(for: .scrollViewPan, beginRegion: .anywhere))
        #expect(GestureArbitration.otherWaits(for: .systemBackSwipe, beginRegion: .anywhere))
        #expect(!GestureArbitration.otherWaits(for: .other, beginRegion: .edge(inset: 40)))
    }

    @Test func aTransitPanBeginsInItsRegionTowardsProgressOrToGrabItsTransition() {
        let spec = InteractionSpec(direction: .trailing, beginRegion: .edge(inset: 40))
        let size = Size(width: 300, height: 600)
        func may(_ x: Double, _ vx: Double, _ layout: LayoutDirection = .leftToRight, grabbing: Bool = false) -> Bool {
            GestureArbitration.transitPanMayBegin(
                spec, at: Point(x: x, y: 300), velocity: Vector(dx: vx, dy: 0), in: size, layout: layout,
                isGrabbing: grabbing)
        }
        #expect(may(10, 200))
        #expect(!may(10, -200))  // away from progress
        #expect(!may(150, 200))  // outside the edge strip
        #expect(may(290, -200, .rightToLeft))  // mirrored
        #expect(may(150, -200, grabbing: true))  // the overlay's pan grabs wherever it lands
        // A back pan on a screen with nowhere to go back to leaves the touch to others.
        #expect(
            !GestureArbitration.transitPanMayBegin(
                spec, at: Point(x: 10, y: 300), velocity: Vector(dx: 200, dy: 0), in: size, layout: .leftToRight,
                isGrabbing: false, canStart: false))
    }

    @Test func aBeganStartsATransitionOnlyWhenNoneOfThisPanIsRunning() {
        for phase in [GestureSample.Phase.began, .changed, .ended, .cancelled] {
            #expect(GestureArbitration.startsTransition(phase, isGrabbing: false) == (phase == .began))
            #expect(!GestureArbitration.startsTransition(phase, isGrabbing: true))
        }
    }

    // developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    @Test func uiKitStatesBecomeSamplePhases() {
        let phases = (0...6).map { GestureSample.Phase(uiKitState: $0) }
        #expect(phases == [nil, .began, .changed, .ended, .cancelled, .cancelled, nil])
    }
}
