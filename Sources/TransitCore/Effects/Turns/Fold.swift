#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// XWTransition's fold: both screens are cut into strips folded like an accordion in 3D. The new
/// screen unfolds out of the `from` edge while the old screen folds up towards the opposite
/// edge.
///
/// Each screen makes `folds` pleats, each of two strips (so `2 * folds` strips per screen), all
/// regions of one snapshot, hinged at the pleat's outer edges so valleys sink away from the
/// viewer, darkening as they fold. Two ways to move them, chosen with `pleats`:
/// - `sliding` (the default, the original's, XWCoolAnimator+XWFold.m lines 62-81): under one
///   ease-in-out run each old strip turns from flat to edge-on (90 degrees, linearly in the
///   eased time, as Core Animation interpolates a rotation) while its hinge slides to the far
///   edge, and each new strip does the opposite from the `from` edge; the old strips also carry
///   their own perspective (m34 growing to -0.005) on top of the container's. The pleats do not
///   stay joined: they overlap and slide over one another.
/// - `joined` (Transit's): the pleats stay joined in 3D: a screen squeezed to a fraction `c` of
///   its width folds each strip by `acos(c)`, ridges on the screen plane, and the two accordions
///   meet at a crease that travels across the screen, easing by a half-cosine.
///
/// The back is the original's: the same animation from the screen being left, the new screen
/// unfolding from the opposite edge (XWCoolAnimator.m lines 137-144).
///
/// ```swift
/// let effect: some Effect = .fold(from: .leading, folds: 4)
/// ```
public struct Fold: DeclaredEffect {
    /// How the pleats move.
    public enum Pleats: String, Hashable, Sendable, Codable, CaseIterable {
        /// The original's: strips turn and slide to the edge, overlapping on the way.
        case sliding
        /// Transit's: the pleats stay joined; a crease travels across.
        case joined
    }

    @usableFromInline static let fromParameter = EffectParameter.choice(
        \Fold.edge, "from", default: Edge.trailing, "The edge the new screen unfolds from.")
    @usableFromInline static let foldsParameter = EffectParameter.integer(
        \Fold.folds, "folds", 1...32, default: 4, "Pleats per screen; each is two strips.")
    @usableFromInline static let pleatsParameter = EffectParameter.choice(
        \Fold.pleats, "pleats", default: Pleats.sliding,
        "sliding: strips turn and slide to the edge under ease-in-out, as the original; "
            + "joined: the pleats stay joined in 3D and a crease travels across.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Fold.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Fold>] = [
        fromParameter, foldsParameter, pleatsParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Fold.self, name: "fold",
        summary: "Both screens fold like an accordion: the new one unfolds from an edge as the old one folds away.")
    public static var defaults: Fold { Fold() }

    public var edge: Edge
    public var folds: Int
    public var pleats: Pleats
    public var duration: Double

    public init(
        from edge: Edge = Fold.fromParameter.default, folds: Int = Fold.foldsParameter.default,
        pleats: Pleats = Fold.pleatsParameter.default, duration: Double = Fold.durationParameter.default
    ) {
        self.edge = edge
        self.folds = min(max(folds, 1), 32)
        self.pleats = pleats
        self.duration = duration
    }

    /// `sliding`: UIView's default ease-in-out (XWCoolAnimator+XWFold.m line 62). `joined`:
    /// linear, as the crease eases in and out by itself.
    public var timing: Timing { .curve(pleats == .sliding ? .easeInEaseOut : .linear, duration: duration) }
    /// `sliding` draws the original's back (the same animation towards the other edge).
    public var hasOwnBackVariant: Bool { pleats == .sliding }
    /// The perspective each old strip carries on top of the container's when edge-on
    /// (XWCoolAnimator+XWFold.m lines 67 and 71: the rotation concatenated with the m34 = -0.005
    /// transform), reached linearly with the turn.
    public static let stripM34 = -0.005
    /// The part of the progress over which the new strips fade in at the start and the old ones
    /// out at the end (`sliding`): edge-on, they stand as dark walls at the screen's edges, which
    /// the original shows from its first frame to its last; fading them keeps the frames
    /// continuous (about 8 frames at 1 s under the ease-in-out).
    public static let wallFade = 0.04

