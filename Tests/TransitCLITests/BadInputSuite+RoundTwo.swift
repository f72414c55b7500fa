import Foundation
import Testing
import TransitRender

@testable import transit

/// Issue 28's defects, one case or more each (the number in the comment), through the binary:
/// the user's files survive whatever their names, no input ends the process by a signal, and
/// every path printed is escaped.
extension BadInputSuite {
    /// A marker that vouches for `files` (name: bytes), as `transit` writes it in an output directory.
    /// Their modification times are not known until the suite writes them: `stampMarkers` fills
    /// them in (the placeholder -1 never matches a file).
    static func marker(_ files: [String: [UInt8]]) -> [UInt8] {
        let stamps = files.mapValues { OutputMarker.FileStamp(size: $0.count, modified: -1) }
        return Array(OutputMarker(kind: .output, files: stamps).text.utf8)
    }

    /// Gives every output marker among the files written at `root` the modification times of the
    /// files it lists that exist, as transit would have recorded them, and returns each marker's new bytes.
    static func stampMarkers(in root: String, paths: some Sequence<String>) -> [String: [UInt8]] {
        var stamped: [String: [UInt8]] = [:]
        for path in paths where path.hasSuffix("/" + OutputMarker.name) {
            let directory = root + "/" + path.dropLast(OutputMarker.name.count + 1)
            guard var marker = OutputMarker.read(in: directory), marker.kind == .output else { continue }
            for (name, stamp) in marker.files where stamp.modified == -1 {
                if let now = FileSystem.sizeAndModification(of: directory + "/" + name) {
                    marker.files[name]?.modified = now.modified
                }
            }
            _ = marker.write(in: directory)
            stamped[path] = Array(marker.text.utf8)
        }
        return stamped
    }

