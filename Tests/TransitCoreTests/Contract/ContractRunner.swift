import TransitCore

/// Where a real view must be once a transition and UIKit's own steps after it are over.
enum Place {
    case inView(ModelView)
    /// Out of the window (removed by the animator or by UIKit), and not hidden, so it comes back
    /// visible when UIKit puts it back ([PG-CT]: UIKit restores nothing for the animator).
    case outOfWindow
}

extension ContractWorld {
    /// Runs a scenario in a fresh model and returns every violation.
    static func run(_ s: ContractScenario, plan: ContractPlan = .transit) -> [Violation] {
        play(s, plan: plan).violations
    }

    /// Runs a scenario in a fresh model and returns the model (its violations and fact readings).
    static func play(_ s: ContractScenario, plan: ContractPlan = .transit) -> ContractWorld {
        let world = ContractWorld()
        let effect = try! EffectCatalogue.builtIn.makeEffect(named: s.effect)
        switch s.operation {
        case .push: world.push(effect, s.outcome, plan, s.uncertainty)
        case .declaredPush(let arrival): world.declaredPush(effect, arrival, s.outcome, plan, s.uncertainty)
        case .pop:
            world.push(effect, .finished, plan, s.uncertainty)
            world.pop(effect, s.outcome, plan, s.uncertainty)
        case .tab(let direction): world.selectTab(effect, direction, s.outcome, plan, s.uncertainty)
        case .present(let style): world.present(effect, style, s.outcome, plan, s.uncertainty)
        case .dismiss(let style):
            let presented = world.present(effect, style, .finished, plan, s.uncertainty)
            world.dismiss(presented, effect, style, s.outcome, plan, s.uncertainty)
        }
        return world
    }

    // MARK: Navigation (UINavigationController, UITabBarController)

    func push(
        _ effect: any Effect, _ outcome: ContractOutcome, _ plan: ContractPlan, _ u: Uncertainty,
        run: ((_ to: ModelView) -> TransitionRun)? = nil, durationTold: DurationTold = .remembered
    ) {
        let from = navigationStack.last!
        let to = ModelView("screen\(navigationStack.count)")
        navigate(.push, .forward, from: from, to: to, effect, outcome, plan, u, run: run?(to), durationTold)
    }

    func pop(
        _ effect: any Effect, _ outcome: ContractOutcome, _ plan: ContractPlan, _ u: Uncertainty, toRoot: Bool = false
    ) {
        let from = navigationStack.last!
        let to = toRoot ? navigationStack[0] : navigationStack[navigationStack.count - 2]
        navigate(.pop, .back, from: from, to: to, effect, outcome, plan, u)
    }

    /// A tab switch. UIKit documents the tab delegate's animator ([D-tab]) but not the context it
    /// gives: the model gives both views with the from-view in the container, as for a push, and
    /// runs both readings of what is least settled, the to-view's final frame
    /// (`UncertainFact.tabReportsFinalFrame`) and who removes the from-view
    /// (`UncertainFact.uikitRemovesFromView`).
    func selectTab(
        _ effect: any Effect, _ direction: Direction, _ outcome: ContractOutcome, _ plan: ContractPlan,
        _ u: Uncertainty
    ) {
        navigate(.selectTab, direction, from: root, to: ModelView("tab"), effect, outcome, plan, u)
    }

