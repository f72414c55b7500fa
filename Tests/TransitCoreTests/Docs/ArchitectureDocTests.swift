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

    /// The folders the layout names, as paths relative to `Sources/`: a line indented four
    /// spaces names a target (`Sources/TransitCore/`), one indented eight a folder of the last
    /// target named, and the words after a path on such a line its siblings
    /// (`Effects/Fades/ Slides/` names `Effects/Fades` and `Effects/Slides`); a path names its
    /// parents too.
    static func namedFolders(in doc: String) -> Set<String> {
        let block = doc.components(separatedBy: "## Layout").dropFirst().first ?? ""
        var named: Set<String> = []
        var target: String?
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).prefix(while: {
            !$0.hasPrefix("## ")
        }) {
            let paths =
                line.split(separator: "  ", omittingEmptySubsequences: true).first.map {
                    $0.split(separator: " ").map(String.init).filter { $0.hasSuffix("/") }
                } ?? []
            guard let first = paths.first else { continue }
            if line.hasPrefix("    Sources/") {
                target = String(first.dropFirst("Sources/".count).dropLast())
                named.insert(target!)
            } else if line.hasPrefix("        "), !line.hasPrefix("         "), let target {
                let parent = first.dropLast().split(separator: "/").dropLast().joined(separator: "/")
                for (i, path) in paths.enumerated() {
                    let relative = i == 0 || parent.isEmpty ? String(path.dropLast()) : parent + "/" + path.dropLast()
                    var components = (target + "/" + relative).split(separator: "/")
                    while !components.isEmpty {
                        named.insert(components.joined(separator: "/"))
                        components.removeLast()
                    }
                }
            }
        }
        return named
    }

    @Test func theLayoutNamesEverySourceFolder() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let folders = try Self.sourceFolders()
        let named = Self.namedFolders(in: doc)
        #expect(folders.count > 30, "the walk found only \(folders)")
        for folder in folders {
            // The module maps of the system libraries are named together, as `Sources/C*/`.
            let isModuleMap = folder.hasPrefix("C") && !folder.contains("/")
            #expect(
                named.contains(folder) || (isModuleMap && named.contains("C*")),
                "docs/ARCHITECTURE.md's layout does not name Sources/\(folder) at its place")
        }
        for path in named.subtracting(folders) where path != "C*" {
            Issue.record("docs/ARCHITECTURE.md's layout names Sources/\(path), which does not exist")
        }
    }

    /// The parser reads a folder under its own target only: `Raster/` under TransitRender does not
    /// name `TransitCore/Raster`, and a sibling list keeps its parent.
    @Test func theLayoutIsReadAsPaths() {
        let doc = """
            ## Layout

                Sources/TransitRender/
                    Raster/                   the rasteriser
                Sources/TransitCore/
                    Effects/Fades/ Slides/
                                              the effects
                Tests/Goldens/                not a source folder

            ## Next
            """
        #expect(
            Self.namedFolders(in: doc) == [
                "TransitRender", "TransitRender/Raster", "TransitCore", "TransitCore/Effects",
                "TransitCore/Effects/Fades",
                "TransitCore/Effects/Slides",
            ])
    }
}
