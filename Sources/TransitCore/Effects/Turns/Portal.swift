/// XWTransition's portal: the old screen splits down the middle into two doors that slide apart
/// while the new screen grows from `startScale` to full size behind them. Going back, the doors
/// (the two halves of the screen returned to) slide shut over the leaving screen as it shrinks
/// to `startScale`, as the original does, rather than playing the opening backwards.
///
/// The doors cast a soft shadow while they move; it is gone at both ends, so the first and
/// last frames are exactly the screens.
///
/// ```swift
/// let effect: some Effect = .portal(startScale: 0.8)
/// ```
public struct Portal: DeclaredEffect {
    @usableFromInline static let startScaleParameter = EffectParameter.number(
        \Portal.startScale, "startScale", 0.1...1, default: 0.8,
        "Scale of the screen behind the doors when they are shut.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Portal.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Portal>] = [startScaleParameter, durationParameter]
    public static let descriptor = EffectDescriptor(
        Portal.self, name: "portal",
        summary: "The old screen opens like two doors on the new one growing behind; back closes the doors.")
    public static var defaults: Portal { Portal() }

    public var startScale: Double
    public var duration: Double

    public init(
        startScale: Double = Portal.startScaleParameter.default, duration: Double = Portal.durationParameter.default
    ) {
        self.startScale = startScale
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeOut, duration: duration) }
    public var hasOwnBackVariant: Bool { true }

    /// Opacity of the doors' shadow while they move.
    static let shadowOpacity = 0.45

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        let closing = context.direction == .back
        if progress <= 0 { return .showing(.from, in: context) }
        if progress >= 1 { return .showing(.to, in: context) }
        // Opening: doors of the from-screen, open by `progress`, over the to-screen growing.
        // Closing: doors of the to-screen, open by `1 - progress`, over the from-screen shrinking.
        let doorSide: Side = closing ? .to : .from
        let open = closing ? 1 - progress : progress
        let size = context.size
        let middle = snap(size.width / 2, context.scale)

        var s = Scene(size: size)
        s.layers.reserveCapacity(3)
        s.layers.append(
            Layer(id: "inside", content: .snapshot(.screen(doorSide.opposite)), frame: context.bounds)
                .with(\.transform, .scale(lerp(startScale, 1, open))))
        let shadow = Shadow(
            opacity: Self.shadowOpacity * clamp01(8 * min(progress, 1 - progress)),
            offset: .zero, radius: max(4, size.width / 40))
        var left = Layer.tile(
            "door-left", of: doorSide, region: Rect(x: 0, y: 0, width: middle, height: size.height), in: size)
        left.position.x -= middle * open
        left.shadow = shadow
        var right = Layer.tile(
            "door-right", of: doorSide, region: Rect(x: middle, y: 0, width: size.width - middle, height: size.height),
            in: size)
        right.position.x += (size.width - middle) * open
        right.shadow = shadow
        s.layers.append(left)
        s.layers.append(right)
        return s
    }
}

extension Effect where Self == Portal {
    /// Two doors open on the new screen growing from `startScale`; back closes them.
    public static func portal(
        startScale: Double = Portal.startScaleParameter.default, duration: Double = Portal.durationParameter.default
    ) -> Portal {
        Portal(startScale: startScale, duration: duration)
    }
}
