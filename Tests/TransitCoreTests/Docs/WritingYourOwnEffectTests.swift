import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// The DocC article "Writing your own effect" shows code that compiles and works: each of its
/// Swift blocks is, character for character, a marked region of `WritingYourOwnEffectExample.swift`
/// (compiled with the tests), and the effect it builds obeys every law the catalogue's do.
@Suite struct WritingYourOwnEffectTests {
    static let article = ArchitectureDocTests.root.appendingPathComponent(
        "Sources/TransitCore/TransitCore.docc/WritingYourOwnEffect.md")
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "WritingYourOwnEffectExample.swift")

    /// The article's ```swift blocks, in order.
    static func articleBlocks() throws -> [String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// The example file's regions between `// docs:begin NAME` and `// docs:end NAME`, in order.
    static func exampleRegions() throws -> [String] {
        let text = try String(contentsOf: example, encoding: .utf8)
        return text.components(separatedBy: "// docs:begin ").dropFirst().map { region in
            let body = region.drop { $0 != "\n" }.dropFirst()
            return String(body.components(separatedBy: "// docs:end ")[0])
        }
    }

    @Test func theArticlesCodeIsTheCompiledExample() throws {
        let blocks = try Self.articleBlocks()
        let regions = try Self.exampleRegions()
        #expect(blocks.count == 2 && regions.count == 2, "\(blocks.count) blocks, \(regions.count) regions")
        for (block, region) in zip(blocks, regions) {
            #expect(block == region, "the article's block differs from the compiled example:\n\(block)")
        }
    }

    @Test func theExampleEffectObeysTheLaws() throws {
        let effect = try blindFromTheCatalogue()
        var catalogue = EffectCatalogue.builtIn
        catalogue.register(Blind.self)
        var violations = Direction.allCases.flatMap { direction in
            [
                RenderedLaws.endpointsViolation(of: effect, going: direction),
                RenderedLaws.continuityViolation(of: effect, going: direction, steps: 30),
            ]
        }
        violations += [
            RenderedLaws.determinismViolation(of: effect), RenderedLaws.reversalViolation(of: effect),
            RenderedLaws.rebuildViolation(of: effect, in: catalogue),
        ]
        let found = violations.compactMap { $0 }
        #expect(found.isEmpty, "\(found)")
        #expect((effect as? Blind)?.darkening == 0.6)
    }
}
