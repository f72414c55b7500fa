#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore
    import TransitUIKit

    extension View {
        /// Makes every push and pop of the enclosing navigation stack play `effect` (popping plays it
        /// backwards, or `back` when given), unless a screen chose its own with `transitEffect(_:back:)`
        /// or `transitBack(_:)`.
        ///
        /// ```swift
        /// NavigationStack {
        ///     List(photos) { photo in NavigationLink(photo.title, value: photo) }
        ///         .navigationDestination(for: Photo.self) { PhotoView(photo: $0) }
        /// }
        /// .transit(.pageFlip())
        /// ```
        ///
        /// How the stack is found: SwiftUI's `NavigationStack` (and `NavigationView`) is shown by a
        /// `UINavigationController` on iOS. Apple does not document this, so Transit relies on public
        /// API only: an invisible view controller placed in the stack's root asks UIKit for its
        /// `navigationController` when it appears, and installs Transit's coordinator there (the
        /// same one `navigationController.push(_:transition:)` uses, which keeps any delegate already
        /// set). Where there is none (a future SwiftUI that stops using one, or a view outside a
        /// stack), nothing is installed and the system transition plays: never a crash.
        public func transit(_ effect: some Effect, back: (any Effect)? = nil) -> some View {
            let stack = StackTransition(effect: effect, back: back)
            return background(alignment: .topLeading) {
                ContainerProbe { probe in probe.transitStack?.setStackTransition(stack) }
            }
        }

        /// Makes the enclosing navigation stack's pushes and pops play a spec's effect forward and
        /// its back effect (else the same effect) backwards, with the spec's timing (else each
        /// effect's own). A decoded spec always names effects the catalogue has (decoding checks);
        /// one built in code that names an unknown effect leaves the system transition.
        ///
        /// ```swift
        /// NavigationStack { PhotoList() }.transit(spec)
        /// ```
        public func transit(_ spec: TransitionSpec) -> some View {
            let stack = try? StackTransition(spec: spec)
            return background(alignment: .topLeading) {
                ContainerProbe { [stack] probe in
                    if let stack { probe.transitStack?.setStackTransition(stack) }
                }
            }
        }

        /// Makes this screen of a navigation stack (a destination) come in with `effect` and go back
        /// with `back` (else `effect` reversed), whatever the stack's effect is, a swipe from the
        /// leading edge taking it back interactively.
        ///
        /// ```swift
        /// NavigationStack {
        ///     PhotoList()
        ///         .navigationDestination(for: Photo.self) { PhotoView(photo: $0).transitEffect(.cube(), back: .fade()) }
        /// }
        /// .transit(.pageFlip())
        /// ```
        ///
        /// When it takes effect: UIKit asks for a push's animation (and its duration) as the push
        /// starts, and SwiftUI builds a destination's views, this declaration with them, when it lays
        /// the pushed screen out. In a stack with `transit(_:)`, Transit's animator puts the pushed
        /// screen in its container and lays it out before it settles the effect, so the push plays
        /// this effect, with the duration UIKit was already told (the stack's), unless SwiftUI builds
        /// the screen later still (then the stack's effect). In a stack without `transit(_:)` the
        /// push is the system's unless SwiftUI built the screen before UIKit asked. The pop, asked
        /// once the screen is shown, always plays the declared back effect, and the swipe follows
        /// it. A back effect set later with `transitBack(_:)` wins over the declaration.
        public func transitEffect(_ effect: some Effect, back: (any Effect)? = nil) -> some View {
            background(alignment: .topLeading) {
                DestinationMarker(declared: StackTransition(effect: effect, back: back))
            }
        }

        /// Makes this destination come in and go back with the transition a spec describes (its
        /// effect, back effect and timing), as `transitEffect(_:back:)` does with effects; a spec's
        /// gesture that drives the back transition replaces the edge swipe. A spec that names an
        /// effect the catalogue does not have declares nothing.
        ///
        /// ```swift
        /// PhotoView(photo: photo).transitEffect(spec)
        /// ```
        public func transitEffect(_ spec: TransitionSpec) -> some View {
            background(alignment: .topLeading) {
                DestinationMarker(declared: try? StackTransition(spec: spec), backGesture: spec.interaction(for: .back))
            }
        }

        /// Makes this screen of a navigation stack go back (pop) with `effect`, following the
        /// finger from the leading edge, whatever the stack's effect is.
        ///
        /// ```swift
        /// PhotoView(photo: photo).transitBack(.circleSpread())
        /// ```
        public func transitBack(_ effect: some Effect) -> some View {
            background(alignment: .topLeading) {
                ContainerProbe { probe in
                    guard probe.navigationController != nil else { return }
                    probe.screen.setBackTransition(effect)
                    if !probe.hasInstalled {
                        probe.hasInstalled = true
                        probe.screen.addBackGesture()
                    }
                }
            }
        }
    }
#endif
