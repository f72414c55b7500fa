#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension View {
        /// Tags this view as a shared element: when a navigation stack with `transit(_:)` or a
        /// `transitCover` moves between two screens that both tag a view with the same `id`, effects
        /// that use shared elements (`magicMove()`, `zoomReveal()`) carry it from its frame on one
        /// screen to its frame on the other, rounding its corners from one radius to the other.
        ///
        /// ```swift
        /// // On the list:
        /// PhotoThumbnail(photo).transitElement(id: photo.id)
        /// // On the detail screen:
        /// PhotoView(photo).transitElement(id: photo.id, cornerRadius: 12)
        /// ```
        ///
        /// An id tagged on one screen only is ignored (the effect plays as without it); of two views
        /// with one id on a screen, the first drawn counts. The element's frame is the view's
        /// bounds as laid out, measured in the transition's container by TransitUIKit as for UIKit
        /// shared elements. SwiftUI draws the view, so the screens behind the travelling element
        /// still show it in place: it is not hidden there as a UIKit shared view is.
        public func transitElement(id: String, cornerRadius: CGFloat = 0) -> some View {
            background { ElementMarker(id: id, cornerRadius: cornerRadius) }
        }
    }
#endif
