import Foundation
import Testing
import TransitCore
import TransitFiles
import TransitRender
import TransitTestSupport

@testable import transit

/// One hostile or careless run of the binary: the inputs it finds in its directory, its
/// arguments and standard streams, an optional signal, and what must come of it.
struct BadInput: Sendable, CustomStringConvertible {
    var category: String
    var arguments: [String]
    /// Allowed exit statuses.
    var statuses: Set<Int32>
    /// What the one error line must say (nil for a successful run).
    var message: String?
    /// Input files (path relative to the run's directory: bytes); a path ending in `/` is a directory.
    var files: [String: [UInt8]] = [:]
    /// Symbolic links to create: link name -> target.
    var links: [String: String] = [:]
    /// Outputs that may remain afterwards.
    var keeps: Set<String> = []
    /// Inputs the run must remove (stale temporaries).
    var gone: Set<String> = []
    var stdout: Spawn.Stream = .captured
    var stderr: Spawn.Stream = .captured
    var signal: Int32?
    var signalWhen = ""
    /// Run by bash with this text after the binary's name instead of `arguments` (process substitution).
    var bash: String?
    /// Sparse input files to create (path: size), holding nothing on disk.
    var sparse: [String: Int] = [:]
    /// Shell text run before the binary (`ulimit -f 2; `); with `bash`, `set -o pipefail; ` makes
    /// the status of a pipeline transit's.
    var prelude = ""
    /// Input files (keys of `files`) that must still hold their bytes afterwards: the user's own.
    var untouched: Set<String> = []
    /// Whether standard output and error must hold no control character but newlines.
    var plain = false
    /// The most resident memory the run may take, in MiB.
    var peakMiB: Int?

    /// The subcommand run (`render`, `validate`, ...).
    var command: String { bash.map { String($0.prefix { $0 != " " }) } ?? arguments.first ?? "" }

    var description: String {
        "[\(category)] transit " + (bash ?? arguments.map { PathBytes.display($0) }.joined(separator: " "))
    }
}

