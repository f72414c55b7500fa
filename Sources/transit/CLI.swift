import Foundation
import TransitCore

/// The `transit` command line: dispatches to a command and turns errors into messages and exit statuses.
enum CLI {
    static let version = "0.1.0"

    /// Every command, in the order the help lists them.
    static var commands: [any Command.Type] {
        [
            ListCommand.self, RenderCommand.self, SceneCommand.self, GalleryCommand.self, ValidateCommand.self,
            SchemaCommand.self,
        ]
    }

    static var usage: String {
        "usage: transit COMMAND [options]\n       transit --help | --version\nSee 'transit --help'."
    }

    static var help: String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        let list = commands.map { c in
            "  " + c.name + String(repeating: " ", count: width - c.name.count) + c.summary
        }.joined(separator: "\n")
        return """
            transit \(version): renders Transit's screen transitions to image frames.

            usage: transit COMMAND [options]

            commands:
            \(list)

            Run 'transit COMMAND --help' for a command's options.
            Exit status: 0 success, 64 usage error, 65 unusable input data, 66 missing or \
            unreadable input, 70 internal error, 73 output cannot be created or written (a full disk, \
            the file-size limit), 74 output lost (standard output closed, full, or its reader gone, \
            as in '| head'), 128+N stopped by signal N (the partial output removed).
            """
    }

    /// Runs the command line (without the program name) and returns the exit status; standard
    /// output is flushed, and a write to it that failed is exit 74.
    static func main(_ arguments: [String]) -> Int32 {
        var status = dispatch(arguments)
        if let failure = StandardStreams.outputFailure {
            status = status == 0 ? fail(.ioError(failure), usage: "") : status
        }
        return status
    }

    private static func dispatch(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            return fail(.usage("missing command"), usage: usage)
        }
        switch first {
        case "-h", "--help":
            output(help)
            return 0
        case "--version":
            output("transit \(version)")
            return 0
        case "help":
            guard let name = arguments.dropFirst().first else {
                output(help)
                return 0
            }
            guard let command = command(named: name) else { return fail(unknownCommand(name), usage: usage) }
            output(command.help)
            return 0
        default:
            break
        }
        guard let command = command(named: first) else { return fail(unknownCommand(first), usage: usage) }
        let rest = Array(arguments.dropFirst())
        let beforeDashes = rest.prefix { $0 != "--" }
        if beforeDashes.contains("-h") || beforeDashes.contains("--help") {
            output(command.help)
            return 0
        }
        do throws(CLIError) {
            try command.main(rest)
            return 0
        } catch {
            return fail(error, usage: command.usage)
        }
    }

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func unknownCommand(_ name: String) -> CLIError {
        let names = commands.map { $0.name }
        let hint = closestName(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "."
        return .usage("unknown command '\(quoted(name))'\(hint) Commands: \(names.joined(separator: ", "))")
    }

    /// Prints `transit: error: MESSAGE` (and the usage for usage errors) to standard error.
    private static func fail(_ error: CLIError, usage: String) -> Int32 {
        var text = "transit: error: \(error.message)\n"
        if error.showsUsage { text += usage + "\n" }
        printError(text)
        return error.exitCode
    }
}
