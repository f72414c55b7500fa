/// What a container's transition coordinator remembers, and which transition each of UIKit's
/// "animation controller for ..." delegate calls gets, decided from what UIKit passed.
///
/// The UIKit coordinator only turns each call into a `Request` (view controllers into keys, tabs
/// into indices) and runs the answer; it decides nothing itself.
///
/// ```swift
/// var transitions = ContainerTransitions<Int>()
/// transitions.registry.record(.slide(from: .trailing), for: 2)
/// transitions.answer(.navigation(.push, from: 1, to: 2, systemBackSwipeActive: false))?.operation   // .push
/// transitions.answer(.navigation(.pop, from: 2, to: 1, systemBackSwipeActive: true))                // nil
/// ```
package struct ContainerTransitions<Key: Hashable & Sendable>: Sendable {
    package var registry = TransitionRegistry<Key>()
    /// The effect of every tab switch, if set.
    package var tabEffect: (any Effect)?
    /// The effect of pushes that bring none of their own (SwiftUI's `NavigationStack`), if any.
    package var stack: StackTransition?
    /// How the presented screen is laid out (set when it is presented).
    package var presentation: PresentationChoice?
    /// Whether navigation calls must be answered for what screens declare even with no stack effect
    /// and nothing recorded (the container keeps its coordinator).
    package var readsDeclarations = false

    package init() {}

    /// A delegate call that asks for an animator.
    package enum Request: Sendable {
        /// `navigationController(_:animationControllerFor:from:to:)`: the operation (nil for UIKit's
        /// `.none`), whether `interactivePopGestureRecognizer` is driving the change, and the
        /// transitions the two screens declare for themselves now (`StackTransitionProviding`).
        case navigation(
            ContainerOperation?, from: Key, to: Key, systemBackSwipeActive: Bool,
            declared: Declared = Declared())
        /// `tabBarController(_:animationControllerForTransitionFrom:to:)`, with the tabs' indices.
        case tab(from: Int?, to: Int?)
        /// `animationController(forPresented:presenting:source:)`.
        case present(Key)
        /// `animationController(forDismissed:)`.
        case dismiss(Key)
    }

    /// The request of a `navigationController(_:animationControllerFor:from:to:)` call from UIKit's raw
    /// values: `UINavigationController.Operation` (none 0, push 1, pop 2; anything else is no operation)
    /// and the system back swipe's `UIGestureRecognizer.State` (it drives the change while it has
    /// begun or changed; nil when the stack has no swipe).
    ///
    /// ```swift
    /// uiKitNavigationRequest(uiKitOperation: 2, from: 2, to: 1, systemBackSwipeState: 2, declared: [nil, nil])
    /// // .navigation(.pop, from: 2, to: 1, systemBackSwipeActive: true, ...)
    /// ```
    package static func uiKitNavigationRequest(
        uiKitOperation: Int, from: Key, to: Key, systemBackSwipeState: Int?, declared: [StackTransition?]
    ) -> Request {
        let operation: ContainerOperation? = uiKitOperation == 1 ? .push : uiKitOperation == 2 ? .pop : nil
        let phase = systemBackSwipeState.flatMap(GestureSample.Phase.init(uiKitState:))
        return .navigation(
            operation, from: from, to: to, systemBackSwipeActive: phase == .began || phase == .changed,
            declared: Declared(from: declared.first ?? nil, to: declared.dropFirst().first ?? nil))
    }

    /// What the screens of a navigation call declare: the from-screen's and the to-screen's.
    package struct Declared: Sendable {
        package var from: StackTransition?
        package var to: StackTransition?
        package init(from: StackTransition? = nil, to: StackTransition? = nil) {
            self.from = from
            self.to = to
        }
    }

    /// The transition a call gets.
    package struct Answer: Sendable {
        package var entry: TransitionRegistry<Key>.Entry
        package var operation: ContainerOperation
        /// The presentation's layout (presentations and dismissals only).
        package var presentation: PresentationChoice?
        /// Whether the pushed screen may still declare its own transition once laid out: a push the
        /// stack's effect answered, with nothing the app or the screen chose (see `LateDeclaration`).
        package var awaitsDeclaration = false
    }

    /// The transition for a request, nil when Transit has none (the previous delegate or UIKit's
    /// default then answers, see `DelegateRouting`). A push the stack's effect or the pushed
    /// screen's declaration animates records it for the pushed screen; a navigation call consults
    /// the declaration of the screen it concerns (the pushed one, the popped one), see
    /// `TransitionRegistry.transition(for:from:to:stack:declared:)`.
    package mutating func answer(_ request: Request) -> Answer? {
        switch request {
        case .navigation(let operation, let from, let to, let swipe, let declared):
            guard let operation, GestureArbitration.answersAnimator(whileSystemBackSwipeIsActive: swipe),
                let entry = registry.transition(
                    for: operation, from: from, to: to, stack: stack,
                    declared: operation == .push ? declared.to : declared.from)
            else { return nil }
            let awaits = operation == .push && registry.chosenByStack.contains(to)
            return Answer(entry: entry, operation: operation, awaitsDeclaration: awaits)
        case .tab(let from, let to):
            let direction = ContainerOperation.tabDirection(from: from, to: to)
            return tabEffect.map { Answer(entry: .init(effect: $0, direction: direction), operation: .selectTab) }
        case .present(let key):
            return registry.transition(for: .forward, of: key).map {
                Answer(entry: $0, operation: .present, presentation: presentation)
            }
        case .dismiss(let key):
            return registry.transition(for: .back, of: key).map {
                Answer(entry: $0, operation: .dismiss, presentation: presentation)
            }
        }
    }

    /// Chooses how a presentation is set up for the app's requested style and the effect's resting
    /// scene (see `PresentationChoice`), remembers it for the presentation's calls, and returns the
    /// style to set on the presented controller.
    package mutating func choosePresentation(requested: PresentationStyle, restingScene: Scene) -> PresentationStyle {
        let choice = PresentationChoice(requested: requested, restingScene: restingScene)
        presentation = choice
        return choice.style
    }

    /// Prepares the presentation of `key`: records `transition` for it (its effect forward, its
    /// back effect back, its timing both ways) and chooses the presentation for the app's requested
    /// style and the effect's resting scene in a container of `size` (`choosePresentation`).
    ///
    /// ```swift
    /// transitions.present(7, StackTransition(effect: .card()), requested: .automatic, size: size)  // .custom
    /// ```
    /// - Returns: the style to set on the presented controller.
    package mutating func present(
        _ key: Key, _ transition: StackTransition, requested: PresentationStyle, size: Size
    ) -> PresentationStyle {
        registry.record(transition, for: key)
        let resting = transition.effect.restingScene(in: TransitionContext(size: size))
        return choosePresentation(requested: requested, restingScene: resting)
    }

    /// How the presentation of `key` rests in a container of `size`: the presented view's frame and
    /// the backdrop's scene, laid out again whenever the container changes size (a rotation, a
    /// Split View resize); nil when `key` has no recorded presentation.
    ///
    /// ```swift
    /// transitions.restingLayout(of: 7, in: Size(width: 844, height: 390))?.frame  // the card, landscape
    /// ```
    package func restingLayout(of key: Key, in size: Size) -> (frame: Rect, backdrop: Scene)? {
        guard let entry = registry.transition(for: .forward, of: key) else { return nil }
        let resting = entry.effect.restingScene(in: TransitionContext(size: size))
        let frame = PresentationChoice(requested: .custom, restingScene: resting).restingFrame
        return (frame, TransitionScript.backdrop(of: resting))
    }

    /// The layout Transit's presentation controller runs, when the presentation needs it (a
    /// partial presentation); nil leaves the presentation controller to the previous delegate or UIKit.
    package var customPresentation: PresentationChoice? {
        presentation.flatMap { $0.usesPresentationController ? $0 : nil }
    }

    /// After a transition: forgets the screens no longer in the container and says what becomes
    /// of the container's delegate (see `DelegateRouting.restore`).
    ///
    /// - Parameter screens: the container's screens now (a navigation stack, the tabs, or the
    ///   presented screen while it is presented).
    package mutating func ended(screens: [Key], isStillDelegate: Bool) -> DelegateRouting.Restore {
        let hasLive = registry.prune(keeping: Set(screens)) || tabEffect != nil || stack != nil || readsDeclarations
        return DelegateRouting.restore(isStillDelegate: isStillDelegate, hasLiveTransitions: hasLive)
    }

    /// After a transition, from what the container holds now: a navigation controller's `stack`,
    /// else a tab bar controller's `tabs`, else the container itself while it is presented (the
    /// coordinator of a presented screen), else nothing; see `ended(screens:isStillDelegate:)`.
    ///
    /// ```swift
    /// transitions.ended(stack: nil, tabs: nil, container: 7, isPresented: false, isStillDelegate: true)
    /// // 7 was dismissed: its transitions are forgotten, the previous delegate comes back
    /// ```
    package mutating func ended(
        stack: [Key]?, tabs: [Key]?, container: Key, isPresented: Bool, isStillDelegate: Bool
    ) -> DelegateRouting.Restore {
        ended(screens: stack ?? tabs ?? (isPresented ? [container] : []), isStillDelegate: isStillDelegate)
    }
}

extension ContainerTransitions.Answer {
    init(entry: TransitionRegistry<Key>.Entry, operation: ContainerOperation, awaitsDeclaration: Bool = false) {
        self.init(entry: entry, operation: operation, presentation: nil, awaitsDeclaration: awaitsDeclaration)
    }

    /// The run that plays this transition, with the user's motion settings read now; `declaration`
    /// reads what the pushed screen declares, asked once it is laid out if the answer awaits it.
    package func run(motion: MotionPreferences, declaration: (() -> StackTransition?)? = nil) -> TransitionRun {
        let run = TransitionRun(
            effect: entry.effect, operation: operation, direction: entry.direction, timing: entry.timing,
            presentation: presentation, motion: motion)
        if awaitsDeclaration { run.declaration = declaration }
        return run
    }
}
