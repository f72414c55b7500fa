#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// A pan that starts a transition and feeds it samples; the core's player turns them into
    /// progress and a release, and `GestureArbitration` decides when the pan begins (also to grab
    /// the transition it started while that settles) and whom it waits for.
    @MainActor final class TransitionPanGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
        let spec: InteractionSpec
        private let start: @MainActor (CGPoint) -> Void, canStart: @MainActor () -> Bool
        /// The transition this gesture drives, set by the coordinator when the transition starts.
        weak var animator: TransitionAnimator?
        /// Whether it takes its screen back (pop or dismiss): it then takes the system swipe's place.
        let isBack: Bool
        /// Receives each gesture as a trace, for `transit render --trace`.
        private let traceRecorder: ((GestureTrace) -> Void)?
        private lazy var recorder = GestureTraceRecorder(direction: spec.direction)
        private var actionTarget: ActionTarget?

        /// A pan that calls `start` with the touch point when a finger begins a new transition, if
        /// `canStart` says there is one to start.
        init(
            spec: InteractionSpec, isBack: Bool = false, recordTrace: ((GestureTrace) -> Void)? = nil,
            canStart: @escaping @MainActor () -> Bool = { true }, start: @escaping @MainActor (CGPoint) -> Void
        ) {
            (self.spec, self.isBack, traceRecorder, self.start, self.canStart) = (
                spec, isBack, recordTrace, start, canStart
            )
            super.init(target: nil, action: nil)
            let target = ActionTarget { [weak self] _ in self?.handle() }
            addTarget(target, action: ActionTarget.selector)
            actionTarget = target
            delegate = self
        }

        private var isGrabbing: Bool { animator?.run.isRunning == true }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view else { return false }
            return GestureArbitration.transitPanMayBegin(
                spec, at: location(in: view).transitPoint, velocity: velocity(in: view).vector,
                in: view.bounds.rect.size,
                layout: LayoutDirection(view.effectiveUserInterfaceLayoutDirection), isGrabbing: isGrabbing,
                canStart: canStart())
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            GestureArbitration.recognizesSimultaneously(with: kind(of: otherGestureRecognizer))
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            GestureArbitration.otherWaits(for: kind(of: otherGestureRecognizer), beginRegion: spec.beginRegion)
        }

        private func kind(of other: UIGestureRecognizer) -> GestureArbitration.OtherGesture {
            .init(edgePan: other is UIScreenEdgePanGestureRecognizer, onScrollView: other.view is UIScrollView)
        }

        private func handle() {
            guard let view, let phase = GestureSample.Phase(uiKitState: state.rawValue) else { return }
            let sample = GestureSample(
                time: CACurrentMediaTime(), location: location(in: view).transitPoint,
                translation: translation(in: view).vector, velocity: velocity(in: view).vector, phase: phase)
            if let traceRecorder, let trace = recorder.record(sample) { traceRecorder(trace) }
            if GestureArbitration.startsTransition(phase, isGrabbing: isGrabbing) {
                TransitionCoordinator.startingGesture = self
                start(location(in: view))
                TransitionCoordinator.startingGesture = nil
            }
            animator?.run.handle(sample)
        }
    }
#endif
