/// A subcommand of `transit`: its name and help, its typed options, and what it does.
///
/// Add a command by writing a type in its own file and listing it in `CLI.commands`. Parsing and
/// validation happen before `run`, so `run` does only the work.
///
/// ```swift
/// enum HelloCommand: Command {
///     struct Options: ParsableOptions {
///         var isLoud = false
///         static var declarations: [OptionDeclaration<Self>] { [.flag(["--loud"], \.isLoud, help: "Shouts.")] }
///     }
///     static let name = "hello"
///     static let summary = "Says hello."
///     static let synopsis = "hello [--loud]"
///     static let discussion = ""
///     static func run(_ options: Options) throws(CLIError) { output(options.isLoud ? "HELLO" : "hello") }
/// }
/// ```
protocol Command {
    associatedtype Options: ParsableOptions
    /// The word after `transit` (`render`).
    static var name: String { get }
    /// One line for the overall help.
    static var summary: String { get }
    /// The usage line after `transit ` (`render EFFECT [options] --out DIR`).
    static var synopsis: String { get }
    /// Paragraphs after the options in `--help`: details and examples.
    static var discussion: String { get }
    /// Does the work with validated options; a thrown error becomes the message and the exit status.
    static func run(_ options: Options) throws(CLIError)
}

extension Command {
    /// What follows a usage error: the synopsis and where to read more.
    static var usage: String {
        "usage: transit \(synopsis)\nSee 'transit \(name) --help'."
    }

    /// The full `--help` text.
    static var help: String {
        var text = "\(summary)\n\nusage: transit \(synopsis)\n\noptions:\n" + ArgumentParser<Options>().helpText()
        if !discussion.isEmpty { text += "\n\n" + discussion }
        return text
    }

    /// The validated options of a command line (without the command's name).
    static func parse(_ arguments: [String]) throws(CLIError) -> Options {
        try ArgumentParser<Options>().parse(arguments)
    }

    /// Parses, validates and runs.
    static func main(_ arguments: [String]) throws(CLIError) {
        try run(parse(arguments))
    }
}
