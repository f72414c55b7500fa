import Foundation
import TransitFiles
import TransitRender

/// The few file-system operations the commands need, on POSIX calls with paths as bytes
/// (`PathBytes`), so any file name works, a one-character name included.
///
/// ```swift
/// FileSystem.parent(of: "out/frames/")   // "out"
/// FileSystem.kind(of: "out")             // .directory, or nil when nothing is there
/// ```
enum FileSystem {
    enum Kind: Equatable {
        case file, directory, symbolicLink, other
    }

    /// What is at `path`, not following a final symbolic link; nil when nothing is.
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The size in bytes of the regular file at `path` (not following a final symbolic link); nil otherwise.
    static func size(of path: String) -> Int? {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        return Int(info.st_size)
    }

    /// The size and last modification (nanoseconds since 1970) of the regular file at `path`, not
    /// following a final symbolic link; nil otherwise.
    static func sizeAndModification(of path: String) -> (size: Int, modified: Int)? {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        return (Int(info.st_size), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    /// Whether `path` is a directory, following symbolic links.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether the current user may create files in the directory.
    static func isWritable(_ directory: String) -> Bool {
        PathBytes.withCString(directory) { access($0, W_OK | X_OK) } == 0
    }

    /// `path` without trailing slashes (`/` stays `/`).
    static func trimmed(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return String(p)
    }

    /// The directory holding `path`: `.` for a bare name, `/` for a name at the root.
    static func parent(of path: String) -> String {
        let p = trimmed(path)
        guard let slash = p.lastIndex(of: "/") else { return "." }
        let head = trimmed(String(p[..<slash]))
        return head.isEmpty ? "/" : head
    }

    /// The last component of `path` (`frames` for `out/frames/`).
    static func lastComponent(_ path: String) -> String {
        let p = trimmed(path)
        return p.split(separator: "/").last.map(String.init) ?? p
    }

    /// The names in a directory, without `.` and `..`; nil when it cannot be read.
    static func entries(of directory: String) -> [String]? {
        guard let dir = PathBytes.withCString(directory, { opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.string(fromBytes: raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file, or a directory and everything in it; symbolic links are removed, not followed.
    static func remove(_ path: String) {
        if kind(of: path) == .directory {
            for name in entries(of: path) ?? [] { remove(path + "/" + name) }
            _ = PathBytes.withCString(path) { rmdir($0) }
        } else {
            _ = PathBytes.withCString(path) { unlink($0) }
        }
    }

    /// Whether `path` is `directory` or lies inside it, once symbolic links and `..` in their
    /// existing parts are resolved (`realpath(3)` on the deepest existing ancestor).
    static func isSameOrInside(_ path: String, _ directory: String) -> Bool {
        let p = resolved(path)
        let d = resolved(directory)
        return p == d || p.hasPrefix(d == "/" ? "/" : d + "/")
    }

    /// `path` made absolute: its deepest existing ancestor through `realpath(3)`, then the rest as given.
    static func resolved(_ path: String) -> String {
        var head = trimmed(path)
        var tail: [String] = []
        while true {
            let real = PathBytes.withCString(head) { realpath($0, nil) }
            if let real {
                defer { free(real) }
                let base = PathBytes.string(fromArgument: real)
                return ([base == "/" ? "" : base] + tail.reversed()).joined(separator: "/")
            }
            let last = lastComponent(head)
            if head == parent(of: head) || last == "." || last == ".." { return trimmed(path) }
            tail.append(last)
            head = parent(of: head)
        }
    }

    /// `rename(2)`; nil on success, else the system's message.
    static func rename(_ from: String, to: String) -> String? {
        let status = PathBytes.withCString(from) { f in PathBytes.withCString(to) { Foundation.rename(f, $0) } }
        return status == 0 ? nil : String(cString: strerror(errno))
    }

    /// A new private directory named `prefix` plus six random characters; nil, with `errno` set, on failure.
    static func makeTemporaryDirectory(prefix: String) -> String? {
        var template = PathBytes.bytes(prefix + "XXXXXX").map { CChar(bitPattern: $0) } + [0]
        guard mkdtemp(&template) != nil else { return nil }
        let made = PathBytes.string(fromBytes: template.dropLast().map { UInt8(bitPattern: $0) })
        // mkdtemp makes the directory private (0700); give it the usual permissions.
        let mask = umask(0)
        umask(mask)
        _ = PathBytes.withCString(made) { chmod($0, 0o777 & ~mask) }
        return made
    }
}