    /// A navigation or tab transition: UIKit puts the from-view in its container and gives both
    /// views (fact sheet 1.3, observed for navigation; [D-container]).
    private func navigate(
        _ op: ContainerOperation, _ direction: Direction, from: ModelView, to: ModelView, _ effect: any Effect,
        _ outcome: ContractOutcome, _ plan: ContractPlan, _ u: Uncertainty, run: TransitionRun? = nil,
        _ durationTold: DurationTold = .remembered
    ) {
        let toFrame = op == .selectTab && ledger.read(.tabReportsFinalFrame, u) ? Rect.zero : stack.frame
        let ctx = ModelTransitionContext(
            container: stack, controllerViews: [.from: from, .to: to], givenViews: [.from: from, .to: to],
            finalFrames: [.to: toFrame, .from: .zero], isInteractive: outcome.isInteractive,
            hasPresentationController: false, reads: reader(u))
        // Uncertain (fact sheet 1.7): UIKit may itself remove a from-view the animator left.
        ctx.afterCompletion = { [stack, ledger] finished in
            if finished && ledger.read(.uikitRemovesFromView, u) && from.superview === stack {
                from.removeFromSuperview()
            }
        }
        let finished = transition(
            ctx, op, direction, presentation: nil, effect, outcome, plan, run: run, durationTold: durationTold)
        if finished {
            if op == .push { navigationStack.append(to) }
            if op == .pop {
                navigationStack.removeSubrange(navigationStack.firstIndex { $0 === to }! + 1..<navigationStack.count)
            }
        }
        let (shown, gone) = finished ? (to, from) : (from, to)
        expect([(shown, .inView(stack), stack.frame), (gone, .outOfWindow, gone.frame)])
    }

    // MARK: Presentations

    /// Presents with the style Transit chooses for the app's request, and returns the presented view.
    @discardableResult
    func present(
        _ effect: any Effect, _ requested: PresentationStyle, _ outcome: ContractOutcome, _ plan: ContractPlan,
        _ u: Uncertainty
    ) -> ModelView {
        var choice = PresentationChoice(requested: requested, restingScene: effect.restingScene(in: transitionContext))
        if let forced = forcedStyle { choice.style = forced }
        let style = choice.style
        let keeps = style.keepsPresentingView
        let controller = style == .custom && choice.usesPresentationController
        let container = ModelView("container", frame: Self.bounds)
        window.addSubview(container)
        presentation = (container, choice)
        let presented = ModelView("presented")
        // [D-container]: UIKit "automatically adds the view of the presenting view controller";
        // a style that keeps the presenter leaves it in its own superview, below the container
        // (fact sheet 1.6, observed) and gives nil for it ([S-CP], [D-shouldRemove]; uncertain for
        // .overFullScreen, fact sheet 1.3).
        if !keeps { container.addSubview(root) }
        let ctx = ModelTransitionContext(
            container: container, controllerViews: [.from: root, .to: presented],
            givenViews: givenViews(presenter: .from, presented: presented, style: style, u),
            // [D-pcFrame], [S-CP]: with a presentation controller, the final frame is its
            // frameOfPresentedViewInContainerView.
            finalFrames: [.to: controller ? choice.restingFrame : Self.bounds],
            isInteractive: outcome.isInteractive, hasPresentationController: controller, reads: reader(u))
        // [PG-PVC]: a .fullScreen presentation removes the presenter's view once it is done; a
        // presentation that did not happen leaves things as they were.
        ctx.afterCompletion = { [root, stack] finished in
            if finished && !keeps { root.removeFromSuperview() }
            if !finished {
                if !keeps { stack.addSubview(root) }
                container.removeFromSuperview()
            }
        }
        // Transit's presentation controller draws the rest of the resting scene behind the presented view.
        let backdrop = controller
        let finished = transition(ctx, .present, .forward, presentation: choice, effect, outcome, plan)
        // The presented view rests where the effect does (the whole container unless partial).
        let frame = choice.restingFrame
        if finished {
            expect([(presented, .inView(container), frame), (root, keeps ? .inView(stack) : .outOfWindow, Self.bounds)])
            if backdrop, let b = ctx.backdrop, !b.isVisible {
                violate(.viewsInPlace, "the resting backdrop is not visible")
            }
        } else {
            expect([(presented, .outOfWindow, presented.frame), (root, .inView(stack), Self.bounds)])
        }
        presentationBackdrop = ctx.backdrop
        return presented
    }

