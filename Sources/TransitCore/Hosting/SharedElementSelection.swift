/// Which tagged views of one screen are its shared elements, for a host that finds them by walking
/// the screen's view tree rather than asking the app (the SwiftUI adapter, whose `transitElement(id:)`
/// leaves an invisible marker view behind each tagged view).
///
/// The rule: the tree is walked in drawing order (a view before its subviews, siblings back to
/// front); a hidden view hides everything under it, so nothing under it counts (a screen SwiftUI
/// keeps but does not show, a `NavigationStack` screen further down); a view with no id is walked
/// through; of two views with the same id the first in drawing order counts, as
/// `SharedElement.matching(from:to:)` keeps the first of a screen's repeated ids. Frames are not
/// judged here: the host measures the chosen views, and matching drops empty frames.
///
/// ```swift
/// let chosen = SharedElementSelection.tagged(in: screenView, children: \.subviews,
///                                            isHidden: \.isHidden, id: { ($0 as? Marker)?.id })
/// ```
package enum SharedElementSelection {
    /// The tagged nodes of a tree, one per id, in drawing order.
    /// - Complexity: O(n) in the number of nodes walked.
    package static func tagged<Node>(
        in root: Node, children: (Node) -> [Node], isHidden: (Node) -> Bool, id: (Node) -> String?
    ) -> [(id: String, node: Node)] {
        var chosen: [(id: String, node: Node)] = []
        var seen: Set<String> = []
        var stack = [root]
        while let node = stack.popLast() {
            if isHidden(node) { continue }
            if let id = id(node), seen.insert(id).inserted { chosen.append((id, node)) }
            stack.append(contentsOf: children(node).reversed())
        }
        return chosen
    }

    /// Where a host draws a whole screen of `screen` size so that the element's region (in the
    /// screen's points) fills `rect` of the element's image: the image of a tagged view that the
    /// host cannot draw on its own (SwiftUI draws the view, so its marker's image is the screen's
    /// pixels under it). An empty element is drawn at scale 1.
    ///
    /// ```swift
    /// let at = SharedElementSelection.screenRect(showing: markerFrame, of: screenSize, in: imageRect)
    /// screen.drawHierarchy(in: CGRect(at), afterScreenUpdates: true)
    /// ```
    package static func screenRect(showing element: Rect, of screen: Size, in rect: Rect) -> Rect {
        let sx = element.width > 0 ? rect.width / element.width : 1
        let sy = element.height > 0 ? rect.height / element.height : 1
        return Rect(
            x: rect.minX - element.minX * sx, y: rect.minY - element.minY * sy, width: screen.width * sx,
            height: screen.height * sy)
    }
}
