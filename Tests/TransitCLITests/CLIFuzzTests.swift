import Foundation
import Testing
import TransitCore
import TransitFiles
import TransitRender
import TransitSpecFiles
import TransitTestSupport

@testable import transit

/// A seeded fuzzer for the CLI's inputs, in process: `render` command lines with option values
/// drawn from hostile sets, input paths among them (a directory, `/dev/zero`, an empty file, a
/// sparse file past the cap, a missing one, and valid images, specs and traces), parsed and
/// validated, and the small ones run; spec documents mutated
/// structurally (deep nesting, duplicate keys, huge numbers, bad bytes, self-containing binary
/// property lists), and gesture traces mutated structurally (times, phases, locations, samples),
/// loaded and played. No case may crash, run past the hang bound, or leave anything behind.
///
/// TRANSIT_CLI_FUZZ_CASES sets the number of cases, TRANSIT_CLI_FUZZ_SEED the seed. `make test` runs
/// 1,000 cases from a fixed seed (about 8 s): the same cases every run, so more of them only
/// re-prove what the first run proved, while every kind of case (each mutation, each hostile set)
/// is drawn dozens of times in 1,000. `make fuzz` runs 20,000 from a fresh seed, printed, for new
/// ground.
@Suite("CLI fuzz")
struct CLIFuzzTests {
    static let cases = Int(ProcessInfo.processInfo.environment["TRANSIT_CLI_FUZZ_CASES"] ?? "") ?? 1000
    static let seed = UInt64(ProcessInfo.processInfo.environment["TRANSIT_CLI_FUZZ_SEED"] ?? "") ?? 0xC11
    /// A case taking longer than this is counted as a hang (it would be a bug, not slowness).
    static let hangBound = 20.0
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let hostileNumbers = [
        "0", "-1", "nan", "-nan", "inf", "-inf", "1e400", "1e-400", "1e308", "-1e308", "4.9e-324", "", " ", "1 ",
        "0x10", "1_0", "١٢", "\u{1B}[2J", "\u{F7FF}", "99999999999999999999", "0.0000001", "2", "30", "0.5",
    ]
    static let hostilePoints = ["nan,nan", "1e300,1e300", "1,", ",", "1,2,3", "inf,0", "2e6,0", "3,4", "-5,-5", ""]
    static let hostileSizes = [
        "0x0", "1x1", "20x40", "10000x10000", "axb", "20X40", "-1x5", "1e9x1", "x", "16x", "390x5", "2x844",
        "10000x1", "1x4096", "8192x8192",
    ]
    static let hostileNames =
        [
            "fade", "slide", "circle-spread", "ripple", "disintegrate", "nope", "", "-", "--", "\u{1B}", "fade\u{0}",
            String(repeating: "z", count: 10_000),
        ]
        // Composition depths around the 512-level cap and far past it (issue 28, defect 3).
        + [1, 511, 512, 513, 9_000].map { nested("reversed(", $0) } + [512, 513, 40_000].map { nested("(", $0) }
        + ["disintegrate+fade", "staged(disintegrate)"]

    /// `fade` inside `depth` levels of `opening` ... `)`.
    static func nested(_ opening: String, _ depth: Int) -> String {
        String(repeating: opening, count: depth) + "fade" + String(repeating: ")", count: depth)
    }

