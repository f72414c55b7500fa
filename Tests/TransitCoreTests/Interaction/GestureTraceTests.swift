import Testing
import TransitCore

@Suite("Gesture traces")
struct GestureTraceTests {
    @Test func translationIsMeasuredFromWhereTheCurrentGestureBegan() {
        let trace = GestureTrace(samples: [
            .init(time: 0, location: Point(x: 10, y: 10), phase: .began),
            .init(time: 0.1, location: Point(x: 60, y: 30), phase: .changed),
            .init(time: 0.2, location: Point(x: 60, y: 30), phase: .ended),
            .init(time: 0.5, location: Point(x: 100, y: 100), phase: .began),
            .init(time: 0.6, location: Point(x: 90, y: 100), phase: .changed),
        ])
        let s = trace.gestureSamples()
        #expect(
            s.map(\.translation) == [
                .zero, Vector(dx: 50, dy: 20), Vector(dx: 50, dy: 20), .zero, Vector(dx: -10, dy: 0),
            ])
        #expect(s[3].velocity == .zero)
    }

    @Test func velocityIsTheDisplacementOverTheRecentWindow() {
        let trace = GestureTrace(
            samples: (0...30).map { i in
                .init(time: Double(i) / 120, location: Point(x: Double(i) * 5, y: 0), phase: i == 0 ? .began : .changed)
            })
        let s = trace.gestureSamples()
        #expect(abs(s[30].velocity.dx - 600) < 1e-6)  // 5 points per 1/120 s
        #expect(s[30].velocity.dy == 0)
    }

    @Test func aReleaseAfterAPauseHasNoVelocityAndAQuickOneKeepsIt() {
        let moving = Gestures.rightDrag(by: 120, duration: 0.1)
        #expect(moving.last!.velocity.dx > 1000)
        let paused = Gestures.rightDrag(by: 120, duration: 0.1, hold: 0.2)
        #expect(paused.last!.velocity.dx == 0)
    }

    @Test func givenTranslationAndVelocityAreKept() {
        let trace = GestureTrace(samples: [
            .init(time: 0, location: .zero, phase: .began),
            .init(
                time: 0.1, location: Point(x: 5, y: 0), phase: .ended, translation: Vector(dx: 7, dy: 0),
                velocity: Vector(dx: 900, dy: 0)),
        ])
        #expect(trace.gestureSamples()[1].translation == Vector(dx: 7, dy: 0))
        #expect(trace.gestureSamples()[1].velocity == Vector(dx: 900, dy: 0))
    }
}
