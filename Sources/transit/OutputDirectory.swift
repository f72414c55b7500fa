import Foundation
import TransitRender

/// A directory of outputs written all at once: everything goes into a temporary sibling
/// (`DIR.tmp-PID-XXXXXX`) that is renamed to `DIR` only when complete, so a failed or interrupted
/// run leaves nothing; a temporary left by a run that was killed outright is removed by the next.
///
/// An existing `DIR` is replaced only when it holds nothing but files this command writes
/// (a previous run's frames); anything else (another file, a subdirectory, a symbolic link) is
/// refused rather than deleted.
///
/// ```swift
/// let out = OutputDirectory("frames", replaceable: OutputDirectory.isFrame)
/// try out.write { dir throws(CLIError) in /* write files into dir */ }
/// ```
struct OutputDirectory {
    /// The final path, without a trailing slash.
    let path: String
    /// Whether a file name in the directory may be discarded when replacing it.
    let isReplaceable: (String) -> Bool

    init(_ path: String, replaceable: @escaping (String) -> Bool) {
        self.path = FileSystem.trimmed(path)
        self.isReplaceable = replaceable
    }

    /// Whether a file name is a frame this tool writes (`frame-0007.png`).
    static func isFrame(_ name: String) -> Bool {
        name.hasPrefix("frame-") && name.hasSuffix(".png")
    }

    private var shown: String { PathBytes.display(path) }

    /// Fails unless the directory can be created or replaced: its name is a new one (not `.`,
    /// `..` or `/`), its parent is a writable directory, and anything already at the path is a
    /// directory of replaceable files.
    func checkWritable() throws(CLIError) {
        let last = FileSystem.lastComponent(path)
        if last == "." || last == ".." || path == "/" {
            throw .usage("--out '\(shown)' is an existing directory that cannot be replaced; name a new directory")
        }
        let parent = FileSystem.parent(of: path)
        guard FileSystem.isDirectory(parent) else {
            throw .cantCreate(
                "cannot create '\(shown)': its parent directory '\(PathBytes.display(parent))' does not exist")
        }
        guard FileSystem.isWritable(parent) else {
            throw .cantCreate(
                "cannot create '\(shown)': its parent directory '\(PathBytes.display(parent))' is not writable")
        }
        guard let kind = FileSystem.kind(of: path) else { return }
        guard kind == .directory else {
            throw .cantCreate("'\(shown)' exists and is not a directory; choose another --out")
        }
        guard let entries = FileSystem.entries(of: path) else {
            throw .cantCreate("cannot read the existing directory '\(shown)'")
        }
        for entry in entries where FileSystem.kind(of: path + "/" + entry) != .file || !isReplaceable(entry) {
            throw .cantCreate(
                "refusing to replace '\(shown)': it holds '\(quoted(PathBytes.display(entry)))', which this command did not write; choose another --out or remove it"
            )
        }
    }

    /// Runs `body` with a fresh temporary directory, then moves it to `path`, replacing a previous
    /// output there. On any failure, or a signal (`Cancellation`), the temporary directory is
    /// removed and `path` is left as it was.
    func write(_ body: (String) throws(CLIError) -> Void) throws(CLIError) {
        try checkWritable()
        removeStaleTemporaries()
        let create = { () throws(CLIError) -> String in
            guard let tmp = FileSystem.makeTemporaryDirectory(prefix: path + ".tmp-\(getpid())-") else {
                throw .cantCreate("cannot create a directory beside '\(shown)': \(String(cString: strerror(errno)))")
            }
            return tmp
        }
        try Cancellation.withTemporary(create) { tmp throws(CLIError) in
            try body(tmp)
            try Cancellation.check()
            try moveIntoPlace(tmp)
        }
    }

    /// Removes the temporaries (`DIR.tmp-PID-XXXXXX`, `DIR.old-PID-XXXXXX`) that a run killed
    /// outright (SIGKILL, a power cut) left beside `DIR`: those whose process no longer exists.
    func removeStaleTemporaries() {
        let parent = FileSystem.parent(of: path)
        let name = FileSystem.lastComponent(path)
        for entry in FileSystem.entries(of: parent) ?? [] {
            for tag in [".tmp-", ".old-"] where entry.hasPrefix(name + tag) {
                let rest = entry.dropFirst(name.count + tag.count)
                guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
                if kill(pid, 0) == -1 && errno == ESRCH { FileSystem.remove(parent + "/" + entry) }
            }
        }
    }

    private func moveIntoPlace(_ tmp: String) throws(CLIError) {
        guard FileSystem.kind(of: path) != nil else {
            if let reason = FileSystem.rename(tmp, to: path) {
                throw .cantCreate("cannot move the new output to '\(shown)': \(reason)")
            }
            return
        }
        try checkWritable()
        // Move the old output aside first: rename(2) cannot replace a non-empty directory.
        guard let old = FileSystem.makeTemporaryDirectory(prefix: path + ".old-\(getpid())-") else {
            throw .cantCreate("cannot create a directory beside '\(shown)': \(String(cString: strerror(errno)))")
        }
        defer { FileSystem.remove(old) }
        if let reason = FileSystem.rename(path, to: old + "/previous") {
            throw .cantCreate("cannot replace '\(shown)': \(reason)")
        }
        if let reason = FileSystem.rename(tmp, to: path) {
            _ = FileSystem.rename(old + "/previous", to: path)
            throw .cantCreate("cannot move the new output to '\(shown)': \(reason)")
        }
    }
}
