import Foundation

/// A fresh empty directory under the system's temporary directory, removed when this value is
/// no longer used.
///
/// ```swift
/// let tmp = try TemporaryDirectory()
/// let out = tmp.path + "/frames"
/// ```
public final class TemporaryDirectory {
    /// The directory's absolute path, without a trailing slash.
    public let path: String

    public init(prefix: String = "transit-test") throws {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "mkdtemp failed for \(prefix)"])
        }
        path = URL(fileURLWithPath: String(cString: made)).standardizedFileURL.path
    }

    /// The names in the directory, sorted (empty if it does not exist).
    public func contents(of relativePath: String = "") -> [String] {
        let p = relativePath.isEmpty ? path : path + "/" + relativePath
        return ((try? FileManager.default.contentsOfDirectory(atPath: p)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
