#if canImport(UIKit)
import UIKit
import TransitCore

/// A pan gesture that starts a transition and drives it: progress from the core's `PanTracking`
/// while the finger moves, finish or cancel from its release decision.
@MainActor final class TransitionPanGesture: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    private let edge: Edge
    private let edgeInset: Double?
    private let start: (TransitionPanGesture) -> Void
    private var tracking: PanTracking?
    /// Where the finger touched when the gesture began, in the view's points.
    private(set) var touchPoint: Point?
    /// The transition this gesture drives, set by the coordinator when the transition starts.
    weak var animator: TransitionAnimator?

    init(edge: Edge, edgeInset: Double?, start: @escaping (TransitionPanGesture) -> Void) {
        self.edge = edge
        self.edgeInset = edgeInset
        self.start = start
        super.init(target: nil, action: nil)
        addTarget(self, action: #selector(handle))
        delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view else { return false }
        let pan = PanTracking(edge: edge, layoutDirection: LayoutDirection(view.effectiveUserInterfaceLayoutDirection),
                              size: view.bounds.rect.size, edgeInset: edgeInset)
        tracking = pan
        return pan.mayBegin(at: location(in: view).point) && pan.progressVelocity(velocity(in: view).vector) > 0
    }

    @objc private func handle() {
        guard let tracking, let view else { return }
        switch state {
        case .began:
            touchPoint = location(in: view).point
            TransitionCoordinator.startingGesture = self
            start(self)
            TransitionCoordinator.startingGesture = nil
        case .changed:
            animator?.update(tracking.progress(translation: translation(in: view).vector))
        case .ended, .cancelled, .failed:
            let progress = tracking.progress(translation: translation(in: view).vector)
            animator?.release(finishing: state == .ended && tracking.finishes(progress: progress, velocity: velocity(in: view).vector))
            animator = nil
        default:
            break
        }
    }
}
#endif
