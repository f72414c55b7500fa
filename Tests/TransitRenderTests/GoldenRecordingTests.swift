import Foundation
import Testing
import TransitRender
import TransitTestSupport
import TransitWeb

/// Recording a golden is never a pass: every mode that writes a reference fails the test, and
/// each mode writes exactly what its row of `GoldenRecording`'s table says.
@Suite struct GoldenRecordingTests {
    /// A reference holding `old` (or none), checked against `new` in `mode`: the failure and what
    /// the file holds afterwards.
    static func check(old: String?, new: String, mode: GoldenRecording) throws -> (failure: String?, after: String?) {
        let tmp = try TemporaryDirectory()
        let path = tmp.path + "/Goldens/x.txt"
        if let old {
            try FileManager.default.createDirectory(atPath: tmp.path + "/Goldens", withIntermediateDirectories: true)
            try Data(old.utf8).write(to: URL(fileURLWithPath: path))
        }
        let failure = goldenFailure(
            at: path, mode: mode,
            difference: { String(decoding: $0, as: UTF8.self) == new ? nil : "differs" },
            write: { try Data(new.utf8).write(to: URL(fileURLWithPath: path)) })
        let after = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        return (failure, after)
    }

    @Test(arguments: GoldenRecording.allCases)
    func aMatchingReferencePassesUnlessEveryGoldenIsRecorded(_ mode: GoldenRecording) throws {
        let (failure, after) = try Self.check(old: "a", new: "a", mode: mode)
        #expect((failure != nil) == (mode == .all))
        #expect(after == "a")
    }

    @Test(arguments: GoldenRecording.allCases)
    func aMissingReferenceFailsAndIsWrittenInEveryRecordingMode(_ mode: GoldenRecording) throws {
        let (failure, after) = try Self.check(old: nil, new: "b", mode: mode)
        #expect(failure != nil)
        #expect(after == (mode == .never ? nil : "b"))
        if mode != .never { #expect(failure?.contains("recorded") == true) }
    }

    @Test(arguments: GoldenRecording.allCases)
    func aDifferentReferenceFailsAndIsReplacedOnlyWhenAskedTo(_ mode: GoldenRecording) throws {
        let (failure, after) = try Self.check(old: "a", new: "b", mode: mode)
        #expect(failure != nil)
        #expect(after == ([.failed, .all].contains(mode) ? "b" : "a"))
    }

    /// A document with the region `r` holding `inside`, checked against `new` in `mode`: the
    /// failure and the document afterwards.
    static func checkRegion(_ document: String, new: String, mode: GoldenRecording) throws -> (String?, String) {
        let tmp = try TemporaryDirectory()
        let path = tmp.path + "/README.md"
        try Data(document.utf8).write(to: URL(fileURLWithPath: path))
        let failure = documentRegionFailure(new, named: "r", in: path, mode: mode)
        return (failure, String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self))
    }

    @Test func aDocumentRegionIsComparedAndWrittenAloneWhenRecording() throws {
        let document = "head\n<!-- r:begin -->\nold\n<!-- r:end -->\ntail\n"
        let same = try Self.checkRegion(document, new: "old", mode: .never)
        #expect(same.0 == nil && same.1 == document)
        let differs = try Self.checkRegion(document, new: "new", mode: .never)
        #expect(differs.0?.contains("document: old") == true && differs.1 == document)
        let missingMode = try Self.checkRegion(document, new: "new", mode: .missing)
        #expect(missingMode.0 != nil && missingMode.1 == document)
        let recorded = try Self.checkRegion(document, new: "new", mode: .failed)
        #expect(recorded.0?.contains("recorded") == true)
        #expect(recorded.1 == "head\n<!-- r:begin -->\nnew\n<!-- r:end -->\ntail\n")
    }

    @Test func aDocumentRegionNeedsEachMarkerOnce() throws {
        for document in [
            "no markers\n", "<!-- r:begin -->\nx\n", "<!-- r:end -->\n<!-- r:begin -->\nx\n",
            "<!-- r:begin -->\nx\n<!-- r:end -->\n<!-- r:begin -->\nx\n<!-- r:end -->\n",
        ] {
            for mode in GoldenRecording.allCases where mode != .all {
                let (failure, after) = try Self.checkRegion(document, new: "x", mode: mode)
                #expect(failure?.contains("needs one") == true, "\(mode): \(document)")
                #expect(after == document)
            }
        }
    }

    @Test func theEnvironmentNamesTheModeAndAnUnknownOneIsAnErrorListingTheAllowed() throws {
        let v = GoldenRecording.variable
        #expect(try GoldenRecording.fromEnvironment([:]).get() == .never)
        #expect(try GoldenRecording.fromEnvironment([v: "1"]).get() == .all)
        #expect(try GoldenRecording.fromEnvironment([v: "missing"]).get() == .missing)
        guard case .failure(let error) = GoldenRecording.fromEnvironment([v: "yes"]) else {
            Issue.record("'yes' was taken as a mode")
            return
        }
        #expect(error.description.contains("never, missing, failed, all"))
    }

    @Test func prettyJSONPutsEachFieldOnALineAndPlainArraysOnOne() {
        #expect(
            PrettyJSON.format(#"{"a":[1,2],"b":[{"c":"x,y"}],"d":{}}"#) == """
                {
                  "a": [1, 2],
                  "b": [
                    {
                      "c": "x,y"
                    }
                  ],
                  "d": {}
                }
                """)
    }
}
