import TransitCore

/// One option a command accepts: its spellings, whether it takes a value, and its help line.
///
/// ```swift
/// OptionSpec(["-p", "--param"], value: "NAME=VALUE", .repeated, "Sets an effect parameter.")
/// ```
struct OptionSpec {
    enum Arity {
        /// Present or absent, no value (`--back`).
        case flag
        /// One value, given at most once (`--out DIR`).
        case single
        /// One value each time, given any number of times (`-p NAME=VALUE`).
        case repeated
    }

    /// Every spelling, short first (`["-p", "--param"]`). The last one is the canonical name.
    var names: [String]
    /// How the value is written in help (`DIR`); nil for flags.
    var valueName: String?
    var arity: Arity
    var help: String

    init(_ names: [String], value valueName: String? = nil, _ arity: Arity, _ help: String) {
        precondition(
            !names.isEmpty && (arity == .flag) == (valueName == nil),
            "an option needs a name, and a value name unless it is a flag")
        self.names = names; self.valueName = valueName; self.arity = arity; self.help = help
    }

    /// The name the parsed arguments are looked up by (`--param`).
    var key: String { names[names.count - 1] }

    /// How the option is written in help (`-p, --param NAME=VALUE`).
    var synopsis: String { names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "") }
}

/// The arguments of one command after parsing: positionals in order, option values by key.
struct ParsedArguments {
    var positionals: [String] = []
    fileprivate var values: [String: [String]] = [:]

    /// The value of a single option, if given.
    func value(_ key: String) -> String? { values[key]?.last }
    /// Every value of a repeated option, in order.
    func values(_ key: String) -> [String] { values[key] ?? [] }
    /// Whether a flag (or any option) was given.
    func isSet(_ key: String) -> Bool { values[key] != nil }
}

/// A hand-written parser for `--name VALUE`, `--name=VALUE`, flags, repeated options and
/// positionals; `--` ends the options.
///
/// ```swift
/// let parser = ArgumentParser([OptionSpec(["--out"], value: "DIR", .single, "Output directory.")])
/// let parsed = try parser.parse(["fade", "--out", "frames"])
/// parsed.positionals     // ["fade"]
/// parsed.value("--out")  // "frames"
/// ```
struct ArgumentParser {
    var options: [OptionSpec]

    init(_ options: [OptionSpec]) { self.options = options }

    private func spec(named name: String) -> OptionSpec? { options.first { $0.names.contains(name) } }

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" {
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" { optionsEnded = true; continue }
            var name = arg, inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq]); inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = spec(named: name) else {
                let all = options.flatMap(\.names)
                let hint = closestName(to: name, in: all).map { "; did you mean '\($0)'?" } ?? ""
                throw .usage("unknown option '\(name)'\(hint)")
            }
            if spec.arity == .flag {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                parsed.values[spec.key, default: []].append("")
                continue
            }
            let value: String
            if let v = inlineValue {
                value = v
            } else if i < arguments.count {
                value = arguments[i]; i += 1
            } else {
                throw .usage("option '\(name)' needs a value (\(spec.valueName ?? "VALUE"))")
            }
            if spec.arity == .single, parsed.values[spec.key] != nil {
                throw .usage("option '\(name)' is given more than once")
            }
            parsed.values[spec.key, default: []].append(value)
        }
        return parsed
    }

    /// The options as aligned help lines, wrapped to `columns`.
    func helpText(columns: Int = 100) -> String {
        let width = min(32, (options.map(\.synopsis.count).max() ?? 0) + 2)
        let indent = String(repeating: " ", count: 2 + width)
        return options.map { o in
            let s = o.synopsis
            var lines = ["  " + s + (s.count < width ? String(repeating: " ", count: width - s.count) : "\n" + indent)]
            for word in o.help.split(separator: " ") {
                let lastLine = lines[lines.count - 1].split(separator: "\n").last.map(String.init) ?? ""
                if lastLine.count + word.count + 1 > columns && lastLine.count > indent.count {
                    lines.append(indent + word)
                } else {
                    lines[lines.count - 1] += (lastLine.count > indent.count ? " " : "") + word
                }
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
