/// An effect played the other way: its forward transition is the original's back transition and
/// its back transition the original's forward one (a push that plays as a pop).
///
/// Its name is `reversed(NAME)` and its parameters are the original's.
///
/// ```swift
/// let pop = Push(from: .trailing).reversed          // "reversed(push)"
/// ```
public struct Reversed: Effect {
    public static let descriptor = EffectDescriptor(
        Reversed.self, name: "reversed", summary: "An effect played the other way.", parameters: [])

    /// The effect played the other way.
    public var base: any Effect

    public init(_ base: any Effect) { self.base = base }

    /// Not a way to build a reversed effect (name it: `reversed(fade)`); this reverses a fade.
    public init(parameters: ParameterValues) { self.init(Fade()) }

    public var name: String { "reversed(\(base.name))" }
    public var parameters: ParameterValues { base.parameters }
    public var timing: Timing { base.backTiming }
    public var backTiming: Timing { base.timing }

    /// It draws both directions, each as the original's other direction.
    public var hasOwnBackVariant: Bool { true }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        base.evaluate(at: progress, in: Self.other(context))
    }

    public func restingScene(in context: TransitionContext) -> Scene {
        var forward = context
        forward.direction = .forward
        return base.finalScene(in: Self.other(forward))
    }
    public func initialScene(in context: TransitionContext) -> Scene { base.initialScene(in: Self.other(context)) }
    public func finalScene(in context: TransitionContext) -> Scene { base.finalScene(in: Self.other(context)) }

    /// The same screens and elements going the other way: the original's transition between them
    /// in the other direction.
    static func other(_ context: TransitionContext) -> TransitionContext {
        var c = context
        c.direction = context.direction.reversed
        return c
    }
}

extension Effect {
    /// This effect played the other way (see `Reversed`); reversing twice gives the original.
    public var reversed: any Effect { (self as? Reversed)?.base ?? Reversed(self) }
}
