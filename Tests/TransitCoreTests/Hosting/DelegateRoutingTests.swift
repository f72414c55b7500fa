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

    // UIKit asks the interaction controller of the delegate that gave the animator
    // (developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)).
    @Test func onlyTheDelegateThatGaveTheAnimatorDrivesIt() {
        for previous in [false, true] {
            #expect(
                DelegateRouting.interactionRoute(animatorIsOurs: true, isInteractive: true, previousResponds: previous)
                    == .handle)
            #expect(
                DelegateRouting.interactionRoute(animatorIsOurs: true, isInteractive: false, previousResponds: previous)
                    == .systemDefault)
            for interactive in [false, true] {
                #expect(
                    DelegateRouting.interactionRoute(
                        animatorIsOurs: false, isInteractive: interactive, previousResponds: previous)
                        == (previous ? .forward : .systemDefault))
            }
        }
    }

    @Test func aRouteAnswersWithOursThePreviousDelegatesOrNothing() {
        #expect(DelegateRouting.Route.handle.answer(ours: { 1 }, forward: { 2 }) == 1)
        #expect(DelegateRouting.Route.forward.answer(ours: { 1 }, forward: { 2 }) == 2)
        #expect(DelegateRouting.Route.systemDefault.answer(ours: { 1 }, forward: { 2 }) == nil)
    }
}
