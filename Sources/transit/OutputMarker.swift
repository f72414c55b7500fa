import Foundation
import TransitFiles
import TransitRender

/// The proof that transit wrote a directory: a small file, `.transit-output`, inside every output
/// directory and every temporary directory the tool creates. A dot-file, so no frame glob
/// (`frame-*.png`, `*.png`, `*`) picks it up.
///
/// A finished output's marker lists each file the run wrote with its size and modification time
/// (nanoseconds); the directory may be replaced only while it holds exactly those files, unchanged
/// (a file the user added or edited, even to the same size, is not transit's, so the directory is
/// refused). A temporary's marker says so, and a later run removes a temporary only when the
/// marker is a temporary's, the process that made it is gone, and (for a replaced output put aside)
/// what it holds is that output, unchanged.
///
/// ```text
/// transit output 2
/// kind output
/// file 5269760 1733443200123456789 frame-0000.png
/// ```
struct OutputMarker: Equatable {
    /// The marker's file name inside a directory.
    static let name = ".transit-output"
    /// The first line: the format and its version.
    static let header = "transit output 2"
    /// The largest marker read, in bytes (a manifest of 36,000 frames is about 1 MiB).
    static let limit = 16 << 20

    enum Kind: String {
        /// A complete output, with the files it holds.
        case output
        /// A directory being written (`DIR.tmp-PID-XXXXXX`) or holding a replaced output (`DIR.old-PID-XXXXXX`).
        case temporary
    }

    var kind: Kind
    /// The files of an output: name, size in bytes and modification time.
    var files: [String: FileStamp] = [:]

    /// What proves a file unchanged since transit wrote it.
    struct FileStamp: Equatable {
        var size: Int
        var modified: Int
    }

    /// The marker's text.
    var text: String {
        var lines = [Self.header, "kind \(kind.rawValue)"]
        for (name, stamp) in files.sorted(by: { $0.key < $1.key }) {
            lines.append("file \(stamp.size) \(stamp.modified) \(name)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a marker's text; nil unless it is one.
    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == Self.header, lines.last == "",
            lines[1].hasPrefix("kind "), let kind = Kind(rawValue: String(lines[1].dropFirst(5)))
        else { return nil }
        self.kind = kind
        for line in lines.dropFirst(2).dropLast() {
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, parts[0] == "file", let size = Int(parts[1]), size >= 0,
                let modified = Int(parts[2]), !parts[3].isEmpty
            else { return nil }
            files[String(parts[3])] = FileStamp(size: size, modified: modified)
        }
    }

    init(kind: Kind, files: [String: FileStamp] = [:]) {
        self.kind = kind
        self.files = files
    }

    /// The marker in `directory`: nil when there is none, it is not a regular file, or it does not parse.
    static func read(in directory: String) -> OutputMarker? {
        let path = directory + "/" + name
        guard FileSystem.kind(of: path) == .file,
            let bytes = try? FileInput.read(path, limit: limit)
        else { return nil }
        return OutputMarker(text: PathBytes.string(fromBytes: bytes))
    }

    /// Writes the marker into `directory` (atomically); the system's message on failure.
    func write(in directory: String) -> String? {
        do throws(ImageError) {
            try ImageIO.writeFileAtomically(Array(PathBytes.bytes(text)), to: directory + "/" + Self.name)
            return nil
        } catch {
            return error.description
        }
    }

    /// The marker of a finished output: every regular file in `directory` (but the marker) with its
    /// size and modification time.
    static func manifest(of directory: String) -> OutputMarker {
        var files: [String: FileStamp] = [:]
        for entry in FileSystem.entries(of: directory) ?? [] where entry != name {
            if let stamp = FileSystem.sizeAndModification(of: directory + "/" + entry) {
                files[entry] = FileStamp(size: stamp.size, modified: stamp.modified)
            }
        }
        return OutputMarker(kind: .output, files: files)
    }

    /// The first entry of `directory` that this output marker does not vouch for (not listed, not a
    /// regular file, or of another size or modification time); nil when the marker accounts for
    /// every entry.
    func unaccounted(in directory: String) -> String? {
        for entry in FileSystem.entries(of: directory) ?? [] where entry != Self.name {
            guard kind == .output, let stamp = files[entry],
                let now = FileSystem.sizeAndModification(of: directory + "/" + entry),
                now.size == stamp.size && now.modified == stamp.modified
            else { return entry }
        }
        return nil
    }
}
