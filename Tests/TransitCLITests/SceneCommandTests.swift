import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

@Suite("transit scene and live pages")
struct SceneCommandTests {
    static func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func oneSceneAtAProgress() throws {
        let r = try TransitProcess.run(["scene", "cube", "--at", "0.5", "--size", "100x200"])
        #expect(r.status == 0, "\(r)")
        let doc = try Self.parse(r.stdout)
        #expect(doc["format"] as? String == "transit-scene" && doc["version"] as? Int == 1)
        #expect(doc["size"] as? [Double] == [100, 200] && doc["direction"] as? String == "forward")
        let frames = try #require(doc["frames"] as? [[String: Any]])
        #expect(frames.count == 1 && frames[0]["progress"] as? Double == 0.5 && frames[0]["time"] == nil)
        let scene = try #require(frames[0]["scene"] as? [String: Any])
        #expect((scene["layers"] as? [Any])?.count == 2)
    }

    /// `--pretty` lays the same document out one field a line: the same JSON value, its numbers
    /// written as they were, and lines short enough to diff.
    @Test func prettyIsTheSameDocumentLaidOut() throws {
        let plain = try TransitProcess.run(["scene", "cube", "--at", "0.3", "--size", "100x200"])
        let pretty = try TransitProcess.run(["scene", "cube", "--at", "0.3", "--size", "100x200", "--pretty"])
        #expect(plain.status == 0 && pretty.status == 0, "\(pretty)")
        #expect(plain.stdout.split(separator: "\n").count == 1)
        #expect(pretty.stdout.split(separator: "\n").count > 30)
        let squeezed = pretty.stdout.filter { $0 != "\n" }.replacingOccurrences(of: "  ", with: "")
            .replacingOccurrences(of: ": ", with: ":").replacingOccurrences(of: ", ", with: ",")
        #expect(squeezed == plain.stdout.filter { $0 != "\n" })
        #expect(
            NSDictionary(dictionary: try Self.parse(pretty.stdout)).isEqual(to: try Self.parse(plain.stdout)))
    }

    @Test func everyFrameOfARunHasTheInstantsOfRender() throws {
        let r = try TransitProcess.run(["scene", "slide", "--back", "--fps", "20", "--duration", "0.5"])
        #expect(r.status == 0, "\(r)")
        let doc = try Self.parse(r.stdout)
        #expect(doc["direction"] as? String == "back" && doc["duration"] as? Double == 0.5)
        let frames = try #require(doc["frames"] as? [[String: Any]])
        #expect(frames.count == 11)
        let times = frames.compactMap { $0["time"] as? Double }
        #expect(times.count == 11 && zip(times, 0...10).allSatisfy { abs($0 - Double($1) * 0.05) < 1e-12 })
        #expect(frames.first?["progress"] as? Double == 0 && frames.last?["progress"] as? Double == 1)
    }

    @Test(arguments: [
        (["scene", "cube"], "exactly one of --at"),
        (["scene", "cube", "--at", "0.5", "--fps", "30"], "exactly one of --at"),
        (["scene", "cube", "--at", "1.5"], "--at"),
        (["scene", "cube", "--at", "0.5", "--duration", "2"], "--duration goes with --fps"),
        (["scene", "cubic", "--at", "0.5"], "cube"),
        (["scene", "--at", "0.5"], "missing the effect name"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
        let r = try TransitProcess.run(arguments)
        #expect(r.status == 64, "\(r)")
        #expect(r.stderr.contains(message), "\(r)")
        #expect(r.stdout.isEmpty)
    }

    @Test func renderWritesOneSelfContainedPage() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run([
            "render", "fold", "--size", "60x130", "--scale", "1", "--out", tmp.path + "/fold.html",
        ])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("live page"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["fold.html"])
        let html = try String(contentsOfFile: tmp.path + "/fold.html", encoding: .utf8)
        #expect(html.hasPrefix("<!doctype html>") && html.contains(#"id="transit-data""#))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    }

    @Test func aPageThatCannotBeWrittenLeavesNothing() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(["render", "fade", "--out", tmp.path + "/missing/page.html"])
        #expect(r.status == 73, "\(r)")
        #expect(r.stderr.contains("does not exist"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).isEmpty)
        let trace = try TransitProcess.run(["render", "fade", "--trace", "x.json", "--out", tmp.path + "/p.html"])
        #expect(trace.status == 64, "\(trace)")
    }
}
