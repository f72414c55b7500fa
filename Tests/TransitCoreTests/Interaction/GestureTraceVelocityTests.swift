import Testing
import TransitTestSupport

@testable import TransitCore

/// The velocity estimate is linear in the number of samples, and gives what the direct
/// definition gives (the displacement since the earliest sample of the gesture within the window).
@Suite("Gesture trace velocity, linear")
struct GestureTraceVelocityTests {
    /// The definition, searched backwards from every sample: O(n x k).
    static func reference(_ trace: GestureTrace) -> [Vector] {
        var out: [Vector] = []
        var gestureStart = 0
        for (i, s) in trace.samples.enumerated() {
            if s.phase == .began { gestureStart = i }
            var velocity = s.velocity ?? .zero
            if s.velocity == nil, s.phase != .began, i > gestureStart {
                var j = i - 1
                while j > gestureStart, s.time - trace.samples[j - 1].time <= GestureTrace.velocityWindow { j -= 1 }
                let dt = s.time - trace.samples[j].time
                if dt > 1e-6 {
                    velocity = (s.location - trace.samples[j].location) * (1 / dt)
                } else if let previous = out.last {
                    velocity = previous
                }
            }
            out.append(velocity)
        }
        return out
    }

    static func randomTrace(_ count: Int, using rng: inout SeededRandom) -> GestureTrace {
        var time = 0.0
        return GestureTrace(
            samples: (0..<count).map { i in
                time += [0, 0.000_001, 0.004, 0.016, 0.05, 0.2].randomElement(using: &rng)!
                let phase: GestureSample.Phase = i == 0 || Int.random(in: 0..<40, using: &rng) == 0 ? .began : .changed
                return .init(
                    time: time, location: Point(x: Double.random(in: 0...400, using: &rng), y: 0), phase: phase)
            })
    }

    @Test func theLinearEstimateEqualsTheDefinition() {
        var rng = SeededRandom(seed: 0x7E1)
        for _ in 0..<200 {
            let trace = Self.randomTrace(Int.random(in: 1...120, using: &rng), using: &rng)
            #expect(trace.gestureSamples().map(\.velocity) == Self.reference(trace))
        }
    }

    /// 1 us apart, a 70 ms window holds 70,000 samples: the direct search takes n x 70,000 steps,
    /// the window's start at most n in all.
    @Test(arguments: [1_000, 10_000, 100_000])
    func denseTracesTakeAtMostOneStepPerSample(_ count: Int) {
        let trace = GestureTrace(
            samples: (0..<count).map { i in
                .init(time: Double(i) * 1e-6, location: Point(x: Double(i), y: 0), phase: i == 0 ? .began : .changed)
            })
        var steps = 0
        let samples = trace.gestureSamples(steps: &steps)
        #expect(samples.count == count)
        #expect(steps < count, "\(steps) steps for \(count) samples")
    }
}
