import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// The README's table of in-view effects is what `InViewTransition` decides for every catalogue
/// effect, written from the decisions (the region `in-view` of README.md, a golden: record it
/// with `TRANSIT_RECORD_GOLDENS=failed` after adding an effect, and review the row it joins).
@Suite struct InViewReadmeTableTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// A row's first and last columns, for an effect's decision.
    static func row(for t: InViewTransition) -> (column: String, why: String) {
        switch t.decline {
        case nil:
            t.readings[.insertion]?.direction == .forward
                ? (
                    "plays: in as pushed, out as popped",
                    "the effect moves, fades or masks the entering screen as one layer"
                )
                : (
                    "plays: in as uncovered, out as covered",
                    "the pushed screen stands still under the old one, so the view takes the old screen's part"
                )
        case .stillView?:
            ("cross-fade instead", "only the screen being left moves, both ways: an inserted view would stand still")
        case .pieces?:
            (
                "cross-fade instead",
                "draws the view in pieces: SwiftUI would need a live copy of the view (with its own state) per piece"
            )
        case .pixelTransition?:
            (
                "cross-fade instead",
                "blends the pixels of two screen images (Core Image); a live view is not an image and has no second screen"
            )
        case .partialPresentation?:
            ("cross-fade instead", "a partial presentation, which rests covering part of the screen")
        }
    }

    /// The table: one row per decision, its effects in catalogue order, the rows in the order of
    /// their first effect.
    static func table(_ catalogue: EffectCatalogue = .builtIn) -> String {
        var rows: [(column: String, why: String, names: [String])] = []
        for d in catalogue.descriptors {
            let row = row(for: InViewTransition(d.make(ParameterValues())))
            if let i = rows.firstIndex(where: { $0.column == row.column && $0.why == row.why }) {
                rows[i].names.append(d.name)
            } else {
                rows.append((row.column, row.why, [d.name]))
            }
        }
        let lines = rows.map { r in
            "| \(r.column) | \(r.names.map { "`\($0)`" }.joined(separator: ", ")) | \(r.why) |"
        }
        return (["| in-view | effects | why |", "| --- | --- | --- |"] + lines).joined(separator: "\n")
    }

    @Test func theReadmeTableIsWhatTheCoreDecides() {
        assertDocumentRegion(Self.table(), named: "in-view", in: Self.readme.path)
    }

    /// Each decision has a row of its own: an effect whose decision changed moves to another row.
    @Test func everyEffectAppearsOnceInTheRowOfItsDecision() {
        let table = Self.table()
        for d in EffectCatalogue.builtIn.descriptors {
            #expect(table.components(separatedBy: "`\(d.name)`").count == 2, "\(d.name)")
        }
        let turned = EffectCatalogue([Fold.descriptor, Push.descriptor])
        #expect(Self.table(turned).contains("| cross-fade instead | `fold` |"))
        #expect(Self.table(turned).contains("| plays: in as pushed, out as popped | `push` |"))
    }
}
