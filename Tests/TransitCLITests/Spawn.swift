import Foundation
import TransitRender
import TransitTestSupport

/// Runs the `transit` binary with each standard stream set up as a careless or hostile caller
/// might leave it (closed, full, a file), optionally signalled once its temporary output appears,
/// and reports how it ended: an exit status, a signal (a crash), or a hang (killed at the bound).
enum Spawn {
    /// What a standard stream of the child is.
    enum Stream: Sendable {
        /// A file the test reads afterwards.
        case captured
        /// Closed (`2>&-`).
        case closed
        /// `/dev/full`: every write fails with ENOSPC.
        case full
        /// `/dev/null`.
        case null
    }

    struct Result: CustomStringConvertible {
        /// The exit status, when the process exited.
        var status: Int32?
        /// The signal that ended the process, when one did (a crash, unless the test sent it).
        var signal: Int32?
        var timedOut: Bool
        var stdout: String
        var stderr: String
        /// The child's peak resident memory in KiB: the last `VmHWM` polled from `/proc/PID/status`
        /// (not `ru_maxrss`, which counts the test process's own size: posix_spawn shares its memory
        /// until the exec).
        var peakKilobytes = 0
        var description: String {
            "status \(status.map(String.init) ?? "-") signal \(signal.map(String.init) ?? "-")"
                + (timedOut ? " (hung)" : "") + "\n--- stdout\n\(stdout.prefix(2000))--- stderr\n\(stderr.prefix(2000))"
        }
    }

    /// Runs `transit` in `directory`; sends `signal` once a path starting with `signalWhen`
    /// exists (polled), or one second after the start when `signalWhen` is empty. With `bash`, the
    /// arguments are instead that text as bash reads it after the binary's name (so
    /// `--spec <(cat s.json)` passes a process substitution, `/dev/fd/63`). `prelude` is shell text
    /// run first (`ulimit -f 2; `, `set -o pipefail; `).
    static func run(
        _ arguments: [String], in directory: String, stdout: Stream = .captured, stderr: Stream = .captured,
        signal: Int32? = nil, signalWhen: String = "", timeout: Double = 60, bash: String? = nil,
        prelude: String = ""
    ) throws -> Result {
        let start = Date()
        let logs = try TemporaryDirectory(prefix: "transit-spawn")
        let outPath = logs.path + "/stdout"
        let errPath = logs.path + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // A shell changes directory and sets the streams up, then becomes transit (`exec`), so the
        // signal reaches it; the arguments pass through "$@" as bytes.
        func redirect(_ fd: Int, _ stream: Stream) -> String {
            switch stream {
            case .captured: ""
            case .closed: " \(fd)>&-"
            case .full: " \(fd)>/dev/full"
            case .null: " \(fd)>/dev/null"
            }
        }
        let script =
            prelude + (bash.map { #"cd "$0" && exec "$1" "# + $0 } ?? #"cd "$0" && exec "$@""#)
            + redirect(1, stdout) + redirect(2, stderr)
        let shell = bash == nil ? "/bin/sh" : "/bin/bash"
        // Arguments as bytes, and every signal at its default action and unblocked, as from a
        // terminal: the test runner may ignore or block some (SIGXFSZ), and both survive exec.
        let argv = SpawnedProcess.arguments([shell, "-c", script, directory, TransitProcess.binary] + arguments)
        defer { SpawnedProcess.release(argv) }
        var pid: pid_t = 0
        let spawned = SpawnedProcess.withCleanSignals(newProcessGroup: false) { attributes in
            posix_spawn(&pid, shell, &actions, &attributes, argv, environ)
        }
        guard spawned == 0 else { throw CocoaError(.executableLoad) }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var signalled = signal == nil
        var timedOut = false
        var peak = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            peak = max(peak, highWaterMark(of: pid))
            if !signalled, let signal {
                let ready =
                    signalWhen.isEmpty
                    ? Date().timeIntervalSince(start) > 1
                    : ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).contains {
                        $0.hasPrefix(signalWhen)
                    }
                if ready {
                    kill(pid, signal)
                    signalled = true
                }
            }
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
            usleep(5_000)
        }
        let read = { (p: String) in String(decoding: FileManager.default.contents(atPath: p) ?? Data(), as: UTF8.self) }
        let exited = status & 0x7F == 0
        return Result(
            status: exited && !timedOut ? (status >> 8) & 0xFF : nil, signal: exited || timedOut ? nil : status & 0x7F,
            timedOut: timedOut, stdout: read(outPath), stderr: read(errPath), peakKilobytes: peak)
    }

    /// The peak resident memory of a running process in KiB (`VmHWM`), 0 when it cannot be read.
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
}
