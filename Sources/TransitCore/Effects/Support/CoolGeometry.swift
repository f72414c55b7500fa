#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Shared pieces of the cool family: pixel-snapped cuts, tiles cut from one snapshot, shading
// layers that ride on a tile, and hinge rotations.

/// Cut positions that split `length` points into `count` nearly equal parts, each rounded to
/// the pixel grid of `scale`, so neighbouring tiles at rest meet without a seam. The result has
/// `count + 1` entries from 0 to `length`.
///
/// ```swift
/// pixelSnappedCuts(length: 375, count: 2, scale: 1) // [0, 188, 375]
/// ```
func pixelSnappedCuts(length: Double, count: Int, scale: Double) -> [Double] {
    let n = max(1, count)
    var cuts = [Double]()
    cuts.reserveCapacity(n + 1)
    for i in 0...n { cuts.append(i == n ? length : snap(length * Double(i) / Double(n), scale)) }
    return cuts
}

/// Cut positions every `step` points along `length` (the last part may be shorter), rounded to
/// the pixel grid: `[0, step, 2 step, ..., length]`.
func pixelSnappedCuts(length: Double, step: Double, scale: Double) -> [Double] {
    let n = max(1, Int((length / max(step, 1e-3) - 1e-9).rounded(.up)))
    var cuts = [Double]()
    cuts.reserveCapacity(n + 1)
    for i in 0...n { cuts.append(i == n ? length : min(length, snap(Double(i) * step, scale))) }
    return cuts
}

@inline(__always) func snap(_ x: Double, _ scale: Double) -> Double {
    let s = max(scale, 1)
    return (x * s).rounded() / s
}

/// An edge resolved in a context into the terms motion from it needs: the axis, the screen's
/// extent along and across it, and whether the edge is the far one (right or bottom).
struct EdgeTravel {
    let alongX: Bool
    let length: Double
    let across: Double
    let startsFar: Bool

    init(from edge: Edge, in context: TransitionContext) {
        let physical = edge.resolved(for: context.layoutDirection)
        alongX = physical.isHorizontal
        length = alongX ? context.size.width : context.size.height
        across = alongX ? context.size.height : context.size.width
        startsFar = physical == .right || physical == .bottom
    }

    /// The band between `a` and `b` along the axis, across the whole screen.
    func band(_ a: Double, _ b: Double) -> Rect {
        alongX ? Rect(x: a, y: 0, width: b - a, height: across) : Rect(x: 0, y: a, width: across, height: b - a)
    }
}

/// The rectangle between `a` and `b` along one axis, spanning all of `size` across it.
@inline(__always) func band(_ a: Double, _ b: Double, alongX: Bool, in size: Size) -> Rect {
    alongX ? Rect(x: a, y: 0, width: b - a, height: size.height) : Rect(x: 0, y: a, width: size.width, height: b - a)
}

/// A point at `u` along an axis and `v` across it.
@inline(__always) func point(along u: Double, across v: Double, alongX: Bool) -> Point {
    alongX ? Point(x: u, y: v) : Point(x: v, y: u)
}

/// An id made of a short prefix and a number (`"e12"`). The common ones come from tables built
/// once, so a frame of hundreds of tiles formats no numbers; short ids stay inline strings.
@inline(__always) func tileID(_ prefix: TilePrefix, _ index: Int) -> String {
    index < TilePrefix.tableSize ? TilePrefix.tables[prefix.rawValue][index] : prefix.name + String(index)
}

/// The id prefixes of the cool family's tiles.
enum TilePrefix: Int, CaseIterable {
    case explode, from, to, fromShade, toShade

    var name: String { ["e", "f", "t", "fs", "ts"][rawValue] }
    static let tableSize = 1024
    static let tables: [[String]] = allCases.map { p in (0..<tableSize).map { p.name + String($0) } }
}

extension Layer {
    /// A layer showing the part `region` (container points) of one screen's snapshot, placed
    /// where that part sits on the screen: a tile cut by `contentsRect`, not a new bitmap.
    static func tile(_ id: String, of side: Side, region: Rect, in size: Size) -> Layer {
        Layer(id: id, content: .snapshot(.screen(side), contentsRect: region.normalized(in: size)), frame: region)
    }

    /// A layer with this layer's geometry (bounds, position, anchor, transform, z, sidedness)
    /// drawing `content` at `opacity`: shading that rides on a turning page.
    func overlay(_ id: String, _ content: Content, opacity: Double) -> Layer {
        var l = self
        l.id = id
        l.content = content
        l.opacity = opacity
        l.mask = nil
        l.shadow = nil
        l.cornerRadius = 0
        return l
    }

    /// Moves the anchor to a unit point of the bounds without moving the layer.
    func anchored(at a: Point) -> Layer {
        var l = self
        l.setAnchorPoint(a)
        return l
    }
}

extension Transform3D {
    /// A turn about a hinge line in the screen plane. The hinge runs across the axis of motion
    /// (about y when `alongX`, about x otherwise); the free edge lies on the positive side of the
    /// hinge when `freeEdgeAfterHinge`. A positive angle lifts the free edge towards the viewer,
    /// a negative one pushes it into the screen.
    static func hinge(_ angle: Angle, alongX: Bool, freeEdgeAfterHinge: Bool) -> Transform3D {
        let a = freeEdgeAfterHinge ? angle.radians : -angle.radians
        return alongX ? .rotation(.radians(-a), x: 0, y: 1, z: 0) : .rotation(.radians(a), x: 1, y: 0, z: 0)
    }
}

/// A black gradient across a unit square from `startAlpha` at one edge to `endAlpha` at the
/// opposite edge, for shading a page or strip (`towardsEnd` picks which way along the axis).
func shadeGradient(alongX: Bool, towardsEnd: Bool, startAlpha: Double, endAlpha: Double) -> Gradient {
    let a = Point(x: 0, y: 0)
    let b = alongX ? Point(x: 1, y: 0) : Point(x: 0, y: 1)
    return Gradient(
        stops: [.init(0, Color.black.withAlpha(startAlpha)), .init(1, Color.black.withAlpha(endAlpha))],
        start: towardsEnd ? a : b, end: towardsEnd ? b : a)
}

/// The perspective for pages that turn across `span` points: the original's 500 points for a
/// 375-point page, scaled with the page so any screen size looks alike.
@inline(__always) func pageEyeDistance(span: Double) -> Double { max(span, 1) * 4 / 3 }
