/// How compositions are named and parameterised, so the catalogue, specs and the command line
/// build them like any other effect:
///
/// - `a+b+c`: `Combined`, parameters prefixed with each effect's position (`1.duration`);
/// - `reversed(a)`: `Reversed`, the original's parameters;
/// - `staged(a)`: `Staged`, the original's parameters and `stage.start`, `stage.end`;
/// - `mirrored(a)`: `Mirrored`, the original's parameters and `mirror.axis`;
/// - parentheses group: `reversed(fade+slide)`, `push+(fade+zoom)`.
///
/// ```swift
/// let d = try EffectCatalogue.builtIn.descriptor(named: "staged(fade)+staged(slide)")
/// d.parameters.map(\.name)   // ["1.duration", "1.stage.start", "1.stage.end", "2.from", ...]
/// ```
enum Composition {
    static let startKey = "stage.start", endKey = "stage.end", axisKey = "mirror.axis"

    /// A name as one operand of `+`: parenthesised when it is itself a combination.
    static func operand(_ name: String) -> String {
        var depth = 0
        for c in name {
            if c == "(" {
                depth += 1
            } else if c == ")" {
                depth -= 1
            } else if c == "+" && depth == 0 {
                return "(" + name + ")"
            }
        }
        return name
    }

    /// Each effect's parameters, prefixed with its position from 1.
    static func prefixed(_ all: [ParameterValues]) -> ParameterValues {
        var v = ParameterValues()
        for (i, p) in all.enumerated() { for (k, x) in p.values { v["\(i + 1).\(k)"] = x } }
        return v
    }

    /// The values of the effect at `index` (from 0) among prefixed values.
    static func values(at index: Int, in p: ParameterValues) -> ParameterValues {
        let prefix = "\(index + 1)."
        var v = ParameterValues()
        for (k, x) in p.values where k.hasPrefix(prefix) { v[String(k.dropFirst(prefix.count))] = x }
        return v
    }

    /// The structure a composite name describes.
    indirect enum Node: Equatable {
        case effect(String)
        case combined([Node])
        case wrapped(String, Node)
    }

    static let wrappers = ["reversed", "staged", "mirrored"]

    /// The deepest nesting of parentheses a name may have, as the spec readers' 512 levels.
    public static let maxDepth = 512

    /// Parses a composite name, or nil when it is not one (a plain name, or malformed).
    ///
    /// - Throws: `nestedTooDeep` when parentheses nest deeper than `maxDepth`, found by one scan
    ///   before any parsing, so a hostile name costs linear time and memory and no deep recursion.
    static func parse(_ name: String) throws(CatalogueError) -> Node? {
        guard name.contains(where: { "+()".contains($0) }) else { return nil }
        var depth = 0
        for c in name.utf8 {
            if c == UInt8(ascii: "(") {
                depth += 1
                if depth > maxDepth { throw CatalogueError(.nestedTooDeep(limit: maxDepth)) }
            } else if c == UInt8(ascii: ")") {
                depth -= 1
            }
        }
        var rest = Substring(name)
        guard let node = parseSum(&rest), rest.isEmpty else { return nil }
        return node
    }

    private static func parseSum(_ s: inout Substring) -> Node? {
        var terms: [Node] = []
        repeat {
            if !terms.isEmpty { s.removeFirst() }
            guard let t = parseTerm(&s) else { return nil }
            terms.append(t)
        } while s.first == "+"
        return terms.count == 1 ? terms[0] : .combined(terms)
    }

    private static func parseTerm(_ s: inout Substring) -> Node? {
        let word = s.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        s.removeFirst(word.count)
        guard s.first == "(" else { return word.isEmpty ? nil : .effect(String(word)) }
        guard word.isEmpty || wrappers.contains(String(word)) else { return nil }
        s.removeFirst()
        guard let inner = parseSum(&s), s.first == ")" else { return nil }
        s.removeFirst()
        return word.isEmpty ? inner : .wrapped(String(word), inner)
    }

    /// The catalogue entry of a composite `node`, its parts looked up by `lookup`.
    static func descriptor(
        _ node: Node, lookup: (String) throws(CatalogueError) -> EffectDescriptor
    ) throws(CatalogueError) -> EffectDescriptor {
        switch node {
        case .effect(let name):
            return try lookup(name)
        case .combined(let nodes):
            var found: [EffectDescriptor] = []
            for n in nodes { found.append(try descriptor(n, lookup: lookup)) }
            let parts = found
            let parameters = parts.enumerated().flatMap { i, d in
                d.parameters.map { p in
                    var p = p
                    p.name = "\(i + 1).\(p.name)"
                    return p
                }
            }
            return EffectDescriptor(
                name: parts.map { operand($0.name) }.joined(separator: "+"),
                summary: "At once: " + parts.map(\.name).joined(separator: ", ") + ".", parameters: parameters
            ) { v in
                Combined(parts.enumerated().map { i, d in d.make(values(at: i, in: v)) })
            }
        case .wrapped(let kind, let inner):
            let d = try descriptor(inner, lookup: lookup)
            let name = "\(kind)(\(d.name))"
            switch kind {
            case "reversed":
                return EffectDescriptor(
                    name: name, summary: "\(d.name), played the other way.", parameters: d.parameters
                ) { Reversed(d.make($0)) }
            case "staged":
                let stage = [
                    ParameterSpec(startKey, .number(0...1), default: .number(0), "Where its part of the run starts."),
                    ParameterSpec(endKey, .number(0...1), default: .number(1), "Where its part of the run ends."),
                ]
                return EffectDescriptor(
                    name: name, summary: "\(d.name), over part of the run.", parameters: d.parameters + stage
                ) { v in
                    let start = v.number(startKey, 0)
                    let end = max(v.number(endKey, 1), start)
                    var rest = v
                    rest[startKey] = nil
                    rest[endKey] = nil
                    return Staged(d.make(rest), over: start...end)
                }
            default:
                let axis = ParameterSpec.choice(axisKey, default: Mirrored.Axis.horizontally, "Which way to mirror.")
                return EffectDescriptor(
                    name: name, summary: "\(d.name), mirrored.", parameters: d.parameters + [axis]
                ) { v in
                    var rest = v
                    rest[axisKey] = nil
                    return Mirrored(d.make(rest), v.choice(axisKey, Mirrored.Axis.horizontally))
                }
            }
        }
    }
}