    func dismiss(
        _ presented: ModelView, _ effect: any Effect, _ requested: PresentationStyle, _ outcome: ContractOutcome,
        _ plan: ContractPlan, _ u: Uncertainty
    ) {
        guard let (container, choice) = presentation, presented.superview === container else {
            return violate(.viewsInPlace, "nothing presented to dismiss")
        }
        let style = choice.style
        let keeps = style.keepsPresentingView
        let ctx = ModelTransitionContext(
            container: container, controllerViews: [.from: presented, .to: root],
            givenViews: givenViews(presenter: .to, presented: presented, style: style, u),
            finalFrames: [.to: Self.bounds, .from: .zero], isInteractive: outcome.isInteractive,
            hasPresentationController: choice.usesPresentationController, reads: reader(u))
        ctx.backdrop = presentationBackdrop
        // A finished dismissal takes the container away and puts a removed presenter's view back
        // where it was, with whatever properties it has ([PG-PVC]); [S-SW]: on a cancelled
        // dismissal "the system does not remove toView": the animator must.
        ctx.afterCompletion = { [root, stack, window] finished in
            if finished {
                container.removeFromSuperview()
                if !keeps { stack.addSubview(root) }
            }
            _ = window
        }
        let resting = presented.frame
        let finished = transition(
            ctx, .dismiss, .back, presentation: choice, effect, outcome, plan)
        if finished {
            expect([(root, .inView(stack), Self.bounds), (presented, .outOfWindow, presented.frame)])
        } else {
            expect([
                (presented, .inView(container), resting), (root, keeps ? .inView(stack) : .outOfWindow, Self.bounds),
            ])
            if let b = ctx.backdrop, !b.isVisible {
                violate(.viewsInPlace, "the resting backdrop is not visible again")
            }
        }
    }

    private func givenViews(presenter side: Side, presented: ModelView, style: PresentationStyle, _ u: Uncertainty)
        -> [Side: ModelView]
    {
        var views: [Side: ModelView] = [side.opposite: presented]
        if !style.keepsPresentingView || (style == .overFullScreen && ledger.read(.overFullScreenGivesPresenter, u)) {
            views[side] = root
        }
        return views
    }

    // MARK: Running

    /// Checks the real views where they must be (after UIKit's own steps).
    func expect(_ list: [(ModelView, Place, Rect)]) {
        for (view, place, frame) in list {
            switch place {
            case .inView(let superview):
                if view.superview !== superview {
                    violate(
                        .viewsInPlace, "\(view.name) in \(view.superview?.name ?? "nothing"), not in \(superview.name)")
                } else if !view.isVisible {
                    violate(.viewsInPlace, "\(view.name) is in \(superview.name) but not visible")
                }
                if view.frame != frame { violate(.viewsInPlace, "\(view.name) at \(view.frame), not \(frame)") }
            case .outOfWindow:
                if view.isInWindow && !(view.superview?.name == "container") {
                    violate(.viewsInPlace, "\(view.name) still in the window")
                }
                if view.isHidden { violate(.viewsInPlace, "\(view.name) left hidden: UIKit puts it back hidden") }
            }
            if view.alpha != 1 || view.isTransformed {
                violate(.viewsInPlace, "\(view.name) left transparent or transformed")
            }
        }
        if contains(window, named: "overlay") { violate(.noTemporaryViews, "an overlay is left in the window") }
    }

    private func contains(_ view: ModelView, named name: String) -> Bool {
        view.name == name || view.subviews.contains { contains($0, named: name) }
    }

    var transitionContext: TransitionContext { TransitionContext(size: Self.bounds.size) }

    /// How a transition's context answers the uncertain facts under `u`, recorded in the ledger.
    func reader(_ u: Uncertainty) -> (UncertainFact) -> Bool { { [ledger] in ledger.read($0, u) } }

