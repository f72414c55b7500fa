/// A screen transition drawn as a pure function of progress.
///
/// An effect describes the forward transition (push, present): `scene(at:in:)` gives the layers
/// at progress 0...1, where 0 looks exactly like the from-screen and 1 exactly like
/// `restingScene(in:)` (the bare to-screen unless the effect presents partially, as a card).
/// The back transition is the forward one played from 1 to 0 with the screens swapped, unless
/// the effect sets `hasOwnBackVariant` and draws `context.direction == .back` itself.
/// Call `evaluate(at:in:)` to get the scene for either direction.
///
/// ```swift
/// struct Dissolve: Effect {
///     static let descriptor = EffectDescriptor(Dissolve.self, name: "my-dissolve",
///                                              summary: "The new screen fades in.", parameters: [])
///     init(parameters: ParameterValues) {}
///     var parameters: ParameterValues { ParameterValues() }
///     var timing: Timing { .curve(.easeInEaseOut, duration: 0.3) }
///     func scene(at p: Double, in c: TransitionContext) -> Scene {
///         var s = Scene.showing(.from, in: c)
///         s.layers.append(Layer(id: "to", content: .snapshot(.screen(.to)), frame: c.bounds).with(\.opacity, p))
///         return s
///     }
/// }
/// var catalogue = EffectCatalogue.builtIn
/// catalogue.register(Dissolve.self)
/// ```
public protocol Effect: Sendable {
    /// The effect's catalogue entry: name, summary and parameters.
    static var descriptor: EffectDescriptor { get }
    /// Builds the effect from parameter values; absent values take their defaults. The catalogue
    /// validates types and ranges before calling this.
    init(parameters: ParameterValues)
    /// The values that rebuild this effect (every parameter that has a value).
    var parameters: ParameterValues { get }
    /// How the transition runs when not driven by a finger.
    var timing: Timing { get }
    /// How the back transition runs when not driven by a finger (`timing` unless the original's
    /// dismissal differed, as a softer spring or an overshooting curve).
    var backTiming: Timing { get }
    /// The scene at `progress` (0...1; beyond when a spring or curve overshoots).
    func scene(at progress: Double, in context: TransitionContext) -> Scene
    /// Whether `scene(at:in:)` draws the back direction itself instead of playing forward reversed.
    var hasOwnBackVariant: Bool { get }
    /// What stays on screen after the forward transition ends (the bare to-screen by default).
    func restingScene(in context: TransitionContext) -> Scene
    /// The effect's name: its catalogue name, or for a composition the name that rebuilds it
    /// (`fade+slide`, `reversed(push)`).
    var name: String { get }
    /// What the screen shows before a transition in the context's direction starts.
    func initialScene(in context: TransitionContext) -> Scene
    /// What stays on screen after a transition in the context's direction ends.
    func finalScene(in context: TransitionContext) -> Scene
}

extension Effect {
    public var hasOwnBackVariant: Bool { false }
    public var backTiming: Timing { timing }

    /// The timing of a transition in `direction`: `timing` forward, `backTiming` back.
    public func timing(for direction: Direction) -> Timing { direction == .forward ? timing : backTiming }
    public func restingScene(in context: TransitionContext) -> Scene { .showing(.to, in: context) }

    /// The catalogue name of this effect.
    public var name: String { Self.descriptor.name }

    /// The scene the user sees at `progress` in the context's direction: the forward scene, or
    /// for `.back` either the effect's own back variant or the forward scene at `1 - progress`
    /// with the screens swapped.
    public func evaluate(at progress: Double, in context: TransitionContext) -> Scene {
        if context.direction == .back && !hasOwnBackVariant {
            return scene(at: 1 - progress, in: context.reversed).swappingScreens
        }
        return scene(at: progress, in: context)
    }

    /// The forward scene's resting state, or the bare to-screen going back.
    public func finalScene(in context: TransitionContext) -> Scene {
        context.direction == .forward ? restingScene(in: context) : .showing(.to, in: context)
    }

    /// The bare from-screen forward, or going back the forward resting state with the screens swapped.
    public func initialScene(in context: TransitionContext) -> Scene {
        context.direction == .forward
            ? .showing(.from, in: context) : restingScene(in: context.reversed).swappingScreens
    }
}

/// A catalogue entry: how to list, document, validate and build one effect.
public struct EffectDescriptor: Sendable {
    /// kebab-case name, as on the command line and in specs (`circle-spread`).
    public var name: String
    /// One line saying what the user sees.
    public var summary: String
    public var parameters: [ParameterSpec]
    /// Builds the effect from validated values.
    public var make: @Sendable (ParameterValues) -> any Effect

    public init<E: Effect>(_ type: E.Type, name: String, summary: String, parameters: [ParameterSpec]) {
        self.init(name: name, summary: summary, parameters: parameters) { E(parameters: $0) }
    }

    /// An entry that builds its effects with `make` (a composition's, say).
    public init(
        name: String, summary: String, parameters: [ParameterSpec],
        make: @escaping @Sendable (ParameterValues) -> any Effect
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.make = make
    }

    /// The declaration of one parameter.
    public func parameter(named n: String) -> ParameterSpec? { parameters.first { $0.name == n } }
}