    /// The user's own files around an output named `out` (issue 28, defects 1 and 2): inside it, and
    /// in folders named like the tool's temporaries, none of them the tool's. Path: bytes.
    static func userFiles(around out: String, using rng: inout SeededRandom) -> [String: [UInt8]] {
        let notes = Array("notes\n".utf8)
        let candidates: [(String, [UInt8])] = [
            (out + "/holiday.png", notes), (out + "/frame-notes.png", notes), (out + "/index.html", notes),
            (out + "/frame-0000.png", notes), (out + ".old-2019-12-31/README.txt", notes),
            (out + ".tmp-99999999-mine/main.swift", notes), (out + ".old-2147483646-AbCdEf/frame-0000.png", notes),
        ]
        var files: [String: [UInt8]] = [:]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let (path, bytes) = candidates.randomElement(using: &rng)!
            files[path] = bytes
        }
        return files
    }

    @Test func hostileInputsNeverCrashHangOrLeaveAnythingBehind() throws {
        let tmp = try TemporaryDirectory(prefix: "transit-fuzz")
        let fixtures = try Self.fixtures(in: tmp.path)
        let specSeeds = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Examples/specs").sorted()
            .map {
                try SpecFile.value(from: Data(contentsOf: URL(fileURLWithPath: Self.root + "/Examples/specs/" + $0)))
            }
        let traceSeeds = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Examples/traces").sorted()
            .map {
                try SpecFile.value(from: Data(contentsOf: URL(fileURLWithPath: Self.root + "/Examples/traces/" + $0)))
            }
        var rng = SeededRandom(seed: Self.seed)
        var counts = (parsed: 0, rejected: 0, ran: 0, hangs: 0, leftovers: 0, lost: 0)
        var ranFrom = (images: 0, specs: 0, traces: 0)
        var longest = 0.0
        for n in 0..<Self.cases {
            let dir = tmp.path + "/\(n)"
            mkdir(dir, 0o755)
            let start = Date()
            var inputs: Set<String> = []
            var outputs: Set<String> = []
            var userFiles: [String: [UInt8]] = [:]
            switch n % 3 {
            case 0:
                let (arguments, out) = Self.commandLine(in: dir, fixtures: fixtures, using: &rng)
                if !out.isEmpty && !out.contains("/") && out != "." && Int.random(in: 0..<6, using: &rng) == 0 {
                    userFiles = Self.userFiles(around: out, using: &rng)
                    for (path, bytes) in userFiles.sorted(by: { $0.key < $1.key }) {
                        let folder = dir + "/" + path.prefix { $0 != "/" }
                        mkdir(folder, 0o755)
                        #expect(FileManager.default.createFile(atPath: dir + "/" + path, contents: Data(bytes)))
                        inputs.insert(String(path.prefix { $0 != "/" }))
                    }
                }
                do throws(CLIError) {
                    let options = try RenderCommand.parse(arguments)
                    counts.parsed += 1
                    let frames = FramePlan(
                        timing: .curve(.linear, duration: options.duration ?? 0.3), fps: options.frame.fps,
                        duration: options.duration
                    ).frameCount
                    let pixels = options.frame.pixelSize
                    // Inputs are the small fixtures (8x8 images, 0.2 s spec and trace) or hostile ones.
                    if frames <= 8 && (options.screens.from != nil || pixels.width * pixels.height <= 4096) {
                        do throws(CLIError) {
                            try RenderCommand.run(options)
                            counts.ran += 1
                            if options.screens.from != nil { ranFrom.images += 1 }
                            if options.effect.spec != nil { ranFrom.specs += 1 }
                            if options.trace != nil { ranFrom.traces += 1 }
                            outputs.insert(out)
                            if let sheet = options.sheet.path {
                                outputs.insert(String(sheet.split(separator: "/").last!))
                            }
                        } catch {
                            #expect(error.message.split(separator: "\n").count == 1, "case \(n): \(error)")
                            #expect([64, 65, 66, 73].contains(error.exitCode), "case \(n): \(arguments): \(error)")
                        }
                    }
                } catch {
                    counts.rejected += 1
                    #expect(error.message.split(separator: "\n").count == 1, "case \(n): \(arguments): \(error)")
                    #expect([64, 65, 66, 73].contains(error.exitCode), "case \(n): \(error)")
                }
            case 1:
                let bytes = Self.mutatedSpec(specSeeds.randomElement(using: &rng)!, using: &rng)
                do throws(SpecFileError) {
                    _ = try SpecFile.decode(Data(bytes), file: "case-\(n)")
                    counts.parsed += 1
                } catch {
                    counts.rejected += 1
                    #expect(!error.errors.isEmpty, "case \(n)")
                    #expect(
                        !error.firstLine.contains("\n") && error.firstLine.count < 1000, "case \(n): \(error.firstLine)"
                    )
                }
            default:
                let bytes = Self.mutatedTrace(traceSeeds.randomElement(using: &rng)!, using: &rng)
                let path = dir + "/trace.json"
                _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
                inputs.insert("trace.json")
                do throws(CLIError) {
                    let trace = try TraceRendering.load(path)
                    try TraceRendering.checkFrameCount(trace, fps: 10, path: path)
                    let screens = Screens.samples(
                        size: Size(width: 20, height: 40), scale: 1, direction: .forward, touchPoint: nil)
                    var frames = 0
                    _ = TraceRendering(effect: Fade(), screens: screens, trace: trace, fps: 10).play { _ in frames += 1
                    }
                    #expect(frames <= TraceRendering.maxFrames, "case \(n)")
                    counts.parsed += 1
                } catch {
                    counts.rejected += 1
                    #expect(error.message.split(separator: "\n").count == 1, "case \(n): \(error)")
                    #expect([65, 66].contains(error.exitCode), "case \(n): \(error)")
                }
            }
            let elapsed = Date().timeIntervalSince(start)
            longest = max(longest, elapsed)
            if elapsed > Self.hangBound { counts.hangs += 1 }
            for (path, bytes) in userFiles where FileManager.default.contents(atPath: dir + "/" + path) != Data(bytes) {
                counts.lost += 1
                Issue.record("case \(n) lost the user's \(path)")
            }
            let left = Set(FileSystem.entries(of: dir) ?? []).subtracting(inputs).subtracting(outputs)
            if !left.isEmpty {
                counts.leftovers += 1
                Issue.record("case \(n) left \(left.sorted())")
            }
            FileSystem.remove(dir)
        }
        print(
            "CLI fuzz: \(Self.cases) cases from seed \(Self.seed): \(counts.parsed) accepted (\(counts.ran) rendered: "
                + "\(ranFrom.images) from images, \(ranFrom.specs) from specs, \(ranFrom.traces) from traces), "
                + "\(counts.rejected) rejected; 0 crashes, \(counts.hangs) hangs, \(counts.leftovers) leftovers, "
                + "\(counts.lost) lost user files; "
                + "longest case \(Int(longest * 1000)) ms")
        #expect(counts.hangs == 0 && counts.leftovers == 0 && counts.lost == 0)
        #expect(counts.parsed > Self.cases / 20 && counts.ran > Self.cases / 100 && counts.rejected > Self.cases / 4)
        // The input paths reach the renderer too, not only the parser.
        #expect(ranFrom.images > 0 && ranFrom.specs > 0 && ranFrom.traces > 0, "\(ranFrom)")
    }

    /// Input files for `--from`, `--to`, `--spec` and `--trace`, valid and hostile, under `root`:
    /// their paths, with `/dev/zero`, `/dev/null` and a missing file.
    static func fixtures(in root: String) throws -> [String] {
        let dir = root + "/fixtures"
        mkdir(dir, 0o755)
        mkdir(dir + "/dir", 0o755)
        let png = try ImageIO.encodePNG(Bitmap(width: 8, height: 8, fill: .white))
        let files: [String: [UInt8]] = [
            "a.png": png, "spec.json": Array(#"{"effect": {"name": "fade", "parameters": {"duration": 0.2}}}"#.utf8),
            "trace.json": Array(
                (#"{"samples": [{"time": 0, "location": {"x": 1, "y": 1}, "phase": "began"}, "#
                    + #"{"time": 0.2, "location": {"x": 6, "y": 1}, "phase": "ended"}]}"#).utf8),
            "empty": [], "text.png": Array("not a png".utf8),
        ]
        for (name, bytes) in files {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes)))
        }
        // Past every cap without a byte on disk.
        let fd = open(dir + "/big", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        ftruncate(fd, off_t(FileInput.imageLimit + 1))
        close(fd)
        return ["a.png", "spec.json", "trace.json", "empty", "text.png", "big", "dir", "missing"].map { dir + "/" + $0 }
            + ["/dev/zero", "/dev/null", ""]
    }

    /// A `render` command line with up to 4 options drawn from hostile sets, in a random order, often
    /// with the options of a small render; `--out` inside `dir`, input paths among `fixtures`.
    static func commandLine(in dir: String, fixtures: [String], using rng: inout SeededRandom) -> ([String], String) {
        // Often a valid name and output, so that some command lines get as far as rendering.
        let validOut = ["frames", "a.gif", "a.webp", "x"]
        let hostileOut = ["nodir/f", ".", "", "a.png"]
        let out = (Int.random(in: 0..<3, using: &rng) > 0 ? validOut : hostileOut).randomElement(using: &rng)!
        let name = (Int.random(in: 0..<3, using: &rng) > 0 ? Array(hostileNames.prefix(5)) : hostileNames)
            .randomElement(using: &rng)!
        // What the screens and the effect come from, with an input path that is usually the valid
        // fixture (the first three) and otherwise a hostile one, and the options of a small render
        // that go with it.
        let pick = { (valid: Int, rng: inout SeededRandom) -> String in
            Int.random(in: 0..<3, using: &rng) > 0 ? fixtures[valid] : fixtures.randomElement(using: &rng)!
        }
        var groups: [[String]] = [["--out", out.isEmpty ? "" : dir + "/" + out]]
        var small = [["--size", "8x8"], ["--scale", "1"], ["--fps", "10"], ["--duration", "0.2"], ["--quiet"]]
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            groups += [[name], ["--from", pick(0, &rng)], ["--to", pick(0, &rng)]]
            small.removeFirst()
        case 1: groups += [["--spec", pick(1, &rng)]]
        case 2:
            groups += [[name], ["--trace", pick(2, &rng)]]
            small.remove(at: 3)
        default: groups += [[name]]
        }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            groups.append(option(in: dir, fixtures: fixtures, using: &rng))
        }
        if Bool.random(using: &rng) { groups += small }
        return (groups.shuffled(using: &rng).flatMap { $0 }, out)
    }

    /// One option with a value from a hostile set; input paths from `fixtures`.
    static func option(in dir: String, fixtures: [String], using rng: inout SeededRandom) -> [String] {
        let number = hostileNumbers.randomElement(using: &rng)!
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: return ["--fps", number]
        case 1: return ["--scale", number]
        case 2: return ["--duration", number]
        case 3: return ["--hold", number]
        case 4: return ["--size", hostileSizes.randomElement(using: &rng)!]
        case 5: return ["--touch", hostilePoints.randomElement(using: &rng)!]
        case 6:
            let name = ["center", "duration", "from", "shadowOffset", "seed", ""].randomElement(using: &rng)!
            return ["-p", name + "=" + (hostilePoints + hostileNumbers).randomElement(using: &rng)!]
        case 7: return ["--quality", number]
        case 8: return [["--back", "--quiet", "--lossless", "--", "-", "--back=1"].randomElement(using: &rng)!]
        case 9:
            let elements = ["a:1,2,3,4:5,6,7,8", "a:nan,0,1,1:0,0,1,1", "::", "a:1,2,0,0:1,2,3,4"]
            return ["--element", elements.randomElement(using: &rng)!]
        case 10: return ["--contact-sheet", dir + "/" + ["s.png", "nodir/s.png", "."].randomElement(using: &rng)!]
        case 11, 12:
            // Often both screens, so that some runs get past "--from needs --to".
            let path = fixtures.randomElement(using: &rng)!
            let option = ["--spec", "--trace", "--from", "--to", "--from+to"].randomElement(using: &rng)!
            if option == "--from+to" { return ["--from", path, "--to", fixtures.randomElement(using: &rng)!] }
            return [option, path]
        default:
            return [
                ["--dither", "--palette"].randomElement(using: &rng)!,
                ["none", "", "\u{1B}", "diffusion", "frame", "clip"].randomElement(using: &rng)!,
            ]
        }
    }

    /// A spec document changed in its structure or its bytes.
    static func mutatedSpec(_ seed: SpecValue, using rng: inout SeededRandom) -> [UInt8] {
        let json = Array(SpecFile.encode(seed, as: .json))
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
            let depth = Int.random(in: 400...1200, using: &rng)
            return Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        case 1:
            let depth = Int.random(in: 400...1200, using: &rng)
            return Array(
                ("<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                    + "</plist>").utf8)
        case 2:
            // A duplicate of the first key at the top level.
            guard case .object(let o) = seed, let key = o.keys.sorted().first else { return json }
            return Array("{\"\(key)\": 1, ".utf8) + json.dropFirst()
        case 3:
            let token = [
                "1e400", "-1e400", "1e-400", "\"\\ud800\"", "\"\\udc00x\"", "\"a\\u0000b\"", "0012", "-", "tru",
                "\"\u{1B}\"",
            ].randomElement(using: &rng)!
            guard let colon = json.firstIndex(of: UInt8(ascii: ":")),
                let end = json[colon...].firstIndex(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") })
            else { return json }
            return Array(json[...colon]) + Array(token.utf8) + Array(json[end...])
        case 4:
            var bytes = json
            for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
                bytes[Int.random(in: bytes.indices, using: &rng)] = [0xFF, 0xC0, 0x80, 0xED, 0x00, 0x1B].randomElement(
                    using: &rng)!
            }
            return bytes
        case 5: return BinaryPlists.selfContaining(dictionary: Bool.random(using: &rng))
        case 6:
            var bytes = Array(SpecFile.encode(seed, as: .binaryPropertyList))
            for _ in 0..<Int.random(in: 1...6, using: &rng) where bytes.count > 8 {
                bytes[Int.random(in: 8..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            return bytes
        case 7:
            var bytes = Array(SpecFile.encode(seed, as: .xmlPropertyList))
            let cut = Int.random(in: 0...bytes.count, using: &rng)
            bytes.insert(
                contentsOf: Array(
                    [
                        "<!DOCTYPE x [<!ENTITY a \"b\">]>", "&a;", "<![CDATA[x]]>", "&#0;", "&#x110000;",
                        "<data>AA==</data>",
                    ].randomElement(using: &rng)!.utf8), at: cut)
            return bytes
        default:
            return Array(
                SpecFile.encode(
                    SpecMutations.mutate(seed, using: &rng), as: SpecFile.Format.allCases.randomElement(using: &rng)!))
        }
    }

    /// A trace changed in its structure: times, phases, locations, samples.
    static func mutatedTrace(_ seed: SpecValue, using rng: inout SeededRandom) -> [UInt8] {
        guard case .object(var o) = seed, case .array(var samples) = o["samples"] ?? .null, !samples.isEmpty else {
            return Array(SpecFile.encode(seed, as: .json))
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let i = Int.random(in: samples.indices, using: &rng)
            guard case .object(var s) = samples[i] else { continue }
            switch Int.random(in: 0..<7, using: &rng) {
            case 0: s["time"] = .number([1e9, -1e5, 1e308, -1e308, 599, 0, 1e-9, 30].randomElement(using: &rng)!)
            case 1:
                s["phase"] = .string(
                    ["began", "changed", "ended", "cancelled", "wobble", ""].randomElement(using: &rng)!)
            case 2:
                s["location"] = [
                    .object(["x": .number(1e308), "y": .number(0)]), .null, .array([]), .object(["x": .number(1)]),
                ].randomElement(using: &rng)!
            case 3: s["velocity"] = .object(["dx": .number(1e308), "dy": .number(-1e308)])
            case 4:
                samples.remove(at: i)
                continue
            case 5: samples.append(.object(s))
            default: s.removeValue(forKey: ["time", "phase", "location"].randomElement(using: &rng)!)
            }
            samples[i] = .object(s)
        }
        o["samples"] = .array(samples)
        if Int.random(in: 0..<8, using: &rng) == 0 { o["direction"] = .string("sideways") }
        return Array(SpecFile.encode(.object(o), as: .json))
    }
}
