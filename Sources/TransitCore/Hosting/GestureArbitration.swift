/// How Transit's pans share the screen with UIKit's own gestures, decided here so the adapter
/// only asks.
///
/// Transit takes the place of `UINavigationController.interactivePopGestureRecognizer` on screens
/// that have a Transit back gesture (the system swipe may not begin there, so one finger never
/// starts two pops), and keeps the system swipe working on every other screen: a navigation
/// delegate that implements the animator method is reported to disable it otherwise (fact sheet
/// 4.2), so the coordinator becomes the recognizer's delegate and lets it begin by this rule, and
/// answers no animator while the system swipe drives a pop, so UIKit runs its own interactive pop.
///
/// ```swift
/// GestureArbitration.systemBackSwipeMayBegin(stackCount: 2, isPresenting: false,
///                                            topHasTransitBackGesture: true, isTransitioning: false) // false
/// ```
package enum GestureArbitration {
    /// Another recognizer, as the arbitration sees it.
    package enum OtherGesture: String, Hashable, Sendable, CaseIterable {
        /// `interactivePopGestureRecognizer`.
        case systemBackSwipe
        /// A scroll view's `panGestureRecognizer`.
        case scrollViewPan
        case other

        /// The kind of a recognizer: a screen-edge pan is the system back swipe (UIKit's
        /// `interactivePopGestureRecognizer` is one), a recognizer on a scroll view its pan.
        package init(edgePan: Bool, onScrollView: Bool) {
            self = edgePan ? .systemBackSwipe : onScrollView ? .scrollViewPan : .other
        }
    }

    /// Whether the system back swipe may begin: there is a screen to go back to, nothing is
    /// presented over the stack, the top screen has no Transit back gesture (Transit's takes its
    /// place), and no transition is under way.
    package static func systemBackSwipeMayBegin(
        stackCount: Int, isPresenting: Bool, topHasTransitBackGesture: Bool, isTransitioning: Bool
    ) -> Bool {
        stackCount > 1 && !isPresenting && !topHasTransitBackGesture && !isTransitioning
    }

    /// Whether Transit answers the navigation delegate's animator call: not while the system back
    /// swipe drives the pop (UIKit's own interactive pop runs then).
    package static func answersAnimator(whileSystemBackSwipeIsActive active: Bool) -> Bool { !active }

    /// Whether a Transit pan recognises at the same time as another gesture: never, so one finger
    /// never both scrolls and drives a transition, nor starts two pops.
    package static func recognizesSimultaneously(with other: OtherGesture) -> Bool { false }

    /// Whether another gesture waits for a Transit pan to fail before it begins. A scroll view's
    /// pan waits for an edge-only Transit pan (which fails at once outside its edge strip), so the
    /// edge strip belongs to the transition and the rest to scrolling; a pan that may begin
    /// anywhere yields to the scroll view. The system back swipe always waits (it is refused
    /// anyway on screens with a Transit back gesture).
    package static func otherWaits(for other: OtherGesture, beginRegion: InteractionSpec.BeginRegion) -> Bool {
        switch other {
        case .systemBackSwipe: true
        case .scrollViewPan: if case .edge = beginRegion { true } else { false }
        case .other: false
        }
    }

    /// Whether a Transit pan begins: always when it grabs the transition it started, still
    /// settling (the overlay carries it, so a finger reaches it); otherwise only when it has a
    /// transition to start (a back pan needs a screen to go back to, see
    /// `ContainerOperation.back(isTopOfStack:stackCount:isPresented:)`), inside the spec's begin
    /// region and moving towards progress, so a pan with nothing to do never takes a touch from a
    /// scroll view.
    package static func transitPanMayBegin(
        _ spec: InteractionSpec, at point: Point, velocity: Vector, in size: Size, layout: LayoutDirection,
        isGrabbing: Bool, canStart: Bool = true
    ) -> Bool {
        isGrabbing
            || (canStart && spec.admitsBegin(at: point, in: size, layout: layout)
                && spec.progress(for: velocity, in: size, layout: layout) > 0)
    }

    /// Whether a gesture sample starts a new transition: a `began` while no transition this pan
    /// started is running (a `began` during one grabs it instead).
    package static func startsTransition(_ phase: GestureSample.Phase, isGrabbing: Bool) -> Bool {
        phase == .began && !isGrabbing
    }
}
