/// The list of effects the CLI, the spec decoder and the tests iterate; users register their own.
///
/// ```swift
/// let effect = try EffectCatalogue.builtIn.makeEffect(named: "slide", arguments: ["from": "left"])
/// let scene = effect.evaluate(at: 0.5, in: context)
/// ```
public struct EffectCatalogue: Sendable {
    public private(set) var descriptors: [EffectDescriptor]

    public init(_ descriptors: [EffectDescriptor] = []) { self.descriptors = descriptors }

    /// A catalogue of these effect types, in this order (see `builtIn`).
    public init(types: [any Effect.Type]) { self.init(types.map { $0.descriptor }) }

    /// The names in catalogue order.
    public var names: [String] { descriptors.map(\.name) }

    /// Adds (or replaces, by name) an effect type.
    public mutating func register<E: Effect>(_ type: E.Type) { register(E.descriptor) }

    /// Adds (or replaces, by name) a descriptor.
    public mutating func register(_ d: EffectDescriptor) {
        if let i = descriptors.firstIndex(where: { $0.name == d.name }) {
            descriptors[i] = d
        } else {
            descriptors.append(d)
        }
    }

    /// The entry with this name, or an error listing the known names and the closest one. A
    /// composition's name (`fade+slide`, `reversed(push)`, see `Combined`, `Reversed`, `Staged`,
    /// `Mirrored`) gives an entry built from the entries of its parts.
    public func descriptor(named name: String) throws(CatalogueError) -> EffectDescriptor {
        if let d = descriptors.first(where: { $0.name == name }) { return d }
        if let node = try Composition.parse(name) {
            return try Composition.descriptor(node) { (part: String) throws(CatalogueError) in
                guard let d = descriptors.first(where: { $0.name == part }) else { throw unknown(part) }
                return d
            }
        }
        throw unknown(name)
    }

    private func unknown(_ name: String) -> CatalogueError {
        CatalogueError(.unknownEffect(name, known: names, suggestion: closestName(to: name, in: names)))
    }

    /// Builds an effect from typed values, checking names, types and ranges.
    public func makeEffect(named name: String, parameters: [String: ParameterValue] = [:]) throws(CatalogueError)
        -> any Effect
    {
        try makeEffect(named: name, parameters: parameters, container: nil)
    }

    /// Builds an effect from typed values, checking names, types and ranges; points within reach
    /// of `container` when it is known (`ParameterKind.isWithinReach(_:of:)`).
    public func makeEffect(named name: String, parameters: [String: ParameterValue], container: Size?)
        throws(CatalogueError) -> any Effect
    {
        let d = try descriptor(named: name)
        for (key, value) in parameters {
            guard let spec = d.parameter(named: key) else {
                let known = d.parameters.map(\.name)
                throw CatalogueError(
                    .unknownParameter(effect: name, key, known: known, suggestion: closestName(to: key, in: known)))
            }
            guard spec.kind.accepts(value, in: container) else {
                throw CatalogueError(
                    .badValue(
                        effect: name, parameter: key, found: value.description,
                        allowed: spec.kind.allowed(in: container)))
            }
        }
        return d.make(ParameterValues(parameters))
    }

    /// Builds an effect from command-line text (`["from": "left"]`), parsing each value by its type.
    public func makeEffect(named name: String, arguments: [String: String]) throws(CatalogueError) -> any Effect {
        try makeEffect(named: name, arguments: arguments, container: nil)
    }

    /// Builds an effect from command-line text, its points within reach of `container` when it is known.
    public func makeEffect(named name: String, arguments: [String: String], container: Size?)
        throws(CatalogueError) -> any Effect
    {
        let d = try descriptor(named: name)
        var values: [String: ParameterValue] = [:]
        for (key, text) in arguments {
            guard let spec = d.parameter(named: key) else {
                let known = d.parameters.map(\.name)
                throw CatalogueError(
                    .unknownParameter(effect: name, key, known: known, suggestion: closestName(to: key, in: known)))
            }
            guard let v = spec.kind.parse(text) else {
                throw CatalogueError(
                    .badValue(effect: name, parameter: key, found: text, allowed: spec.kind.allowed(in: container)))
            }
            values[key] = v
        }
        return try makeEffect(named: name, parameters: values, container: container)
    }
}

/// Why the catalogue could not build an effect. The message names what was wrong and what is allowed.
public struct CatalogueError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case unknownEffect(String, known: [String], suggestion: String?)
        case unknownParameter(effect: String, String, known: [String], suggestion: String?)
        case badValue(effect: String, parameter: String, found: String, allowed: String)
        /// A composition's name nests parentheses deeper than `limit` levels.
        case nestedTooDeep(limit: Int)
    }
    public let reason: Reason
    public init(_ reason: Reason) { self.reason = reason }

    public var description: String {
        switch reason {
        case .unknownEffect(let n, let known, let s):
            "unknown effect '\(shownText(n))'" + (s.map { "; did you mean '\($0)'?" } ?? "") + " Known effects: "
                + known.joined(separator: ", ")
        case .unknownParameter(let e, let p, let known, let s):
            "effect '\(e)' has no parameter '\(shownText(p))'" + (s.map { "; did you mean '\($0)'?" } ?? "")
                + (known.isEmpty ? " It takes no parameters." : " Its parameters: " + known.joined(separator: ", "))
        case .badValue(let e, let p, let found, let allowed):
            "parameter '\(p)' of effect '\(e)' is '\(shownText(found))'; expected \(allowed)"
        case .nestedTooDeep(let limit):
            "the effect name nests parentheses deeper than \(limit) levels"
        }
    }
}
