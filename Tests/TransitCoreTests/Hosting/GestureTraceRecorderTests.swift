import Testing
import TransitCore

@Suite struct GestureTraceRecorderTests {
    func sample(_ t: Double, _ phase: GestureSample.Phase) -> GestureSample {
        GestureSample(time: t, location: Point(x: t, y: 1), translation: Vector(dx: t, dy: 0), phase: phase)
    }

    @Test func aTraceIsHandedOverAtTheEndOfEachGestureOnly() {
        var recorder = GestureTraceRecorder(direction: .trailing)
        #expect(recorder.record(sample(0, .began)) == nil)
        #expect(recorder.record(sample(1, .changed)) == nil)
        let first = recorder.record(sample(2, .ended))
        #expect(first?.samples.map(\.time) == [0, 1, 2] && first?.direction == .trailing)
        #expect(recorder.record(sample(5, .began)) == nil)
        #expect(recorder.record(sample(6, .cancelled))?.samples.map(\.time) == [5, 6])
    }
}
