#if canImport(UIKit)
    import UIKit
    import TransitCore

    extension UIViewController {
        /// Presents a screen with a transition; dismissing it plays the same effect backwards, or
        /// `back` when given. The presentation style is chosen so that iOS's sheet default does not
        /// replace the effect, and so the presenting screen stays when the effect leaves it visible.
        ///
        /// ```swift
        /// present(settings, transition: .circleSpread(center: Point(x: 340, y: 60)))
        /// ```
        public func present(
            _ viewController: UIViewController, transition: some Effect, back: (any Effect)? = nil,
            completion: (() -> Void)? = nil
        ) {
            present(viewController, restingWith: transition, completion: completion) {
                $0.record(transition, back: back, for: viewController)
            }
        }

        /// Presents a screen with the transition a spec describes (its effect, back effect and timing),
        /// for example one shipped as JSON in the app bundle.
        ///
        /// ```swift
        /// let url = Bundle.main.url(forResource: "reveal", withExtension: "json")!
        /// let spec = try JSONDecoder().decode(TransitionSpec.self, from: Data(contentsOf: url))
        /// try present(settings, spec: spec)
        /// ```
        /// - Throws: `CatalogueError` when the spec names an effect the catalogue does not have.
        public func present(_ viewController: UIViewController, spec: TransitionSpec, completion: (() -> Void)? = nil)
            throws(CatalogueError)
        {
            let effect = try spec.makeEffect(for: .forward)
            try TransitionCoordinator.installed(on: viewController).record(spec, for: viewController)
            present(viewController, restingWith: effect, completion: completion) { _ in }
        }

        /// Chooses the presentation style from the effect's resting scene, lets `record` remember the
        /// transition, then presents.
        private func present(
            _ viewController: UIViewController, restingWith effect: any Effect, completion: (() -> Void)?,
            record: (TransitionCoordinator) -> Void
        ) {
            let coordinator = TransitionCoordinator.installed(on: viewController)
            let context = TransitionContext(size: view.bounds.rect.size)
            let choice = PresentationChoice(
                requested: viewController.modalPresentationStyle.style,
                restingScene: effect.restingScene(in: context))
            viewController.modalPresentationStyle = UIModalPresentationStyle(choice.style)
            coordinator.presentation = choice
            record(coordinator)
            present(viewController, animated: true, completion: completion)
        }

        /// Gives this screen a different effect for going back (pop or dismiss) than the one that
        /// brought it in (XTTransitionAnimations' dismiss configuration).
        ///
        /// ```swift
        /// detail.setBackTransition(.fade())
        /// ```
        public func setBackTransition(_ transition: some Effect) {
            let container = navigationController ?? self
            TransitionCoordinator.existing(on: container)?.setBack(transition, for: self)
        }

        /// Lets a pan take this screen back (pop or dismiss) with its back transition, following the
        /// finger; on release the core decides finish or cancel from where the finger's speed would
        /// carry it, and finishes with a spring that starts at the finger's speed.
        ///
        /// - Parameters:
        ///   - spec: the finger's direction, where it may begin (an edge inset), the distance for 100%
        ///     and the release rule. The default: a swipe towards trailing from within 40 points of the
        ///     leading edge (mirrored in right-to-left layouts).
        ///   - recordTrace: a debug hook that receives every gesture as a trace; save it as JSON and
        ///     replay a glitch seen on a device with `transit render EFFECT --trace FILE` anywhere.
        ///
        /// ```swift
        /// detail.addBackGesture()
        /// sheet.addBackGesture(InteractionSpec(direction: .down, beginRegion: .anywhere))
        /// ```
        public func addBackGesture(
            _ spec: InteractionSpec = InteractionSpec(direction: .trailing, beginRegion: .edge(inset: 40)),
            recordTrace: ((GestureTrace) -> Void)? = nil
        ) {
            let gesture = TransitionPanGesture(spec: spec) { [weak self] _ in
                guard let self else { return }
                if let nav = self.navigationController, nav.topViewController === self, nav.viewControllers.count > 1 {
                    nav.popViewController(animated: true)
                } else if self.presentingViewController != nil {
                    self.dismiss(animated: true)
                }
            }
            gesture.traceRecorder = recordTrace
            gesture.isBack = true
            view.addGestureRecognizer(gesture)
        }

        /// Lets a pan start a forward transition that follows the finger: `perform` receives the touch
        /// point (in this screen's points) and pushes or presents with a transition.
        ///
        /// ```swift
        /// addForwardGesture(InteractionSpec(direction: .leading, beginRegion: .edge(inset: 40))) { touch in
        ///     self.navigationController?.push(Detail(), transition: .circleSpread(center: touch))
        /// }
        /// ```
        public func addForwardGesture(
            _ spec: InteractionSpec, recordTrace: ((GestureTrace) -> Void)? = nil,
            perform: @escaping @MainActor (Point) -> Void
        ) {
            let gesture = TransitionPanGesture(spec: spec) { gesture in perform(gesture.touchPoint ?? .zero) }
            gesture.traceRecorder = recordTrace
            view.addGestureRecognizer(gesture)
        }
    }
#endif
