import TransitCore
import TransitRender

extension RenderCommand {
    /// The effect to render and the timing that overrides its own: from `--spec FILE` (the spec's
    /// back effect with `--back`; the spec's timing, if it sets one), or from the effect name and
    /// `-p` parameters (no override).
    ///
    /// - Throws: `usage` for a name beside `--spec`, `dataError` for an invalid spec, `noInput`
    ///   for an unreadable one.
    static func chosenEffect(_ arguments: ParsedArguments, direction: Direction) throws(CLIError) -> (
        name: String, effect: any Effect, timing: Timing?
    ) {
        guard let path = arguments.value("--spec") else {
            guard let name = arguments.positionals.first else {
                throw .usage("missing the effect name (see 'transit list') or --spec FILE")
            }
            if arguments.positionals.count > 1 { throw .usage("unexpected argument '\(arguments.positionals[1])'") }
            let effect = try makeEffect(name, arguments.effectArguments("--param"))
            return (name, effect, nil)
        }
        if let extra = arguments.positionals.first {
            throw .usage("give an effect name or --spec, not both (got '\(extra)')")
        }
        if arguments.isSet("--param") { throw .usage("-p sets a named effect's parameters; a spec sets its own") }
        let spec: TransitionSpec
        do throws(SpecFileError) {
            spec = try SpecFile.read(path: path)
        } catch {
            if case .cannotRead = error.reason { throw .noInput("cannot read the spec: \(error)") }
            throw .dataError("invalid spec:\n" + error.description)
        }
        do throws(CatalogueError) {
            let effect = try spec.makeEffect(for: direction)
            return (effect.name, effect, spec.timing?.timing)
        } catch {
            throw .software("a validated spec did not build: \(error)")
        }
    }
}
