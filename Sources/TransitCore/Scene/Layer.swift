/// Which screen of a transition something belongs to.
public enum Side: String, Hashable, Sendable, Codable, CaseIterable {
    /// The screen being left.
    case from
    /// The screen being entered.
    case to

    /// The other screen.
    public var opposite: Side { self == .from ? .to : .from }
}

/// An image a layer can show: a screen, a screen with its shared elements hidden, or one shared
/// element. Hosts supply the bitmaps; one snapshot per screen serves every tile that shows it.
public enum Snapshot: Hashable, Sendable, Codable {
    /// The whole screen as it looks.
    case screen(Side)
    /// The screen with its shared elements hidden (hosts that cannot hide them supply the screen).
    case backdrop(Side)
    /// The shared element with this id as it looks on that screen.
    case element(String, Side)

    /// The same image from the other screen (used to play an effect backwards).
    public var swapped: Snapshot {
        switch self {
        case .screen(let s): .screen(s.opposite)
        case .backdrop(let s): .backdrop(s.opposite)
        case .element(let id, let s): .element(id, s.opposite)
        }
    }
}

/// A colour ramp along a line in a layer's unit square (`CAGradientLayer`, axial).
public struct Gradient: Hashable, Sendable, Codable {
    public struct Stop: Hashable, Sendable, Codable {
        public var location: Double
        public var color: Color
        public init(_ location: Double, _ color: Color) {
            self.location = location
            self.color = color
        }
    }
    public var stops: [Stop]
    /// Start and end in unit coordinates of the layer (0,0 top-left; 1,1 bottom-right).
    public var start: Point
    public var end: Point

    public init(stops: [Stop], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1)) {
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// The colour at parameter `t` along the line (clamped to the first and last stops).
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1]
            let b = stops[i]
            let span = b.location - a.location
            return a.color.interpolated(to: b.color, span > 0 ? (t - a.location) / span : 1)
        }
        return last.color
    }
}

/// What a layer draws.
public enum Content: Hashable, Sendable {
    /// A region of a snapshot, `contentsRect` in unit coordinates of the image (as `CALayer.contentsRect`).
    case snapshot(Snapshot, contentsRect: Rect)
    /// A solid colour.
    case color(Color)
    /// An axial gradient.
    case gradient(Gradient)
    /// A pixel transition between the two screens at some progress (the Core Image family).
    case pixelTransition(PixelTransition)
    /// What lies beneath the layer, blurred and tinted (`UIVisualEffectView`).
    case blurredBackdrop(BackdropBlur)
    /// Nothing of its own (a layer that only casts its shadow, say).
    case none

    /// The whole of a snapshot.
    public static func snapshot(_ s: Snapshot) -> Content { .snapshot(s, contentsRect: .unit) }

    /// The same content drawn from the other screen.
    public var swapped: Content {
        switch self {
        case .snapshot(let s, let r): .snapshot(s.swapped, contentsRect: r)
        case .pixelTransition(let t): .pixelTransition(t.reversed)
        default: self
        }
    }
}

/// A mask in the layer's own coordinates (points, origin at the layer's top-left).
public struct Mask: Hashable, Sendable {
    public var path: Path
    public var fillRule: FillRule
    public init(_ path: Path, fillRule: FillRule = .nonZero) {
        self.path = path
        self.fillRule = fillRule
    }
}

/// A drop shadow cast by the layer's shape (`CALayer.shadow*`).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var opacity: Double
    public var offset: Vector
    /// Blur radius in points.
    public var radius: Double
    public init(color: Color = .black, opacity: Double, offset: Vector = Vector(dx: 0, dy: -3), radius: Double = 3) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}

/// One drawable element of a scene, with `CALayer`'s geometry and appearance.
///
/// A layer occupies `bounds` in its own coordinates; the point `anchorPoint` (unit coordinates
/// of the bounds) is placed at `position` in the container, and `transform` is applied about it.
///
/// ```swift
/// let page = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: context.size))
///     .with(\.transform, .rotation(.degrees(-30), x: 0, y: 1, z: 0))
/// ```
public struct Layer: Hashable, Sendable {
    /// A stable identity across frames, so hosts can diff scenes.
    public var id: String
    public var content: Content
    public var bounds: Size
    public var position: Point
    public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    public var transform: Transform3D = .identity
    /// Drawing order: higher draws later (on top); ties keep list order.
    public var zPosition: Double = 0
    /// When false, the layer is not drawn while its back faces the viewer.
    public var isDoubleSided: Bool = true
    public var opacity: Double = 1
    public var cornerRadius: Double = 0
    public var mask: Mask? = nil
    public var shadow: Shadow? = nil

    public init(id: String, content: Content, bounds: Size, position: Point) {
        self.id = id
        self.content = content
        self.bounds = bounds
        self.position = position
    }

    /// A layer whose untransformed frame in the container is `frame` (anchor at its centre).
    public init(id: String, content: Content, frame: Rect) {
        self.init(id: id, content: content, bounds: frame.size, position: frame.center)
    }

    /// The untransformed frame in the container.
    public var frame: Rect {
        Rect(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
            width: bounds.width, height: bounds.height)
    }

    /// Moves the anchor point without moving the layer (as setting both on a `CALayer`).
    public mutating func setAnchorPoint(_ a: Point) {
        position.x += (a.x - anchorPoint.x) * bounds.width
        position.y += (a.y - anchorPoint.y) * bounds.height
        anchorPoint = a
    }

    /// A copy with one property changed: `layer.with(\.opacity, 0.5)`.
    public func with<T>(_ keyPath: WritableKeyPath<Layer, T>, _ value: T) -> Layer {
        var l = self
        l[keyPath: keyPath] = value
        return l
    }

    /// The transform from the layer's own coordinates to the container's, before the scene's
    /// perspective: move the anchor to the origin, apply `transform`, move to `position`.
    public var containerTransform: Transform3D {
        Transform3D.translation(x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y, z: zPosition))
    }
}
