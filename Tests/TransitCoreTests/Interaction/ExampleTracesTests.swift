import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// The example traces in Examples/traces end the way their names say.
@Suite("Example traces")
struct ExampleTracesTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/traces").standardized

    @Test(arguments: [
        ("slow-drag-finish", TransitionOutcome.finished), ("fast-flick", .finished),
        ("drag-back-cancel", .cancelled), ("grab-during-finish", .cancelled),
    ])
    func anExampleTraceEndsAsItsNameSays(name: String, expected: TransitionOutcome) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let trace = try JSONDecoder().decode(GestureTrace.self, from: data)
        let samples = trace.gestureSamples()
        let context = TransitionContext(size: Size(width: 390, height: 844))
        let clock = VirtualClock(now: samples[0].time)
        let host = RecordingHost()
        let player = TransitionPlayer(
            effect: .circleSpread(), context: context, host: host, clock: clock,
            interaction: InteractionSpec(direction: trace.direction ?? .right))
        var wasGrabbed = false
        for s in samples {
            let settling = player.state == .finishing || player.state == .cancelling
            clock.advance(to: s.time)
            player.handle(s)
            wasGrabbed = wasGrabbed || (settling && s.phase == .began)
        }
        #expect(clock.advance(by: 1.0 / 60, until: { player.isDone }))
        #expect(host.outcomes == [expected])
        #expect(wasGrabbed == (name == "grab-during-finish"))
    }
}
