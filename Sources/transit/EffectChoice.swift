import TransitCore

/// The effect a command works on: a name from `transit list` with `-p NAME=VALUE` parameters, or a
/// spec file. `render` and `scene` declare and check it here, once, so they accept the same input.
///
/// ```swift
/// struct Options: ParsableOptions {
///     var effect = EffectChoice()
///     static var declarations: [OptionDeclaration<Self>] {
///         EffectChoice.declarations(\.effect, specHelp: "The effect a spec file describes.")
///     }
///     mutating func validate(given: Set<String>) throws(CLIError) { try effect.validate() }
/// }
/// ```
struct EffectChoice {
    var positionals: [String] = []
    var parameters: [String] = []
    var spec: String?
    /// Set by `validate`: the effect's parameters by name.
    private(set) var arguments: [String: String] = [:]

    /// The effect's name, when it is chosen by name.
    var name: String? { positionals.first }

    /// The declarations of `EFFECT`, `-p NAME=VALUE` and `--spec FILE`, for options holding a choice at `property`.
    static func declarations<O>(_ property: WritableKeyPath<O, EffectChoice>, specHelp: String)
        -> [OptionDeclaration<O>]
    {
        [
            .positionals(
                property.appending(path: \.positionals), "EFFECT", help: "The effect's name (see 'transit list')."),
            .repeated(
                ["-p", "--param"], property.appending(path: \.parameters), "NAME=VALUE", .assignment,
                help: "Sets an effect parameter (see 'transit list'); repeatable."),
            .option(["--spec"], property.appending(path: \.spec), "FILE", .path, help: specHelp),
        ]
    }

    /// Fails unless exactly one of a name and `--spec` is given, `-p` goes with a name, and no
    /// parameter is given twice; fills `arguments`.
    mutating func validate() throws(CLIError) {
        if positionals.count > 1 { throw .usage("unexpected argument '\(quoted(positionals[1]))'") }
        if spec != nil {
            if let extra = positionals.first {
                throw .usage("give an effect name or --spec, not both (got '\(quoted(extra))')")
            }
            if !parameters.isEmpty { throw .usage("-p sets a named effect's parameters; a spec sets its own") }
        } else if positionals.isEmpty {
            throw .usage("missing the effect name (see 'transit list') or --spec FILE")
        }
        arguments = [:]
        for text in parameters {
            let eq = text.firstIndex(of: "=")!
            let name = String(text[..<eq])
            if arguments[name] != nil { throw .usage("parameter '\(quoted(name))' is given more than once") }
            arguments[name] = String(text[text.index(after: eq)...])
        }
    }
}
