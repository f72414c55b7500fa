/// A JSON-like value tree: what a spec file holds before it is checked against the catalogue.
///
/// Foundation's `JSONDecoder` and `PropertyListDecoder` decode any document into a `SpecValue`
/// (it is `Codable`); `TransitionSpec(_:catalogue:options:)` then validates the tree and names
/// the key path of every problem. Property-list integers and reals both become `number`.
///
/// ```swift
/// let tree = SpecValue.object(["effect": .string("fade"), "timing": .object(["duration": .number(0.3)])])
/// let spec = try TransitionSpec(tree)
/// ```
public enum SpecValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SpecValue])
    case object([String: SpecValue])

    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: SpecCodingKey.self) {
            var members: [String: SpecValue] = [:]
            for key in keyed.allKeys { members[key.stringValue] = try keyed.decode(SpecValue.self, forKey: key) }
            self = .object(members)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [SpecValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(SpecValue.self)) }
            self = .array(items)
        } else {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                self = .null
            } else if let b = try? c.decode(Bool.self) {
                self = .bool(b)
            } else if let x = try? c.decode(Double.self), x.isFinite {
                self = .number(x)
            } else if let s = try? c.decode(String.self) {
                self = .string(s)
            } else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "unsupported value: expected an object, array, string, finite number, boolean or null"))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var c = encoder.container(keyedBy: SpecCodingKey.self)
            for (k, v) in members.sorted(by: { $0.key < $1.key }) { try c.encode(v, forKey: SpecCodingKey(k)) }
        case .array(let items):
            var c = encoder.unkeyedContainer()
            for v in items { try c.encode(v) }
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer()
            try c.encode(b)
        case .number(let x):
            var c = encoder.singleValueContainer()
            try c.encode(x)
        case .string(let s):
            var c = encoder.singleValueContainer()
            try c.encode(s)
        }
    }

    /// How an error names this value: `1.5`, `"abc"`, `true`, `null`, `an array of 3 items`,
    /// `an object with keys a, b`.
    public var found: String {
        switch self {
        case .null: "null"
        case .bool(let b): String(b)
        case .number(let x): formatNumber(x)
        case .string(let s): "\"" + shownText(s) + "\""
        case .array(let a): a.isEmpty ? "an empty array" : "an array of \(a.count) item" + (a.count == 1 ? "" : "s")
        case .object(let o):
            o.isEmpty ? "an empty object" : "an object with keys " + o.keys.sorted().joined(separator: ", ")
        }
    }

    /// The type's name in errors: `an object`, `an array`, `a string`, `a number`, `a boolean`, `null`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member `key` of an object (nil for other values).
    public subscript(key: String) -> SpecValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }
}

/// Any string as a coding key, for reading and writing objects with arbitrary keys.
public struct SpecCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int?
    public init(_ string: String) { stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A number as specs and errors write it: `3` for whole numbers, `0.25` otherwise.
public func formatNumber(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
}

/// Text from a document or a command line as a message shows it: at most `limit` characters
/// (then `...`), control characters escaped (`\u{1B}`), so a message stays one short line and
/// cannot drive the terminal.
///
/// ```swift
/// shownText("a\u{1B}[2Jb")   // "a\\u{1B}[2Jb"
/// ```
/// - Complexity: O(`limit`).
public func shownText(_ text: String, limit: Int = 40) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit { return out + "..." }
        count += 1
        let v = scalar.value
        if v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || v == 0x2028 || v == 0x2029 {
            out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
