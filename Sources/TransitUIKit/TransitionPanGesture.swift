#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// A pan gesture that starts a transition and feeds it gesture samples; the core's player and
    /// interaction driver turn them into progress, a release decision and a finishing motion, and
    /// its `GestureArbitration` decides when the pan begins and whom it waits for. A pan that lands
    /// while the transition it started is still settling grabs it again.
    @MainActor final class TransitionPanGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
        let spec: InteractionSpec
        private let start: @MainActor (Point) -> Void
        /// The transition this gesture drives, set by the coordinator when the transition starts.
        weak var animator: TransitionAnimator?
        /// Whether it takes its screen back (pop or dismiss): it then takes the system swipe's place.
        let isBack: Bool
        /// Receives each gesture as a trace (the interaction issue's format), for `transit render --trace`.
        private let traceRecorder: ((GestureTrace) -> Void)?
        private lazy var recorder = GestureTraceRecorder(direction: spec.direction)

        /// A pan that calls `start` with the touch point when a finger begins a new transition.
        init(
            spec: InteractionSpec, isBack: Bool = false, recordTrace: ((GestureTrace) -> Void)? = nil,
            start: @escaping @MainActor (Point) -> Void
        ) {
            (self.spec, self.isBack, traceRecorder, self.start) = (spec, isBack, recordTrace, start)
            super.init(target: nil, action: nil)
            addTarget(self, action: #selector(handle))
            delegate = self
        }

        /// The overlay's pan, which only grabs `animator`'s transition while it settles.
        convenience init(spec: InteractionSpec, animator: TransitionAnimator) {
            self.init(spec: spec) { _ in }
            self.animator = animator
        }

        private var isGrabbing: Bool { animator?.run.isRunning == true }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view else { return false }
            return GestureArbitration.transitPanMayBegin(
                spec, at: location(in: view).point, velocity: velocity(in: view).vector, in: view.bounds.rect.size,
                layout: LayoutDirection(view.effectiveUserInterfaceLayoutDirection), isGrabbing: isGrabbing)
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
            if other is UIScreenEdgePanGestureRecognizer { return .systemBackSwipe }
            return other.view is UIScrollView ? .scrollViewPan : .other
        }

        @objc private func handle() {
            let phases: [UIGestureRecognizer.State: GestureSample.Phase] = [
                .began: .began, .changed: .changed, .ended: .ended, .cancelled: .cancelled, .failed: .cancelled,
            ]
            guard let view, let phase = phases[state] else { return }
            let sample = GestureSample(
                time: CACurrentMediaTime(), location: location(in: view).point,
                translation: translation(in: view).vector, velocity: velocity(in: view).vector, phase: phase)
            if let traceRecorder, let trace = recorder.record(sample) { traceRecorder(trace) }
            if GestureArbitration.startsTransition(phase, isGrabbing: isGrabbing) {
                TransitionCoordinator.startingGesture = self
                start(sample.location)
                TransitionCoordinator.startingGesture = nil
            }
            animator?.run.handle(sample)
        }
    }
#endif
