import Dispatch
import Foundation
import Synchronization

/// Stops a command cleanly on SIGINT, SIGTERM or SIGHUP: the signal is caught by a Dispatch
/// source (not a raw handler), which sets a flag the frame loops check between frames; the
/// command then throws, its temporary output is removed, and the process exits 128 + the signal.
/// A signal that arrives while no temporary output exists ends the process at once.
///
/// SIGPIPE and SIGXFSZ are ignored: a write to a closed pipe or past the file-size limit
/// (`ulimit -f`) then fails with EPIPE or EFBIG like any failed write, so the command removes its
/// temporary output and exits 74 (standard output lost) or 73 (an output file cannot be written).
///
/// ```swift
/// Cancellation.install()
/// try Cancellation.withTemporary({ () throws(CLIError) in try makeTemporaryDirectory() }) { tmp throws(CLIError) in
///     for frame in frames { try Cancellation.check(); write(frame, into: tmp) }
/// }
/// ```
enum Cancellation {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let caught = Atomic<Int32>(0)
    private static let temporaries = Atomic<Int>(0)
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// The signals ignored so that the write they would interrupt fails instead.
    static let ignored: [Int32] = [SIGPIPE, SIGXFSZ]

    /// Routes the signals to the flag and ignores `ignored`; call once, before any work.
    static func install() {
        for signo in ignored { signal(signo, SIG_IGN) }
        for signo in signals {
            signal(signo, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signo, queue: .global())
            source.setEventHandler {
                caught.store(signo, ordering: .sequentiallyConsistent)
                if temporaries.load(ordering: .sequentiallyConsistent) == 0 {
                    printError("transit: stopped by \(name(signo))\n")
                    _exit(128 + signo)
                }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Throws `interrupted` once a signal was caught.
    static func check() throws(CLIError) {
        let signo = caught.load(ordering: .sequentiallyConsistent)
        if signo != 0 {
            throw .interrupted(signal: signo, "stopped by \(name(signo)); the partial output was removed")
        }
    }

    /// Creates a temporary output with `create` and runs `body` on it, removing it when `body`
    /// throws, a signal included. While this runs a signal only sets the flag (so `body` stops
    /// between frames); the flag is raised before `create`, so no signal can slip in between the
    /// temporary's creation and its protection.
    static func withTemporary(
        _ create: () throws(CLIError) -> String, _ body: (String) throws(CLIError) -> Void
    ) throws(CLIError) {
        temporaries.add(1, ordering: .sequentiallyConsistent)
        defer { temporaries.subtract(1, ordering: .sequentiallyConsistent) }
        let path = try create()
        do throws(CLIError) {
            try body(path)
        } catch {
            FileSystem.remove(path)
            throw error
        }
    }

    /// Runs `body` (which writes a file atomically at its end) with signals deferred to the flag.
    static func deferringSignals(_ body: () throws(CLIError) -> Void) throws(CLIError) {
        temporaries.add(1, ordering: .sequentiallyConsistent)
        defer { temporaries.subtract(1, ordering: .sequentiallyConsistent) }
        try body()
    }

    private static func name(_ signo: Int32) -> String {
        switch signo {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signo)"
        }
    }
}
