import Testing
import TransitCore

// Rules: the navigation delegate's animationController(for:from:to:) may return nil for the
// default transition
// (developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:));
// the system back swipe runs UIKit's own interactive pop
// (developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
@Suite struct ContainerTransitionsTests {
    @Test func navigationCallsGetTheScreensTransitionUnlessTheSystemSwipeDrivesThePop() {
        var t = ContainerTransitions<Int>()
        t.registry.record(.slide(from: .trailing), back: .fade(), for: 2)
        let push = t.answer(.navigation(.push, from: 1, to: 2, systemBackSwipeActive: false))
        #expect(push?.operation == .push && push?.entry.effect.name == "slide" && push?.presentation == nil)
        let pop = t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false))
        #expect(pop?.operation == .pop && pop?.entry.effect.name == "fade" && pop?.entry.direction == .back)
        #expect(t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: true)) == nil)
        #expect(t.answer(.navigation(nil, from: 1, to: 2, systemBackSwipeActive: false)) == nil)
        // A screen pushed without Transit goes back with UIKit's own pop.
        #expect(t.answer(.navigation(.pop, from: 3, to: 2, systemBackSwipeActive: false)) == nil)
    }

    @Test func theStacksEffectAnimatesPushesWithoutTheirOwn() {
        var t = ContainerTransitions<Int>()
        t.stack = StackTransition(effect: .pageFlip())
        #expect(
            t.answer(.navigation(.push, from: 1, to: 2, systemBackSwipeActive: false))?.entry.effect.name == "page-flip"
        )
        #expect(t.registry.keys == [2])
    }

    @Test func aNavigationCallReadsThePushedScreensDeclarationAndThePoppedOnes() {
        var t = ContainerTransitions<Int>()
        t.stack = StackTransition(effect: .pageFlip())
        let declared = ContainerTransitions<Int>.Declared(
            from: StackTransition(effect: .fade()), to: StackTransition(effect: .cube()))
        let push = t.answer(.navigation(.push, from: 1, to: 2, systemBackSwipeActive: false, declared: declared))
        #expect(push?.entry.effect.name == "cube")
        let pop = t.answer(.navigation(.pop, from: 3, to: 2, systemBackSwipeActive: false, declared: declared))
        #expect(pop?.entry.effect.name == "fade" && pop?.entry.direction == .back)
        // The system swipe still runs UIKit's own pop, whatever the screen declares.
        #expect(t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: true, declared: declared)) == nil)
    }

    // The two orders in which a SwiftUI destination's declaration (built when SwiftUI lays the screen
    // out) and UIKit's request for the push's animator can come: the push depends on the order, the
    // pop (and a pop tried again after a cancelled swipe) does not.
    @Test(arguments: [true, false])
    func aDestinationGoesBackItsOwnWayWhicheverCameFirst(declaredBeforeThePush: Bool) {
        var t = ContainerTransitions<Int>()
        t.stack = StackTransition(effect: .pageFlip(), back: .slide())
        let own = StackTransition(effect: .cube(), back: .fade())
        let push = t.answer(
            .navigation(
                .push, from: 1, to: 2, systemBackSwipeActive: false,
                declared: .init(to: declaredBeforeThePush ? own : nil)))
        #expect(push?.entry.effect.name == (declaredBeforeThePush ? "cube" : "page-flip"))
        for _ in 0..<2 {
            let pop = t.answer(
                .navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false, declared: .init(from: own)))
            #expect(pop?.entry.effect.name == "fade" && pop?.entry.direction == .back)
        }
    }

    @Test func aStackThatReadsDeclarationsAnswersThemWithoutAStackEffectAndKeepsItsCoordinator() {
        var t = ContainerTransitions<Int>()
        let declared = ContainerTransitions<Int>.Declared(from: StackTransition(effect: .cube()))
        #expect(t.answer(.navigation(.push, from: 1, to: 2, systemBackSwipeActive: false)) == nil)
        #expect(t.ended(screens: [1, 2], isStillDelegate: true) == .restorePrevious)
        t.readsDeclarations = true
        #expect(t.ended(screens: [1, 2], isStillDelegate: true) == .keepInstalled)
        let pop = t.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: false, declared: declared))
        #expect(pop?.entry.effect.name == "cube" && pop?.entry.direction == .back)
    }

    @Test func tabSwitchesGoForwardToTheRightAndNeedATabEffect() {
        var t = ContainerTransitions<Int>()
        #expect(t.answer(.tab(from: 0, to: 1)) == nil)
        t.tabEffect = .fade()
        #expect(t.answer(.tab(from: 0, to: 2))?.entry.direction == .forward)
        #expect(t.answer(.tab(from: 2, to: 0))?.entry.direction == .back)
        #expect(t.answer(.tab(from: nil, to: nil))?.operation == .selectTab)
    }

    @Test func presentationsCarryTheirLayout() {
        var t = ContainerTransitions<Int>()
        t.registry.record(.circleSpread(), for: 7)
        let choice = PresentationChoice(
            requested: .automatic,
            restingScene: Fade().restingScene(in: TransitionContext(size: Size(width: 10, height: 20))))
        t.presentation = choice
        let present = t.answer(.present(7))
        #expect(
            present?.operation == .present && present?.presentation == choice && present?.entry.direction == .forward)
        let dismiss = t.answer(.dismiss(7))
        #expect(dismiss?.operation == .dismiss && dismiss?.entry.direction == .back)
        let run = dismiss?.run(motion: MotionPreferences(reduceMotion: true))
        #expect(run?.operation == .dismiss && run?.direction == .back && run?.presentation == choice)
        #expect(run?.duration == MotionPreferences.crossFadeDuration)
        #expect(t.answer(.present(8)) == nil && t.answer(.dismiss(8)) == nil)
    }

    // A navigation controller's remaining screens are its viewControllers, a tab bar controller's
    // its tabs; any other container is its own screen while presentingViewController is set.
    @Test func theRemainingScreensAreTheStackElseTheTabsElseThePresentedContainer() {
        func remaining(stack: [Int]?, tabs: [Int]?, isPresented: Bool) -> Set<Int> {
            var t = ContainerTransitions<Int>()
            for key in [1, 2, 3, 9] { t.registry.record(.fade(), for: key) }
            _ = t.ended(stack: stack, tabs: tabs, container: 9, isPresented: isPresented, isStillDelegate: true)
            return t.registry.keys
        }
        #expect(remaining(stack: [1, 2], tabs: [3], isPresented: true) == [1, 2])
        #expect(remaining(stack: nil, tabs: [3], isPresented: true) == [3])
        #expect(remaining(stack: nil, tabs: nil, isPresented: true) == [9])
        #expect(remaining(stack: nil, tabs: nil, isPresented: false).isEmpty)
        #expect(remaining(stack: [], tabs: [3], isPresented: true).isEmpty)
        var t = ContainerTransitions<Int>()
        t.registry.record(.fade(), for: 9)
        #expect(
            t.ended(stack: nil, tabs: nil, container: 9, isPresented: true, isStillDelegate: true) == .keepInstalled)
        #expect(
            t.ended(stack: nil, tabs: nil, container: 9, isPresented: false, isStillDelegate: true) == .restorePrevious)
    }

    @Test func theCoordinatorStaysWhileAScreenStillNeedsIt() {
        var t = ContainerTransitions<Int>()
        t.registry.record(.fade(), for: 2)
        #expect(t.ended(screens: [1, 2], isStillDelegate: true) == .keepInstalled)
        #expect(t.ended(screens: [1], isStillDelegate: true) == .restorePrevious)
        #expect(t.registry.isEmpty)
        t.tabEffect = .fade()
        #expect(t.ended(screens: [], isStillDelegate: true) == .keepInstalled)
        #expect(t.ended(screens: [], isStillDelegate: false) == .leaveAlone)
    }

    @Test func aBackGesturePopsTheTopOfAStackElseDismissesWhatWasPresented() {
        #expect(ContainerOperation.back(isTopOfStack: true, stackCount: 2, isPresented: true) == .pop)
        #expect(ContainerOperation.back(isTopOfStack: true, stackCount: 1, isPresented: true) == .dismiss)
        #expect(ContainerOperation.back(isTopOfStack: false, stackCount: 3, isPresented: true) == .dismiss)
        #expect(ContainerOperation.back(isTopOfStack: false, stackCount: 3, isPresented: false) == nil)
        #expect(ContainerOperation.back(isTopOfStack: true, stackCount: 1, isPresented: false) == nil)
    }

    @Test func thePresentedScreenIsTheIncomingOneOfAPresentationAndTheLeavingOneOfADismissal() {
        #expect(ContainerOperation.present.presentedSide == .to)
        #expect(ContainerOperation.dismiss.presentedSide == .from)
        for op in [ContainerOperation.push, .pop, .selectTab] { #expect(op.presentedSide == nil) }
    }

    @Test func aPartialPresentationGetsTransitsPresentationControllerAndAFullOneNone() throws {
        let context = TransitionContext(size: Size(width: 120, height: 240))
        let card = try EffectCatalogue.builtIn.makeEffect(named: "card")
        var t = ContainerTransitions<Int>()
        #expect(t.choosePresentation(requested: .automatic, restingScene: card.restingScene(in: context)) == .custom)
        #expect(t.customPresentation?.style == .custom && t.customPresentation?.keepsPresentingView == true)
        #expect(
            t.choosePresentation(requested: .pageSheet, restingScene: Fade().restingScene(in: context)) == .fullScreen)
        #expect(t.customPresentation == nil && t.presentation?.style == .fullScreen)
    }

    @Test(arguments: EffectCatalogue.builtIn.names)
    func presentingRecordsTheTransitionBothWaysAndChoosesFromItsRestingScene(_ name: String) throws {
        let size = Size(width: 120, height: 240)
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        let spec = TransitionSpec(effect: EffectSpec(name: name), timing: .curve(.easeOut, duration: 0.8))
        for (transition, requested) in [
            (StackTransition(effect: effect), PresentationStyle.automatic),
            (StackTransition(effect: effect, back: Fade()), .overFullScreen),
            (try StackTransition(spec: spec), .custom),
        ] {
            var t = ContainerTransitions<Int>()
            var expected = ContainerTransitions<Int>()
            let style = t.present(7, transition, requested: requested, size: size)
            let chosen = expected.choosePresentation(
                requested: requested, restingScene: effect.restingScene(in: TransitionContext(size: size)))
            #expect(style == chosen && t.presentation == expected.presentation)
            let present = t.answer(.present(7))
            let dismiss = t.answer(.dismiss(7))
            #expect(present?.entry.effect.name == name && present?.presentation == t.presentation)
            #expect(dismiss?.entry.effect.name == (transition.back?.name ?? name) && dismiss?.entry.direction == .back)
            #expect(present?.entry.timing == transition.timing ?? effect.timing(for: .forward))
        }
    }
}

