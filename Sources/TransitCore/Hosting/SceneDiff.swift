/// What a retained-mode host (a `CALayer` tree) must change to go from one scene to the next:
/// which layers to add, which to update, which to remove, and the final order, all by layer id.
///
/// Hosts keep one platform layer per key and apply the diff; they never compare scenes themselves.
/// Keys are the layer ids; a scene that repeats an id gets `id#2`, `id#3`, ... for the repeats, so
/// every layer still has exactly one key.
///
/// ```swift
/// let diff = SceneDiff(from: previousScene, to: scene)
/// for key in diff.removed { host.remove(key) }
/// for (key, layer) in diff.inserted + diff.updated { host.apply(layer, to: key) }
/// if diff.isReordered { host.order(diff.order) }
/// ```
package struct SceneDiff: Hashable, Sendable {
    /// A layer with the key the host files it under.
    package struct Entry: Hashable, Sendable {
        package var key: String
        package var layer: Layer
    }
    /// Keys present before and absent now, in the old order.
    package var removed: [String]
    /// Layers absent before and present now, in drawing order.
    package var inserted: [Entry]
    /// Layers present in both whose properties changed, in drawing order.
    package var updated: [Entry]
    /// Every key of the new scene, bottom to top (ascending `zPosition`, ties in list order).
    package var order: [String]
    /// Whether the order of the layers that were kept changed, or layers were added (the host
    /// must then re-sort its sublayers).
    package var isReordered: Bool
    /// Whether the scene-wide settings (size, background, perspective) changed.
    package var settingsChanged: Bool

    /// Whether applying the diff changes nothing.
    package var isEmpty: Bool {
        removed.isEmpty && inserted.isEmpty && updated.isEmpty && !isReordered && !settingsChanged
    }

    /// The changes from `old` (nil: an empty host) to `new`.
    ///
    /// - Complexity: O(n log n) in the number of layers.
    package init(from old: Scene?, to new: Scene) {
        let before = old.map(SceneDiff.keyed) ?? []
        let after = SceneDiff.keyed(new)
        var previous: [String: Layer] = [:]
        for e in before { previous[e.key] = e.layer }
        let keptKeys = Set(after.map(\.key))
        removed = before.map(\.key).filter { !keptKeys.contains($0) }
        inserted = after.filter { previous[$0.key] == nil }
        updated = after.filter { e in previous[e.key].map { $0 != e.layer } ?? false }
        order = after.map(\.key)
        let keptBefore = before.map(\.key).filter(keptKeys.contains)
        isReordered = !inserted.isEmpty || keptBefore != order.filter { previous[$0] != nil }
        settingsChanged =
            old.map { $0.size != new.size || $0.background != new.background || $0.eyeDistance != new.eyeDistance }
            ?? true
    }

    /// The scene's layers with their keys, in drawing order.
    package static func keyed(_ scene: Scene) -> [Entry] {
        var seen: [String: Int] = [:]
        var keys: [String] = []
        for layer in scene.layers {
            let n = (seen[layer.id] ?? 0) + 1
            seen[layer.id] = n
            keys.append(n == 1 ? layer.id : "\(layer.id)#\(n)")
        }
        return scene.drawingOrder.map { Entry(key: keys[$0], layer: scene.layers[$0]) }
    }
}

extension Scene {
    /// The projection a host applies to all of a scene's layers about the container's centre (Core
    /// Animation's `sublayerTransform`): the perspective of `eyeDistance`, or none without one.
    ///
    /// ```swift
    /// containerLayer.sublayerTransform = CATransform3D(scene.sublayerTransform)
    /// ```
    package var sublayerTransform: Transform3D {
        guard let d = eyeDistance, d > 0 else { return .identity }
        return .perspective(eyeDistance: d)
    }
}
