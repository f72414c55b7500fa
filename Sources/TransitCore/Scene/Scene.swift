/// What a transition looks like at one instant: layers in drawing order over a background.
///
/// ```swift
/// var scene = Scene(size: context.size)
/// scene.layers.append(Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: context.size)))
/// ```
public struct Scene: Hashable, Sendable {
    /// The container size in points.
    public var size: Size
    /// What shows where no layer covers the container.
    public var background: Color
    /// The eye's distance from the screen plane in points for the whole scene, applied about the
    /// container's centre like a `sublayerTransform` with `m34 = -1 / eyeDistance`; `nil` is flat.
    public var eyeDistance: Double?
    /// Layers, drawn by ascending `zPosition`, ties in list order.
    public var layers: [Layer]

    public init(size: Size, background: Color = .black, eyeDistance: Double? = nil, layers: [Layer] = []) {
        self.size = size
        self.background = background
        self.eyeDistance = eyeDistance
        self.layers = layers
    }

    /// A scene that shows one screen, whole and still: what a host shows before and after a transition.
    public static func showing(_ side: Side, in context: TransitionContext) -> Scene {
        Scene(
            size: context.size,
            layers: [Layer(id: side.rawValue, content: .snapshot(.screen(side)), frame: Rect(size: context.size))])
    }

    /// The scene's perspective as a transform about the container centre (identity when flat).
    public var perspectiveTransform: Transform3D {
        guard let d = eyeDistance, d > 0 else { return .identity }
        return Transform3D.translation(x: -size.width / 2, y: -size.height / 2)
            .concatenating(.perspective(eyeDistance: d))
            .concatenating(.translation(x: size.width / 2, y: size.height / 2))
    }

    /// The same scene with every snapshot drawn from the other screen.
    public var swappingScreens: Scene {
        var s = self
        for i in s.layers.indices { s.layers[i].content = s.layers[i].content.swapped }
        return s
    }

    /// Layer indices in drawing order (stable by `zPosition`).
    public var drawingOrder: [Int] {
        layers.indices.sorted { a, b in
            layers[a].zPosition != layers[b].zPosition ? layers[a].zPosition < layers[b].zPosition : a < b
        }
    }
}
