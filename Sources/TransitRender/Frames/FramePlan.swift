import TransitCore

/// Which moments a rendered clip samples: the frame times and the eased progress at each.
///
/// A clip of `duration` seconds at `fps` frames per second has `round(duration × fps) + 1`
/// frames (at least 2), evenly spaced from time 0 to time `duration`, both included. The first
/// progress is exactly 0 and the last exactly 1. In between, progress follows the timing: a curve
/// eases (and may overshoot when its control points leave `0...1`); a spring may overshoot and
/// oscillate. The last frame is exactly 1 even for a spring, whose value at its settling time is
/// only within a thousandth of 1: the clip ends at rest on the destination.
///
/// ```swift
/// let plan = FramePlan(timing: .curve(.easeInEaseOut, duration: 0.35), fps: 60)
/// plan.frameCount      // 22
/// plan.progresses[0]   // 0
/// plan.progresses[21]  // 1
/// ```
public struct FramePlan: Hashable, Sendable {
    /// How progress moves through time.
    public var timing: Timing
    /// Frames per second.
    public var fps: Double
    /// The clip's length in seconds.
    public var duration: Double

    /// A plan for a clip driven by `timing`.
    ///
    /// - Parameters:
    ///   - timing: The curve or spring that shapes progress.
    ///   - fps: Frames per second; must be positive.
    ///   - duration: The clip's length in seconds, overriding the timing's own (a curve's
    ///     duration, a spring's settling duration). A spring given another duration is played
    ///     faster or slower so that it settles exactly at the end.
    public init(timing: Timing, fps: Double, duration: Double? = nil) {
        precondition(fps > 0 && fps.isFinite, "fps must be positive")
        precondition((duration ?? 0) >= 0, "duration must not be negative")
        self.timing = timing
        self.fps = fps
        self.duration = duration ?? timing.duration
    }

    /// The number of frames: `max(2, round(duration × fps) + 1)`.
    public var frameCount: Int {
        let n = (duration * fps).rounded()
        return n.isFinite ? max(2, Int(min(n, 1e9)) + 1) : 2
    }

    /// Seconds from the start of each frame: 0 first, `duration` last, evenly spaced.
    /// - Complexity: O(`frameCount`).
    public var times: [Double] {
        let last = frameCount - 1
        return (0...last).map { $0 == last ? duration : duration * Double($0) / Double(last) }
    }

    /// The progress at each frame: exactly 0 first and exactly 1 last, eased by the timing.
    /// - Complexity: O(`frameCount`).
    public var progresses: [Double] {
        let last = frameCount - 1
        return (0...last).map { i in
            i == 0 ? 0 : i == last ? 1 : progress(atFraction: Double(i) / Double(last))
        }
    }

    /// The progress at a fraction (0...1) of the clip's length.
    private func progress(atFraction f: Double) -> Double {
        switch timing {
        case .curve(let curve, _): curve.value(at: f)
        case .spring(let spring): spring.value(at: f * spring.settlingDuration)
        }
    }
}