    /// Shade at the valley of a fully folded strip, for the strip before the valley and after it:
    /// full black, as the original's gradient ends at alpha 1 (XWCoolAnimator+XWFold.m lines
    /// 123-124).
    static let valleyShade = (before: 1.0, after: 1.0)
    /// The original's perspective, `m34 = -0.005` (XWCoolAnimator+XWFold.m line 34): the eye
    /// 200 points away.
    public static let eyeDistance = 200.0

    /// The shade over a strip: clear at its hinge, black at its free edge, slanted as the
    /// original's gradients are (XWCoolAnimator+XWFold.m lines 125-126: from (0, 0.2) to (1, 0)
    /// on strips hinged at their near edge, from (1, 0) to (0, 1) on the others).
    static func stripShade(alongX: Bool, hingeAtNear: Bool) -> Gradient {
        let (a, b) =
            hingeAtNear ? (Point(x: 0, y: 0.2), Point(x: 1, y: 0)) : (Point(x: 1, y: 0), Point(x: 0, y: 1))
        let flip = { (p: Point) in alongX ? p : Point(x: p.y, y: p.x) }
        return Gradient(
            stops: [.init(0, Color.black.withAlpha(0)), .init(1, Color.black.withAlpha(1))], start: flip(a),
            end: flip(b))
    }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return restingScene(in: context) }
        if pleats == .sliding { return slidingScene(at: progress, in: context) }
        let size = context.size
        let travel = EdgeTravel(from: edge, in: context)
        let alongX = travel.alongX
        let length = travel.length
        let cuts = pixelSnappedCuts(length: length, count: 2 * folds, scale: context.scale)
        // The crease between the accordions runs from the `from` edge to the opposite one.
        let fromFar = travel.startsFar
        // The crease eases in and out by itself (so the pleats start and end folding smoothly).
        let travelled = creaseTravel(at: progress)
        let crease = fromFar ? length * (1 - travelled) : length * travelled
        let stripLength = length / Double(2 * folds)

        var s = Scene(size: size, eyeDistance: max(Self.eyeDistance, 2 * stripLength))
        s.layers.reserveCapacity(8 * folds)
        appendAccordion(.to, squeeze: travelled, start: fromFar ? crease : 0, cuts: cuts, alongX: alongX, into: &s)
        appendAccordion(
            .from, squeeze: 1 - travelled, start: fromFar ? 0 : crease, cuts: cuts, alongX: alongX, into: &s)
        return s
    }

    /// The original's strips (XWCoolAnimator+XWFold.m lines 42-81), at `t`, the eased time. Old
    /// strips turn from flat to 90 degrees while their hinges slide from home to the far edge;
    /// new strips turn from 90 degrees to flat while theirs slide from the `from` edge home.
    /// Going back, the new screen comes from the opposite edge (XWCoolAnimator.m lines 137-144).
    private func slidingScene(at t: Double, in context: TransitionContext) -> Scene {
        let size = context.size
        let travel = EdgeTravel(from: context.direction == .back ? edge.opposite : edge, in: context)
        let alongX = travel.alongX
        let length = travel.length
        let cuts = pixelSnappedCuts(length: length, count: 2 * folds, scale: context.scale)
        // Lines 53, 57 and 66, 70: the new strips start at the `from` edge, the old end at the other.
        let newStart = travel.startsFar ? length : 0
        let oldEnd = travel.startsFar ? 0 : length
        let across = (alongX ? size.height : size.width) / 2
        // Line 34: the container's m34 = -0.005, an eye 200 points away.
        var s = Scene(size: size, eyeDistance: Self.eyeDistance)
        s.layers.reserveCapacity(8 * folds)
        var own = Transform3D.identity
        own.m34 = Self.stripM34 * t
        // Lines 42-59: the strips are added pair by pair, old then new, and drawn in that order.
        for pair in 0..<folds {
            for side in [Side.from, .to] {
                for i in [2 * pair, 2 * pair + 1] {
                    let hingeAtNear = i % 2 == 0
                    let home = hingeAtNear ? cuts[i] : cuts[i + 1]
                    let region = band(cuts[i], cuts[i + 1], alongX: alongX, in: size)
                    var strip = Layer.tile(tileID(side == .from ? .from : .to, i), of: side, region: region, in: size)
                    let a = hingeAtNear ? 0.0 : 1.0
                    strip.setAnchorPoint(alongX ? Point(x: a, y: 0.5) : Point(x: 0.5, y: a))
                    let turn = side == .from ? t : 1 - t
                    let u = side == .from ? lerp(home, oldEnd, t) : lerp(newStart, home, t)
                    strip.position = point(along: u, across: across, alongX: alongX)
                    let hinge = Transform3D.hinge(
                        .degrees(-90 * turn), alongX: alongX, freeEdgeAfterHinge: hingeAtNear)
                    strip.transform = side == .from ? hinge.concatenating(own) : hinge
                    strip.opacity = clamp01((side == .from ? 1 - t : t) / Self.wallFade)
                    s.layers.append(strip)
                    // Lines 47, 51, 68, 72 and 76, 80: the old strips' shades 0 -> 1, the new 1 -> 0.
                    let g = Self.stripShade(alongX: alongX, hingeAtNear: hingeAtNear)
                    s.layers.append(
                        strip.overlay(
                            tileID(side == .from ? .fromShade : .toShade, i), .gradient(g),
                            opacity: turn * strip.opacity))
                }
            }
        }
        return s
    }

    /// How far across the crease is at `progress`, 0...1: a half-cosine, so the fold angles,
    /// `acos` of the squeeze, start and end at a finite speed.
    public func creaseTravel(at progress: Double) -> Double { (1 - cos(Double.pi * clamp01(progress))) / 2 }

    /// One screen's strips squeezed to `squeeze` of their length from `start`, each with its shade.
    private func appendAccordion(
        _ side: Side, squeeze c: Double, start: Double, cuts: [Double], alongX: Bool,
        into s: inout Scene
    ) {
        let angle = Angle.radians(-acos(min(max(c, 0), 1)))
        let darkness = 1 - c
        let across = (alongX ? s.size.height : s.size.width) / 2
        for i in 0..<(cuts.count - 1) {
            // Even strips hinge on their near edge (a ridge) and odd strips on their far edge, so
            // each pair meets at a valley between its two ridges.
            let hingeAtNear = i % 2 == 0
            let hingeCut = hingeAtNear ? cuts[i] : cuts[i + 1]
            let region = band(cuts[i], cuts[i + 1], alongX: alongX, in: s.size)
            var strip = Layer.tile(tileID(side == .from ? .from : .to, i), of: side, region: region, in: s.size)
            let a = hingeAtNear ? 0.0 : 1.0
            strip.setAnchorPoint(alongX ? Point(x: a, y: 0.5) : Point(x: 0.5, y: a))
            strip.position = point(along: start + hingeCut * c, across: across, alongX: alongX)
            strip.transform = .hinge(angle, alongX: alongX, freeEdgeAfterHinge: hingeAtNear)
            s.layers.append(strip)
            let g = Self.stripShade(alongX: alongX, hingeAtNear: hingeAtNear)
            let k = hingeAtNear ? Self.valleyShade.before : Self.valleyShade.after
            s.layers.append(
                strip.overlay(tileID(side == .from ? .fromShade : .toShade, i), .gradient(g), opacity: k * darkness))
        }
    }
}

extension Effect where Self == Fold {
    /// Accordion fold: the new screen unfolds from `edge` in `folds` pleats.
    public static func fold(
        from edge: some EdgeConvertible = Fold.fromParameter.default, folds: Int = Fold.foldsParameter.default,
        pleats: Fold.Pleats = Fold.pleatsParameter.default, duration: Double = Fold.durationParameter.default
    ) -> Fold {
        Fold(from: edge.transitEdge, folds: folds, pleats: pleats, duration: duration)
    }
}
