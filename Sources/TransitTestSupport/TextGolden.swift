import Foundation
import Testing

/// Checks text against the reference file `Goldens/NAME` beside the calling test file, exactly:
/// the golden for what has an exact, reviewable form (a scene as JSON, a render plan).
///
/// Recording follows `TRANSIT_RECORD_GOLDENS` as `assertGolden` does (see `GoldenRecording`),
/// and a test that records fails. A mismatch names the first line that differs, with both
/// versions, and keeps the new text under `transit-golden-failures/` in the temporary directory
/// so `diff` can show the rest.
///
/// ```swift
/// assertTextGolden(SceneJSON.pretty(SceneJSON.scene(scene)), named: "Scenes/fade.json")
/// ```
public func assertTextGolden(
    _ text: String, named name: String, file: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let path = goldenFolder(of: file) + "/" + name
    let failure = goldenFailure(
        at: path,
        difference: { data in
            // Bytes, not `String`s: Swift compares strings by canonical equivalence (a composed and
            // a decomposed é are equal), and a text golden is exact.
            guard data != Data(text.utf8) else { return nil }
            let golden = String(decoding: data, as: UTF8.self)
            let line = firstDifferentLine(golden, text) ?? (0, "(the same characters, other bytes)", nil)
            var message =
                "the text differs from the golden \(path) at line \(line.number):\n"
                + "  golden: \(line.golden ?? "(ends before)")\n  now:    \(line.now ?? "(ends before)")"
            if let kept = keepFailure(named: name, { try Data(text.utf8).write(to: URL(fileURLWithPath: $0)) }) {
                message += "\n  the whole new text: \(kept) (diff it with the golden)"
            }
            return message
        },
        write: { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) })
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}

/// The first line (counted from 1) where two texts differ, with each text's line there (nil past
/// its end); nil when the texts are equal.
func firstDifferentLine(_ golden: String, _ now: String) -> (number: Int, golden: String?, now: String?)? {
    guard golden != now else { return nil }
    let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let b = now.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(a.count, b.count) {
        let x = i < a.count ? String(a[i]) : nil
        let y = i < b.count ? String(b[i]) : nil
        if x != y { return (i + 1, x, y) }
    }
    return (max(a.count, b.count), nil, nil)
}

/// Checks text against the region of the document at `path` between the lines
/// `<!-- NAME:begin -->` and `<!-- NAME:end -->`, exactly: documentation that is derived from the
/// code (a README table), kept in the document a reader opens. Recording follows
/// `TRANSIT_RECORD_GOLDENS` as every golden does, rewriting only the region, and a test that
/// records fails.
///
/// ```swift
/// assertDocumentRegion(table, named: "in-view", in: readmePath)
/// ```
public func assertDocumentRegion(
    _ text: String, named name: String, in path: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let begin = "<!-- \(name):begin -->\n"
    let end = "<!-- \(name):end -->"
    func parts(_ data: Data) -> (head: Substring, region: Substring, tail: Substring)? {
        let document = String(decoding: data, as: UTF8.self)
        guard let b = document.range(of: begin),
            let e = document.range(of: end, range: b.upperBound..<document.endIndex)
        else { return nil }
        return (document[..<b.upperBound], document[b.upperBound..<e.lowerBound], document[e.lowerBound...])
    }
    let region = text.hasSuffix("\n") ? text : text + "\n"
    let failure = goldenFailure(
        at: path,
        difference: { data in
            guard let (_, current, _) = parts(data) else {
                return "\(path) has no region between \(begin.dropLast()) and \(end)"
            }
            guard current != region else { return nil }
            let line = firstDifferentLine(String(current), region) ?? (0, nil, nil)
            return "the region '\(name)' of \(path) differs from what the code gives at its line \(line.number):\n"
                + "  document: \(line.golden ?? "(ends before)")\n  code:     \(line.now ?? "(ends before)")"
        },
        write: {
            guard let data = FileManager.default.contents(atPath: path), let (head, _, tail) = parts(data) else {
                throw GoldenError("\(path) has no region between \(begin.dropLast()) and \(end) to write")
            }
            try Data((head + region + tail).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        })
    if let failure { Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation) }
}