    /// A PNG of a few dozen bytes whose header claims `width` x `height`: the header, one IDAT
    /// chunk of a few compressed zeros, and the end.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return be(UInt32(data.count)) + body + be(~crc)
        }
        // zlib: a stored block of 16 zero bytes.
        let idat: [UInt8] =
            [0x78, 0x01, 0x01, 0x10, 0x00, 0xEF, 0xFF] + [UInt8](repeating: 0, count: 16) + [0, 0x10, 0, 1]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    static var roundTwoCases: [BadInput] {
        var c: [BadInput] = []
        func add(
            _ category: String, _ arguments: [String], _ statuses: Set<Int32>, _ message: String?,
            files: [String: [UInt8]] = [:], keeps: Set<String> = [], untouched: Set<String> = [],
            gone: Set<String> = [], prelude: String = "", bash: String? = nil, plain: Bool = false
        ) {
            var run = BadInput(
                category: category, arguments: arguments, statuses: statuses, message: message, files: files)
            run.keeps = keeps
            run.untouched = untouched
            run.gone = gone
            run.prelude = prelude
            run.bash = bash
            run.plain = plain
            c.append(run)
        }
        let notes = json("notes\n")
        let gallery = ["gallery", "--only", "fade", "--size", "20x40", "--fps", "5", "--quiet"]
        // 1: folders named like a temporary of a run that is gone, without transit's marker, stay.
        for (out, folder) in [("o", "o.old-2019-12-31/"), ("o", "o.tmp-99999999-mine/"), ("o", "o.old-2147483646-x/")] {
            add(
                "outputs", ["render", "fade", "--out", out] + small, [0], nil,
                files: [folder: [], folder + "README.txt": notes], keeps: [out],
                untouched: [folder, folder + "README.txt"])
        }
        add(
            "outputs", gallery + ["--out", "gallery"], [0], nil,
            files: ["gallery.old-2024-summer/": [], "gallery.old-2024-summer/a.png": Self.png], keeps: ["gallery"],
            untouched: ["gallery.old-2024-summer/a.png"])
        add(
            "outputs", gallery + ["--out", "g"], [0], nil,
            files: ["g.tmp-30000-myproject/": [], "g.tmp-30000-myproject/main.swift": notes], keeps: ["g"],
            untouched: ["g.tmp-30000-myproject/main.swift"])
        // 1: a stale temporary that holds transit's marker goes.
        let temporary = Array(OutputMarker(kind: .temporary).text.utf8)
        add(
            "outputs", ["render", "fade", "--out", "o"] + small, [0], nil,
            files: ["o.tmp-2147483646-AbCdEf/": [], "o.tmp-2147483646-AbCdEf/.transit-output": temporary],
            keeps: ["o"], gone: ["o.tmp-2147483646-AbCdEf/"])
        // 1 (review): a finished output renamed by the user to a temporary's name, with a file of
        // theirs added, is not a temporary and stays; nor does a put-aside output holding a stranger.
        let finished = Self.marker(["frame-0000.png": Self.png])
        add(
            "outputs", ["render", "fade", "--out", "frames"] + small, [0], nil,
            files: [
                "frames.old-99999-review/": [], "frames.old-99999-review/frame-0000.png": Self.png,
                "frames.old-99999-review/.transit-output": finished, "frames.old-99999-review/notes.txt": notes,
            ], keeps: ["frames"], untouched: ["frames.old-99999-review/notes.txt"])
        add(
            "outputs", ["render", "fade", "--out", "frames"] + small, [0], nil,
            files: [
                "frames.old-2147483646-AbCdEf/": [], "frames.old-2147483646-AbCdEf/.transit-output": temporary,
                "frames.old-2147483646-AbCdEf/notes.txt": notes,
            ], keeps: ["frames"], untouched: ["frames.old-2147483646-AbCdEf/notes.txt"])
        // 2 (review): a file of an output edited to the same size is no longer transit's.
        let staleTime = Array(
            OutputMarker(
                kind: .output, files: ["frame-0000.png": OutputMarker.FileStamp(size: Self.png.count, modified: 1)]
            ).text.utf8)
        add(
            "outputs", ["render", "fade", "--out", "edited"] + small, [73], "edited",
            files: ["edited/": [], "edited/frame-0000.png": Self.png, "edited/.transit-output": staleTime],
            untouched: ["edited/frame-0000.png"])
        // 2 (review): an output file that is one of the run's inputs is refused, the input kept.
        add(
            "outputs",
            ["render", "slide", "--from", "a.png", "--to", "b.png", "--scale", "1", "--at", "0.5", "--out", "./a.png"],
            [73], "--from", files: ["a.png": Self.png, "b.png": Self.png], untouched: ["a.png", "b.png"])
        // 2: a folder of the user's own pictures is not a previous output.
        let photos = ["photos/": [], "photos/holiday.png": Self.png, "photos/about.html": notes]
        add(
            "outputs", gallery + ["--out", "photos"], [73], "photos", files: photos,
            untouched: ["photos/holiday.png", "photos/about.html"])
        add(
            "outputs", ["render", "fade", "--out", "photos"] + small, [73], "photos",
            files: ["photos/": [], "photos/frame-notes.png": Self.png], untouched: ["photos/frame-notes.png"])
        add(
            "outputs", ["render", "fade", "--out", "old"] + small, [73], ".transit-output",
            files: ["old/": [], "old/frame-0000.png": Self.png], untouched: ["old/frame-0000.png"])
        // 2: a file added to transit's own output is not transit's either.
        add(
            "outputs", ["render", "fade", "--out", "o"] + small, [73], "frame-notes.png",
            files: [
                "o/": [], "o/frame-0000.png": Self.png, "o/frame-notes.png": notes,
                "o/.transit-output": marker(["frame-0000.png": Self.png]),
            ], untouched: ["o/frame-notes.png"])
        // 2: what the marker vouches for is replaced.
        add(
            "outputs", ["render", "fade", "--out", "o"] + small, [0], nil,
            files: [
                "o/": [], "o/frame-0000.png": notes, "o/.transit-output": marker(["frame-0000.png": notes]),
            ], keeps: ["o"])
        // 3: composition names nested past 512 levels.
        let deep = String(repeating: "(", count: 40_000) + "fade" + String(repeating: ")", count: 40_000)
        add("options", ["render", deep, "--out", "o"] + small, [64], "512")
        let reversed = String(repeating: "reversed(", count: 10_000) + "fade" + String(repeating: ")", count: 10_000)
        add("options", ["scene", reversed, "--at", "0.5", "--size", "20x40"], [64], "512")
        let staged = String(repeating: "staged(", count: 9_000) + "fade" + String(repeating: ")", count: 9_000)
        let stagedSpec = json(#"{"effect":""# + staged + #""}"#)
        add("specs", ["validate", "deep.json"], [65], "512", files: ["deep.json": stagedSpec])
        add(
            "specs", ["render", "--spec", "deep.json", "--out", "o"] + small, [65], "512",
            files: ["deep.json": stagedSpec])
        // 4: tiny sizes render or are refused, never trap.
        let brief = ["--fps", "5", "--duration", "0.2", "--quiet"]
        for size in ["1x1", "390x5", "2x844", "10000x1"] {
            add(
                "options", ["render", "fade", "--size", size, "--scale", "1", "--out", "o"] + brief, [0, 64], nil,
                keeps: ["o"])
            add("options", ["scene", "fade", "--size", size, "--scale", "1", "--at", "0.5"], [0, 64], nil)
        }
        add(
            "options", ["render", "fade", "--size", "8192x1", "--scale", "2", "--out", "o"] + brief, [0, 64], nil,
            keeps: ["o"])
        add(
            "outputs", ["gallery", "--only", "fade", "--size", "2x844", "--fps", "5", "--quiet", "--out", "g"],
            [0, 64], nil, keeps: ["g"])
        // 5: scene computes no pixels and is held to the render's size check.
        let memory = "ulimit -v 300000; "
        add(
            "options", ["scene", "fade", "--at", "0.5", "--size", "10000x10000", "--scale", "8"], [64], "--size",
            prelude: memory)
        add(
            "options", ["scene", "fade", "--at", "0.5", "--size", "4000x4000", "--scale", "4"], [64], "pixels",
            prelude: memory)
        add(
            "options", ["scene", "fade", "--at", "0.5", "--size", "4000x4000", "--scale", "1"], [0], nil,
            prelude: memory)
        // 6: one pixel-count check before any allocation.
        let huge = pngHeader(width: 16_384, height: 16_384)
        add(
            "images", ["render", "fade", "--from", "h.png", "--to", "h.png", "--out", "o"] + Self.small.dropFirst(2),
            [65, 66], "pixels", files: ["h.png": huge], prelude: memory)
        add(
            "images", ["render", "disintegrate", "-p", "mask=h.png", "--out", "o"] + small, [65, 66], "pixels",
            files: ["h.png": huge], prelude: memory)
        add(
            "options", ["render", "fade", "--size", "8192x8192", "--scale", "1", "--out", "o"] + brief, [64], "pixels",
            prelude: memory)
        // 7: the mask is read wherever disintegrate appears.
        for name in ["disintegrate+fade", "reversed(disintegrate)", "staged(disintegrate)", "mirrored(disintegrate)"] {
            let key = name.contains("+") ? "1.mask" : "mask"
            add("images", ["render", name, "-p", "\(key)=missing.png", "--out", "o"] + small, [66], "missing.png")
        }
        let maskSpec = json(#"{"effect":{"name":"reversed(disintegrate)","parameters":{"mask":"missing.png"}}}"#)
        add(
            "specs", ["render", "--spec", "m.json", "--out", "o"] + small, [66], "missing.png",
            files: ["m.json": maskSpec])
        // 8: a file-size limit fails the write (EFBIG) and leaves no temporary.
        let limited = "ulimit -f 8; "
        let sized = ["--size", "200x400", "--scale", "1", "--fps", "10", "--duration", "0.3", "--quiet"]
        // The message names the output, not its temporary.
        for out in ["x.webp", "x.gif", "x.html", "frames"] {
            add(
                "outputs", ["render", "fade", "--out", out] + sized, [73, 74], "cannot write '\(out)", prelude: limited)
        }
        add(
            "outputs", ["gallery", "--only", "fade", "--size", "200x400", "--fps", "5", "--quiet", "--out", "g"], [73],
            "cannot write 'g/", prelude: limited)
        // 9: WebP's own limit, 16,383 pixels a side, checked before rendering.
        add(
            "options",
            ["render", "fade", "--size", "8192x10", "--scale", "2", "--fps", "1", "--quiet", "--out", "x.webp"],
            [64], "16383")
        add(
            "options", ["gallery", "--only", "fade", "--size", "8192x10", "--scale", "2", "--quiet", "--out", "g"],
            [64], "16383")
        // 10: control characters in paths are escaped wherever a path is printed.
        let title = "\u{1B}]0;pwned\u{07}g"
        add("outputs", ["render", "fade", "--out", title] + small, [0], nil, keeps: [title], plain: true)
        add("outputs", ["render", "fade", "--out", "nodir\n/o"] + small, [73], "nodir\\u{A}/o", plain: true)
        add(
            "outputs", ["render", "fade", "--out", title + ".webp"] + small, [0], nil, keeps: [title + ".webp"],
            plain: true)
        add(
            "images", ["render", "fade", "--from", title, "--to", "b.png", "--out", "o"] + Self.small.dropFirst(2),
            [66], "pwned", files: ["b.png": Self.png], plain: true)
        add(
            "images", ["render", "disintegrate", "-p", "mask=\(title)", "--out", "o"] + small, [66], "pwned",
            plain: true)
        add("specs", ["render", "--spec", title, "--out", "o"] + small, [66], "pwned", plain: true)
        add(
            "specs", ["validate", "ok\u{1B}[2J.json"], [0], nil, files: ["ok\u{1B}[2J.json": Self.validSpec],
            plain: true)
        add(
            "traces",
            ["render", "fade", "--trace", title, "--out", "o"] + small.filter { $0 != "--duration" && $0 != "0.3" },
            [66], "pwned", plain: true)
        // 14: a reader that stops early is exit 74, as documented, not SIGPIPE.
        add(
            "streams", [], [74], nil, prelude: "set -o pipefail; ",
            bash: "render fade --size 200x400 --scale 1 --fps 10 --duration 1 --quiet --out - | head -c 100 >/dev/null")
        add(
            "streams", [], [74], nil, prelude: "set -o pipefail; ",
            bash: "scene fade --fps 240 --duration 10 | head -c 100 >/dev/null")
        // 11: the contact sheet cannot go into the output it would be replaced with.
        let trace = ["t.json": Self.validTrace]
        let traced = ["render", "fade", "--trace", "t.json"] + small.filter { $0 != "--duration" && $0 != "0.3" }
        add(
            "outputs", traced + ["--out", "o", "--contact-sheet", "o/s.png"], [64], "--contact-sheet",
            files: trace.merging(["o/": [], "o/.transit-output": marker([:])]) { a, _ in a })
        add("outputs", traced + ["--out", "o", "--contact-sheet", "o"], [64], "--contact-sheet", files: trace)
        add(
            "outputs", traced + ["--out", "o", "--contact-sheet", "./o/../o/s.png"], [64], "--contact-sheet",
            files: trace.merging(["o/": [], "o/.transit-output": marker([:])]) { a, _ in a })
        // 13: options that do not apply are refused alike; messages say what is accepted.
        add("options", ["render", "fade", "--hold", "1", "--at", "0.5", "--out", "s.png"], [64], "--hold")
        add("options", ["render", "fade", "--round-trip", "--out", "p.html"] + small, [64], "--round-trip")
        add("options", ["render", "fade", "--hold", "1", "--out", "p.html"] + small, [64], "--hold")
        add("options", ["render", "fade"] + small, [64], "FILE.html")
        add("options", ["render", "--", "fade", "--out", "o"] + small, [64], "unexpected argument '--out'")
        add("outputs", traced + ["--out", "o", "--contact-sheet", "s.webp"], [64], ".png", files: trace)
        add(
            "outputs", ["render", "fade", "--out", "x.webp"] + small, [73], "x.webp", files: ["x.webp/": []],
            untouched: ["x.webp/"])
        // 16: a long trace is read a part at a time (8 MiB, 130,000 samples: 102 MiB before, 49 after).
        let samples = (0..<130_000).map { i in
            #"{"time":\#(Double(i) * 1e-6),"location":{"x":\#(i % 400),"y":1},"phase":"\#(i == 0 ? "began" : "changed")"}"#
        }
        var long = BadInput(
            category: "traces",
            arguments: ["render", "fade", "--trace", "long.json", "--size", "20x40", "--scale", "1", "--fps", "1"]
                + ["--quiet", "--out", "o"], statuses: [0], message: nil,
            files: ["long.json": json(#"{"samples":["# + samples.joined(separator: ",") + "]}")])
        long.keeps = ["o"]
        long.peakMiB = 75
        c.append(long)
        return c
    }

    @Test func roundTwoDefectsEndWithAStatusAndLoseNothing() {
        let cases = Self.roundTwoCases
        let tally = Self.run(cases)
        let summary =
            "bad-input suite, issue 28: \(cases.count) cases, \(tally.crashes) crashes, \(tally.hangs) hangs, "
            + "\(tally.leftovers) leftovers, \(tally.lostFiles) lost user files, \(tally.failures.count) failed"
        print(summary)
        for failure in tally.failures { Issue.record(Comment(rawValue: failure)) }
        #expect(tally.failures.isEmpty, "\(summary)")
    }
}
