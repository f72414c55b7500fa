/// Whether a transition presents (push, present) or goes back (pop, dismiss).
public enum Direction: String, Hashable, Sendable, Codable, CaseIterable {
    case forward
    case back
    public var reversed: Direction { self == .forward ? .back : .forward }
}

/// The writing direction of the interface, which decides where `leading` and `trailing` are.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// A view that appears on both screens and travels between them (magic move, zoom reveal).
public struct SharedElement: Hashable, Sendable, Codable {
    /// Matches the element on one screen with its partner on the other.
    public var id: String
    /// Its frame on the from-screen, in container points.
    public var fromFrame: Rect
    /// Its frame on the to-screen, in container points.
    public var toFrame: Rect
    public var fromCornerRadius: Double
    public var toCornerRadius: Double

    public init(id: String, fromFrame: Rect, toFrame: Rect, fromCornerRadius: Double = 0, toCornerRadius: Double = 0) {
        self.id = id
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.fromCornerRadius = fromCornerRadius
        self.toCornerRadius = toCornerRadius
    }

    /// Its frame on one side.
    public func frame(on side: Side) -> Rect { side == .from ? fromFrame : toFrame }
    /// Its corner radius on one side.
    public func cornerRadius(on side: Side) -> Double { side == .from ? fromCornerRadius : toCornerRadius }

    /// The same element seen from the other direction.
    public var swapped: SharedElement {
        SharedElement(
            id: id, fromFrame: toFrame, toFrame: fromFrame, fromCornerRadius: toCornerRadius,
            toCornerRadius: fromCornerRadius)
    }
}

/// Everything an effect knows about the transition it draws.
///
/// ```swift
/// let context = TransitionContext(size: Size(width: 390, height: 844), scale: 3,
///                                 touchPoint: Point(x: 300, y: 700))
/// ```
public struct TransitionContext: Hashable, Sendable {
    /// The container size in points.
    public var size: Size
    /// Pixels per point of the display (1, 2 or 3 on iOS).
    public var scale: Double
    public var direction: Direction
    public var layoutDirection: LayoutDirection
    /// Where the finger touched when an interactive transition began, in container points.
    public var touchPoint: Point?
    public var sharedElements: [SharedElement]

    public init(
        size: Size, scale: Double = 1, direction: Direction = .forward, layoutDirection: LayoutDirection = .leftToRight,
        touchPoint: Point? = nil, sharedElements: [SharedElement] = []
    ) {
        self.size = size
        self.scale = scale
        self.direction = direction
        self.layoutDirection = layoutDirection
        self.touchPoint = touchPoint
        self.sharedElements = sharedElements
    }

    /// The container's bounds.
    public var bounds: Rect { Rect(size: size) }

    /// The same transition seen from the other direction: screens and element frames swapped.
    public var reversed: TransitionContext {
        var c = self
        c.direction = direction.reversed
        c.sharedElements = sharedElements.map(\.swapped)
        return c
    }
}