// Rules: UINavigationController.Operation is none 0, push 1, pop 2
// (developer.apple.com/documentation/uikit/uinavigationcontroller/operation); UIGestureRecognizer.State
// is possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5
// (developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum).
@Suite struct NavigationRequestFromUIKitTests {
    @Test(
        arguments: [(0, nil), (1, ContainerOperation.push), (2, .pop), (3, nil), (-1, nil)]
            as [(Int, ContainerOperation?)])
    func uiKitsOperationValuesMapToTheCoresOperations(raw: Int, operation: ContainerOperation?) {
        let request = ContainerTransitions<Int>.uiKitNavigationRequest(
            uiKitOperation: raw, from: 1, to: 2, systemBackSwipeState: nil, declared: [])
        guard case .navigation(let got, 1, 2, false, _) = request else {
            Issue.record("\(request)")
            return
        }
        #expect(got == operation)
    }

    @Test(
        arguments: [(nil, false), (0, false), (1, true), (2, true), (3, false), (4, false), (5, false)]
            as [(Int?, Bool)])
    func theSystemSwipeDrivesTheChangeOnlyWhileItHasBegunOrChanged(state: Int?, active: Bool) {
        let request = ContainerTransitions<Int>.uiKitNavigationRequest(
            uiKitOperation: 2, from: 2, to: 1, systemBackSwipeState: state, declared: [])
        guard case .navigation(_, _, _, let swipe, _) = request else {
            Issue.record("\(request)")
            return
        }
        #expect(swipe == active)
    }

    @Test func theDeclarationsAreTheFromScreensThenTheToScreens() {
        var t = ContainerTransitions<Int>()
        let push = ContainerTransitions<Int>.uiKitNavigationRequest(
            uiKitOperation: 1, from: 1, to: 2, systemBackSwipeState: 0,
            declared: [StackTransition(effect: .fade()), StackTransition(effect: .cube())])
        #expect(t.answer(push)?.entry.effect.name == "cube")
    }
}
