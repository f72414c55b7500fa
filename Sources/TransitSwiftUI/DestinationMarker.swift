#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore
    import TransitUIKit

    /// The invisible UIKit view `transitEffect(_:back:)` puts behind a destination. It carries the
    /// destination's transition, which its screen (the hosting controller SwiftUI pushed) reports
    /// to TransitUIKit as `StackTransitionProviding`; once in a window, it makes the stack ask its
    /// screens (`readDeclaredTransitions()`) and gives the screen TransitUIKit's back gesture. It
    /// reaches the screen through public API only: the responder chain (`next`) to the first view
    /// controller, then `parent` up to the child of the navigation controller.
    final class DestinationMarkerView: UIView {
        var declared: StackTransition?
        /// The back gesture a spec asks for, else TransitUIKit's default edge swipe.
        var backGesture: InteractionSpec?
        private var hasInstalled = false

        override func didMoveToWindow() {
            super.didMoveToWindow()
            var responder = next
            while let r = responder, !(r is UIViewController) { responder = r.next }
            guard window != nil, let screen = (responder as? UIViewController)?.stackScreen,
                let stack = screen.navigationController
            else { return }
            stack.readDeclaredTransitions()
            if !hasInstalled {
                hasInstalled = true
                if let backGesture { screen.addBackGesture(backGesture) } else { screen.addBackGesture() }
            }
        }
    }

    /// Places a `DestinationMarkerView` in SwiftUI.
    struct DestinationMarker: UIViewRepresentable {
        let declared: StackTransition?
        var backGesture: InteractionSpec? = nil

        func makeUIView(context: Context) -> DestinationMarkerView {
            let marker = DestinationMarkerView(frame: .zero)
            marker.isUserInteractionEnabled = false
            updateUIView(marker, context: context)
            return marker
        }

        func updateUIView(_ marker: DestinationMarkerView, context: Context) {
            marker.declared = declared
            marker.backGesture = backGesture
        }
    }

    // A screen of a `NavigationStack` is a `UIHostingController` (a subclass of it on iOS 16 to 26):
    // it declares what the first `transitEffect` marker in its view carries, in drawing order with
    // hidden subtrees skipped (the core's `SharedElementSelection` rule), once SwiftUI has built it.
    extension UIHostingController: StackTransitionProviding {
        /// The transition this screen's `transitEffect(_:back:)` declares; nil until SwiftUI has
        /// laid the screen out (see `transitEffect(_:back:)` for what that means for its push).
        public var stackTransition: StackTransition? {
            guard let view = viewIfLoaded else { return nil }
            let markers = SharedElementSelection.tagged(
                in: view, children: \.subviews, isHidden: \.isHidden,
                id: { $0 is DestinationMarkerView ? "declared" : nil })
            return markers.first.flatMap { ($0.node as? DestinationMarkerView)?.declared }
        }
    }
#endif
