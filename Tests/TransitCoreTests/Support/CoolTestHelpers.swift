import TransitCore

/// A coolPhone-sized context for the cool family's behaviour tests.
let coolPhone = TransitionContext(size: Size(width: 390, height: 844), scale: 3)

extension Scene {
    /// The layers that show a region of one screen's snapshot.
    func tiles(of side: Side) -> [Layer] {
        layers.filter { if case .snapshot(.screen(side), _) = $0.content { true } else { false } }
    }
    /// The layer with an id, if any.
    func layer(named id: String) -> Layer? { layers.first { $0.id == id } }
    /// Where a point of a layer lands on screen, perspective included.
    func project(_ p: Point, of layer: Layer) -> Point {
        layer.containerTransform.concatenating(perspectiveTransform).project(p)
    }
}

extension Layer {
    /// The layer's snapshot region in unit coordinates, if it shows a snapshot.
    var contentsRect: Rect? { if case .snapshot(_, let r) = content { r } else { nil } }
}
