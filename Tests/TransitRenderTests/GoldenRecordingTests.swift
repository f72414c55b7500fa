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
