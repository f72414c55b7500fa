import TransitCore

/// `transit list`: every catalogue effect with its summary and parameters.
enum ListCommand: Command {
    static let name = "list"
    static let summary =
        "Lists effects (every one, or those named) with their parameters, types, allowed values and defaults."
    static let synopsis = "list [NAME ...] [--json]"
    struct Options: ParsableOptions {
        var isJSON = false
        var names: [String] = []
        static var declarations: [OptionDeclaration<Self>] {
            [
                .flag(["--json"], \.isJSON, help: "Prints the catalogue as JSON, for editors and tools."),
                .positionals(\.names, "NAME", help: "Only these effects, in this order (default: every one)."),
            ]
        }

        func validate(given: Set<String>) throws(CLIError) {
            _ = try ListCommand.catalogue(named: names)
        }
    }
    static let discussion =
        "Set a parameter when rendering with -p NAME=VALUE, as in:\n  transit render circle-spread -p startRadius=20 --out frames"

    static func run(_ options: Options) throws(CLIError) {
        let catalogue = try catalogue(named: options.names)
        if options.isJSON {
            printJSON(catalogue.specValue)
            return
        }
        let text = listing(catalogue)
        output(options.names.isEmpty ? text + compositions : text, terminator: "")
    }

    /// The built-in catalogue, or only the effects named, in the order given; an unknown name is a
    /// usage error naming it, with the closest effect.
    static func catalogue(named names: [String]) throws(CLIError) -> EffectCatalogue {
        guard !names.isEmpty else { return .builtIn }
        var chosen = EffectCatalogue()
        for name in names {
            do throws(CatalogueError) {
                chosen.register(try EffectCatalogue.builtIn.descriptor(named: name))
            } catch {
                throw .usage(error.description)
            }
        }
        return chosen
    }

    /// The listing of a catalogue: per effect, its name and summary, then per parameter its name,
    /// type, allowed values, default and documentation.
    ///
    /// ```
    /// fade
    ///   Cross-dissolve: the new screen fades in over the old one.
    ///   duration  number  a number in 0.01...10; default 0.3
    ///             Run time in seconds.
    /// ```
    static func listing(_ catalogue: EffectCatalogue) -> String {
        var out = ""
        for d in catalogue.descriptors {
            out += d.name + "\n  " + d.summary + "\n"
            let width = (d.parameters.map(\.name.count).max() ?? 0) + 2
            let typeWidth = (d.parameters.map(\.kind.typeName.count).max() ?? 0) + 2
            for p in d.parameters {
                let indent = String(repeating: " ", count: 2 + width)
                let name = p.name + String(repeating: " ", count: width - p.name.count)
                let type = p.kind.typeName + String(repeating: " ", count: typeWidth - p.kind.typeName.count)
                let fallback = p.defaultValue.map { "default \($0.description)" } ?? "no fixed default"
                out += "  " + name + type + p.kind.allowed + "; " + fallback + "\n"
                out += indent + p.documentation + "\n"
            }
            if d.parameters.isEmpty { out += "  (no parameters)\n" }
            out += "\n"
        }
        return out
    }

    /// The heading of the compositions section, after the last effect.
    static let compositionsHeading = "compositions: any names above, combined and nested, work wherever a name does"

    /// How effects are built from others by name, with an example of each form.
    static var compositions: String {
        var out = compositionsHeading + "\n"
        let width = (CompositionForm.all.map(\.form.count).max() ?? 0) + 2
        for f in CompositionForm.all {
            let indent = String(repeating: " ", count: 2 + width)
            out += "  " + f.form + String(repeating: " ", count: width - f.form.count) + f.summary + "\n"
            out += indent + "parameters: " + f.parameters + "\n" + indent + "example: \(f.example)\n"
        }
        return out
    }
}
