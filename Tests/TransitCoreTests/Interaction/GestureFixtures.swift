import TransitCore

/// Gesture samples for tests: straight drags sampled at 120 Hz, velocities derived as a trace's are.
enum Gestures {
    static let size = Size(width: 400, height: 800)

    /// Trace samples of a straight drag from `a` to `b` taking `duration` seconds from `start`,
    /// optionally held still for `hold` seconds, then released with `release` (nil: no release).
    static func dragSamples(
        from a: Point, to b: Point, start: Double = 0, duration: Double, hold: Double = 0,
        release: GestureSample.Phase? = .ended, began: Bool = true
    ) -> [GestureTrace.Sample] {
        let steps = max(1, Int((duration * 120).rounded()))
        var out: [GestureTrace.Sample] = began ? [GestureTrace.Sample(time: start, location: a, phase: .began)] : []
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            out.append(
                GestureTrace.Sample(time: start + duration * f, location: a.interpolated(to: b, f), phase: .changed))
        }
        if hold > 0 { out.append(GestureTrace.Sample(time: start + duration + hold, location: b, phase: .changed)) }
        if let release {
            out.append(GestureTrace.Sample(time: start + duration + hold + 0.004, location: b, phase: release))
        }
        return out
    }

    /// A drag as gesture samples with translation and velocity filled in.
    static func drag(
        from a: Point, to b: Point, start: Double = 0, duration: Double, hold: Double = 0,
        release: GestureSample.Phase? = .ended
    ) -> [GestureSample] {
        GestureTrace(
            samples: dragSamples(from: a, to: b, start: start, duration: duration, hold: hold, release: release)
        ).gestureSamples()
    }

    /// A rightward drag along y = 400 from x = 10.
    static func rightDrag(
        by dx: Double, duration: Double, start: Double = 0, hold: Double = 0,
        release: GestureSample.Phase? = .ended
    ) -> [GestureSample] {
        drag(
            from: Point(x: 10, y: 400), to: Point(x: 10 + dx, y: 400), start: start, duration: duration, hold: hold,
            release: release)
    }
}

/// A reproducible generator (SplitMix64) for the property tests.
typealias TestRandom = SeededGenerator
