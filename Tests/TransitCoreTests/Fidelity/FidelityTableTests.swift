import Foundation
import Testing

/// docs/FIDELITY.md's rows state what they measured: every row's last column gives a number and
/// the command (`transit scene`, `transit list`) or the test that measures it, and no sentence
/// calls a row **same** without a number before it in that sentence (issue 31's "done when").
@Suite struct FidelityTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/FIDELITY.md"), encoding: .utf8)
    }

    /// The table rows (not headers or rules) as their cells, split on `|` but not on `\|`.
    static func rows(of doc: String) -> [[String]] {
        doc.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| ---") && !$0.hasPrefix("| original ")
        }.map { line in
            var cells: [String] = []
            var cell = ""
            var previous: Character = " "
            for c in line {
                if c == "|" && previous != "\\" {
                    cells.append(cell.trimmingCharacters(in: .whitespaces))
                    cell = ""
                } else {
                    cell.append(c)
                }
                previous = c
            }
            return Array(cells.dropFirst())
        }
    }

    /// The sentences of a cell: split after ". " where the next sentence starts with a capital,
    /// a backtick or a bracket.
    static func sentences(of cell: String) -> [String] {
        var out: [String] = []
        var current = ""
        let chars = Array(cell)
        for (i, c) in chars.enumerated() {
            current.append(c)
            if c == ".", i + 2 < chars.count, chars[i + 1] == " ",
                chars[i + 2].isUppercase || chars[i + 2] == "`" || chars[i + 2] == "("
            {
                out.append(current)
                current = ""
            }
        }
        out.append(current)
        return out
    }

    @Test func everyRowGivesANumberAndTheCommandOrTestThatMeasuresIt() throws {
        let rows = Self.rows(of: try Self.document())
        #expect(rows.count >= 30, "found only \(rows.count) rows")
        for cells in rows {
            let name = cells.first ?? "?"
            #expect(cells.count == 4, "\(name): \(cells.count) cells")
            let status = cells.last ?? ""
            let hasNumber = status.contains { $0.isNumber }
            #expect(hasNumber, "\(name): no number in its last column")
            #expect(
                status.contains("`transit ") || status.contains("Tests"),
                "\(name): names neither a transit command nor a test")
        }
    }

    @Test func noSentenceSaysSameWithoutANumberBeforeIt() throws {
        for cells in Self.rows(of: try Self.document()) {
            for sentence in Self.sentences(of: cells.last ?? "") {
                guard let same = sentence.range(of: "**same**") else { continue }
                let measured = sentence[..<same.lowerBound].contains { $0.isNumber }
                #expect(measured, "\(cells.first ?? "?"): \"\(sentence)\" says same without a measurement")
            }
        }
    }

    @Test func thePageNamesNoLocalPathToTheOriginals() throws {
        #expect(!(try Self.document()).contains("shared/seeds"))
    }
}
