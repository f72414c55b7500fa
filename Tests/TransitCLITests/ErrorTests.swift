import Foundation
import Testing
import TransitCore
import TransitTestSupport

/// A command line that must fail: its exit status and what the message must say. `OUT` in an
/// argument stands for an output directory that must not appear.
struct FailingRun: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var fragments: [String]

    init(_ arguments: [String], _ status: Int32, _ fragments: String...) {
        self.arguments = arguments
        self.status = status
        self.fragments = fragments
    }

    var testDescription: String { "transit " + arguments.joined(separator: " ") }
}

@Suite("transit errors")
struct ErrorTests {
    static let usageErrors: [FailingRun] = [
        FailingRun([], 64, "missing command"),
        FailingRun(["rendr", "fade"], 64, "unknown command 'rendr'", "did you mean 'render'?"),
        FailingRun(
            ["render", "circel-spread", "--out", "OUT"], 64, "unknown effect 'circel-spread'",
            "did you mean 'circle-spread'?", "fade, slide"),
        FailingRun(
            ["render", "slide", "-p", "from=up", "--out", "OUT"], 64, "parameter 'from'", "'up'",
            "expected one of left, right"),
        FailingRun(
            ["render", "fade", "-p", "duration=fast", "--out", "OUT"], 64, "parameter 'duration'",
            "expected a number in 0.01...10"),
        FailingRun(
            ["render", "fade", "-p", "duration=0", "--out", "OUT"], 64, "parameter 'duration'", "expected a number"),
        FailingRun(["render", "fade", "-p", "speed=2", "--out", "OUT"], 64, "no parameter 'speed'", "duration"),
        FailingRun(["render", "fade", "-p", "duration", "--out", "OUT"], 64, "NAME=VALUE"),
        FailingRun(
            ["render", "fade", "-p", "duration=1", "-p", "duration=2", "--out", "OUT"], 64,
            "'duration' is given more than once"),
        FailingRun(["render", "fade"], 64, "missing --out"),
        FailingRun(["render", "--out", "OUT"], 64, "missing the effect name"),
        FailingRun(["render", "fade", "slide", "--out", "OUT"], 64, "unexpected argument 'slide'"),
        FailingRun(["render", "fade", "--from", "a.png", "--out", "OUT"], 64, "--from and --to go together"),
        FailingRun(
            ["render", "fade", "--from", "a.png", "--to", "b.png", "--size", "20x40", "--out", "OUT"], 64, "--size"),
        FailingRun(["render", "fade", "--size", "big", "--out", "OUT"], 64, "--size", "'big'"),
        FailingRun(["render", "fade", "--size", "0x10", "--out", "OUT"], 64, "--size"),
        FailingRun(["render", "fade", "--scale", "-2", "--out", "OUT"], 64, "--scale", "'-2'"),
        FailingRun(["render", "fade", "--fps", "0", "--out", "OUT"], 64, "--fps", "1...240"),
        FailingRun(["render", "fade", "--duration", "forever", "--out", "OUT"], 64, "--duration"),
        FailingRun(["render", "fade", "--touch", "12", "--out", "OUT"], 64, "--touch", "x,y"),
        FailingRun(
            ["render", "fade", "--element", "hero:1,2:3,4", "--out", "OUT"], 64, "--element", "ID:x,y,w,h:x,y,w,h"),
        FailingRun(
            ["render", "fade", "--siz", "20x40", "--out", "OUT"], 64, "unknown option '--siz'", "did you mean '--size'?"
        ),
        FailingRun(["render", "fade", "--back=yes", "--out", "OUT"], 64, "takes no value"),
        FailingRun(["render", "fade", "--out"], 64, "needs a value"),
        FailingRun(["render", "fade", "--out", "OUT", "--out", "OUT"], 64, "more than once"),
        FailingRun(["gallery"], 64, "missing --out"),
        FailingRun(["gallery", "--fps", "1000", "--out", "OUT"], 64, "--fps"),
        FailingRun(["list", "fdae"], 64, "unknown effect 'fdae'; did you mean 'fade'?"),
        FailingRun(["render", "fade", "--size", "1x1", "--scale", "0.25", "--out", "OUT"], 64, "--size times --scale"),
        FailingRun(["render", "fade", "--out", ""], 64, "--out must be a path"),
        FailingRun(["render", "fade", "--out", "."], 64, "--out '.'"),
        FailingRun(["render", "fade", "--touch", "1e300,1e300", "--out", "OUT"], 64, "--touch"),
        FailingRun(
            ["render", "fade", "--touch", "5000,10", "--size", "20x40", "--out", "OUT"], 64, "--touch", "100 times"),
    ]

