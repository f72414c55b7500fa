import Foundation
import TransitFiles
import TransitRender

/// A directory of outputs written all at once: everything goes into a temporary sibling
/// (`DIR.tmp-PID-XXXXXX`) that is renamed to `DIR` only when complete, so a failed or interrupted
/// run leaves nothing; a temporary left by a run that was killed outright is removed by the next.
///
/// Ownership is proved, never guessed from names: every directory the tool creates holds an
/// `OutputMarker` (`.transit-output`). An existing `DIR` is replaced only when it is empty or its
/// marker lists every file in it (at the size written); anything else (a folder of the user's
/// pictures, a file added to an output, an output written before markers existed) is refused
/// with exit 73. A stale temporary is removed only when it holds a marker too.
///
/// ```swift
/// let out = OutputDirectory("frames")
/// try out.write { dir throws(CLIError) in /* write files into dir */ }
/// ```
struct OutputDirectory {
    /// The final path, without a trailing slash.
    let path: String

    init(_ path: String) {
        self.path = FileSystem.trimmed(path)
    }

    private var shown: String { PathBytes.display(path) }

    /// Fails unless the directory can be created or replaced: its name is a new one (not `.`,
    /// `..` or `/`), its parent is a writable directory, and anything already at the path is an
    /// empty directory or a writable one whose marker accounts for every file in it.
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
        guard let first = entries.first else { return }
        guard let marker = OutputMarker.read(in: path), marker.kind == .output else {
            throw .cantCreate(
                "refusing to replace '\(shown)': it holds '\(quoted(first))' and no \(OutputMarker.name) marker, so "
                    + "transit cannot tell that it wrote it (transit 0.1 wrote none); "
                    + "choose another --out or remove it")
        }
        if let foreign = marker.unaccounted(in: path) {
            throw .cantCreate(
                "refusing to replace '\(shown)': it holds '\(quoted(foreign))', which transit did not write; "
                    + "choose another --out or remove it")
        }
        guard FileSystem.isWritable(path) else {
            throw .cantCreate("cannot replace '\(shown)': the directory is not writable")
        }
    }

    /// Runs `body` with a fresh temporary directory, then moves it to `path`, replacing a previous
    /// output there. On any failure, or a signal (`Cancellation`), the temporary directory is
    /// removed and `path` is left as it was.
    func write(_ body: (String) throws(CLIError) -> Void) throws(CLIError) {
        try checkWritable()
        removeStaleTemporaries()
        let create = { () throws(CLIError) -> String in try makeTemporary(".tmp") }
        try Cancellation.withTemporary(create) { tmp throws(CLIError) in
            do throws(CLIError) {
                try body(tmp)
            } catch {
                // The user knows the output by its name, not by the temporary's.
                throw error.replacing(PathBytes.display(tmp), with: shown)
            }
            try Cancellation.check()
            if let reason = OutputMarker.manifest(of: tmp).write(in: tmp) {
                throw .cantCreate("cannot write the output's marker: \(reason)")
            }
            try moveIntoPlace(tmp)
        }
    }

    /// A new directory beside `path` (`DIR.tmp-PID-XXXXXX` for `tag` `.tmp`), holding a temporary marker.
    private func makeTemporary(_ tag: String) throws(CLIError) -> String {
        guard let tmp = FileSystem.makeTemporaryDirectory(prefix: path + tag + "-\(getpid())-") else {
            throw .cantCreate("cannot create a directory beside '\(shown)': \(String(cString: strerror(errno)))")
        }
        if let reason = OutputMarker(kind: .temporary).write(in: tmp) {
            FileSystem.remove(tmp)
            throw .cantCreate("cannot create a directory beside '\(shown)': \(reason)")
        }
        return tmp
    }

    /// Removes the temporaries (`DIR.tmp-PID-XXXXXX`, `DIR.old-PID-XXXXXX`) that a run killed
    /// outright (SIGKILL, a power cut) left beside `DIR`: directories holding transit's marker
    /// whose process no longer exists. A name alone proves nothing: a folder without the marker stays.
    func removeStaleTemporaries() {
        let parent = FileSystem.parent(of: path)
        let name = FileSystem.lastComponent(path)
        for entry in FileSystem.entries(of: parent) ?? [] {
            for tag in [".tmp-", ".old-"] where entry.hasPrefix(name + tag) {
                let rest = entry.dropFirst(name.count + tag.count)
                guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                    rest[rest.index(after: dash)...].count == 6
                else { continue }
                let full = parent + "/" + entry
                guard FileSystem.kind(of: full) == .directory, OutputMarker.read(in: full)?.kind == .temporary,
                    tag == ".tmp-" || Self.holdsOnlyAReplacedOutput(full)
                else { continue }
                if kill(pid, 0) == -1 && errno == ESRCH { FileSystem.remove(full) }
            }
        }
    }

    /// Whether a `DIR.old-...` temporary holds what transit puts there and nothing else: its
    /// marker and `previous/`, an output whose own marker accounts for every file, unchanged.
    static func holdsOnlyAReplacedOutput(_ old: String) -> Bool {
        let entries = Set(FileSystem.entries(of: old) ?? [])
        guard entries.isSubset(of: [OutputMarker.name, "previous"]) else { return false }
        guard entries.contains("previous") else { return true }
        let previous = old + "/previous"
        guard FileSystem.kind(of: previous) == .directory else { return false }
        guard let marker = OutputMarker.read(in: previous) else {
            return (FileSystem.entries(of: previous) ?? ["?"]).isEmpty
        }
        return marker.unaccounted(in: previous) == nil
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
        let old = try makeTemporary(".old")
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
