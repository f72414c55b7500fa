#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// A pan gesture that starts a transition and feeds it gesture samples; the core's player and
    /// interaction driver turn them into progress, a release decision and a finishing motion. A pan
    /// that lands while the transition it started is still settling grabs it again.
    @MainActor final class TransitionPanGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
        let spec: InteractionSpec
        private let start: (TransitionPanGesture) -> Void
        /// Where the finger touched when the gesture began, in the view's points.
        private(set) var touchPoint: Point?
        /// The transition this gesture drives, set by the coordinator when the transition starts.
        weak var animator: TransitionAnimator?
        /// Receives each gesture as a trace (the interaction issue's format), for `transit render --trace`.
        var traceRecorder: ((GestureTrace) -> Void)?
        private lazy var recorder = GestureTraceRecorder(direction: spec.direction)

        /// Whether it takes its screen back (pop or dismiss): it then takes the system swipe's place.
        var isBack = false

        init(spec: InteractionSpec, start: @escaping (TransitionPanGesture) -> Void) {
            self.spec = spec
            self.start = start
            super.init(target: nil, action: nil)
            addTarget(self, action: #selector(handle))
            delegate = self
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let view else { return false }
            if let animator, animator.isRunning { return true }  // grab the running transition
            let layout = LayoutDirection(view.effectiveUserInterfaceLayoutDirection)
            let size = view.bounds.rect.size
            return spec.admitsBegin(at: location(in: view).point, in: size, layout: layout)
                && spec.progress(for: velocity(in: view).vector, in: size, layout: layout) > 0
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
            guard let view, let phase = sample(phase: state) else { return }
            let sample = GestureSample(
                time: CACurrentMediaTime(), location: location(in: view).point,
                translation: translation(in: view).vector, velocity: velocity(in: view).vector, phase: phase)
            if let traceRecorder, let trace = recorder.record(sample) { traceRecorder(trace) }
            if phase == .began && (animator?.isRunning != true) {
                touchPoint = sample.location
                TransitionCoordinator.startingGesture = self
                start(self)
                TransitionCoordinator.startingGesture = nil
            }
            animator?.handle(sample)
        }

        private func sample(phase state: UIGestureRecognizer.State) -> GestureSample.Phase? {
            switch state {
            case .began: .began
            case .changed: .changed
            case .ended: .ended
            case .cancelled, .failed: .cancelled
            default: nil
            }
        }
    }
#endif
