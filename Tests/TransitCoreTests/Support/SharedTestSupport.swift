import TransitCore

/// Small helpers for the shared-element and partial-presentation tests.
enum SharedFixtures {
    static let size = Size(width: 390, height: 844)

    static func element(_ id: String, from: Rect, to: Rect, radii: (Double, Double) = (0, 0)) -> SharedElement {
        SharedElement(id: id, fromFrame: from, toFrame: to, fromCornerRadius: radii.0, toCornerRadius: radii.1)
    }

    static func context(
        _ elements: [SharedElement] = [], direction: Direction = .forward,
        layout: LayoutDirection = .leftToRight
    ) -> TransitionContext {
        TransitionContext(size: size, direction: direction, layoutDirection: layout, sharedElements: elements)
    }

    /// The layer with this id, if the scene has one.
    static func layer(_ id: String, in scene: Scene) -> Layer? { scene.layers.first { $0.id == id } }

    /// A layer's corner as it lands in the container, perspective included.
    static func corner(_ unit: Point, of layer: Layer, in scene: Scene) -> Point {
        layer.containerTransform.concatenating(scene.perspectiveTransform)
            .project(Point(x: unit.x * layer.bounds.width, y: unit.y * layer.bounds.height))
    }

    /// The axis-aligned box around a layer's four projected corners.
    static func projectedBox(of layer: Layer, in scene: Scene) -> Rect {
        let ps = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)].map {
            corner($0, of: layer, in: scene)
        }
        let xs = ps.map(\.x)
        let ys = ps.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether a point lies inside a polygon (even-odd ray casting).
    static func polygon(_ poly: [Point], contains p: Point) -> Bool {
        var inside = false
        var j = poly.count - 1
        for i in poly.indices {
            let a = poly[i]
            let b = poly[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool { a.distance(to: b) <= tolerance }
}
