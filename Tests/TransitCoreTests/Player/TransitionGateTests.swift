import Testing
import TransitCore
import TransitTestSupport

@Suite("Transition gate")
struct TransitionGateTests {
    let context = TransitionContext(size: Gestures.size)

    @Test func aRequestWhileOneRunsIsRefusedWithAReasonAndTheRunningOneIsUndisturbed() throws {
        let clock = VirtualClock()
        let host = RecordingHost()
        let gate = TransitionGate()
        let first = TransitionPlayer(effect: .slide(from: .trailing), context: context, host: host, clock: clock)
        try gate.admit(first)
        first.play()
        clock.advance(by: 0.1)
        let second = TransitionPlayer(effect: .fade(), context: context, host: host, clock: clock)
        #expect(throws: TransitionRefusal.self) { try gate.admit(second) }
        do { try gate.admit(second) } catch {
            #expect(error.refusedEffect == "fade" && error.runningEffect == "slide" && error.runningState == .running)
            #expect(error.description.contains("'slide' is still in progress"))
        }
        #expect(gate.current === first && gate.isBusy)
        #expect(clock.advance(by: 1.0 / 60, until: { first.isDone }))
        #expect(host.outcomes == [.finished])
        #expect(!second.isDone && second.state == .idle)
    }

    @Test func aRequestAfterTheCompletionIsAdmitted() throws {
        let clock = VirtualClock()
        let host = RecordingHost()
        let gate = TransitionGate()
        let first = TransitionPlayer(effect: .fade(), context: context, host: host, clock: clock)
        try gate.admit(first)
        first.play()
        #expect(clock.advance(by: 1.0 / 60, until: { first.isDone }))
        #expect(!gate.isBusy)
        let second = TransitionPlayer(effect: .fade(), context: context, host: host, clock: clock)
        try gate.admit(second)
        #expect(gate.current === second)
    }

    @Test func admittingTheSamePlayerTwiceIsHarmless() throws {
        let gate = TransitionGate()
        let p = TransitionPlayer(effect: .fade(), context: context, host: RecordingHost(), clock: VirtualClock())
        try gate.admit(p)
        p.play()
        try gate.admit(p)
        #expect(gate.current === p)
    }
}
