/// An edge an effect's factory accepts: TransitCore's `Edge` and, through TransitSwiftUI,
/// SwiftUI's `Edge` (`top`, `leading`, `bottom`, `trailing`: the same edges, following the layout
/// direction), so a file that imports SwiftUI writes `Edge.leading` (SwiftUI's) or `.leading`.
///
/// ```swift
/// .slide(from: .left)           // TransitCore's edges, physical ones included
/// .slide(from: Edge.leading)    // SwiftUI's Edge, in a SwiftUI file
/// ```
public protocol EdgeConvertible {
    /// The edge as TransitCore names it.
    var transitEdge: Edge { get }
}

extension Edge: EdgeConvertible {
    public var transitEdge: Edge { self }
}

extension EdgeConvertible where Self == Edge {
    // Implicit members for a `some EdgeConvertible` argument (`.slide(from: .left)`); disfavoured
    // so that `Edge.left` still means the case.
    @_disfavoredOverload public static var left: Edge { Edge.left }
    @_disfavoredOverload public static var right: Edge { Edge.right }
    @_disfavoredOverload public static var top: Edge { Edge.top }
    @_disfavoredOverload public static var bottom: Edge { Edge.bottom }
    @_disfavoredOverload public static var leading: Edge { Edge.leading }
    @_disfavoredOverload public static var trailing: Edge { Edge.trailing }
}
