import Foundation
import Testing
import TransitCore

/// The README's table of in-view effects says, for every catalogue effect, what `InViewTransition`
/// decides; this keeps the two from drifting apart.
@Suite struct InViewReadmeTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// What a row's first column says, for an effect's decision.
    static func column(for t: InViewTransition) -> String {
        guard t.isSupported else { return "cross-fade instead" }
        return t.readings[.insertion]?.direction == .forward
            ? "plays: in as pushed, out as popped" : "plays: in as uncovered, out as covered"
    }

    @Test func everyEffectAppearsOnceInTheRowOfItsDecision() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let section = try #require(text.range(of: "| in-view | effects | why |"))
        var rows: [String: (column: String, why: String)] = [:]
        for line in text[section.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            for name in cells[1].split(separator: ",") {
                let n = name.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
                #expect(rows[n] == nil, "\(n) is listed twice")
                rows[n] = (cells[0], cells[2])
            }
        }
        for descriptor in EffectCatalogue.builtIn.descriptors {
            let t = InViewTransition(descriptor.make(ParameterValues()))
            let row = try #require(rows[descriptor.name], "\(descriptor.name) is missing from the README table")
            #expect(row.column == Self.column(for: t), "\(descriptor.name)")
            switch t.decline {
            case .pixelTransition?: #expect(row.why.contains("Core Image"), "\(descriptor.name)")
            case .pieces?: #expect(row.why.contains("pieces"), "\(descriptor.name)")
            case .partialPresentation?: #expect(row.why.contains("partial"), "\(descriptor.name)")
            case .stillView?, nil: break
            }
        }
        #expect(rows.count == EffectCatalogue.builtIn.descriptors.count)
    }
}
