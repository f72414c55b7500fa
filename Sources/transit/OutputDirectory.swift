import Foundation

/// A directory of outputs written all at once: everything goes into a temporary sibling
/// (`DIR.tmp-XXXXXX`) that is renamed to `DIR` only when complete, so a failed run leaves nothing.
///
/// An existing `DIR` is replaced only when it holds nothing but files this command writes
/// (a previous run's frames); anything else is refused rather than deleted.
///
/// ```swift
/// let out = OutputDirectory("frames", replaceable: OutputDirectory.isFrame)
/// try out.write { dir throws(CLIError) in /* write files into dir */ }
/// ```
struct OutputDirectory {
    /// The final path, without a trailing slash.
    let path: String
    /// Whether a file (path relative to the directory) may be discarded when replacing it.
    let isReplaceable: (String) -> Bool

    init(_ path: String, replaceable: @escaping (String) -> Bool) {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        self.path = p; self.isReplaceable = replaceable
    }

    /// Whether a file name is a frame this tool writes (`frame-0007.png`).
    static func isFrame(_ relativePath: String) -> Bool {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return name.hasPrefix("frame-") && name.hasSuffix(".png")
    }

    /// Fails unless the directory can be created or replaced: its parent exists, and anything
    /// already at the path is a directory of replaceable files.
    func checkWritable() throws(CLIError) {
        let fm = FileManager.default
        let parent = (path as NSString).deletingLastPathComponent
        var isDir: ObjCBool = false
        if !parent.isEmpty, !(fm.fileExists(atPath: parent, isDirectory: &isDir) && isDir.boolValue) {
            throw .cantCreate("cannot create '\(path)': its parent directory '\(parent)' does not exist")
        }
        guard fm.fileExists(atPath: path, isDirectory: &isDir) else { return }
        guard isDir.boolValue else {
            throw .cantCreate("'\(path)' exists and is not a directory; choose another --out")
        }
        guard let entries = fm.enumerator(atPath: path) else {
            throw .cantCreate("cannot read the existing directory '\(path)'")
        }
        for case let entry as String in entries {
            var entryIsDir: ObjCBool = false
            _ = fm.fileExists(atPath: path + "/" + entry, isDirectory: &entryIsDir)
            if !entryIsDir.boolValue && !isReplaceable(entry) {
                throw .cantCreate(
                    "refusing to replace '\(path)': it holds '\(entry)', which this command did not write; choose another --out or remove it"
                )
            }
        }
    }

    /// Runs `body` with a fresh temporary directory, then moves it to `path`, replacing a previous
    /// output there. On any failure the temporary directory is removed and `path` is left as it was.
    func write(_ body: (String) throws(CLIError) -> Void) throws(CLIError) {
        try checkWritable()
        let tmp = try makeTemporarySibling("tmp")
        do throws(CLIError) {
            try body(tmp)
            try moveIntoPlace(tmp)
        } catch {
            try? FileManager.default.removeItem(atPath: tmp)
            throw error
        }
    }

    private func makeTemporarySibling(_ tag: String) throws(CLIError) -> String {
        var template = Array("\(path).\(tag)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .cantCreate("cannot create a directory beside '\(path)': \(String(cString: strerror(errno)))")
        }
        let dir = String(cString: made)
        // mkdtemp makes the directory private (0700); give it the usual permissions.
        let mask = umask(0)
        umask(mask)
        chmod(dir, 0o777 & ~mask)
        return dir
    }

    private func moveIntoPlace(_ tmp: String) throws(CLIError) {
        let fm = FileManager.default
        if fm.fileExists(atPath: path) {
            try checkWritable()
            // Move the old output aside first: rename(2) cannot replace a non-empty directory.
            let old = try makeTemporarySibling("old")
            guard rename(path, old + "/previous") == 0 else {
                try? fm.removeItem(atPath: old)
                throw .cantCreate("cannot replace '\(path)': \(String(cString: strerror(errno)))")
            }
            guard rename(tmp, path) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(old + "/previous", path)
                try? fm.removeItem(atPath: old)
                throw .cantCreate("cannot move the new output to '\(path)': \(reason)")
            }
            try? fm.removeItem(atPath: old)
        } else if rename(tmp, path) != 0 {
            throw .cantCreate("cannot move the new output to '\(path)': \(String(cString: strerror(errno)))")
        }
    }
}

/// Creates a directory and any missing parents.
func makeDirectory(_ path: String) throws(CLIError) {
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw .cantCreate("cannot create the directory '\(path)': \(error.localizedDescription)")
    }
}
