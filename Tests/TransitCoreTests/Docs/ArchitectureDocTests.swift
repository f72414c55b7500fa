import Foundation
import Testing

/// docs/ARCHITECTURE.md's layout names every folder of `Sources/`, so the map a newcomer reads
/// first cannot fall behind the tree.
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every folder under `Sources/`, as a path relative to it (`TransitCore/Effects/Pixel`).
    static func sourceFolders() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let fm = FileManager.default
        guard let walk = fm.enumerator(atPath: sources.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { path in
            var isFolder: ObjCBool = false
            return fm.fileExists(atPath: sources.appendingPathComponent(path).path, isDirectory: &isFolder)
                && isFolder.boolValue && !path.hasSuffix(".docc") && !path.contains(".docc/")
        }.sorted()
    }

    @Test func theLayoutNamesEverySourceFolder() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let folders = try Self.sourceFolders()
        #expect(folders.count > 30, "the walk found only \(folders)")
        for folder in folders {
            // A folder is named by its last component with a slash, at the top level with its
            // target ("Sources/TransitCore/"), or as C* for the module maps.
            let last = (folder as NSString).lastPathComponent
            let named =
                doc.contains(last + "/")
                || (last.hasPrefix("C") && !folder.contains("/") && doc.contains("Sources/C*/"))
            #expect(named, "docs/ARCHITECTURE.md's layout does not name Sources/\(folder)")
        }
    }
}
