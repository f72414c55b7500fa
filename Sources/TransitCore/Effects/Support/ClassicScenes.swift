#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The three pictures the classic effects are made of, each shared by a pair or trio of effects:
/// one screen sliding over another (push, cover, reveal), one screen scaling and fading over
/// another (zoom, zoom-out), and a two-faced card turning (flip, turn).
enum ClassicScenes {
    /// How dark a face of a turning card gets when edge-on.
    static let turnShade = 0.35

    /// `top` slides over `under`, each moved by its offset from its resting place; `under` is
    /// dimmed by `shade` and `top` casts the edge shadow for `progress`.
    static func slideOver(
        top: Side, by topOffset: Vector, under: Side, by underOffset: Vector,
        shade: Double, progress: Double, in context: TransitionContext
    ) -> Scene {
        let centre = context.bounds.center
        let below = ClassicGeometry.screen(under, id: under.rawValue, in: context).with(
            \.position, centre + underOffset)
        var above = ClassicGeometry.screen(top, id: top.rawValue, in: context).with(\.position, centre + topOffset)
        above.shadow = ClassicGeometry.edgeShadow(at: progress)
        return Scene(
            size: context.size, layers: [below, ClassicGeometry.shade(over: below, id: "shade", opacity: shade), above])
    }

    /// `under` drawn opaque at `underScale`, and `over` on top of it at `overScale` and `overOpacity`,
    /// both about the screen's centre.
    static func zoom(
        under: Side, scale underScale: Double, over: Side, scale overScale: Double, opacity: Double,
        in context: TransitionContext
    ) -> Scene {
        let below = ClassicGeometry.screen(under, id: under.rawValue, in: context).with(\.transform, .scale(underScale))
        var above = ClassicGeometry.screen(over, id: over.rawValue, in: context).with(\.transform, .scale(overScale))
        above.opacity = opacity
        return Scene(size: context.size, layers: [below, above])
    }

    /// A card with the old screen on its face and the new one on its back, turned about an axis
    /// through `anchor` (unit point) that lowers `edge` (physical) first. The old face turns until
    /// it is edge-on to the eye in the first half, the new face from edge-on into place in the
    /// second; for an axis through the centre that is 0 to 90 and -90 to 0 degrees, for a hinge off
    /// the centre the angles lean by the eye's offset. Both faces are single-sided separate layers,
    /// so neither is ever mirrored and only one shows at a time.
    static func turn(anchor: Point, lowering edge: Edge, progress: Double, in context: TransitionContext) -> Scene {
        let length = ClassicGeometry.length(along: edge, in: context.size)
        let eye = ClassicGeometry.eyeDistance(turning: length)
        let offset = (edge.isHorizontal ? abs(anchor.x - 0.5) : abs(anchor.y - 0.5)) * length
        let lean = atan(offset / eye) * 180 / .pi
        let first = clamp01(progress * 2)
        let second = clamp01(progress * 2 - 1)
        let old = face(.from, anchor: anchor, angle: .degrees((90 + lean) * first), lowering: edge, in: context)
        let new = face(.to, anchor: anchor, angle: .degrees(-(90 - lean) * (1 - second)), lowering: edge, in: context)
        return Scene(
            size: context.size, eyeDistance: eye,
            layers: [
                old, ClassicGeometry.shade(over: old, id: "from-shade", opacity: turnShade * sin(.pi / 2 * first)),
                new, ClassicGeometry.shade(over: new, id: "to-shade", opacity: turnShade * sin(.pi / 2 * (1 - second))),
            ])
    }

    private static func face(
        _ side: Side, anchor: Point, angle: Angle, lowering edge: Edge, in context: TransitionContext
    ) -> Layer {
        var l = ClassicGeometry.screen(side, id: side.rawValue, in: context)
        l.setAnchorPoint(anchor)
        l.transform = ClassicGeometry.tilt(angle, lowering: edge)
        l.isDoubleSided = false
        return l
    }
}
