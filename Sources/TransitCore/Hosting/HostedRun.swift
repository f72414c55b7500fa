/// The progress of a transition that a host plays by itself, from one progress to another, on the
/// host's clock: what the UIKit adapter asks at every display-link tick.
///
/// This is the small subset of the transition player (issue 5) the adapter needs today; when the
/// player lands, hosts drive it instead and this type goes.
///
/// ```swift
/// let run = HostedRun(timing: effect.timing, startTime: link.timestamp)  // 0 -> 1
/// let p = run.progress(atTime: link.timestamp)
/// if run.isDone(atTime: link.timestamp) { finish() }
/// ```
public struct HostedRun: Hashable, Sendable {
    public var timing: Timing
    public var startTime: Double
    /// The progress the run starts at (where a finger let go, say).
    public var from: Double
    /// The progress it ends at: 1 finishes the transition, 0 cancels it.
    public var to: Double

    public init(timing: Timing, startTime: Double, from: Double = 0, to: Double = 1) {
        self.timing = timing; self.startTime = startTime; self.from = from; self.to = to
    }

    /// The run time: the timing's duration scaled by the share of the way left to go.
    public var duration: Double { timing.duration * min(1, abs(to - from)) }

    /// The progress at host time `t` (exactly `to` once the run is over).
    public func progress(atTime t: Double) -> Double {
        guard duration > 0, t - startTime < duration else { return to }
        let u = max(0, t - startTime) / duration
        return lerp(from, to, timing.progress(atTime: u * timing.duration))
    }

    /// Whether the run is over at host time `t`.
    public func isDone(atTime t: Double) -> Bool { t - startTime >= duration }

    /// Whether the run ends with the transition finished (rather than cancelled).
    public var finishes: Bool { to >= 1 }
}

/// Turns a pan gesture into transition progress and, on release, into finish or cancel: the
/// small subset of the interaction driver (issue 5) the UIKit adapter needs today.
///
/// ```swift
/// let pan = PanTracking(edge: .leading, layoutDirection: .leftToRight, size: container.size)
/// pan.progress(translation: Vector(dx: 120, dy: 0))         // share of the width travelled
/// pan.finishes(progress: 0.3, velocity: Vector(dx: 900, dy: 0)) // a flick finishes
/// ```
public struct PanTracking: Hashable, Sendable {
    /// The edge the finger moves away from (a back swipe from the leading edge moves towards trailing).
    public var edge: Edge
    public var layoutDirection: LayoutDirection
    /// The container size; the distance for 100% is its width or height.
    public var size: Size
    /// How far from `edge` a gesture may begin, in points (`nil`: anywhere).
    public var edgeInset: Double?
    /// How long the release velocity is projected forward, in seconds, when deciding.
    public var projection: Double = 0.15

    public init(edge: Edge, layoutDirection: LayoutDirection = .leftToRight, size: Size, edgeInset: Double? = nil) {
        self.edge = edge; self.layoutDirection = layoutDirection; self.size = size; self.edgeInset = edgeInset
    }

    /// The unit direction of travel (away from the edge, into the screen).
    public var travel: Vector {
        let out = edge.outward(for: layoutDirection)
        return Vector(dx: -out.dx, dy: -out.dy)
    }

    private var distance: Double { edge.isHorizontal ? size.width : size.height }

    /// Whether a gesture starting at `location` may drive the transition.
    public func mayBegin(at location: Point) -> Bool {
        guard let inset = edgeInset else { return true }
        switch edge.resolved(for: layoutDirection) {
        case .left: return location.x <= inset
        case .right: return location.x >= size.width - inset
        case .top: return location.y <= inset
        default: return location.y >= size.height - inset
        }
    }

    /// Progress for a translation from the gesture's start, clamped to `0...1`.
    public func progress(translation: Vector) -> Double {
        distance > 0 ? clamp01((translation.dx * travel.dx + translation.dy * travel.dy) / distance) : 0
    }

    /// Progress per second for a velocity in points per second.
    public func progressVelocity(_ velocity: Vector) -> Double {
        distance > 0 ? (velocity.dx * travel.dx + velocity.dy * travel.dy) / distance : 0
    }

    /// On release: whether the transition finishes, judged by where the velocity would carry it.
    public func finishes(progress: Double, velocity: Vector) -> Bool {
        progress + progressVelocity(velocity) * projection >= 0.5
    }
}
