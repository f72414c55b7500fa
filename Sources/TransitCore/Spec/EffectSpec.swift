/// An effect as a spec names it: a catalogue name and the parameters the spec sets (absent ones
/// take the effect's defaults when it is built).
///
/// In a file it is either the bare name or an object with the name and a `parameters` object,
/// whose keys, types and ranges come from the catalogue entry, so registered effects read the
/// same way as built-in ones.
///
/// ```json
/// "effect": "fade"
/// "effect": { "name": "circle-spread", "parameters": { "center": [340, 60], "startRadius": 20 } }
/// ```
///
/// ```swift
/// let spec = EffectSpec(name: "slide", parameters: ParameterValues(["from": .choice("bottom")]))
/// let effect = try spec.makeEffect(in: .builtIn)
/// ```
public struct EffectSpec: Hashable, Sendable {
    public var name: String
    public var parameters: ParameterValues

    public init(name: String, parameters: ParameterValues = ParameterValues()) {
        self.name = name
        self.parameters = parameters
    }

    /// The spec that rebuilds `effect`: its catalogue name and every parameter it reports.
    public init(_ effect: any Effect) { self.init(name: effect.name, parameters: effect.parameters) }

    /// The effect, built by the catalogue entry of this name.
    public func makeEffect(in catalogue: EffectCatalogue = .builtIn) throws(CatalogueError) -> any Effect {
        try makeEffect(in: catalogue, container: nil)
    }

    /// The effect, built by the catalogue entry of this name; points within reach of `container`
    /// when it is known (`ParameterKind.isWithinReach(_:of:)`).
    public func makeEffect(in catalogue: EffectCatalogue, container: Size?) throws(CatalogueError) -> any Effect {
        try catalogue.makeEffect(named: name, parameters: parameters.values, container: container)
    }

    static let keys = ["name", "parameters"]

    /// Reads an effect at `node`, checking its name and parameters against `catalogue`.
    static func read(_ node: SpecNode, catalogue: EffectCatalogue, reader: inout SpecReader) -> EffectSpec? {
        let nameNode: SpecNode
        var parametersNode: SpecNode?
        if case .string = node.value {
            nameNode = node
        } else if case .object = node.value {
            guard let object = reader.object(node, keys: keys),
                let n = reader.collect({ () throws(SpecError) in
                    try object.required("name", "an effect name: " + catalogue.names.joined(separator: ", "))
                })
            else { return nil }
            nameNode = n
            parametersNode = object["parameters"]
        } else {
            reader.report(node.invalid("an effect name, or an object with keys name, parameters"))
            return nil
        }
        guard
            let name = reader.collect({ () throws(SpecError) in try nameNode.effectName(in: catalogue) }),
            let descriptor = try? catalogue.descriptor(named: name)
        else { return nil }
        var spec = EffectSpec(name: name)
        guard let parametersNode else { return spec }
        guard let object = reader.object(parametersNode, keys: descriptor.parameters.map(\.name)) else { return nil }
        for parameter in descriptor.parameters {
            guard let v = object[parameter.name] else { continue }
            spec.parameters[parameter.name] = reader.collect { () throws(SpecError) in try parameter.kind.read(v) }
        }
        return spec
    }

    /// The spec value: the bare name when no parameter is set, else `{name, parameters}`.
    public var specValue: SpecValue {
        if parameters.values.isEmpty { return .string(name) }
        return .object(["name": .string(name), "parameters": .object(parameters.values.mapValues(\.specValue))])
    }
}

extension ParameterKind {
    /// Reads a value of this kind from a spec: numbers and integers as numbers in range, booleans,
    /// choices, colours and file paths as strings, points as `[x, y]`.
    public func read(_ node: SpecNode) throws(SpecError) -> ParameterValue {
        switch self {
        case .number(let r): return .number(try node.number(in: r))
        case .integer(let r): return .integer(try node.integer(in: r))
        case .boolean: return .boolean(try node.bool())
        case .choice(let cases): return .choice(try node.name(in: cases, kind: "value"))
        case .color:
            guard case .string(let s) = node.value, let c = Color(parsing: s) else { throw node.invalid(allowed) }
            return .color(c)
        case .point:
            let described = "a point [x, y] in points, each within ±\(formatNumber(ParameterKind.pointLimit))"
            let xy = try node.numbers(2, described: described)
            let point = ParameterValue.point(Point(x: xy[0], y: xy[1]))
            guard accepts(point) else { throw node.invalid(described) }
            return point
        case .file:
            guard case .string(let path) = node.value, !path.isEmpty else { throw node.invalid(allowed) }
            return .file(path)
        }
    }
}

extension ParameterValue {
    /// The value as a spec writes it (the inverse of `ParameterKind.read`).
    public var specValue: SpecValue {
        switch self {
        case .number(let x): .number(x)
        case .integer(let i): .number(Double(i))
        case .boolean(let b): .bool(b)
        case .choice(let s): .string(s)
        case .color(let c): .string(c.hexString)
        case .point(let p): .array([.number(p.x), .number(p.y)])
        case .file(let path): .string(path)
        }
    }
}

extension SpecNode {
    /// The name of an effect in `catalogue`: one of its names, or a composition of them
    /// (`fade+slide`, `reversed(push)`).
    func effectName(in catalogue: EffectCatalogue) throws(SpecError) -> String {
        if case .string(let s) = value {
            do throws(CatalogueError) {
                _ = try catalogue.descriptor(named: s)
                return s
            } catch {
                if case .nestedTooDeep(let limit) = error.reason {
                    throw invalid("an effect name whose parentheses nest at most \(limit) levels deep")
                }
            }
        }
        return try name(in: catalogue.names, kind: "effect")
    }
}
