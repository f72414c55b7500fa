/// A value in a spec tree with its key path, and the checks that turn it into typed values.
///
/// Each check throws a `SpecError` naming the path, what was found and what is allowed.
/// `SpecReader` collects those errors so one pass reports every problem.
///
/// ```swift
/// var reader = SpecReader()
/// let node = SpecNode(.number(1.5), at: SpecPath.root.appending("rate"))
/// let rate = reader.collect { () throws(SpecError) in try node.number(in: 0.1...10) } // 1.5
/// reader.errors // []
/// ```
public struct SpecNode: Sendable {
    public var value: SpecValue
    public var path: SpecPath

    public init(_ value: SpecValue, at path: SpecPath = .root) {
        self.value = value
        self.path = path
    }

    /// An error at this node: found this value, expected `expected`.
    public func invalid(_ expected: String) -> SpecError {
        SpecError(path, .invalid(found: value.found, expected: expected))
    }

    public func number(in range: ClosedRange<Double>) throws(SpecError) -> Double {
        let allowed = "a number in \(formatNumber(range.lowerBound))...\(formatNumber(range.upperBound))"
        guard case .number(let x) = value, range.contains(x) else { throw invalid(allowed) }
        return x
    }

    public func integer(in range: ClosedRange<Int>) throws(SpecError) -> Int {
        guard case .number(let x) = value, x == x.rounded(), x >= Double(range.lowerBound),
            x <= Double(range.upperBound)
        else {
            throw invalid("an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return Int(x)
    }

    public func bool() throws(SpecError) -> Bool {
        guard case .bool(let b) = value else { throw invalid("true or false") }
        return b
    }

    public func string(_ expected: String = "a string") throws(SpecError) -> String {
        guard case .string(let s) = value else { throw invalid(expected) }
        return s
    }

    /// A string that is one of `names`; otherwise an error listing them with the closest one.
    public func name(in names: [String], kind: String) throws(SpecError) -> String {
        let s = try string("the name of \(kindArticle(kind)): one of " + names.joined(separator: ", "))
        guard names.contains(s) else {
            throw SpecError(path, .unknownName(s, kind: kind, known: names, suggestion: closestName(to: s, in: names)))
        }
        return s
    }

    /// An array of exactly `count` numbers (`[x, y]`, `[x, y, width, height]`).
    public func numbers(_ count: Int, described: String) throws(SpecError) -> [Double] {
        guard case .array(let items) = value, items.count == count else { throw invalid(described) }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            guard case .number(let x) = item else {
                throw SpecNode(item, at: path.appending(index: i)).invalid("a number")
            }
            out.append(x)
        }
        return out
    }

    /// A choice among cases: a string naming a case without values (`"clamp"`), or an object with
    /// one key naming a case whose value holds its values (`{"fraction": 0.5}`).
    public func choice(bare: [String], withValues: [String], kind: String) throws(SpecError) -> (
        name: String, values: SpecNode?
    ) {
        var forms: [String] = []
        if !bare.isEmpty { forms.append("one of " + bare.map { "\"\($0)\"" }.joined(separator: ", ")) }
        if !withValues.isEmpty { forms.append("an object with one key of " + withValues.joined(separator: ", ")) }
        let expected = forms.joined(separator: ", or ")
        switch value {
        case .string(let s) where !bare.isEmpty:
            guard bare.contains(s) else {
                let all = bare + withValues
                throw SpecError(path, .unknownName(s, kind: kind, known: all, suggestion: closestName(to: s, in: all)))
            }
            return (s, nil)
        case .object(let members) where !withValues.isEmpty && members.count == 1:
            let (key, v) = members.first!
            guard withValues.contains(key) else {
                let all = bare + withValues
                throw SpecError(
                    path.appending(key), .unknownKey(key, known: withValues, suggestion: closestName(to: key, in: all)))
            }
            return (key, SpecNode(v, at: path.appending(key)))
        default:
            throw invalid(expected)
        }
    }
}

/// An object's members with their key paths.
public struct SpecObject: Sendable {
    public var members: [String: SpecValue]
    public var path: SpecPath

    /// The member `key`, or nil when absent.
    public subscript(key: String) -> SpecNode? { members[key].map { SpecNode($0, at: path.appending(key)) } }

    /// The member `key`, or a "missing" error saying what is expected there.
    public func required(_ key: String, _ expected: String) throws(SpecError) -> SpecNode {
        guard let node = self[key] else { throw SpecError(path.appending(key), .missing(expected: expected)) }
        return node
    }
}

/// Collects the problems found while reading a spec, so one pass reports all of them.
public struct SpecReader: Sendable {
    public var options: SpecDecodingOptions
    public private(set) var errors: [SpecError] = []

    public init(options: SpecDecodingOptions = SpecDecodingOptions()) { self.options = options }

    public mutating func report(_ error: SpecError) { errors.append(error) }

    /// The object at `node` (nil after recording an error when it is not one), with every key not
    /// in `keys` reported as unknown unless the options allow unknown keys.
    public mutating func object(_ node: SpecNode, keys: [String]) -> SpecObject? {
        guard case .object(let members) = node.value else {
            report(node.invalid("an object with keys " + keys.joined(separator: ", ")))
            return nil
        }
        if !options.allowsUnknownKeys {
            for key in members.keys.sorted() where !keys.contains(key) {
                report(
                    SpecError(
                        node.path.appending(key),
                        .unknownKey(key, known: keys, suggestion: closestName(to: key, in: keys))))
            }
        }
        return SpecObject(members: members, path: node.path)
    }

    /// The number at `object[key]` in `range`, or `fallback` when absent (or after recording why it is wrong).
    public mutating func number(
        _ object: SpecObject, _ key: String, in range: ClosedRange<Double>, default fallback: Double
    ) -> Double {
        guard let node = object[key] else { return fallback }
        return collect { () throws(SpecError) in try node.number(in: range) } ?? fallback
    }

    /// The result of `read`, or nil after recording its error.
    public mutating func collect<T>(_ read: () throws(SpecError) -> T) -> T? {
        do { return try read() } catch {
            report(error)
            return nil
        }
    }
}

private func kindArticle(_ kind: String) -> String {
    (["a", "e", "i", "o", "u"].contains(kind.first.map { String($0) } ?? "") ? "an " : "a ") + kind
}
