/// Collects one gesture's samples into a `GestureTrace` (for `transit render --trace`): a `began`
/// starts a new trace, an `ended` or `cancelled` hands it over.
///
/// ```swift
/// var recorder = GestureTraceRecorder(direction: .trailing)
/// if let trace = recorder.record(sample) { save(trace) }   // at the end of each gesture
/// ```
package struct GestureTraceRecorder: Sendable {
    package var direction: InteractionSpec.Direction
    private var samples: [GestureTrace.Sample] = []

    package init(direction: InteractionSpec.Direction) { self.direction = direction }

    /// Adds a sample, and returns the whole trace when the sample ends the gesture.
    package mutating func record(_ s: GestureSample) -> GestureTrace? {
        if s.phase == .began { samples = [] }
        samples.append(
            GestureTrace.Sample(
                time: s.time, location: s.location, phase: s.phase, translation: s.translation, velocity: s.velocity))
        return s.phase == .ended || s.phase == .cancelled ? GestureTrace(direction: direction, samples: samples) : nil
    }
}
