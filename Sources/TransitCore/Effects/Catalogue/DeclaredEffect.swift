/// An effect whose parameters are each declared once, as an `EffectParameter`: its descriptor,
/// `init(parameters:)` and `parameters` are derived from the declarations.
///
/// A conforming type lists its declarations and names its default value (the memberwise
/// initialiser with no arguments, whose defaults are the declarations' own); the catalogue laws
/// check that the factory, empty parameters and `transit list`'s defaults all build that value.
///
/// ```swift
/// public struct Fade: DeclaredEffect {
///     @usableFromInline static let durationParameter = EffectParameter.duration(\Fade.duration, default: 0.3)
///     public static let declaredParameters: [any ParameterDeclaration<Fade>] = [durationParameter]
///     public static let descriptor = EffectDescriptor(Fade.self, name: "fade", summary: "Cross-dissolve.")
///     public static var defaults: Fade { Fade() }
///     public var duration: Double
///     public init(duration: Double = Fade.durationParameter.default) { self.duration = duration }
///     ...
/// }
/// ```
public protocol DeclaredEffect: Effect {
    /// Every parameter, in the order `transit list` shows them.
    static var declaredParameters: [any ParameterDeclaration<Self>] { get }
    /// The effect with every parameter at its default.
    static var defaults: Self { get }
}

extension DeclaredEffect {
    /// Each declared parameter set from `values`, absent ones at their defaults.
    public init(parameters values: ParameterValues) {
        self = Self.defaults
        for p in Self.declaredParameters { p.apply(values, to: &self) }
    }

    /// The value of every declared parameter that has one.
    public var parameters: ParameterValues {
        var v = ParameterValues()
        for p in Self.declaredParameters { v[p.spec.name] = p.encodedValue(of: self) }
        return v
    }
}

extension EffectDescriptor {
    /// The entry of an effect whose parameters are declared: the parameters come from
    /// `E.declaredParameters`.
    public init<E: DeclaredEffect>(_ type: E.Type, name: String, summary: String) {
        self.init(type, name: name, summary: summary, parameters: E.declaredParameters.map(\.spec))
    }
}
