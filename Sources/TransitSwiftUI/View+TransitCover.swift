#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore
    import TransitUIKit

    extension View {
        /// Presents `content` over this screen while `isPresented` is true, like `fullScreenCover`,
        /// with `effect` forward and backwards on dismissal (or `back` when given). Partial effects
        /// (card, drawer) rest where they say, the presenter visible, and a tap outside a drawer
        /// closes it. A swipe from the leading edge dismisses interactively, following the finger.
        ///
        /// ```swift
        /// Button("Settings") { showsSettings = true }
        ///     .transitCover(isPresented: $showsSettings, effect: .circleSpread()) {
        ///         SettingsView()
        ///     }
        /// ```
        public func transitCover<Content: View>(
            isPresented: Binding<Bool>, effect: some Effect, back: (any Effect)? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            cover(isPresented: isPresented, content: content) { $0.present($1, transition: effect, back: back) }
        }

        /// Presents `content` for `item` while it is not nil, like `fullScreenCover(item:)`.
        ///
        /// ```swift
        /// List(photos) { photo in Button(photo.title) { selected = photo } }
        ///     .transitCover(item: $selected, effect: .cube()) { PhotoView(photo: $0) }
        /// ```
        public func transitCover<Item, Content: View>(
            item: Binding<Item?>, effect: some Effect, back: (any Effect)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            cover(item: item, content: content) { $0.present($1, transition: effect, back: back) }
        }

        /// Presents `content` while `isPresented` is true with the transition a spec describes (its
        /// effect, back effect and timing), for example one shipped as JSON in the app bundle. A
        /// decoded spec always names effects the catalogue has (decoding checks); one built in code
        /// that names an unknown effect presents with UIKit's own animation.
        ///
        /// ```swift
        /// Button("Settings") { showsSettings = true }
        ///     .transitCover(isPresented: $showsSettings, spec: spec) { SettingsView() }
        /// ```
        public func transitCover<Content: View>(
            isPresented: Binding<Bool>, spec: TransitionSpec, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            cover(isPresented: isPresented, content: content) { CoverPresenter.present($1, from: $0, spec: spec) }
        }

        /// Presents `content` for `item` while it is not nil, with the transition a spec describes.
        ///
        /// ```swift
        /// List(photos) { photo in Button(photo.title) { selected = photo } }
        ///     .transitCover(item: $selected, spec: spec) { PhotoView(photo: $0) }
        /// ```
        public func transitCover<Item, Content: View>(
            item: Binding<Item?>, spec: TransitionSpec, @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            cover(item: item, content: content) { CoverPresenter.present($1, from: $0, spec: spec) }
        }

        private func cover<Content: View>(
            isPresented: Binding<Bool>, content: @escaping () -> Content,
            present: @escaping @MainActor (UIViewController, UIViewController) -> Void
        ) -> some View {
            background(alignment: .topLeading) {
                ContainerProbe { probe in
                    CoverPresenter.update(
                        probe, isPresented: isPresented.wrappedValue,
                        content: content().onDisappear { isPresented.wrappedValue = false }, present: present)
                }
            }
        }

        private func cover<Item, Content: View>(
            item: Binding<Item?>, content: @escaping (Item) -> Content,
            present: @escaping @MainActor (UIViewController, UIViewController) -> Void
        ) -> some View {
            background(alignment: .topLeading) {
                ContainerProbe { probe in
                    CoverPresenter.update(
                        probe, isPresented: item.wrappedValue != nil,
                        content: item.wrappedValue.map { content($0).onDisappear { item.wrappedValue = nil } },
                        present: present)
                }
            }
        }
    }

    /// Presents and dismisses a probe's cover as its binding says, through TransitUIKit's
    /// `present(_:transition:)` or `present(_:spec:)` (which choose the presentation style, rest
    /// partial effects where they say with the presenter kept, and give a drawer its
    /// tap-outside-to-close), with TransitUIKit's back gesture for the interactive dismiss.
    @MainActor enum CoverPresenter {
        static func update<Content: View>(
            _ probe: ProbeController, isPresented: Bool, content: Content?,
            present: (UIViewController, UIViewController) -> Void
        ) {
            let shown = probe.transitShownCover(remembered: probe.cover) as? UIHostingController<Content>
            switch (isPresented, shown, content) {
            case (true, nil, let content?):
                let host = UIHostingController(rootView: content)
                present(probe, host)
                probe.cover = host
                host.addBackGesture()
            case (true, let host?, let content?):
                host.rootView = content
            case (false, let host?, _) where !host.isBeingDismissed:
                host.dismiss(animated: true)
            default:
                break
            }
        }

        /// Presents with a spec's transition, or with UIKit's animation if the spec cannot be built.
        static func present(_ host: UIViewController, from presenter: UIViewController, spec: TransitionSpec) {
            do { try presenter.present(host, spec: spec) } catch { presenter.present(host, animated: true) }
        }
    }
#endif
