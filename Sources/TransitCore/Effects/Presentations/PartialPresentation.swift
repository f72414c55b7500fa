/// An effect whose forward transition ends with part of the old screen still showing: a drawer
/// shorter than the screen, a card below a top inset.
///
/// Its `restingScene(in:)` is that layout (progress 1 draws exactly it), and the host keeps it on
/// screen until the matching back transition. `uncoveredRegion(in:)` says where the old screen
/// shows, so a host can put a tap-to-close target there.
///
/// ```swift
/// let drawer = Drawer(from: .left, distance: 300)
/// if let partial = drawer as? any PartialPresentation {
///     let tapArea = partial.uncoveredRegion(in: context) // x 300..., the old screen's visible part
/// }
/// ```
public protocol PartialPresentation: Effect {
    /// Where the old screen stays visible once presented, in container points (`.zero` when the
    /// new screen covers everything).
    func uncoveredRegion(in context: TransitionContext) -> Rect
}
