/// One report from a pan gesture: where the finger is, how far it has moved since the gesture
/// began, how fast it moves, and which phase the gesture is in (`UIPanGestureRecognizer`'s
/// `location`, `translation`, `velocity` and `state`).
///
/// ```swift
/// let down = GestureSample(time: 0, location: Point(x: 10, y: 400), phase: .began)
/// let move = GestureSample(time: 0.1, location: Point(x: 110, y: 400),
///                          translation: Vector(dx: 100, dy: 0), velocity: Vector(dx: 1000, dy: 0), phase: .changed)
/// ```
public struct GestureSample: Hashable, Sendable, Codable {
    /// The gesture's phase, as `UIGestureRecognizer.State`.
    public enum Phase: String, Hashable, Sendable, Codable, CaseIterable {
        case began, changed, ended, cancelled
    }

    /// Seconds on the same clock the player runs on.
    public var time: Double
    /// The finger, in container points.
    public var location: Point
    /// The finger's displacement since the gesture began, in points.
    public var translation: Vector
    /// The finger's velocity, in points per second.
    public var velocity: Vector
    public var phase: Phase

    public init(time: Double, location: Point, translation: Vector = .zero, velocity: Vector = .zero, phase: Phase) {
        self.time = time
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.phase = phase
    }
}
