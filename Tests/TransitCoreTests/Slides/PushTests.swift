import Testing

@testable import TransitCore

@Suite struct PushTests {
    @Test func theOldScreenHasMovedThirtyPercentTheSameWayWhenTheNewOneArrives() {
        let s = Push().scene(at: 1, in: phone)
        #expect(s.layer("from")!.frame.minX == -0.3 * 390)
        #expect(s.layer("to")!.frame == phone.bounds)
    }

    @Test func halfwayBothScreensMoveTowardsTheLeadingEdgeInProportion() {
        let s = Push().scene(at: 0.5, in: phone)
        #expect(s.layer("to")!.frame.minX == 195)
        #expect(abs(s.layer("from")!.frame.minX + 0.15 * 390) < 1e-9)
    }

    @Test func leadingResolvesToTheRightInRightToLeftLayouts() {
        let s = Push(from: .leading).scene(at: 0.5, in: phoneRTL)
        #expect(s.layer("to")!.frame.minX == 195)
        #expect(s.layer("from")!.frame.minX < 0)
        let ltr = Push(from: .leading).scene(at: 0.5, in: phone)
        #expect(ltr.layer("to")!.frame.minX == -195)
    }

    @Test func theShadeDeepensFromNothingToTheDimmingOverTheOldScreen() {
        let push = Push(dimming: 0.2)
        #expect(push.scene(at: 0, in: phone).layer("shade")!.opacity == 0)
        let end = push.scene(at: 1, in: phone)
        #expect(end.layer("shade")!.opacity == 0.2)
        #expect(end.layer("shade")!.frame == end.layer("from")!.frame)
    }

    @Test func theNewScreenCastsItsShadowOnlyWhileMoving() {
        #expect(Push().scene(at: 0, in: phone).layer("to")!.shadow == nil)
        #expect(Push().scene(at: 0.5, in: phone).layer("to")!.shadow != nil)
    }

    @Test func popIsThePushPlayedBackwards() {
        let back = TransitionContext(size: phone.size, direction: .back)
        let s = Push().evaluate(at: 0.25, in: back)
        // The leaving screen (drawn from the to-screen's snapshot of the forward push) slides out to the right.
        #expect(s.layer("to")!.content == .snapshot(.screen(.from)))
        #expect(s.layer("to")!.frame.minX == 0.25 * 390)
    }
}
