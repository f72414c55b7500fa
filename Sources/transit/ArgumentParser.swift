import TransitCore

/// Fills a command's options from its arguments: `--name VALUE`, `--name=VALUE`, flags, repeated
/// options and positionals; `--` ends the options. Every value is read by its declaration's
/// parser, then the options validate themselves, so a command's `run` sees only checked values.
///
/// ```swift
/// let options = try ArgumentParser<RenderCommand.Options>().parse(["fade", "--out", "frames"])
/// options.effectName   // "fade"
/// ```
struct ArgumentParser<Options: ParsableOptions> {
    let declarations = Options.declarations

    private func declaration(named name: String) -> OptionDeclaration<Options>? {
        declarations.first { $0.names.contains(name) }
    }

    /// The options the arguments give, validated.
    /// - Throws: a usage error naming the option or argument that is wrong.
    func parse(_ arguments: [String]) throws(CLIError) -> Options {
        var options = Options()
        var given: Set<String> = []
        let positional = declarations.first { $0.kind == .positional }
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" {
                guard let positional else { throw .usage("unexpected argument '\(quoted(arg))'") }
                try positional.assign(&options, arg, positional.key)
                continue
            }
            if arg == "--" {
                optionsEnded = true
                continue
            }
            var name = arg
            var inlineValue: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let declaration = declaration(named: name) else {
                let all = declarations.flatMap(\.names)
                let hint = closestName(to: name, in: all).map { "; did you mean '\($0)'?" } ?? ""
                throw .usage("unknown option '\(quoted(name))'\(hint)")
            }
            if declaration.kind == .single && given.contains(declaration.key) {
                throw .usage("option '\(name)' is given more than once")
            }
            given.insert(declaration.key)
            if declaration.kind == .flag {
                if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
                try declaration.assign(&options, "", name)
                continue
            }
            let value: String
            if let v = inlineValue {
                value = v
            } else if i < arguments.count {
                value = arguments[i]
                i += 1
            } else {
                throw .usage("option '\(name)' needs a value (\(declaration.valueName ?? "VALUE"))")
            }
            try declaration.assign(&options, value, name)
        }
        try options.validate(given: given)
        return options
    }

    /// The options as aligned help lines, each with its default, wrapped to `columns`.
    func helpText(columns: Int = 100) -> String {
        let defaults = Options()
        let lines = declarations.filter { $0.kind != .positional }.map { d in
            (d.synopsis, Self.withDefault(d.help, d.defaultText(defaults)))
        }
        return Self.helpText(lines + [("-h, --help", "Shows this help.")], columns: columns)
    }

    /// The help with `(default X)` before its final full stop.
    private static func withDefault(_ help: String, _ value: String?) -> String {
        guard let value else { return help }
        return help.hasSuffix(".") ? help.dropLast() + " (default \(value))." : help + " (default \(value))"
    }

    /// Aligned `synopsis  help` lines, the help wrapped to `columns`.
    static func helpText(_ lines: [(synopsis: String, help: String)], columns: Int = 100) -> String {
        let width = min(32, (lines.map(\.synopsis.count).max() ?? 0) + 2)
        let indent = String(repeating: " ", count: 2 + width)
        return lines.map { line in
            let s = line.synopsis
            var out = ["  " + s + (s.count < width ? String(repeating: " ", count: width - s.count) : "\n" + indent)]
            for word in line.help.split(separator: " ") {
                let lastLine = out[out.count - 1].split(separator: "\n").last.map(String.init) ?? ""
                if lastLine.count + word.count + 1 > columns && lastLine.count > indent.count {
                    out.append(indent + word)
                } else {
                    out[out.count - 1] += (lastLine.count > indent.count ? " " : "") + word
                }
            }
            return out.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