    @Test(arguments: usageErrors)
    func aUsageErrorExits64WithOneLineAndTheUsage(_ run: FailingRun) throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(run.arguments.map { $0 == "OUT" ? tmp.path + "/out" : $0 })
        #expect(r.status == run.status, "\(r)")
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("transit: error: ") == true, "\(r)")
        #expect(lines.filter { $0.contains("error") }.count == 1, "\(r)")
        #expect(lines.count > 1 && lines[1].hasPrefix("usage: transit"), "\(r)")
        for fragment in run.fragments { #expect(lines.first?.contains(fragment) == true, "'\(fragment)' in \(r)") }
        #expect(r.stdout.isEmpty)
        expectOnly([], in: tmp)
    }

    @Test func aMissingInputExits66NamingTheFile() throws {
        let tmp = try TemporaryDirectory()
        let b = try writeSolidPNG(.white, width: 10, height: 10, to: tmp.path + "/b.png")
        let r = try TransitProcess.run([
            "render", "fade", "--from", tmp.path + "/missing.png", "--to", b, "--out", tmp.path + "/out",
        ])
        #expect(r.status == 66, "\(r)")
        #expect(r.stderr.hasPrefix("transit: error: ") && r.stderr.contains("missing.png"), "\(r)")
        expectOnly(["b.png"], in: tmp)
    }

    @Test func anInputThatIsNotAnImageExits66NamingTheFile() throws {
        let tmp = try TemporaryDirectory()
        let a = tmp.path + "/notes.png"
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: a))
        let b = try writeSolidPNG(.white, width: 10, height: 10, to: tmp.path + "/b.png")
        let r = try TransitProcess.run(["render", "fade", "--from", a, "--to", b, "--out", tmp.path + "/out"])
        #expect(r.status == 66, "\(r)")
        #expect(r.stderr.contains("notes.png"), "\(r)")
        expectOnly(["notes.png", "b.png"], in: tmp)
    }

    @Test func screensOfDifferentSizesExit65NamingBothSizes() throws {
        let tmp = try TemporaryDirectory()
        let a = try writeSolidPNG(.white, width: 30, height: 20, to: tmp.path + "/a.png")
        let b = try writeSolidPNG(.black, width: 20, height: 30, to: tmp.path + "/b.png")
        let r = try TransitProcess.run(["render", "fade", "--from", a, "--to", b, "--out", tmp.path + "/out"])
        #expect(r.status == 65, "\(r)")
        #expect(
            r.stderr.contains("30x20") && r.stderr.contains("20x30") && r.stderr.contains("a.png")
                && r.stderr.contains("b.png"), "\(r)")
        expectOnly(["a.png", "b.png"], in: tmp)
    }

    /// Issue 28, defect 12: a previous output that cannot be moved aside (a directory must be
    /// writable to be renamed) is refused before rendering. Root may write anywhere, so the test
    /// runs for other users only.
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyPreviousOutputIsRefusedBeforeRendering() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/o"
        let first = try TransitProcess.run([
            "render", "fade", "--size", "20x40", "--scale", "1", "--fps", "5", "--out", out,
        ])
        #expect(first.status == 0, "\(first)")
        chmod(out, 0o555)
        defer { chmod(out, 0o755) }
        let r = try TransitProcess.run([
            "render", "fade", "--size", "20x40", "--scale", "1", "--fps", "5", "--out", out,
        ])
        #expect(r.status == 73 && r.stderr.contains("not writable"), "\(r)")
    }

    @Test func aDirectoryWithOtherFilesIsNotClobbered() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/mine"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: out + "/notes.txt"))
        try Data().write(to: URL(fileURLWithPath: out + "/frame-0000.png"))
        let r = try TransitProcess.run(["render", "fade", "--size", "20x40", "--scale", "1", "--out", out])
        #expect(r.status == 73, "\(r)")
        #expect(
            r.stderr.contains("refusing") && r.stderr.contains("mine") && r.stderr.contains(".transit-output"), "\(r)")
        #expect(tmp.contents(of: "mine") == ["frame-0000.png", "notes.txt"])
        expectOnly(["mine"], in: tmp)
    }

    @Test func anOutputPathThatIsAFileExits73() throws {
        let tmp = try TemporaryDirectory()
        try Data("x".utf8).write(to: URL(fileURLWithPath: tmp.path + "/file"))
        let r = try TransitProcess.run([
            "render", "fade", "--size", "20x40", "--scale", "1", "--out", tmp.path + "/file",
        ])
        #expect(r.status == 73, "\(r)")
        #expect(r.stderr.contains("not a directory"), "\(r)")
        expectOnly(["file"], in: tmp)
    }

    @Test func anOutputWhoseParentIsMissingExits73() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run([
            "render", "fade", "--size", "20x40", "--scale", "1", "--out", tmp.path + "/no/such/dir",
        ])
        #expect(r.status == 73, "\(r)")
        #expect(r.stderr.contains("does not exist"), "\(r)")
        expectOnly([], in: tmp)
    }

    @Test func anOutputInsideAFileExits73() throws {
        let tmp = try TemporaryDirectory()
        try Data("x".utf8).write(to: URL(fileURLWithPath: tmp.path + "/file"))
        let r = try TransitProcess.run([
            "gallery", "--size", "20x40", "--scale", "1", "--out", tmp.path + "/file/gallery",
        ])
        #expect(r.status == 73, "\(r)")
        expectOnly(["file"], in: tmp)
    }
}
