/// The catalogue as data, for `transit list --json` and the spec's JSON Schema.
extension EffectCatalogue {
    /// Every effect with its summary and parameters (name, type, allowed values, default, documentation).
    ///
    /// ```swift
    /// EffectCatalogue.builtIn.specValue["effects"] // an array with one object per effect
    /// ```
    public var specValue: SpecValue {
        .object([
            "effects": .array(
                descriptors.map { d in
                    .object([
                        "name": .string(d.name), "summary": .string(d.summary),
                        "parameters": .array(d.parameters.map(\.specValue)),
                    ])
                })
        ])
    }
}

extension ParameterSpec {
    /// `{name, type, allowed, default?, documentation}` plus `minimum`/`maximum` or `values`.
    public var specValue: SpecValue {
        var o: [String: SpecValue] = [
            "name": .string(name), "type": .string(kind.typeName),
            "allowed": .string(kind.allowed), "documentation": .string(documentation),
        ]
        if let d = defaultValue { o["default"] = d.specValue }
        switch kind {
        case .number(let r):
            o["minimum"] = .number(r.lowerBound)
            o["maximum"] = .number(r.upperBound)
        case .integer(let r):
            o["minimum"] = .number(Double(r.lowerBound))
            o["maximum"] = .number(Double(r.upperBound))
        case .choice(let c): o["values"] = .array(c.map(SpecValue.string))
        case .boolean, .color, .point, .file: break
        }
        return .object(o)
    }

    /// The JSON Schema of this parameter's values, with its documentation and default.
    public var jsonSchema: SpecValue {
        guard case .object(var o) = kind.jsonSchema else { return kind.jsonSchema }
        o["description"] = .string(documentation)
        if let d = defaultValue { o["default"] = d.specValue }
        return .object(o)
    }
}

extension ParameterKind {
    /// The names `Color(parsing:)` accepts besides hex.
    static let colorNames = ["black", "white", "clear", "red", "green", "blue", "gray", "grey"]

    /// The JSON Schema (draft 2020-12) of values of this kind as a spec writes them.
    public var jsonSchema: SpecValue {
        switch self {
        case .number(let r): JSONSchema.number(r)
        case .integer(let r):
            .object([
                "type": .string("integer"), "minimum": .number(Double(r.lowerBound)),
                "maximum": .number(Double(r.upperBound)),
            ])
        case .boolean: .object(["type": .string("boolean")])
        case .choice(let c): .object(["enum": .array(c.map(SpecValue.string))])
        case .color:
            .object([
                "type": .string("string"),
                "pattern": .string(
                    "^(#?([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|(?i:" + Self.colorNames.joined(separator: "|") + "))$"),
            ])
        case .point: JSONSchema.numbers(2)
        case .file: .object(["type": .string("string"), "minLength": .number(1)])
        }
    }
}

/// Small builders for JSON Schema fragments.
enum JSONSchema {
    static func number(_ r: ClosedRange<Double>) -> SpecValue {
        .object(["type": .string("number"), "minimum": .number(r.lowerBound), "maximum": .number(r.upperBound)])
    }
    static func numbers(_ n: Int) -> SpecValue {
        .object([
            "type": .string("array"), "items": .object(["type": .string("number")]),
            "minItems": .number(Double(n)), "maxItems": .number(Double(n)),
        ])
    }
    static func names(_ names: [String]) -> SpecValue { .object(["enum": .array(names.map(SpecValue.string))]) }
    /// An object with these properties, the required ones, and no others.
    static func object(_ properties: [String: SpecValue], required: [String] = []) -> SpecValue {
        var o: [String: SpecValue] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ]
        if !required.isEmpty { o["required"] = .array(required.map(SpecValue.string)) }
        return .object(o)
    }
    /// An object with exactly one key, `name`, holding `value`.
    static func oneKey(_ name: String, _ value: SpecValue) -> SpecValue { object([name: value], required: [name]) }
    static func oneOf(_ options: [SpecValue]) -> SpecValue { .object(["oneOf": .array(options)]) }
}
