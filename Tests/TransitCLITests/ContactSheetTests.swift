import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

@testable import transit

/// `--contact-sheet` on any render: the frames it shows, its size, and how it is made.
@Suite("transit render --contact-sheet")
struct ContactSheetTests {
    /// 0.5 s at 10 fps: 6 frames, progress 0 to 1.
    static let small = ["--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.5"]
    static let gap = ContactSheet.gap

    /// The cell at `index` of a sheet of 20x40 frames.
    static func cell(_ index: Int, of sheet: Bitmap) -> Bitmap {
        sheet.cropped(x: gap + index * (20 + gap), y: gap, width: 20, height: 40)
    }

    /// With a WebP (or any) output, the sheet shows the clip's frames spread evenly, first and
    /// last included, each cell equal to the frame the clip has at that index.
    @Test func aSheetOfAnyRenderShowsItsFramesSpreadEvenly() throws {
        let tmp = try TemporaryDirectory()
        let frames = try TransitProcess.run(["render", "cube"] + Self.small + ["--out", tmp.path + "/f"])
        #expect(frames.status == 0, "\(frames)")
        for out in ["clip.webp", "clip.gif", "-"] {
            let r = try TransitProcess.run(
                ["render", "cube"] + Self.small
                    + ["--out", out == "-" ? out : tmp.path + "/" + out, "--contact-sheet", tmp.path + "/s.png"]
                    + ["--sheet-frames", "3", "--quiet"])
            #expect(r.status == 0, "\(out): \(r)")
            let sheet = try ImageIO.read(path: tmp.path + "/s.png")
            #expect(sheet.width == 3 * 20 + 4 * Self.gap && sheet.height == 40 + 2 * Self.gap, "\(out)")
            // pick(3, of: 6): frames 0, 3 (2.5 rounded) and 5.
            for (cell, frame) in zip(0..., ["frame-0000.png", "frame-0003.png", "frame-0005.png"]) {
                let expected = try ImageIO.read(path: tmp.path + "/f/" + frame)
                #expect(Self.cell(cell, of: sheet) == expected, "\(out): cell \(cell) is \(frame)")
            }
            #expect(sheet[0, 0] == Bitmap.pack(.white) && sheet[Self.gap + 20 + 1, 20] == Bitmap.pack(.white))
        }
        // By default, 8 frames; here the clip has only 6, so all of them.
        let all = try TransitProcess.run(
            ["render", "cube"] + Self.small + ["--out", tmp.path + "/g", "--contact-sheet", tmp.path + "/all.png"])
        #expect(all.status == 0 && all.stdout.contains("and a contact sheet to"), "\(all)")
        #expect(try ImageIO.read(path: tmp.path + "/all.png").width == 6 * 20 + 7 * Self.gap)
    }

