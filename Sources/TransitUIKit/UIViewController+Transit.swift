#if canImport(UIKit)
    import UIKit
    import TransitCore

    extension UIViewController {
        /// Presents a screen with a transition; dismissing it plays the same effect backwards, or
        /// `back` when given. The presentation style is chosen so that iOS's sheet default does not
        /// replace the effect, and so the presenting screen stays when the effect leaves it visible.
        ///
        /// ```swift
        /// present(settings, transition: .circleSpread(center: CGPoint(x: 340, y: 60)))
        /// ```
        public func present(
            _ viewController: UIViewController, transition: some Effect, back: (any Effect)? = nil,
            completion: (() -> Void)? = nil
        ) {
            present(viewController, StackTransition(effect: transition, back: back), completion: completion)
        }

        /// Presents a screen with the transition a spec describes (its effect, back effect and timing),
        /// for example one shipped as JSON in the app bundle.
        ///
        /// ```swift
        /// let url = Bundle.main.url(forResource: "ios-edge-swipe-slide", withExtension: "json")!
        /// let spec = try JSONDecoder().decode(TransitionSpec.self, from: Data(contentsOf: url))
        /// try present(settings, spec: spec)
        /// ```
        /// - Throws: `CatalogueError` when the spec names an effect the catalogue does not have.
        public func present(_ viewController: UIViewController, spec: TransitionSpec, completion: (() -> Void)? = nil)
            throws(CatalogueError)
        {
            present(viewController, try StackTransition(spec: spec), completion: completion)
        }

        /// Records the transition, sets the presentation style the core chooses (for the window's size,
        /// where UIKit lays the presentation out, not this screen's, which may be a small child), then
        /// presents.
        private func present(
            _ viewController: UIViewController, _ transition: StackTransition, completion: (() -> Void)?
        ) {
            let coordinator = TransitionCoordinator.installed(on: viewController, slot: .presentation)
            let style = coordinator.transitions.present(
                ObjectIdentifier(viewController), transition, requested: viewController.modalPresentationStyle.style,
                size: (view.window ?? view).bounds.rect.size)
            viewController.modalPresentationStyle = UIModalPresentationStyle(style)
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
            TransitionCoordinator.existing(on: container)?.transitions.registry.setBack(
                transition, for: ObjectIdentifier(self))
        }

        /// Lets a pan take this screen back (pop or dismiss) with its back transition, following the
        /// finger (see <doc:GettingStarted> for the release and the system swipe).
        ///
        /// - Parameters:
        ///   - spec: direction, begin region, distance and release rule; by default a swipe towards
        ///     trailing from within 40 points of the leading edge (mirrored right to left).
        ///   - recordTrace: receives every gesture as a trace, to replay with `transit render --trace`.
        ///
        /// ```swift
        /// detail.addBackGesture()
        /// sheet.addBackGesture(InteractionSpec(direction: .down, beginRegion: .anywhere))
        /// ```
        public func addBackGesture(
            _ spec: InteractionSpec = InteractionSpec(direction: .trailing, beginRegion: .edge(inset: 40)),
            recordTrace: ((GestureTrace) -> Void)? = nil
        ) {
            let gesture = TransitionPanGesture(
                spec: spec, isBack: true, recordTrace: recordTrace, canStart: { [weak self] in self?.back != nil },
                start: { [weak self] _ in
                    switch self?.back {
                    case .pop: self?.navigationController?.popViewController(animated: true)
                    case .dismiss: self?.dismiss(animated: true)
                    default: break
                    }
                })
            view.addGestureRecognizer(gesture)
        }

        /// How this screen goes back now, as the core decides.
        private var back: ContainerOperation? {
            ContainerOperation.back(
                isTopOfStack: navigationController?.topViewController === self,
                stackCount: navigationController?.viewControllers.count ?? 0,
                isPresented: presentingViewController != nil)
        }

        /// Lets a pan start a forward transition that follows the finger: `perform` gets the touch
        /// point (in this screen's points) and pushes or presents.
        ///
        /// The gesture recognizer keeps `perform` for as long as this screen's view lives, so capture
        /// this screen weakly (`[weak self]`, or `[weak list]` when calling it on another screen): a
        /// closure that holds the screen strongly keeps it, its view and the closure alive for ever.
        ///
        /// ```swift
        /// addForwardGesture(InteractionSpec(direction: .leading, beginRegion: .edge(inset: 40))) { [weak self] touch in
        ///     self?.navigationController?.push(Detail(), transition: .circleSpread(center: touch))
        /// }
        /// ```
        public func addForwardGesture(
            _ spec: InteractionSpec, recordTrace: ((GestureTrace) -> Void)? = nil,
            perform: @escaping @MainActor (CGPoint) -> Void
        ) {
            view.addGestureRecognizer(TransitionPanGesture(spec: spec, recordTrace: recordTrace, start: perform))
        }
    }
#endif
