/// The options of one command as a typed value: each option is declared once (its spellings,
/// value, help and the stored property it fills), the parser fills a fresh value from the
/// command line, then `validate` checks what single options cannot, before any work starts.
///
/// The shape of swift-argument-parser's `ParsableArguments`, without its property wrappers: the
/// defaults are the stored properties' initial values, and `--help` shows them.
///
/// ```swift
/// struct HelloOptions: ParsableOptions {
///     var name = "world"
///     var isLoud = false
///     static var declarations: [OptionDeclaration<Self>] {
///         [
///             .option(["--name"], \.name, "NAME", .text, help: "Whom to greet."),
///             .flag(["--loud"], \.isLoud, help: "Shouts."),
///         ]
///     }
/// }
/// let options = try ArgumentParser<HelloOptions>().parse(["--name", "you"])  // options.name == "you"
/// ```
protocol ParsableOptions {
    /// The options when nothing is given: every default.
    init()
    /// One declaration per option and positional argument, in the order `--help` lists them.
    static var declarations: [OptionDeclaration<Self>] { get }
    /// Checks the options together (those that go in pairs, those that exclude each other, output
    /// paths), after parsing and before the command does anything; `given` holds the canonical
    /// name of every option on the command line.
    mutating func validate(given: Set<String>) throws(CLIError)
}

extension ParsableOptions {
    mutating func validate(given: Set<String>) throws(CLIError) {}
}

/// How one option is written and where its value goes.
struct OptionDeclaration<Options> {
    enum Kind {
        /// Present or absent, no value (`--back`).
        case flag
        /// One value, given at most once (`--out DIR`).
        case single
        /// One value each time, given any number of times (`-p NAME=VALUE`).
        case repeated
        /// The positional arguments, in order (`EFFECT`, `FILE...`).
        case positional
    }

    /// Every spelling, short first (`["-p", "--param"]`); the last is the canonical name. Empty for positionals.
    var names: [String]
    /// How the value is written in help (`DIR`); nil for flags.
    var valueName: String?
    var kind: Kind
    var help: String
    /// Stores one value read from the command line (`name` is the spelling used).
    let assign: (inout Options, _ text: String, _ name: String) throws(CLIError) -> Void
    /// The default as `--help` shows it, from a fresh options value; nil when there is none to show.
    let defaultText: (Options) -> String?

    /// The name `given` holds and errors use (`--param`).
    var key: String { names.last ?? valueName ?? "" }

    /// How the option is written in help (`-p, --param NAME=VALUE`).
    var synopsis: String {
        guard !names.isEmpty else { return valueName ?? "" }
        return names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }

    /// A flag that sets a Boolean property to true.
    static func flag(_ names: [String], _ property: WritableKeyPath<Options, Bool>, help: String) -> Self {
        Self(
            names: names, valueName: nil, kind: .flag, help: help,
            assign: { options, _, _ throws(CLIError) in options[keyPath: property] = true },
            defaultText: { _ in nil })
    }

    /// An option with one value, parsed by `parser`; `--help` shows the property's initial value as the default.
    static func option<T>(
        _ names: [String], _ property: WritableKeyPath<Options, T>, _ valueName: String, _ parser: ValueParser<T>,
        help: String
    ) -> Self {
        Self(
            names: names, valueName: valueName, kind: .single, help: help,
            assign: { options, text, name throws(CLIError) in options[keyPath: property] = try parser.read(text, name)
            },
            defaultText: { parser.describe($0[keyPath: property]) })
    }

    /// An option with one value and no default (absent is nil).
    static func option<T>(
        _ names: [String], _ property: WritableKeyPath<Options, T?>, _ valueName: String, _ parser: ValueParser<T>,
        help: String
    ) -> Self {
        Self(
            names: names, valueName: valueName, kind: .single, help: help,
            assign: { options, text, name throws(CLIError) in options[keyPath: property] = try parser.read(text, name)
            },
            defaultText: { _ in nil })
    }

    /// An option that may be given many times; each value is appended.
    static func repeated<T>(
        _ names: [String], _ property: WritableKeyPath<Options, [T]>, _ valueName: String, _ parser: ValueParser<T>,
        help: String
    ) -> Self {
        Self(
            names: names, valueName: valueName, kind: .repeated, help: help,
            assign: { options, text, name throws(CLIError) in
                options[keyPath: property].append(try parser.read(text, name))
            },
            defaultText: { _ in nil })
    }

    /// The positional arguments, appended in order (a command that takes none declares none).
    static func positionals(_ property: WritableKeyPath<Options, [String]>, _ valueName: String, help: String)
        -> Self
    {
        Self(
            names: [], valueName: valueName, kind: .positional, help: help,
            assign: { options, text, _ throws(CLIError) in options[keyPath: property].append(text) },
            defaultText: { _ in nil })
    }
}
