import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

@Suite("transit render --trace")
struct TraceRenderingTests {
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/traces").standardized.path
    /// The sample screens at their default size in points (the traces' coordinates), small in pixels.
    static let small = ["--scale", "0.25", "--fps", "20"]

    static func largestByteDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    @Test(arguments: [
        ("slow-drag-finish", "finished"), ("fast-flick", "finished"),
        ("drag-back-cancel", "cancelled"), ("grab-during-finish", "cancelled"),
    ])
    func anExampleTraceRendersTheDragThenTheFinishOrTheCancel(name: String, outcome: String) throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/frames"
        let r = try TransitProcess.run(
            ["render", "circle-spread", "--trace", Self.traces + "/\(name).json"] + Self.small + ["--out", out])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("it \(outcome)"), "\(r)")
        let files = frameFiles(in: out)
        #expect(files.count > 5)
        let first = try ImageIO.read(path: out + "/" + files[0])
        let last = try ImageIO.read(path: out + "/" + files[files.count - 1])
        let middle = try ImageIO.read(path: out + "/" + files[files.count / 2])
        #expect(Self.largestByteDifference(first, middle) > 0, "the middle frame shows the transition")
        #expect(
            (Self.largestByteDifference(first, last) <= 1) == (outcome == "cancelled"),
            "the last frame shows the source only after a cancel")
        expectOnly(["frames"], in: tmp)
    }

    @Test func aContactSheetPutsEightFramesSideBySide() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(
            ["render", "fade", "--trace", Self.traces + "/fast-flick.json"] + Self.small
                + ["--out", tmp.path + "/f", "--contact-sheet", tmp.path + "/sheet.png"])
        #expect(r.status == 0, "\(r)")
        let frame = try ImageIO.read(path: tmp.path + "/f/frame-0000.png")
        let sheet = try ImageIO.read(path: tmp.path + "/sheet.png")
        #expect(sheet.width == 8 * frame.width + 9 * 8 && sheet.height == frame.height + 16)
    }

    @Test func badTracesAndOptionsFailWithAReason() throws {
        let tmp = try TemporaryDirectory()
        let bad = tmp.path + "/bad.json"
        let backwards = tmp.path + "/backwards.json"
        try #"{"samples": [{"time": 0, "location": {"x": 1, "y": 2}, "phase": "pressed"}]}"#.write(
            toFile: bad, atomically: true, encoding: .utf8)
        try
            #"{"samples": [{"time": 1, "location": {"x": 1, "y": 2}, "phase": "began"}, {"time": 0.5, "location": {"x": 1, "y": 2}, "phase": "ended"}]}"#
            .write(toFile: backwards, atomically: true, encoding: .utf8)
        let out = tmp.path + "/out"
        let cases: [([String], Int32, String)] = [
            (["--trace", tmp.path + "/missing.json"], 66, "cannot read the trace"),
            (["--trace", bad], 65, "samples[0].phase"),
            (["--trace", backwards], 65, "samples[1].time"),
            (["--trace", bad, "--duration", "1"], 64, "--duration does not go with --trace"),
            (["--trace", bad, "--hold", "0.5"], 64, "--hold does not go with --trace"),
            (
                ["--trace", bad, "--contact-sheet", tmp.path + "/s.png", "--sheet-at", "0.5"], 64,
                "--sheet-at does not go with --trace"
            ),
        ]
        for (arguments, status, message) in cases {
            let r = try TransitProcess.run(["render", "fade"] + arguments + ["--out", out])
            #expect(r.status == status, "\(r)")
            #expect(r.stderr.contains(message), "\(r)")
        }
        expectOnly(["bad.json", "backwards.json"], in: tmp)
    }
}
