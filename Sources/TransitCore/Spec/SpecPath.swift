/// Where a value sits in a spec: `interaction.completion.fraction`, `effect.parameters.center[1]`.
///
/// ```swift
/// let path = SpecPath.root.appending("interaction").appending("completion").appending("fraction")
/// path.description // "interaction.completion.fraction"
/// ```
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    /// The whole document.
    public static let root = SpecPath()

    /// Whether this is the whole document.
    public var isRoot: Bool { components.isEmpty }

    public func appending(_ key: String) -> SpecPath { SpecPath(components + [.key(key)]) }
    public func appending(index: Int) -> SpecPath { SpecPath(components + [.index(index)]) }

    /// Dotted keys and bracketed indices; a key that is not a plain name is quoted (`a["odd key"]`);
    /// the root is `(top level)`. Keys are shortened and escaped as by `shownText`, and a path
    /// deeper than 12 steps shows its first 4 and last 6.
    public var description: String {
        if components.isEmpty { return "(top level)" }
        // A path into deep nesting shows its first and last steps, so a message stays one short line.
        let shown: [Component?] =
            components.count <= 12
            ? components.map { $0 } : components.prefix(4).map { $0 } + [nil] + components.suffix(6).map { $0 }
        var out = ""
        for step in shown {
            guard let c = step else {
                out += "...(\(components.count - 10) more)..."
                continue
            }
            switch c {
            case .index(let i): out += "[\(i)]"
            case .key(let k):
                let plain =
                    !k.isEmpty && k.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "$" }
                if !plain {
                    out += "[\"" + shownText(k) + "\"]"
                } else {
                    out += (out.isEmpty ? "" : ".") + shownText(k)
                }
            }
        }
        return out
    }

    /// The path of a decoder's coding path (`CodingKey`s with int values are indices).
    public init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { k in k.intValue.map { .index($0) } ?? .key(k.stringValue) })
    }
}
