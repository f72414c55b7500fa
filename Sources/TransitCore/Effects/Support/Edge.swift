/// A side of the screen. `leading` and `trailing` follow the layout direction, so right-to-left
/// interfaces mirror.
///
/// ```swift
/// Edge.leading.resolved(for: .rightToLeft) // .right
/// Edge.left.opposite                        // .right
/// ```
public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    case left, right, top, bottom, leading, trailing

    /// The physical edge for a layout direction.
    public func resolved(for layout: LayoutDirection) -> Edge {
        switch (self, layout) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
        default: self
        }
    }

    /// The edge across the screen.
    public var opposite: Edge {
        switch self {
        case .left: .right
        case .right: .left
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// Whether motion from this edge runs along the x axis.
    public var isHorizontal: Bool { self != .top && self != .bottom }

    /// The unit vector pointing from the centre towards this (physical) edge, for a layout.
    public func outward(for layout: LayoutDirection) -> Vector {
        switch resolved(for: layout) {
        case .left: Vector(dx: -1, dy: 0)
        case .right: Vector(dx: 1, dy: 0)
        case .top: Vector(dx: 0, dy: -1)
        default: Vector(dx: 0, dy: 1)
        }
    }

    /// The offset that moves a full-screen layer just off-screen past this edge.
    public func offscreenOffset(in context: TransitionContext) -> Vector {
        let v = outward(for: context.layoutDirection)
        return Vector(dx: v.dx * context.size.width, dy: v.dy * context.size.height)
    }
}
