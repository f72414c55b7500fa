/// One problem in a spec: where it is (the key path), what was found and what is allowed.
///
/// ```swift
/// do { _ = try TransitionSpec(tree) } catch {
///     for e in error.errors { print(e) }
///     // interaction.completion.fraction: found 1.5; expected a number in 0.01...1
/// }
/// ```
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// A required key is absent.
        case missing(expected: String)
        /// A value of the wrong type, or out of its range.
        case invalid(found: String, expected: String)
        /// A name that is not one of the allowed ones (`kind`: "effect", "timing curve", ...).
        case unknownName(String, kind: String, known: [String], suggestion: String?)
        /// A key the spec does not define at this place.
        case unknownKey(String, known: [String], suggestion: String?)
        /// The document could not be read at all (bad syntax, unsupported value), as the decoder said.
        case unreadable(String)
    }

    /// Where the problem is; `SpecPath.root` for the whole document.
    public var path: SpecPath
    public var reason: Reason

    public init(_ path: SpecPath, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The key path as written in messages (`interaction.completion.fraction`).
    public var keyPath: String { path.description }

    /// `KEY.PATH: what was wrong; what is allowed`.
    public var description: String { keyPath + ": " + message }

    /// The message without the key path.
    public var message: String {
        switch reason {
        case .missing(let expected):
            return "missing; expected \(expected)"
        case .invalid(let found, let expected):
            return "found \(found); expected \(expected)"
        case .unknownName(let name, let kind, let known, let suggestion):
            return "unknown \(kind) \"\(shownText(name))\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                + " Known: " + known.joined(separator: ", ")
        case .unknownKey(let key, let known, let suggestion):
            return "unknown key \"\(shownText(key))\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                + (known.isEmpty ? " No keys are allowed here." : " Allowed keys: " + known.joined(separator: ", "))
                + " (or allow unknown keys to ignore it)"
        case .unreadable(let why):
            return why
        }
    }
}

/// Every problem found in one spec, in document order of discovery (at least one).
public struct SpecErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [SpecError]
    public init(_ errors: [SpecError]) { self.errors = errors }
    /// One line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// How strictly a spec is read.
public struct SpecDecodingOptions: Hashable, Sendable {
    /// Whether keys the format does not define are ignored instead of rejected (they usually are typos).
    public var allowsUnknownKeys: Bool
    public init(allowsUnknownKeys: Bool = false) { self.allowsUnknownKeys = allowsUnknownKeys }
}
