import Foundation

/// Why a command failed: one line for the user, the exit status from `sysexits.h`, and whether
/// the command's usage should follow the message.
///
/// A small struct over a private kind, so new kinds of failure can be added without breaking
/// callers (the shape of swift-argument-parser's errors).
///
/// ```swift
/// throw CLIError.usage("--fps must be a number in 1...240, not 'fast'")
/// ```
struct CLIError: Error, CustomStringConvertible {
    private enum Kind {
        case usage, dataError, noInput, unavailable, software, cantCreate, ioError
        case interrupted(Int32)
    }

    private let kind: Kind
    /// What went wrong, in one line, without the `transit: error:` prefix.
    let message: String

    private init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The command line is wrong (EX_USAGE, 64); the usage follows the message.
    static func usage(_ message: String) -> CLIError { CLIError(.usage, message) }
    /// An input was read but its content is unusable, as two screenshots of different sizes (EX_DATAERR, 65).
    static func dataError(_ message: String) -> CLIError { CLIError(.dataError, message) }
    /// An input file is missing or cannot be decoded (EX_NOINPUT, 66).
    static func noInput(_ message: String) -> CLIError { CLIError(.noInput, message) }
    /// A program the command needs is not installed, as `ffmpeg` for video (EX_UNAVAILABLE, 69).
    static func unavailable(_ message: String) -> CLIError { CLIError(.unavailable, message) }
    /// Something that should not happen did (EX_SOFTWARE, 70).
    static func software(_ message: String) -> CLIError { CLIError(.software, message) }
    /// An output cannot be created or would overwrite something that is not ours (EX_CANTCREAT, 73).
    static func cantCreate(_ message: String) -> CLIError { CLIError(.cantCreate, message) }

    /// Writing an output failed after it was opened, as standard output on a full disk (EX_IOERR, 74).
    static func ioError(_ message: String) -> CLIError { CLIError(.ioError, message) }
    /// A signal stopped the command and its partial output was removed (exit 128 + the signal).
    static func interrupted(signal: Int32, _ message: String) -> CLIError { CLIError(.interrupted(signal), message) }

    /// The same failure as a lost output stream (exit 74) when it is one an output could not be
    /// written (73); any other failure as it is.
    var outputLost: CLIError {
        if case .cantCreate = kind { .ioError(message) } else { self }
    }

    /// The same failure with `text` in its message replaced by `replacement` (a temporary's path
    /// by the output's).
    func replacing(_ text: String, with replacement: String) -> CLIError {
        CLIError(kind, message.replacingOccurrences(of: text, with: replacement))
    }

    /// The process exit status.
    var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .dataError: 65
        case .noInput: 66
        case .unavailable: 69
        case .software: 70
        case .cantCreate: 73
        case .ioError: 74
        case .interrupted(let signal): 128 + signal
        }
    }

    /// Whether the command's usage should be printed after the message.
    var showsUsage: Bool { if case .usage = kind { true } else { false } }

    var description: String { message }
}
