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
        /// PhotoThumbnail(photo: photo).transitElement(id: photo.id)
        /// // On the detail screen:
        /// PhotoView(photo: photo).transitElement(id: photo.id, cornerRadius: 12)
        /// ```
        ///
        /// An id tagged on one screen only is ignored (the effect plays as without it); of two views
        /// with one id on a screen, the first drawn counts. The element's frame is the view's
        /// bounds as laid out, measured in the transition's container by TransitUIKit as for UIKit
        /// shared elements. SwiftUI draws the view, so the screens behind the travelling element
        /// still show it in place: it is not hidden there as a UIKit shared view is.
        ///
        /// The frame comes from an invisible UIKit view behind the tagged one, not from anchor
        /// preferences: a preference reaches only readers above the view in its own hierarchy,
        /// and `GeometryProxy` resolves an `Anchor` only for such a reader. Transit has a view
        /// above a cover's content, but not above a `NavigationStack`'s root or pushed screens (the
        /// app's closures, in hosting controllers SwiftUI makes; Apple does not document that a
        /// destination's preferences leave the stack), nor above the rest of a cover's presenter
        /// (its `transitCover` modifier sees only views inside the one it modifies). Anchors would
        /// serve one side of a cover; the marker serves every screen, measured in UIKit's
        /// container coordinates (which a `.global` frame does not promise), so it is the one kept.
        public func transitElement(id: String, cornerRadius: CGFloat = 0) -> some View {
            background { ElementMarker(id: id, cornerRadius: cornerRadius) }
        }
    }
#endif
