import TransitCore
import TransitFiles
import TransitRender
import TransitSpecFiles

extension RenderCommand {
    /// The effect to render and the timing that overrides its own: from `--spec FILE` (the spec's
    /// back effect with `--back`; the spec's timing, if it sets one), or from the effect name and
    /// `-p` parameters (no override).
    ///
    /// - Throws: `usage` for an unknown effect or parameter, `dataError` for an invalid spec (its
    ///   first problem, on one line), `noInput` for an unreadable one or an image file the effect
    ///   names (disintegrate's mask) that cannot be read.
    static func chosenEffect(_ options: Options, container: Size) throws(CLIError) -> (
        name: String, effect: any Effect, timing: Timing?
    ) {
        let chosen = try chosenEffect(options.effect, direction: options.direction, container: container)
        do throws(ImageError) {
            return (chosen.name, try EffectFiles.loading(chosen.effect), chosen.timing)
        } catch {
            throw .noInput("\(chosen.name)'s mask: \(error)")
        }
    }

    /// The effect named with its arguments, or the one the spec file of `choice` describes; its
    /// points within reach of `container` (`ParameterKind.isWithinReach(_:of:)`).
    static func chosenEffect(_ choice: EffectChoice, direction: Direction, container: Size)
        throws(CLIError) -> (name: String, effect: any Effect, timing: Timing?)
    {
        guard let path = choice.spec else {
            let name = choice.name ?? ""
            return (name, try makeEffect(name, choice.arguments, container: container), nil)
        }
        let spec: TransitionSpec
        do throws(SpecFileError) {
            spec = try SpecFile.read(path: path)
        } catch {
            if case .cannotRead = error.reason { throw .noInput("cannot read the spec \(error)") }
            let more = error.errors.count > 1 ? " (and \(error.errors.count - 1) more; see 'transit validate')" : ""
            throw .dataError("invalid spec \(error.firstLine)\(more)")
        }
        do throws(CatalogueError) {
            let effect = try spec.makeEffect(for: direction, in: .builtIn, container: container)
            return (effect.name, effect, spec.timing?.timing)
        } catch {
            // A validated spec fails to build only for a point beyond the container's reach.
            guard case .badValue(_, let parameter, let found, let allowed) = error.reason else {
                throw .software("a validated spec did not build: \(error)")
            }
            let key = direction == .back && spec.back != nil ? "back" : "effect"
            throw .dataError(
                "invalid spec \(PathBytes.display(path)): \(key).parameters.\(parameter): found \(shownText(found)); "
                    + "expected \(allowed)")
        }
    }
}