    /// `--sheet-at` shows the frames at the progresses given, in that order: each cell is the
    /// still `--at` draws.
    @Test func theSheetCanShowTheFramesAtChosenProgresses() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(
            ["render", "cube"] + Self.small
                + ["--out", tmp.path + "/c.webp", "--contact-sheet", tmp.path + "/s.png", "--sheet-at", "0.5,0,0.25"])
        #expect(r.status == 0, "\(r)")
        let sheet = try ImageIO.read(path: tmp.path + "/s.png")
        #expect(sheet.width == 3 * 20 + 4 * Self.gap)
        for (cell, progress) in zip(0..., ["0.5", "0", "0.25"]) {
            let still = try TransitProcess.run(
                ["render", "cube", "--size", "20x40", "--scale", "1", "--at", progress, "--out", tmp.path + "/p.png"])
            #expect(still.status == 0, "\(still)")
            #expect(Self.cell(cell, of: sheet) == (try ImageIO.read(path: tmp.path + "/p.png")), "cell \(cell)")
        }
    }

    /// More than 8 frames wrap into rows of 8; frames of another size sit at their cell's top left.
    /// A held last frame is repeated in PNG frames and shown longer in a WebP; either way the sheet
    /// spreads over the motion and is the same picture.
    @Test func aHoldDoesNotFillTheSheet() throws {
        let tmp = try TemporaryDirectory()
        for out in ["f", "f.webp"] {
            let r = try TransitProcess.run(
                ["render", "cube"] + Self.small
                    + ["--hold", "2", "--contact-sheet", tmp.path + "/\(out).png", "--out", tmp.path + "/" + out])
            #expect(r.status == 0, "\(r)")
        }
        let frames = try ImageIO.read(path: tmp.path + "/f.png")
        #expect(frames == (try ImageIO.read(path: tmp.path + "/f.webp.png")))
        #expect(frames.width == 6 * 20 + 7 * Self.gap, "one cell per drawn frame, the 20 repeats left out")
    }

    @Test func cellsWrapIntoRowsOfEight() throws {
        let colours = (0..<10).map { Color(red: Double($0) / 10, green: 0.5, blue: 1 - Double($0) / 10, alpha: 1) }
        let frames = colours.map { Bitmap(width: 3, height: 2, fill: $0) }
        let sheet = try ContactSheet.make(frames)
        #expect(sheet.width == 8 * 3 + 9 * Self.gap && sheet.height == 2 * 2 + 3 * Self.gap)
        for (index, colour) in colours.enumerated() {
            let x = Self.gap + (index % 8) * (3 + Self.gap)
            let y = Self.gap + (index / 8) * (2 + Self.gap)
            #expect(sheet[x, y] == Bitmap.pack(colour) && sheet[x + 2, y + 1] == Bitmap.pack(colour), "frame \(index)")
            #expect(sheet[x + 3, y] == Bitmap.pack(.white), "the gap after frame \(index)")
        }
    }

    /// The sheet is assembled in one buffer and made a bitmap once: nothing in ContactSheet.swift
    /// writes through a bitmap's `pixels` (whose observer runs on every assignment, which made a
    /// row-by-row copy into it quadratic: 90 s for a sheet at scale 1).
    @Test func theSheetIsNotWrittenThroughABitmapsPixels() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/transit/ContactSheet.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        for pattern in [
            #"\.pixels\s*\[[^\]]*\]\s*="#, #"\.pixels\.replaceSubrange"#, #"\.pixels\s*=[^=]"#,
            #"\.pixels\.withUnsafeMutable"#, #"\]\s*=\s*Bitmap\.pack"#,
        ] {
            #expect(
                text.range(of: pattern, options: .regularExpression) == nil, "ContactSheet.swift matches \(pattern)")
        }
        #expect(text.contains("return Bitmap(width: width, height: height, pixels: pixels)"))
    }

    /// Options that cannot make a sheet are usage errors naming what is wrong.
    @Test func optionsThatCannotMakeASheetAreRefused() throws {
        let tmp = try TemporaryDirectory()
        let sheet = ["--contact-sheet", tmp.path + "/s.png"]
        let cases: [([String], String)] = [
            (["--out", tmp.path + "/f", "--sheet-at", "0.5"], "--sheet-at chooses the frames of a contact sheet"),
            (
                ["--out", tmp.path + "/f", "--sheet-frames", "2"],
                "--sheet-frames chooses the frames of a contact sheet"
            ),
            (["--out", tmp.path + "/f"] + sheet + ["--sheet-frames", "2", "--sheet-at", "0"], "give one"),
            (
                ["--out", tmp.path + "/f"] + sheet + ["--sheet-at", "0,1.5"],
                "--sheet-at must be 1 to 64 comma-separated progresses"
            ),
            (
                ["--out", tmp.path + "/f"] + sheet + ["--sheet-frames", "0"],
                "--sheet-frames must be a whole number in 1...64"
            ),
            (["--out", tmp.path + "/p.html"] + sheet, "does not go with a live page"),
            (["--out", tmp.path + "/p.png", "--at", "0.5"] + sheet, "does not go with --at"),
            (
                ["--out", tmp.path + "/f", "--size", "2000x4000", "--scale", "1"] + sheet,
                "a contact sheet of 8 frames of 2000x4000 would be 16072x4016 pixels"
            ),
        ]
        for (arguments, message) in cases {
            let r = try TransitProcess.run(["render", "fade"] + arguments)
            #expect(r.status == 64 && r.stderr.contains(message), "\(arguments): \(r)")
        }
        expectOnly([], in: tmp)
    }
}
