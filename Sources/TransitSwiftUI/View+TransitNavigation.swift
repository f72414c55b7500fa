#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore
    import TransitUIKit

    extension View {
        /// Makes every push and pop of the enclosing navigation stack play `effect` (popping plays it
        /// backwards, or `back` when given), unless a screen chose its own with `transitBack(_:)`.
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
                ContainerProbe { probe in probe.navigationController?.setStackTransition(stack) }
            }
        }

        /// Makes the enclosing navigation stack's pushes and pops play a spec's effect forward and
        /// its back effect (else the same effect) backwards, with the spec's timing (else each
        /// effect's own). A decoded spec always names effects the catalogue has (decoding checks);
        /// one built in code that names an unknown effect leaves the system transition.
        ///
        /// ```swift
        /// let spec = try JSONDecoder().decode(TransitionSpec.self, from: data)
        /// NavigationStack { PhotoList() }.transit(spec)
        /// ```
        public func transit(_ spec: TransitionSpec) -> some View {
            let stack = try? StackTransition(spec: spec)
            return background(alignment: .topLeading) {
                ContainerProbe { [stack] probe in
                    if let stack { probe.navigationController?.setStackTransition(stack) }
                }
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
