/// Which images a host must capture to draw scenes, and how to capture each one.
///
/// One image per distinct `Snapshot` serves every layer that shows it: forty tiles of an explode
/// share the one from-screen image and differ only in `contentsRect`.
///
/// ```swift
/// var plan = SnapshotPlan(sharedElements: context.sharedElements)
/// for snapshot in plan.missing(for: scene) { images[snapshot] = capture(plan.capture(of: snapshot)) }
/// ```
package struct SnapshotPlan: Hashable, Sendable {
    /// How to make one snapshot image from a live screen.
    package struct Capture: Hashable, Sendable {
        /// The screen to draw.
        package var side: Side
        /// Ids of shared elements to hide while drawing (a backdrop hides them all).
        package var hiddenElements: [String]
        /// The region of the screen to keep, in container points (`nil`: the whole screen).
        package var region: Rect?
        /// When set, draw only this shared element's view (its own pixels, no background).
        package var element: String?
    }

    /// The shared elements of the transition.
    package var sharedElements: [SharedElement]
    /// The snapshots already captured.
    package private(set) var captured: Set<Snapshot> = []

    package init(sharedElements: [SharedElement] = []) { self.sharedElements = sharedElements }

    /// Every distinct snapshot a scene shows, in first-use order.
    package static func snapshots(in scene: Scene) -> [Snapshot] {
        var seen: Set<Snapshot> = []
        var list: [Snapshot] = []
        for layer in scene.layers {
            for s in snapshots(of: layer.content) where seen.insert(s).inserted { list.append(s) }
        }
        return list
    }

    /// The snapshots one content needs (a pixel transition needs both screens).
    package static func snapshots(of content: Content) -> [Snapshot] {
        switch content {
        case .snapshot(let s, _): [s]
        case .pixelTransition: [.screen(.from), .screen(.to)]
        case .color, .gradient, .none, .blurredBackdrop: []
        }
    }

    /// The snapshots of `scene` not captured yet; marks them captured (the host must capture them now).
    package mutating func missing(for scene: Scene) -> [Snapshot] {
        let new = Self.snapshots(in: scene).filter { !captured.contains($0) }
        captured.formUnion(new)
        return new
    }

    /// How to capture a snapshot: which screen, which elements hidden, which region kept.
    package func capture(of snapshot: Snapshot) -> Capture {
        switch snapshot {
        case .screen(let side):
            Capture(side: side, hiddenElements: [], region: nil, element: nil)
        case .backdrop(let side):
            Capture(side: side, hiddenElements: sharedElements.map(\.id), region: nil, element: nil)
        case .element(let id, let side):
            Capture(
                side: side, hiddenElements: [], region: sharedElements.first { $0.id == id }?.frame(on: side),
                element: id)
        }
    }
}
