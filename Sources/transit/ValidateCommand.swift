import TransitCore
import TransitFiles
import TransitRender
import TransitSpecFiles

/// `transit validate`: checks spec files and says what each describes, or every problem in it.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Checks transition spec files (JSON, XML or binary property lists)."
    static let synopsis = "validate [--allow-unknown-keys] FILE..."
    struct Options: ParsableOptions {
        var files: [String] = []
        var allowsUnknownKeys = false
        static var declarations: [OptionDeclaration<Self>] {
            [
                .positionals(\.files, "FILE", help: "The spec files."),
                .flag(
                    ["--allow-unknown-keys"], \.allowsUnknownKeys,
                    help: "Ignores keys the spec format does not define instead of rejecting them."),
            ]
        }

        func validate(given: Set<String>) throws(CLIError) {
            if files.isEmpty { throw .usage("missing the spec files to validate") }
        }
    }
    static let discussion = """
        Prints one line per valid file. For an invalid file, every problem goes to standard error as
        FILE: KEY.PATH: what was found; what is allowed. Exits 0 when every file is valid, 65 when
        any is invalid, 66 when a file cannot be read. 'transit schema' prints the format as a JSON Schema.

        example:
          transit validate Examples/specs/*
        """

    static func run(_ options: Options) throws(CLIError) {
        let decoding = SpecDecodingOptions(allowsUnknownKeys: options.allowsUnknownKeys)
        var invalid = 0
        var unreadable = 0
        for path in options.files {
            do throws(SpecFileError) {
                let spec = try SpecFile.read(path: path, options: decoding)
                output("\(PathBytes.display(path)): ok: \(describe(spec))")
            } catch {
                if case .cannotRead = error.reason { unreadable += 1 } else { invalid += 1 }
                printError(error.description + "\n")
            }
        }
        let count = options.files.count
        let files = count == 1 ? "file" : "files"
        if invalid > 0 { throw .dataError("\(invalid + unreadable) of \(count) spec \(files) failed validation") }
        if unreadable > 0 { throw .noInput("\(unreadable) of \(count) spec \(files) could not be read") }
    }

    /// One line: the effect, the back effect, the timing, the gesture and the summary.
    static func describe(_ spec: TransitionSpec) -> String {
        var parts = [written(spec.effect)]
        parts.append(spec.back.map { "back: " + written($0) } ?? "back: reversed")
        switch spec.timing {
        case .curve(let c, let d)?:
            parts.append(
                "timing: \(formatNumber(d)) s " + (TimingCurve.presets.first { $0.curve == c }?.name ?? "custom curve"))
        case .spring(let z, let r)?: parts.append("timing: spring \(formatNumber(z))/\(formatNumber(r)) s")
        case nil: break
        }
        if let i = spec.interaction {
            parts.append("interactive \(spec.interactionDrives.rawValue): \(i.direction.rawValue)")
        }
        if spec.reduceMotion == .playEffect { parts.append("plays under Reduce Motion") }
        return parts.joined(separator: ", ") + (spec.summary.map { " - " + shownText($0, limit: 120) } ?? "")
    }

    /// `name(a: 1, b: left)` with the parameters the spec sets, by name.
    private static func written(_ effect: EffectSpec) -> String {
        let values = effect.parameters.values.sorted { $0.key < $1.key }
        return effect.name
            + (values.isEmpty
                ? ""
                : "(" + values.map { "\($0.key): \(shownText($0.value.description))" }.joined(separator: ", ") + ")")
    }
}