    /// Runs one transition through the plan and the core's `TransitionRun` (the object the UIKit
    /// animator forwards to; `run` when the caller made it as the coordinator does), with the
    /// outcome's input on a virtual clock, and returns whether it finished.
    func transition(
        _ ctx: ModelTransitionContext, _ op: ContainerOperation, _ direction: Direction,
        presentation: PresentationChoice?, _ effect: any Effect, _ outcome: ContractOutcome, _ plan: ContractPlan,
        run made: TransitionRun? = nil, durationTold: DurationTold = .remembered
    ) -> Bool {
        let run =
            made
            ?? TransitionRun(
                effect: effect, operation: op, direction: direction, presentation: presentation,
                motion: MotionPreferences(reduceMotion: outcome == .reduceMotion))
        run.plan = plan.steps
        // [H-VCT], fact sheet 3.2: UIKit reads transitionDuration before it starts the transition.
        let told = durationTold == .remembered ? run.reportDuration() : run.duration
        if outcome.isInteractive { run.interaction = InteractionSpec(direction: .right, beginRegion: .anywhere) }
        let host = ModelHost(context: ctx)
        let clock = VirtualClock()
        func drag(_ t: Double, _ dx: Double, _ v: Double, _ phase: GestureSample.Phase) {
            run.handle(
                GestureSample(
                    time: t, location: Point(x: 10 + dx, y: 100), translation: Vector(dx: dx, dy: 0),
                    velocity: Vector(dx: v, dy: 0), phase: phase))
        }
        // The finger that starts an interactive transition lands before UIKit starts it.
        if outcome.isInteractive { drag(0, 0, 0, .began) }
        run.begin(views: Set(ctx.givenViews.keys), host: host, clock: clock) { transitionContext }
        guard let player = run.player else {
            violate(.oneCompletion, "the run never started its player")
            return false
        }
        let w = Self.bounds.width
        let dt = 1.0 / 30
        switch outcome {
        case .finished, .reduceMotion:
            break
        case .cancelled:
            clock.advance(by: dt)
            drag(clock.now, 10, 50, .changed)
            clock.advance(by: dt)
            drag(clock.now, 5, -300, .ended)
        case .regrabbed:
            for i in 1...4 {
                clock.advance(by: dt)
                drag(clock.now, w * 0.2 * Double(i), 600, .changed)
            }
            drag(clock.now, w * 0.8, 600, .ended)
            clock.advance(by: dt)
            clock.advance(by: dt)
            // `UncertainFact.containerRefusesTouchesWhileSettling`, second reading: the finger
            // reaches no view, so no pan sees it and the transition settles as released (it
            // finishes). Grabbing needs the first reading: `grabbable` is checked only under it.
            if ctx.reads(.containerRefusesTouchesWhileSettling) { break }
            // [D-hitTest]: the finger lands on the topmost visible view; it must carry a pan.
            if !player.isDone && !(ctx.container.hitTest()?.hasGrabPan ?? false) {
                violate(
                    .grabbable,
                    "a finger landing while it settles reaches \(ctx.container.hitTest()?.name ?? "nothing"), which has no pan"
                )
            }
            let t = clock.now
            drag(t, 0, 0, .began)
            clock.advance(by: dt)
            drag(clock.now, -w, -600, .changed)
            drag(clock.now, -w, -600, .ended)
        }
        let start = clock.now
        var frames = 0
        while !player.isDone && frames < 1200 {
            clock.advance(by: dt)
            frames += 1
        }
        if !player.isDone { violate(.oneCompletion, "the player never completed") }
        if !outcome.isInteractive {
            // [H-VCT] transitionDuration "for ... container controllers that have companion
            // animations": what the host reports, before the start and if asked again, must be what
            // the player runs.
            for reported in [told, run.reportDuration()] where abs((clock.now - start) - reported) > 2 * dt + 1e-9 {
                violate(.durationMatches, "transitionDuration \(reported) s, the player ran \(clock.now - start) s")
            }
        }
        let finished = player.state == .done(.finished)
        if ctx.completions != [finished] {
            violate(.oneCompletion, "completeTransition calls \(ctx.completions), expected [\(finished)]")
        }
        violations += ctx.violations
        blankSnapshots += ctx.blankSnapshots
        return finished
    }
}

extension ContractOutcome {
    var isInteractive: Bool { self == .cancelled || self == .regrabbed }
}
