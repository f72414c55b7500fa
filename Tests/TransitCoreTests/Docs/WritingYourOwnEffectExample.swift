// The example of Sources/TransitCore/TransitCore.docc/WritingYourOwnEffect.md, compiled and run
// here: the text between the `docs:` markers is the article's code block, character for
// character (`WritingYourOwnEffectTests` checks it).

// docs:begin blind
import TransitCore

/// The new screen drops in from the top like a blind, over the old one, which darkens.
public struct Blind: DeclaredEffect {
    @usableFromInline static let darkeningParameter = EffectParameter.number(
        \Blind.darkening, "darkening", 0...1, default: 0.4, "How dark the old screen gets by the end.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Blind.duration, default: 0.4)
    public static let declaredParameters: [any ParameterDeclaration<Blind>] = [
        darkeningParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Blind.self, name: "blind", summary: "The new screen drops in from the top over the darkening old one.")
    public static var defaults: Blind { Blind() }

    public var darkening: Double
    public var duration: Double

    public init(
        darkening: Double = Blind.darkeningParameter.default, duration: Double = Blind.durationParameter.default
    ) {
        self.darkening = darkening
        self.duration = duration
    }

    public var timing: Timing { .curve(.easeInEaseOut, duration: duration) }

    public func scene(at progress: Double, in context: TransitionContext) -> Scene {
        var scene = Scene.showing(.from, in: context)
        let shade = Layer(id: "shade", content: .color(.black), frame: context.bounds)
        scene.layers.append(shade.with(\.opacity, darkening * progress))
        var new = Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds)
        new.position.y -= context.size.height * (1 - progress)
        scene.layers.append(new)
        return scene
    }
}
// docs:end blind

// docs:begin register
func blindFromTheCatalogue() throws -> any Effect {
    var catalogue = EffectCatalogue.builtIn
    catalogue.register(Blind.self)
    return try catalogue.makeEffect(named: "blind", arguments: ["darkening": "0.6"])
}
// docs:end register
