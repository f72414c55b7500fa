#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// A screen that has views to share with the screen it transitions to or from.
    ///
    /// Return the views by id; a view with the same id on the other screen is its partner. The
    /// method is asked at the start of every transition, so a list can return the cell that was
    /// tapped, and a detail screen can retarget its element before going back.
    ///
    /// ```swift
    /// extension PhotoListController: SharedElementProviding {
    ///     func sharedElements() -> [String: UIView] {
    ///         guard let cell = selectedCell else { return [:] }
    ///         return ["photo": cell.imageView, "title": cell.titleLabel]
    ///     }
    /// }
    /// ```
    @MainActor public protocol SharedElementProviding: AnyObject {
        /// The shared views of this screen by id.
        func sharedElements() -> [String: UIView]
    }

    /// The images of one transition: one per snapshot the scenes show, made up front from the live
    /// screens as the core's `TransitionScript` and `SnapshotPlan` say.
    @MainActor struct SnapshotSource {
        var plan: SnapshotPlan
        var screens: [Side: UIView]
        var elements: [Side: [String: UIView]]

        /// Measures the tagged views of both screens in container coordinates and pairs them.
        init(from: UIViewController, to: UIViewController, fromView: UIView, toView: UIView) {
            screens = [.from: fromView, .to: toView]
            elements = [
                .from: (from as? SharedElementProviding)?.sharedElements() ?? [:],
                .to: (to as? SharedElementProviding)?.sharedElements() ?? [:],
            ]
            // In the screen's own points, moved to where the screen is (the incoming screen is laid
            // out at its final frame but not yet in the container).
            func tagged(_ side: Side) -> [TaggedElement] {
                let screen = side == .from ? fromView : toView
                return (elements[side] ?? [:]).map { id, view in
                    let f = view.convert(view.bounds, to: screen).rect, at = screen.frame.rect.origin
                    return TaggedElement(
                        id: id, frame: Rect(x: f.minX + at.x, y: f.minY + at.y, width: f.width, height: f.height),
                        cornerRadius: Double(view.layer.cornerRadius))
                }.sorted { $0.id < $1.id }
            }
            plan = SnapshotPlan(sharedElements: SharedElement.matching(from: tagged(.from), to: tagged(.to)))
        }

        /// Captures snapshots now, from the live (visible) views, as the core's script says.
        func capture(_ snapshots: [Snapshot], into images: inout [Snapshot: CGImage]) {
            for snapshot in snapshots {
                if let image = image(plan.capture(of: snapshot)) { images[snapshot] = image }
            }
        }

        private func image(_ capture: SnapshotPlan.Capture) -> CGImage? {
            if let id = capture.element, let view = elements[capture.side]?[id] { return render(view) }
            guard let screen = screens[capture.side] else { return nil }
            let hidden = capture.hiddenElements.compactMap { elements[capture.side]?[$0] }.filter { !$0.isHidden }
            hidden.forEach { $0.isHidden = true }
            defer { hidden.forEach { $0.isHidden = false } }
            return render(screen)
        }

        private func render(_ view: UIView) -> CGImage? {
            UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }.cgImage
        }
    }
#endif
