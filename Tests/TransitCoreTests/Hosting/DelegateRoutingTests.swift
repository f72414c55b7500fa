import Testing
import TransitCore

@Suite struct DelegateRoutingTests {
    @Test(arguments: [DelegateRouting.Call.animationController, .interactionController])
    func theCoordinatorAnswersForItsOwnTransitions(_ call: DelegateRouting.Call) {
        #expect(DelegateRouting.route(call, hasTransition: true, previousResponds: true) == .handle)
        #expect(DelegateRouting.route(call, hasTransition: true, previousResponds: false) == .handle)
    }

    @Test(arguments: DelegateRouting.Call.allCases)
    func withoutATransitionThePreviousDelegateAnswers(_ call: DelegateRouting.Call) {
        #expect(DelegateRouting.route(call, hasTransition: false, previousResponds: true) == .forward)
        #expect(DelegateRouting.route(call, hasTransition: false, previousResponds: false) == .systemDefault)
    }

    @Test func otherCallsAlwaysGoToThePreviousDelegate() {
        #expect(DelegateRouting.route(.other, hasTransition: true, previousResponds: true) == .forward)
        #expect(DelegateRouting.responds(to: .other, previousResponds: false) == false)
        #expect(DelegateRouting.responds(to: .other, previousResponds: true))
        #expect(DelegateRouting.responds(to: .animationController, previousResponds: false))
    }

    @Test func thePreviousDelegateReturnsUnlessTheAppReplacedTheCoordinator() {
        #expect(DelegateRouting.restore(isStillDelegate: true, hasLiveTransitions: false) == .restorePrevious)
        #expect(DelegateRouting.restore(isStillDelegate: true, hasLiveTransitions: true) == .keepInstalled)
        #expect(DelegateRouting.restore(isStillDelegate: false, hasLiveTransitions: true) == .leaveAlone)
        #expect(DelegateRouting.restore(isStillDelegate: false, hasLiveTransitions: false) == .leaveAlone)
    }
}
