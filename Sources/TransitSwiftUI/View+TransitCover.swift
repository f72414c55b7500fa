#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore
    import TransitUIKit

    extension View {
        /// Presents `content` over this screen while `isPresented` is true, like `fullScreenCover`,
        /// with `effect` forward and backwards on dismissal. Partial effects (card, drawer) rest
        /// where they say, the presenter visible, and a tap outside a drawer closes it. A swipe from
        /// the leading edge dismisses interactively, following the finger.
        ///
        /// ```swift
        /// Button("Settings") { showsSettings = true }
        ///     .transitCover(isPresented: $showsSettings, effect: .circleSpread()) {
        ///         SettingsView()
        ///     }
        /// ```
        public func transitCover<Content: View>(
            isPresented: Binding<Bool>, effect: some Effect, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            background(alignment: .topLeading) {
                ContainerProbe { probe in
                    CoverPresenter.update(
                        probe, isPresented: isPresented.wrappedValue, effect: effect,
                        content: content().onDisappear { isPresented.wrappedValue = false })
                }
            }
        }

        /// Presents `content` for `item` while it is not nil, like `fullScreenCover(item:)`.
        ///
        /// ```swift
        /// List(photos) { photo in Button(photo.title) { selected = photo } }
        ///     .transitCover(item: $selected, effect: .cube()) { PhotoView(photo: $0) }
        /// ```
        public func transitCover<Item, Content: View>(
            item: Binding<Item?>, effect: some Effect, @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            background(alignment: .topLeading) {
                ContainerProbe { probe in
                    CoverPresenter.update(
                        probe, isPresented: item.wrappedValue != nil, effect: effect,
                        content: item.wrappedValue.map { content($0).onDisappear { item.wrappedValue = nil } })
                }
            }
        }
    }

    /// Presents and dismisses a probe's cover as its binding says, through TransitUIKit's
    /// `present(_:transition:)` (which chooses the presentation style and rests partial effects).
    @MainActor enum CoverPresenter {
        static func update<Content: View>(
            _ probe: ProbeController, isPresented: Bool, effect: some Effect, content: Content?
        ) {
            let shown = probe.presentedViewController as? UIHostingController<Content>
            switch (isPresented, shown, content) {
            case (true, nil, let content?):
                let host = UIHostingController(rootView: content)
                probe.present(host, transition: effect)
                host.addBackGesture()
            case (true, let host?, let content?):
                host.rootView = content
            case (false, let host?, _) where !host.isBeingDismissed:
                host.dismiss(animated: true)
            default:
                break
            }
        }
    }
#endif
