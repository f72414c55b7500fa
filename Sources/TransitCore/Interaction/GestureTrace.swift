/// A recorded pan gesture, as stored in a JSON trace file: samples with time, location and phase;
/// translation and velocity are derived when absent. Decoding JSON needs Foundation, so the
/// decoding call lives with the caller (the CLI); the types are here.
///
/// ```json
/// { "direction": "right",
///   "samples": [ { "time": 0,    "location": { "x": 12,  "y": 400 }, "phase": "began" },
///                { "time": 0.25, "location": { "x": 240, "y": 410 }, "phase": "changed" },
///                { "time": 0.26, "location": { "x": 240, "y": 410 }, "phase": "ended" } ] }
/// ```
///
/// ```swift
/// let samples = trace.gestureSamples() // translation and velocity filled in
/// ```
public struct GestureTrace: Hashable, Sendable, Codable {
    /// One recorded sample; `translation` and `velocity` may be omitted.
    public struct Sample: Hashable, Sendable, Codable {
        public var time: Double
        public var location: Point
        public var phase: GestureSample.Phase
        public var translation: Vector?
        public var velocity: Vector?

        public init(
            time: Double, location: Point, phase: GestureSample.Phase, translation: Vector? = nil,
            velocity: Vector? = nil
        ) {
            self.time = time
            self.location = location
            self.phase = phase
            self.translation = translation
            self.velocity = velocity
        }
    }

    /// The way the finger moves to advance the transition (default `right`).
    public var direction: InteractionSpec.Direction?
    /// A note on what the trace shows.
    public var summary: String?
    public var samples: [Sample]

    public init(direction: InteractionSpec.Direction? = nil, summary: String? = nil, samples: [Sample]) {
        self.direction = direction
        self.summary = summary
        self.samples = samples
    }

    /// The window over which a missing velocity is estimated, in seconds (UIKit looks back a few
    /// touch events; this is about 4 at 60 Hz).
    public static let velocityWindow = 0.07

    /// The samples with translation (location minus the location where the current gesture
    /// began) and velocity (displacement over the last `velocityWindow` seconds of this gesture,
    /// zero at `began`) filled in where the trace leaves them out. Sample times must not decrease.
    ///
    /// - Complexity: O(n): the start of the velocity window only moves forward.
    public func gestureSamples() -> [GestureSample] {
        var steps = 0
        return gestureSamples(steps: &steps)
    }

    /// `gestureSamples()`, counting the steps the velocity window's start takes (at most n in all),
    /// so a test can show the work is linear.
    func gestureSamples(steps: inout Int) -> [GestureSample] {
        var out: [GestureSample] = []
        out.reserveCapacity(samples.count)
        var gestureStart = 0
        var windowStart = 0
        for (i, s) in samples.enumerated() {
            if s.phase == .began {
                gestureStart = i
                windowStart = i
            }
            let origin = samples[gestureStart].location
            let translation = s.translation ?? (s.location - origin)
            var velocity = s.velocity ?? .zero
            if s.velocity == nil, s.phase != .began, i > gestureStart {
                // The earliest sample of this gesture within the window (but never `i` itself).
                while windowStart < i - 1, s.time - samples[windowStart].time > Self.velocityWindow {
                    windowStart += 1
                    steps += 1
                }
                let j = windowStart
                let dt = s.time - samples[j].time
                if dt > 1e-6 {
                    velocity = (s.location - samples[j].location) * (1 / dt)
                } else if let previous = out.last {
                    velocity = previous.velocity
                }
            }
            out.append(
                GestureSample(
                    time: s.time, location: s.location, translation: translation, velocity: velocity, phase: s.phase))
        }
        return out
    }
}
