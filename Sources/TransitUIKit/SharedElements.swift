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

    /// The images of one transition, drawn up front from the live screens as the core's
    /// `TransitionScript` and `SnapshotPlan` say.
    @MainActor struct SnapshotSource {
        let plan: SnapshotPlan
        private let screens: [Side: UIView], elements: [Side: [String: UIView]]

        /// Measures the shared views of both screens and pairs them.
        init(from: UIViewController, to: UIViewController, fromView: UIView, toView: UIView) {
            let shared = [from, to].map { Self.provider(of: $0)?.sharedElements() ?? [:] }
            (screens, elements) = ([.from: fromView, .to: toView], [.from: shared[0], .to: shared[1]])
            let matched = SharedElement.matching(
                from: Self.tagged(shared[0], fromView), to: Self.tagged(shared[1], toView))
            plan = SnapshotPlan(sharedElements: matched)
        }

        /// The screen that shares views for a controller UIKit names: the controller itself, else the
        /// screen a container shows (a navigation controller's top, a tab bar controller's selected),
        /// since a presentation made from inside a container is made by the container.
        private static func provider(of controller: UIViewController) -> SharedElementProviding? {
            switch controller {
            case let screen as SharedElementProviding: screen
            case let nav as UINavigationController: nav.topViewController.flatMap(provider)
            case let tabs as UITabBarController:
                tabs.viewControllers.flatMap {
                    $0.indices.contains(tabs.selectedIndex) ? provider(of: $0[tabs.selectedIndex]) : nil
                }
            default: nil
            }
        }

        /// A screen's shared views in container points (the screen is at its final frame): in the
        /// screen's bounds, then moved by its frame origin less its bounds origin, which is a scroll
        /// view's content offset (https://developer.apple.com/documentation/uikit/uiview/bounds).
        private static func tagged(_ views: [String: UIView], _ screen: UIView) -> [TaggedElement] {
            views.map { id, view in
                let frame = view.convert(view.bounds, to: screen).offsetBy(
                    dx: screen.frame.minX - screen.bounds.minX, dy: screen.frame.minY - screen.bounds.minY)
                return TaggedElement(id: id, frame: frame.rect, cornerRadius: Double(view.layer.cornerRadius))
            }.sorted { $0.id < $1.id }
        }

        /// Captures snapshots now, from the live (visible) views, as the core's script says.
        func capture(_ snapshots: [Snapshot], into images: inout [Snapshot: CGImage]) {
            for s in snapshots { images[s] = image(plan.capture(of: s)) ?? images[s] }
        }

        private func image(_ capture: SnapshotPlan.Capture) -> CGImage? {
            if let id = capture.element, let view = elements[capture.side]?[id] { return render(view) }
            guard let screen = screens[capture.side] else { return nil }
            let hidden = capture.hiddenElements.compactMap { elements[capture.side]?[$0] }.filter { !$0.isHidden }
            for view in hidden { view.isHidden = true }
            defer { for view in hidden { view.isHidden = false } }
            return render(screen)
        }

        private func render(_ view: UIView) -> CGImage? {
            UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }.cgImage
        }
    }
#endif
