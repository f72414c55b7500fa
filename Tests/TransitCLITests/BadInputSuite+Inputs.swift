import Foundation

/// The kinds and sizes of input file the CLI reads (issue 18, defects 5, 10 and 16): pipes work
/// for every input as `--from <(...)` does (bash process substitution, `/dev/fd/63`), and each
/// input is capped at its real limit (images 256 MiB, specs 16 MiB, traces 64 MiB), shown with
/// sparse files (`ftruncate`, nothing written to disk) and with pipes fed from a generator;
/// directories and devices are refused.
extension BadInputSuite {
    static let validSpec = json(#"{"effect": {"name": "fade", "parameters": {"duration": 0.2}}, "summary": "ok"}"#)
    static let validTrace = trace(
        #"{"time": 0, "location": {"x": 1, "y": 1}, "phase": "began"}, "#
            + #"{"time": 0.2, "location": {"x": 9, "y": 1}, "phase": "ended"}"#)
    static let mib = 1 << 20

    static var inputCases: [BadInput] {
        let small = Self.small.joined(separator: " ")
        // With --from/--to the size comes from the images.
        let imageSmall = Self.small.dropFirst(2).joined(separator: " ")
        let traceSmall = Self.small.filter { $0 != "--duration" && $0 != "0.3" }
        let png = ["a.png": Self.png, "b.png": Self.png]
        func piped(
            _ category: String, _ bash: String, _ statuses: Set<Int32>, _ message: String?,
            files: [String: [UInt8]] = [:], keeps: Set<String> = []
        ) -> BadInput {
            var run = BadInput(category: category, arguments: [], statuses: statuses, message: message, files: files)
            run.bash = bash
            run.keeps = keeps
            return run
        }
        func sparse(
            _ category: String, _ arguments: [String], _ message: String, name: String, size: Int,
            files: [String: [UInt8]] = [:]
        ) -> BadInput {
            var run = BadInput(category: category, arguments: arguments, statuses: [66], message: message, files: files)
            run.sparse = [name: size]
            return run
        }
        return [
            // Process substitution: a pipe as /dev/fd/63, for every input.
            piped(
                "images", "render fade --from <(cat a.png) --to <(cat b.png) --out o " + imageSmall, [0], nil,
                files: png,
                keeps: ["o"]),
            piped("specs", "validate <(cat s.json)", [0], nil, files: ["s.json": validSpec]),
            piped(
                "specs", "render --spec <(cat s.json) --out o " + small, [0], nil, files: ["s.json": validSpec],
                keeps: ["o"]),
            piped(
                "traces", "render fade --trace <(cat t.json) --out o " + traceSmall.joined(separator: " "), [0], nil,
                files: ["t.json": validTrace], keeps: ["o"]),
            // The caps, one byte over, through pipes that would go on (defect 5: /dev/zero ran out of memory).
            piped(
                "images", "render fade --from <(head -c \(256 * mib + 1) /dev/zero) --to b.png --out o " + imageSmall,
                [66],
                "is larger than 256 MiB", files: png),
            piped(
                "specs", "validate <(head -c \(16 * mib + 1) /dev/zero)", [66], "is larger than 16 MiB"),
            piped(
                "specs", "render --spec <(yes '[' | head -c \(16 * mib + 1)) --out o " + small, [66],
                "is larger than 16 MiB"),
            piped(
                "traces",
                "render fade --trace <(head -c \(64 * mib + 1) /dev/zero) --out o " + traceSmall.joined(separator: " "),
                [66], "is larger than 64 MiB"),
            // The caps, one byte over, as sparse files: refused from their size, before reading.
            sparse(
                "images",
                ["render", "fade", "--from", "big.png", "--to", "b.png", "--out", "o"] + Self.small.dropFirst(2),
                "'big.png': is larger than 256 MiB", name: "big.png", size: 256 * mib + 1, files: png),
            sparse(
                "specs", ["validate", "big.json"], "big.json: is larger than 16 MiB", name: "big.json",
                size: 16 * mib + 1),
            sparse(
                "specs", ["render", "--spec", "big.json", "--out", "o"] + Self.small, "big.json: is larger than 16 MiB",
                name: "big.json", size: 16 * mib + 1),
            sparse(
                "traces", ["render", "fade", "--trace", "big.json", "--out", "o"] + traceSmall,
                "'big.json': is larger than 64 MiB", name: "big.json", size: 64 * mib + 1),
            // At the spec cap exactly, the file is read and judged on its contents.
            BadInput(
                category: "specs", arguments: ["validate", "full.json"], statuses: [65], message: "full.json",
                files: ["full.json": Array(repeating: UInt8(ascii: " "), count: 16 * mib - 2) + Array("[]".utf8)]),
            // Directories and devices.
            BadInput(
                category: "specs", arguments: ["validate", "d"], statuses: [66], message: "d: is a directory",
                files: ["d/": []]),
            BadInput(
                category: "specs", arguments: ["render", "--spec", "d", "--out", "o"] + Self.small, statuses: [66],
                message: "d: is a directory", files: ["d/": []]),
            BadInput(
                category: "traces", arguments: ["render", "fade", "--trace", "d", "--out", "o"] + traceSmall,
                statuses: [66], message: "'d': is a directory", files: ["d/": []]),
            BadInput(
                category: "traces", arguments: ["render", "fade", "--trace", "/dev/zero", "--out", "o"] + traceSmall,
                statuses: [66], message: "'/dev/zero': is not a regular file or a pipe"),
            BadInput(
                category: "images",
                arguments: ["render", "fade", "--from", "a.png", "--to", "/dev/urandom", "--out", "o"]
                    + Self.small.dropFirst(2),
                statuses: [66], message: "'/dev/urandom': is not a regular file or a pipe", files: png),
            // Standard input and error both closed, progress on: the frames stay whole PNGs.
            piped(
                "streams", "render fade --out o " + Self.small.dropLast().joined(separator: " ") + " 0<&- 2>&-", [0],
                nil,
                keeps: ["o"]),
            // Numbers a double cannot hold (defect 16): named, not "unsupported value".
            BadInput(
                category: "specs", arguments: ["validate", "tiny.json"], statuses: [65], message: "duration",
                files: ["tiny.json": json(#"{"effect":{"name":"fade","parameters":{"duration":1e-400}}}"#)]),
            // validate's "ok" line shows at most 120 characters of a summary (defect 10).
            BadInput(
                category: "specs", arguments: ["validate", "long.json"], statuses: [0], message: nil,
                files: [
                    "long.json": json(
                        #"{"effect": "fade", "summary": ""# + String(repeating: "y", count: 1_000_000) + #""}"#)
                ]),
        ]
    }
}
