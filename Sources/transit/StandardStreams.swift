import Foundation
import Synchronization

/// The process's standard streams, made safe to use whatever state they were left in.
///
/// - A diagnostic on standard error is never fatal: it is written with `write(2)` and a failure
///   (closed, full, a broken pipe) is ignored.
/// - Descriptors 0-2 that were closed at start-up are reopened read-only on `/dev/null`, so the
///   first file the tool opens cannot become descriptor 1 or 2 and receive its output; writing to
///   a reopened standard output then fails (`EBADF`) and is reported like a full disk.
/// - Standard output is written with `output(_:)`, unbuffered; a lost write is remembered and
///   the command ends with exit 74 (EX_IOERR).
///
/// ```swift
/// StandardStreams.secure()
/// output("ok")
/// if let failure = StandardStreams.outputFailure { printError("transit: error: \(failure)\n") }
/// ```
enum StandardStreams {
    /// Reopens any of descriptors 0, 1 and 2 that is closed.
    static func secure() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }

    /// The first error a write to standard output met (an `errno`), 0 when none did.
    fileprivate static let outputError = Atomic<Int32>(0)

    /// Why something written to standard output was lost, if it was.
    static var outputFailure: String? {
        let code = outputError.load(ordering: .relaxed)
        return code == 0 ? nil : "cannot write to standard output: \(String(cString: strerror(code)))"
    }
}

/// Writes text and a terminator to standard output, unbuffered; a failure is remembered for
/// `StandardStreams.outputFailure` (and the exit status).
func output(_ text: String, terminator: String = "\n") {
    guard StandardStreams.outputError.load(ordering: .relaxed) == 0 else { return }
    if let code = writeAll(1, text + terminator) {
        StandardStreams.outputError.store(code, ordering: .relaxed)
    }
}

/// Writes text to standard error, unbuffered; a failure to write is ignored.
func printError(_ text: String) {
    _ = writeAll(2, text)
}

/// Writes all of `text` to a descriptor; the `errno` of a failure, nil on success.
private func writeAll(_ fd: Int32, _ text: String) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return n < 0 ? errno : EIO }
        bytes = bytes.dropFirst(n)
    }
    return nil
}
