#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitCore
    import TransitUIKit

    /// The invisible UIKit view `transitElement(id:)` puts behind a tagged view, at its bounds: what
    /// TransitUIKit measures (in the container, as for any UIKit shared element) and snapshots.
    ///
    /// SwiftUI draws the tagged view itself, not this view, so the element's image is the screen's
    /// pixels under the marker: `drawHierarchy` is answered by drawing the screen (the view of the
    /// controller whose `sharedElements()` found the marker) where the core's
    /// `SharedElementSelection.screenRect` puts it, so the marker's region fills the image.
    final class ElementMarkerView: UIView {
        var id = ""
        /// The screen that listed this marker last (set by `sharedElements()`).
        weak var screen: UIView?

        override func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
            guard let screen, screen !== self else { return false }
            let at = SharedElementSelection.screenRect(
                showing: convert(bounds, to: screen).rect, of: TransitCore.Size(screen.bounds.size), in: rect.rect)
            return screen.drawHierarchy(in: CGRect(at), afterScreenUpdates: afterUpdates)
        }
    }

    /// Places an `ElementMarkerView` in SwiftUI.
    struct ElementMarker: UIViewRepresentable {
        let id: String
        let cornerRadius: CGFloat

        func makeUIView(context: Context) -> ElementMarkerView {
            let marker = ElementMarkerView(frame: .zero)
            marker.isUserInteractionEnabled = false
            updateUIView(marker, context: context)
            return marker
        }

        func updateUIView(_ marker: ElementMarkerView, context: Context) {
            marker.id = id
            marker.layer.cornerRadius = cornerRadius
        }
    }

    extension UIView {
        /// The shared-element markers of this screen, as the core's `SharedElementSelection` picks
        /// them (drawing order, hidden subtrees skipped, the first of a repeated id), each told
        /// which screen to draw its image from.
        @MainActor func transitElementMarkers() -> [String: UIView] {
            let chosen = SharedElementSelection.tagged(
                in: self, children: \.subviews, isHidden: \.isHidden, id: { ($0 as? ElementMarkerView)?.id })
            var markers: [String: UIView] = [:]
            for (id, view) in chosen {
                (view as? ElementMarkerView)?.screen = self
                markers[id] = view
            }
            return markers
        }
    }

    // SwiftUI shows every screen of a `NavigationStack` in a `UIHostingController` (a subclass of it
    // on iOS 16 to 26), and covers and the window's root are hosting controllers too: each answers
    // TransitUIKit's question for shared elements with the markers in its view. A screen SwiftUI
    // shows some other way answers nothing, and the effect plays without shared elements (magic move
    // cross-fades), exactly as when one screen lacks the id.
    extension UIHostingController: SharedElementProviding {
        public func sharedElements() -> [String: UIView] { view.transitElementMarkers() }
    }

    extension ProbeController: SharedElementProviding {
        /// A cover's presenter may be the probe itself (UIKit's choice of presentation context):
        /// its elements are those of the screen it sits in.
        package func sharedElements() -> [String: UIView] {
            screen === self ? [:] : screen.view.transitElementMarkers()
        }
    }
#endif
