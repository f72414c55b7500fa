/// XWTransition's page flip: the old screen turns away like a book page about its leading edge,
/// lifting towards the viewer in perspective, while the turning page darkens to black and the
/// page it reveals comes out of black, as in the original.
///
/// The page turns from flat to edge-on (90 degrees) and is single-sided, so its back never
/// shows, even when a spring overshoots. In a right-to-left layout it hinges on the right edge.
///
/// ```swift
/// let effect: some Effect = .pageFlip(duration: 1)
/// ```
public struct PageFlip: DeclaredEffect {
    @usableFromInline static let durationParameter = EffectParameter.duration(\PageFlip.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<PageFlip>] = [durationParameter]
    public static let descriptor = EffectDescriptor(
        PageFlip.self, name: "page-flip", summary: "The old screen turns away like a book page about its leading edge.")
    public static var defaults: PageFlip { PageFlip() }

    public var duration: Double

    public init(duration: Double = PageFlip.durationParameter.default) { self.duration = duration }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    /// The darkest shade on the revealed page (at the start, under the page): solid black going
    /// clear, as the original's (XWCoolAnimator+XWPageFlip.m lines 43-52 and 58).
    static let revealedShade = 1.0
    /// The darkest shade on the turning page (when it is edge-on): solid black from clear (lines
    /// 32-41 and 57; the gradient's two colours are both black).
    static let pageShade = 1.0

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return restingScene(in: context) }
        let size = context.size
        let hingeOnLeft = Edge.leading.resolved(for: context.layoutDirection) == .left
        var s = Scene(size: size, eyeDistance: pageEyeDistance(span: size.width))
        s.layers.reserveCapacity(4)
        s.layers.append(Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds))
        s.layers.append(
            Layer(id: "to-shade", content: .color(.black), frame: context.bounds)
                .with(\.opacity, Self.revealedShade * (1 - progress)))
        let page = Layer(id: "page", content: .snapshot(.screen(.from)), frame: context.bounds)
            .anchored(at: Point(x: hingeOnLeft ? 0 : 1, y: 0.5))
            .with(\.transform, .hinge(.degrees(90 * progress), alongX: true, freeEdgeAfterHinge: hingeOnLeft))
            .with(\.isDoubleSided, false)
        s.layers.append(page)
        s.layers.append(page.overlay("page-shade", .color(.black), opacity: Self.pageShade * progress))
        return s
    }
}

extension Effect where Self == PageFlip {
    /// The old screen turns away like a book page about its leading edge.
    public static func pageFlip(duration: Double = PageFlip.durationParameter.default) -> PageFlip {
        PageFlip(duration: duration)
    }
}