/// Every category of bad input from issue 18, through the binary: images, options, output paths,
/// specs, traces, signals, closed and full standard streams. Each run must end with an allowed
/// status and a one-line message (never a signal or a hang), and leave its directory holding only
/// its inputs (and the outputs of a successful run): no temporaries, no half-written files.
@Suite("bad input")
struct BadInputSuite {
    static let small = ["--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.3", "--quiet"]
    /// Long enough that a signal arrives mid-render.
    static let long = ["--size", "390x844", "--scale", "2", "--fps", "60", "--duration", "5", "--quiet"]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func json(_ text: String) -> [UInt8] { Array(text.utf8) }
    static let png: [UInt8] = {
        (try? ImageIO.encodePNG(Bitmap(width: 20, height: 40, fill: .white))) ?? []
    }()
    static func trace(_ samples: String) -> [UInt8] { json(#"{"samples": ["# + samples + "]}") }

    static var cases: [BadInput] {
        var c: [BadInput] = []
        func add(
            _ category: String, _ arguments: [String], _ statuses: Set<Int32>, _ message: String?,
            files: [String: [UInt8]] = [:], links: [String: String] = [:], keeps: Set<String> = [],
            gone: Set<String> = [],
            stdout: Spawn.Stream = .captured, stderr: Spawn.Stream = .captured, signal: Int32? = nil,
            signalWhen: String = ""
        ) {
            c.append(
                BadInput(
                    category: category, arguments: arguments, statuses: statuses, message: message, files: files,
                    links: links, keeps: keeps, gone: gone, stdout: stdout, stderr: stderr, signal: signal,
                    signalWhen: signalWhen))
        }
        let png = ["a.png": Self.png, "b.png": Self.png]
        // Images.
        add(
            "images", ["render", "fade", "--from", "e.png", "--to", "b.png", "--out", "o"], [66], "e.png",
            files: ["e.png": [], "b.png": Self.png])
        add(
            "images", ["render", "fade", "--from", "t.png", "--to", "b.png", "--out", "o"], [66], "t.png",
            files: ["t.png": json("text"), "b.png": Self.png])
        add(
            "images", ["render", "fade", "--from", "d", "--to", "b.png", "--out", "o"], [66], "is a directory",
            files: ["d/": [], "b.png": Self.png])
        add(
            "images", ["render", "fade", "--from", "/dev/zero", "--to", "b.png", "--out", "o"], [66],
            "not a regular file", files: ["b.png": Self.png])
        add(
            "images", ["render", "fade", "--from", "a.png", "--to", "missing.png", "--out", "o"], [66], "missing.png",
            files: png)
        add(
            "images",
            ["render", "fade", "--from", "a.png", "--to", "b.png", "--out", "o"] + [
                "--scale", "1", "--fps", "5", "--duration", "0.2", "--quiet",
            ], [0], nil, files: png, keeps: ["o"])
        add(
            "images",
            [
                "render", "fade", "--from", "bad\u{F7FF}.png", "--to", "b.png", "--scale", "1", "--fps", "5",
                "--duration", "0.2", "--quiet", "--out", "o",
            ], [0], nil, files: ["bad\u{F7FF}.png": Self.png, "b.png": Self.png], keeps: ["o"])
        // Options.
        for value in ["0", "-1", "nan", "inf", "-inf", "1e400", "fast", "", "1,5"] {
            add("options", ["render", "fade", "--fps", value, "--out", "o"], [64], "--fps")
            add("options", ["render", "fade", "--scale", value, "--out", "o"], [64], "--scale")
        }
        for (effect, parameter) in [
            ("circle-spread", "center"), ("ripple", "center"), ("disintegrate", "shadowOffset"), ("flash", "center"),
        ] {
            for value in ["nan,nan", "1e300,1e300", "inf,0", "2e6,0"] {
                add(
                    "options", ["render", effect, "-p", "\(parameter)=\(value)", "--out", "o"] + small, [64], parameter)
            }
        }
        add("options", ["render", "circle-spread", "--touch", "1e300,1e300", "--out", "o"] + small, [64], "--touch")
        add("options", ["render", "circle-spread", "--touch", "nan,nan", "--out", "o"] + small, [64], "--touch")
        add("options", ["render", "circle-spread", "--touch", "3000,0", "--out", "o"] + small, [64], "--touch")
        // Points within 100 times the container (20x40 here), one check for -p, --touch and specs.
        add("options", ["render", "circle-spread", "-p", "center=3000,0", "--out", "o"] + small, [64], "±2000")
        add("options", ["render", "ripple", "-p", "center=0,-4001", "--out", "o"] + small, [64], "center")
        add(
            "options", ["scene", "circle-spread", "-p", "center=3000,0", "--size", "20x40", "--at", "0.5"], [64],
            "±2000")
        add(
            "options", ["scene", "circle-spread", "--touch", "3000,0", "--size", "20x40", "--at", "0.5"], [64],
            "--touch")
        let far = Self.json(#"{"effect":{"name":"circle-spread","parameters":{"center":[3000,0]}}}"#)
        add("specs", ["validate", "far.json"], [0], nil, files: ["far.json": far])
        add(
            "specs", ["render", "--spec", "far.json", "--out", "o"] + small, [65], "effect.parameters.center",
            files: ["far.json": far])
        add("options", ["render", "fade", "--size", "1x1", "--scale", "0.25", "--out", "o"], [64], "--size")
        add("options", ["render", "fade", "--size", "10000x10000", "--scale", "8", "--out", "o"], [64], "--size")
        add("options", ["render", "fade", "--\u{1B}[2J", "--out", "o"], [64], "unknown option")
        add(
            "options", ["render", String(repeating: "x", count: 100_000), "--out", "o"] + small, [64], "unknown effect")
        // Output paths.
        for out in ["x", "o", "./", "."] where out != "o" {
            let ok = out == "x"
            add(
                "outputs", ["render", "fade", "--out", out] + small, ok ? [0] : [64], ok ? nil : "--out",
                keeps: ok ? ["x"] : [])
        }
        add(
            "outputs", ["gallery", "--only", "fade", "--size", "20x40", "--fps", "5", "--quiet", "--out", "g"], [0],
            nil, keeps: ["g"])
        add("outputs", ["render", "fade", "--out", ""] + small, [64], "--out")
        add("outputs", ["render", "fade", "--out", "nodir/o"] + small, [73], "does not exist")
        add("outputs", ["render", "fade", "--out", "f/o"] + small, [73], "f", files: ["f": json("x")])
        add("outputs", ["render", "fade", "--out", "nodir/o.gif"] + small, [73], "does not exist")
        add("outputs", ["render", "fade", "--out", "o.png"] + small, [64], ".png")
        add("outputs", ["render", "fade", "--out", "d"] + small, [73], "sub", files: ["d/": [], "d/sub/": []])
        add(
            "outputs", ["render", "fade", "--out", "d"] + small, [73], "link", files: ["d/": [], "e/": []],
            links: ["d/link": "../e"])
        add(
            "outputs",
            ["render", "fade", "--trace", "t.json", "--out", "o", "--contact-sheet", "nodir/s.png"]
                + small.filter { $0 != "--duration" && $0 != "0.3" }, [73], "--contact-sheet",
            files: ["t.json": Self.trace(#"{"time": 0, "location": {"x": 1, "y": 1}, "phase": "began"}"#)])
        add(
            "outputs", ["render", "fade", "--trace", "t.json", "--out", "o", "--contact-sheet", "."], [73],
            "--contact-sheet",
            files: ["t.json": Self.trace(#"{"time": 0, "location": {"x": 1, "y": 1}, "phase": "began"}"#)])
        add("outputs", ["render", "fade", "--out", "o\u{F7FF}.webp"] + small, [0], nil, keeps: ["o\u{F7FF}.webp"])
        // A temporary left by a run that was killed outright (its process is gone, its marker there) is removed.
        let stale = "o.tmp-2147483646-AbCdEf/"
        add(
            "outputs", ["render", "fade", "--out", "o"] + small, [0], nil,
            files: [
                stale: [], stale + "frame-0000.png": Self.png,
                stale + ".transit-output": Array(OutputMarker(kind: .temporary).text.utf8),
            ], keeps: ["o"], gone: [stale])
        // Specs.
        let specs: [(String, [UInt8], String)] = [
            (
                "nested", json(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
                "nested deeper"
            ),
            (
                "nested-xml",
                json(
                    "<plist>" + String(repeating: "<array>", count: 10_000)
                        + String(repeating: "</array>", count: 10_000) + "</plist>"), "nested deeper"
            ),
            ("cyclic-dict", BinaryPlists.selfContaining(dictionary: true), "contains itself"),
            ("cyclic-array", BinaryPlists.selfContaining(dictionary: false), "contains itself"),
            (
                "duplicate", json(#"{"effect":{"name":"fade","parameters":{"duration":0.3,"duration":99}}}"#),
                "duplicate key"
            ),
            ("huge-number", json(#"{"effect":{"name":"fade","parameters":{"duration":1e400}}}"#), "too large"),
            ("surrogate", json(#"{"effect":"fa\ud800de"}"#), "lone high surrogate"),
            ("bad-utf8", json(#"{"effect":"fa"#) + [0xFF] + json(#"de"}"#), "invalid UTF-8 byte 0xFF"),
            ("control-key", json(#"{"effect":"fade","\u001b[2J":1}"#), "\\u{1B}"),
            (
                "far-center", json(#"{"effect":{"name":"circle-spread","parameters":{"center":[1e308,1e308]}}}"#),
                "center"
            ),
            (
                "entity",
                json(#"<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY a "aaaa">]><plist><string>&a;</string></plist>"#),
                "DTD"
            ),
        ]
        for (name, bytes, message) in specs {
            add("specs", ["validate", name], [65], message, files: [name: bytes])
            add("specs", ["render", "--spec", name, "--out", "o"] + small, [65], message, files: [name: bytes])
        }
        add(
            "specs", ["validate", "long"], [65], "unknown effect",
            files: ["long": json(#"{"effect":""# + String(repeating: "x", count: 5_000_000) + #""}"#)])
        add("specs", ["validate", "/dev/zero"], [66], "not a regular file")
        // Traces.
        let began = #"{"time": 0, "location": {"x": 1, "y": 1}, "phase": "began"}"#
        let traces: [(String, [UInt8], String)] = [
            (
                "late", Self.trace(began + #", {"time": 1e9, "location": {"x": 9, "y": 1}, "phase": "ended"}"#),
                "at most 600"
            ),
            (
                "early",
                Self.trace(
                    #"{"time": -1e5, "location": {"x": 1, "y": 1}, "phase": "began"}, {"time": 0, "location": {"x": 9, "y": 1}, "phase": "ended"}"#
                ), "at most 600"
            ),
            ("huge", Self.trace(#"{"time": 1e400, "location": {"x": 1, "y": 1}, "phase": "began"}"#), "too large"),
            ("phase", Self.trace(#"{"time": 0, "location": {"x": 1, "y": 1}, "phase": "wobble"}"#), "phase"),
            ("empty", Self.trace(""), "empty"),
            (
                "many-frames", Self.trace(began + #", {"time": 599, "location": {"x": 9, "y": 1}, "phase": "ended"}"#),
                "36000"
            ),
        ]
        for (name, bytes, message) in traces {
            add(
                "traces",
                ["render", "fade", "--trace", name, "--fps", "240", "--size", "20x40", "--scale", "1", "--out", "o"],
                [65], message, files: [name: bytes])
        }
        // Signals: the temporary output goes, an existing output stays.
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            add(
                "signals", ["render", "circle-spread", "--out", "o"] + long, [status], "stopped by", signal: signal,
                signalWhen: "o.tmp-")
            add(
                "signals", ["render", "circle-spread", "--out", "o"] + long, [status], "stopped by",
                files: [
                    "o/": [], "o/frame-0000.png": Self.png, "o/.transit-output": marker(["frame-0000.png": Self.png]),
                ], signal: signal, signalWhen: "o.tmp-")
        }
        add(
            "signals",
            [
                "gallery", "--only", "fade,slide", "--size", "390x844", "--scale", "2", "--fps", "60", "--quiet",
                "--out", "g",
            ], [130], "stopped by", signal: SIGINT, signalWhen: "g.tmp-")
        add(
            "signals",
            [
                "render", "circle-spread", "--trace", Self.root + "/Examples/traces/slow-drag-finish.json", "--size",
                "390x844", "--scale", "2", "--quiet", "--out", "o",
            ], [143], "stopped by", signal: SIGTERM, signalWhen: "o.tmp-")
        add(
            "signals", ["render", "circle-spread", "--out", "o.webp"] + long, [130], "stopped by", signal: SIGINT,
            signalWhen: "")
        // A video: ffmpeg is killed and its output (a file with no name, or .o.mp4.PID-N.tmp) goes; an
        // existing o.webm stays.
        if VideoTools.ffmpeg != nil {
            add(
                "signals", ["render", "circle-spread", "--out", "o.mp4"] + long, [143], "stopped by", signal: SIGTERM,
                signalWhen: "")
            add(
                "signals", ["render", "circle-spread", "--out", "o.webm"] + long, [130], "stopped by",
                files: ["o.webm": Self.png], signal: SIGINT, signalWhen: "")
        }
        // Standard streams.
        add("streams", ["render", "fade", "--fps", "0", "--out", "o"], [64], nil, stderr: .closed)
        add("streams", ["render", "fade", "--out", "o"] + small.dropLast(), [0], nil, keeps: ["o"], stderr: .closed)
        add("streams", ["render", "fade", "--out", "o"] + small.dropLast(), [0], nil, keeps: ["o"], stderr: .full)
        add("streams", ["list"], [74], "standard output", stdout: .full)
        add("streams", ["list"], [74], "standard output", stdout: .closed)
        add(
            "streams", ["validate", Self.root + "/Examples/specs/drawer-tap-to-close.json"], [74], "standard output",
            stdout: .closed)
        add("streams", ["render", "fade", "--out", "-"] + small, [73, 74], "standard output", stdout: .full)
        add("streams", ["render", "fade", "--out", "-"] + small, [73, 74], "standard output", stdout: .closed)
        return c + inputCases
    }

    @Test func everyBadInputEndsWithAStatusAMessageAndNothingLeftBehind() throws {
        let cases = Self.cases
        let tally = Self.run(cases)
        let summary =
            "bad-input suite: \(cases.count) cases, \(tally.crashes) crashes, \(tally.hangs) hangs, "
            + "\(tally.leftovers) leftovers, \(tally.failures.count) failed"
        print(summary)
        for failure in tally.failures { Issue.record(Comment(rawValue: failure)) }
        #expect(tally.crashes == 0 && tally.hangs == 0 && tally.leftovers == 0 && tally.failures.isEmpty, "\(summary)")
        let categories = Set(cases.map(\.category))
        #expect(categories == ["images", "options", "outputs", "specs", "traces", "signals", "streams"])
    }

    /// Runs every case through the binary, in parallel, and counts how they ended; with
    /// `TRANSIT_BAD_INPUT_LIST` set, prints PASS or FAIL and each case.
    static func run(_ cases: [BadInput]) -> Tally {
        let tally = Tally()
        DispatchQueue.concurrentPerform(iterations: cases.count) { index in
            let run = cases[index]
            var problems: [String] = []
            var crashed = false
            var hung = false
            var leftover = false
            var lost = false
            do {
                let tmp = try TemporaryDirectory(prefix: "transit-bad")
                var inputs: Set<String> = []
                for (path, bytes) in run.files.sorted(by: { $0.key < $1.key }) {
                    let full = PathBytes.bytes(tmp.path + "/" + path).map { CChar(bitPattern: $0) } + [0]
                    if path.hasSuffix("/") {
                        mkdir(full, 0o755)
                    } else {
                        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                        bytes.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
                        close(fd)
                    }
                    inputs.insert(String(path.split(separator: "/")[0]))
                }
                let stampedMarkers = Self.stampMarkers(in: tmp.path, paths: run.files.keys)
                for (path, size) in run.sparse {
                    let fd = open(tmp.path + "/" + path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                    ftruncate(fd, off_t(size))
                    close(fd)
                    inputs.insert(path)
                }
                for (link, target) in run.links {
                    symlink(target, tmp.path + "/" + link)
                    inputs.insert(String(link.split(separator: "/")[0]))
                }
                let before = Self.listing(tmp.path)
                let r = try Spawn.run(
                    run.arguments, in: tmp.path, stdout: run.stdout, stderr: run.stderr, signal: run.signal,
                    signalWhen: run.signalWhen, timeout: 90, bash: run.bash, prelude: run.prelude)
                if r.timedOut {
                    hung = true
                    problems.append("hung")
                }
                if let s = r.signal {
                    crashed = true
                    problems.append("killed by signal \(s)")
                }
                if let status = r.status, !run.statuses.contains(status) {
                    problems.append("status \(status), expected \(run.statuses.sorted())")
                }
                if run.stderr == .captured, let message = run.message {
                    // One error line; `validate` lists each problem as FILE: KEY: message before it.
                    let lines = r.stderr.split(separator: "\n")
                    let errors = lines.filter { $0.hasPrefix("transit: error: ") || $0.hasPrefix("transit: stopped") }
                    let detail = run.command == "validate" ? lines.first : errors.first
                    if errors.count != 1 || !(detail?.contains(message) ?? false) {
                        problems.append("expected one error line with '\(message)'")
                    }
                }
                // No line echoes a long input back (defect 10): at most a few hundred characters.
                let echoed = run.command == "validate"
                let lines = r.stderr.split(separator: "\n") + (echoed ? r.stdout.split(separator: "\n") : [])
                if let long = lines.first(where: { $0.count > Self.longestLine }) {
                    problems.append("a line of \(long.count) characters")
                }
                let after = Set(Self.names(tmp.path))
                let extra = after.subtracting(inputs).subtracting(run.keeps)
                if !extra.isEmpty {
                    leftover = true
                    problems.append("left behind \(extra.sorted())")
                }
                let stale = Set(run.gone.map { String($0.split(separator: "/")[0]) }).intersection(after)
                if !stale.isEmpty {
                    leftover = true
                    problems.append("kept the stale \(stale.sorted())")
                }
                if run.keeps.isEmpty && run.signal != nil && Self.listing(tmp.path) != before {
                    leftover = true
                    problems.append("changed the existing output")
                }
                // What a successful run keeps is whole: no progress text in a frame (defect 3: a
                // closed descriptor 2 must not become the first file opened).
                for keep in run.keeps where r.status == 0 && FileSystem.kind(of: tmp.path + "/" + keep) == .directory {
                    for frame in Self.names(tmp.path + "/" + keep) where frame.hasSuffix(".png") {
                        if (try? ImageIO.read(path: tmp.path + "/" + keep + "/" + frame)) == nil {
                            problems.append("\(keep)/\(frame) is not a whole PNG")
                        }
                    }
                }
                if let limit = run.peakMiB, r.peakKilobytes > limit << 10 {
                    problems.append("peaked at \(r.peakKilobytes >> 10) MiB, over \(limit) MiB")
                }
                for path in run.untouched.sorted() {
                    let full = tmp.path + "/" + path
                    if path.hasSuffix("/")
                        ? FileSystem.kind(of: full) != .directory
                        : (try? FileInput.read(full, limit: 1 << 30)) != (stampedMarkers[path] ?? run.files[path])
                    {
                        lost = true
                        problems.append("lost the user's \(PathBytes.display(path))")
                    }
                }
                if run.plain,
                    let bad = (r.stdout + r.stderr).unicodeScalars.first(where: {
                        $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
                    })
                {
                    problems.append("wrote the control character U+\(String(bad.value, radix: 16)) to the terminal")
                }
                if !problems.isEmpty { problems.append("\(r)") }
            } catch {
                problems.append("could not run: \(error)")
            }
            if ProcessInfo.processInfo.environment["TRANSIT_BAD_INPUT_LIST"] != nil {
                print((problems.isEmpty ? "PASS " : "FAIL ") + PathBytes.display(shownText("\(run)", limit: 150)))
            }
            tally.add(
                crashed: crashed, hung: hung, leftover: leftover, lost: lost,
                failure: problems.isEmpty ? nil : "\(run): " + problems.joined(separator: "; "))
        }
        return tally
    }

    /// The longest line a run may write to standard error (or `validate` to standard output).
    static let longestLine = 600

    /// The names at the top of a directory, as bytes (`PathBytes`).
    static func names(_ path: String) -> [String] { FileSystem.entries(of: path) ?? [] }

    /// Every path under a directory with its size, to see that nothing changed.
    static func listing(_ path: String) -> [String] {
        names(path).flatMap { name -> [String] in
            let full = path + "/" + name
            if FileSystem.kind(of: full) == .directory { return [name + "/"] + listing(full).map { name + "/" + $0 } }
            var info = stat()
            _ = PathBytes.withCString(full) { lstat($0, &info) }
            return ["\(name) \(info.st_size)"]
        }
    }
}

/// The outcomes of the bad-input runs, counted from several threads.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var crashes = 0, hangs = 0, leftovers = 0, lostFiles = 0
    private(set) var failures: [String] = []

    func add(crashed: Bool, hung: Bool, leftover: Bool, lost: Bool, failure: String?) {
        lock.lock()
        defer { lock.unlock() }
        if crashed { crashes += 1 }
        if hung { hangs += 1 }
        if leftover { leftovers += 1 }
        if lost { lostFiles += 1 }
        if let failure { failures.append(failure) }
    }
}
