/// XWTransition's middle page flip: the screen folds at its middle like a book. In the first
/// half of the run the old screen's half on the `from` side turns up about the middle to
/// edge-on; in the second half the new screen's other half turns down into place over the rest
/// of the old screen. Shading deepens on each turning half as it stands up; the still halves are
/// never shaded, and the eye is 500 points away, as in the original.
///
/// `from` is the side whose half turns first: `.trailing` turns the page the way a book in the
/// reading direction turns forward. Halves are pixel-snapped so they meet without a seam.
///
/// ```swift
/// let effect: some Effect = .middlePageFlip(from: .right)
/// ```
public struct MiddlePageFlip: DeclaredEffect {
    @usableFromInline static let fromParameter = EffectParameter.choice(
        \MiddlePageFlip.edge, "from", default: Edge.trailing, "The side whose half of the old screen turns first.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\MiddlePageFlip.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<MiddlePageFlip>] = [
        fromParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        MiddlePageFlip.self, name: "middle-page-flip",
        summary: "The screen folds at its middle like a book: the old half turns up, the new half turns down.")
    public static var defaults: MiddlePageFlip { MiddlePageFlip() }

    public var edge: Edge
    public var duration: Double

    public init(
        from edge: Edge = MiddlePageFlip.fromParameter.default,
        duration: Double = MiddlePageFlip.durationParameter.default
    ) {
        self.edge = edge
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    /// The shade a turning half reaches at the hinge when edge-on (XWCoolAnimator+XWMiddlePageFlip.m
    /// lines 178-179: clear to black at alpha 0.5).
    static let maxShade = 0.5
    /// The eye's distance from the screen in points, whatever its size and the direction
    /// (XWCoolAnimator+XWMiddlePageFlip.m line 35: m34 = -0.002).
    public static let eyeDistance = 500.0

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return restingScene(in: context) }
        let size = context.size
        let travel = EdgeTravel(from: edge, in: context)
        let alongX = travel.alongX
        let length = travel.length
        let middle = snap(length / 2, context.scale)
        // The half that turns first lies after the middle when it starts from the right or bottom.
        let firstAfter = travel.startsFar
        let firstHalf = firstAfter ? travel.band(middle, length) : travel.band(0, middle)
        let secondHalf = firstAfter ? travel.band(0, middle) : travel.band(middle, length)
        let hinge = point(along: middle, across: travel.across / 2, alongX: alongX)

        var s = Scene(size: size, eyeDistance: Self.eyeDistance)
        s.layers.reserveCapacity(6)
        // Still halves: the old screen's second half (covered last) and the new screen's first half
        // (uncovered first), unshaded (the original adds its gradients to the turning halves only,
        // lines 171-172).
        let stillOld = Layer.tile("from-still", of: .from, region: secondHalf, in: size)
        let stillNew = Layer.tile("to-still", of: .to, region: firstHalf, in: size)
        s.layers.append(stillOld)
        s.layers.append(stillNew)

        let up = clamp01(progress * 2)
        let down = clamp01(progress * 2 - 1)
        if progress < 0.5 {
            let page = turning(
                "from-page", .from, firstHalf, hinge: hinge, alongX: alongX, freeAfter: firstAfter, lift: up, in: size)
            s.layers.append(page)
            s.layers.append(shade(on: page, alongX: alongX, freeAfter: firstAfter, amount: up))
        } else {
            let page = turning(
                "to-page", .to, secondHalf, hinge: hinge, alongX: alongX, freeAfter: !firstAfter, lift: 1 - down,
                in: size)
            s.layers.append(page)
            s.layers.append(shade(on: page, alongX: alongX, freeAfter: !firstAfter, amount: 1 - down))
        }
        return s
    }

    /// A half page hinged at the middle, lifted by `lift` (0 flat, 1 edge-on), single-sided.
    private func turning(
        _ id: String, _ side: Side, _ region: Rect, hinge: Point, alongX: Bool, freeAfter: Bool,
        lift: Double, in size: Size
    ) -> Layer {
        var page = Layer.tile(id, of: side, region: region, in: size)
        let u = freeAfter ? 0.0 : 1.0
        page.setAnchorPoint(alongX ? Point(x: u, y: 0.5) : Point(x: 0.5, y: u))
        page.position = hinge
        page.transform = .hinge(.degrees(90 * lift), alongX: alongX, freeEdgeAfterHinge: freeAfter)
        page.isDoubleSided = false
        return page
    }

    /// Shading on a turning half: clear at its free edge, darkest at the hinge.
    private func shade(on page: Layer, alongX: Bool, freeAfter: Bool, amount: Double) -> Layer {
        let g = shadeGradient(alongX: alongX, towardsEnd: !freeAfter, startAlpha: 0, endAlpha: Self.maxShade)
        return page.overlay(page.id + "-shade", .gradient(g), opacity: amount)
    }
}

extension Effect where Self == MiddlePageFlip {
    /// The screen folds at its middle like a book, starting with the half on `edge`.
    public static func middlePageFlip(
        from edge: some EdgeConvertible = MiddlePageFlip.fromParameter.default,
        duration: Double = MiddlePageFlip.durationParameter.default
    ) -> MiddlePageFlip {
        MiddlePageFlip(from: edge.transitEdge, duration: duration)
    }
}
