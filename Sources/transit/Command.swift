/// A subcommand of `transit`: its name, help and options, and what it does.
///
/// Add a command by writing a type in its own file and listing it in `CLI.commands`.
///
/// ```swift
/// enum HelloCommand: Command {
///     static let name = "hello"
///     static let summary = "Says hello."
///     static let synopsis = "hello [--loud]"
///     static let options = [OptionSpec(["--loud"], .flag, "Shouts.")]
///     static let discussion = ""
///     static func run(_ arguments: ParsedArguments) throws(CLIError) {
///         print(arguments.isSet("--loud") ? "HELLO" : "hello")
///     }
/// }
/// ```
protocol Command {
    /// The word after `transit` (`render`).
    static var name: String { get }
    /// One line for the overall help.
    static var summary: String { get }
    /// The usage line after `transit ` (`render EFFECT [options] --out DIR`).
    static var synopsis: String { get }
    static var options: [OptionSpec] { get }
    /// Paragraphs after the options in `--help`: details and examples.
    static var discussion: String { get }
    /// Runs the command; a thrown error becomes the message and the exit status.
    static func run(_ arguments: ParsedArguments) throws(CLIError)
}

extension Command {
    /// What follows a usage error: the synopsis and where to read more.
    static var usage: String {
        "usage: transit \(synopsis)\nSee 'transit \(name) --help'."
    }

    /// The full `--help` text.
    static var help: String {
        let all = options + [OptionSpec(["-h", "--help"], .flag, "Shows this help.")]
        var text = "\(summary)\n\nusage: transit \(synopsis)\n\noptions:\n" + ArgumentParser(all).helpText()
        if !discussion.isEmpty { text += "\n\n" + discussion }
        return text
    }
}
