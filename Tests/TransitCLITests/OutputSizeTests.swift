import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// `--width` and `--height`: the output's pixel size with the point geometry unchanged.
@Suite("transit render --width/--height")
struct OutputSizeTests {
    /// The sample screens at `--width W` are drawn at W over their width in points; `--height`
    /// likewise; both agree when they keep the aspect.
    @Test func theWidthOrHeightSetsThePixelSize() throws {
        let tmp = try TemporaryDirectory()
        for (options, size) in [
            (["--width", "40"], (40, 80)), (["--height", "20"], (10, 20)),
            (["--width", "30", "--height", "60"], (30, 60)),
        ] {
            let r = try TransitProcess.run(
                ["render", "fade", "--size", "20x40", "--at", "0.5", "--out", tmp.path + "/s.png"] + options)
            #expect(r.status == 0, "\(options): \(r)")
            let still = try ImageIO.read(path: tmp.path + "/s.png")
            #expect(still.width == size.0 && still.height == size.1, "\(options)")
        }
        let frames = try TransitProcess.run(
            [
                "render", "cube", "--size", "20x40", "--fps", "10", "--duration", "0.2", "--width", "10", "--out",
                tmp.path + "/f",
            ])
        #expect(frames.status == 0, "\(frames)")
        #expect(try ImageIO.read(path: tmp.path + "/f/frame-0001.png").width == 10)
    }

    /// The point geometry stays: a circle centred at (100, 200) points on the sample screens at
    /// --width 130 is the one at --width 390 shrunk by 3; the same pixels drawn from a third of the
    /// points (`--size 130x281 --scale 1`, where (100, 200) lies elsewhere) are another picture.
    @Test func theSampleScreensKeepTheirPoints() throws {
        let tmp = try TemporaryDirectory()
        func still(_ options: [String]) throws -> Bitmap {
            let path = tmp.path + "/still.png"
            let r = try TransitProcess.run(
                [
                    "render", "circle-spread", "-p", "center=100,200", "-p", "startRadius=0", "--at", "0.3", "--out",
                    path,
                ]
                    + options)
            #expect(r.status == 0, "\(r)")
            return try ImageIO.read(path: path)
        }
        let small = try still(["--width", "130"])
        let large = try still(["--width", "390"])
        #expect(small.width == 130 && small.height == 281 && large.width == 390 && large.height == 844)
        let shrunk = large.resampled(width: 130, height: 281)
        #expect(pixelDifference(small, shrunk).meanChannel < 3, "\(pixelDifference(small, shrunk))")
        let fewerPoints = try still(["--size", "130x281", "--scale", "1"])
        #expect(pixelDifference(small, fewerPoints).meanChannel > 15, "\(pixelDifference(small, fewerPoints))")
    }

    /// Screenshots are read at their own scale (here `--scale 3`: 20x40 points), then resampled:
    /// the card's corners and offsets stay in points, so `--width 20` is the full-size frame shrunk.
    @Test func screenshotsAreResampledWithTheirPointsUnchanged() throws {
        let tmp = try TemporaryDirectory()
        var a = Bitmap(width: 60, height: 120, fill: Color(hex: 0xE03020))
        for y in 0..<120 { for x in 0..<60 where (x / 6 + y / 6) % 2 == 0 { a[x, y] = 0xFF20_2020 } }
        try ImageIO.writePNG(a, to: tmp.path + "/a.png")
        _ = try writeSolidPNG(Color(hex: 0x2050D0), width: 60, height: 120, to: tmp.path + "/b.png")
        func still(_ extra: [String]) throws -> Bitmap {
            let path = tmp.path + "/s\(extra.count).png"
            let r = try TransitProcess.run(
                [
                    "render", "card", "--from", tmp.path + "/a.png", "--to", tmp.path + "/b.png", "--scale", "3",
                    "--at", "0.8", "--out", path,
                ]
                    + extra)
            #expect(r.status == 0, "\(r)")
            return try ImageIO.read(path: path)
        }
        let full = try still([])
        let small = try still(["--width", "20"])
        #expect(full.width == 60 && full.height == 120 && small.width == 20 && small.height == 40)
        let shrunk = full.resampled(width: 20, height: 40)
        #expect(pixelDifference(small, shrunk).meanChannel < 4, "\(pixelDifference(small, shrunk))")
    }

    /// Read at `--scale 1` the same screenshots are 60x120 points, and a circle centred at (10, 20)
    /// points lies elsewhere at `--width 20`: the points, not the pixels, are kept.
    @Test func theScaleTheScreenshotsAreReadAtDecidesThePoints() throws {
        let tmp = try TemporaryDirectory()
        let red = try writeSolidPNG(Color(hex: 0xFF0000), width: 60, height: 120, to: tmp.path + "/a.png")
        let blue = try writeSolidPNG(Color(hex: 0x0000FF), width: 60, height: 120, to: tmp.path + "/b.png")
        var stills: [Bitmap] = []
        for scale in ["3", "1"] {
            let r = try TransitProcess.run([
                "render", "circle-spread", "-p", "center=10,20", "-p", "startRadius=0", "--from", red, "--to", blue,
                "--scale", scale, "--width", "20", "--at", "0.3", "--out", tmp.path + "/s\(scale).png",
            ])
            #expect(r.status == 0, "\(r)")
            stills.append(try ImageIO.read(path: tmp.path + "/s\(scale).png"))
        }
        #expect(stills[0].width == 20 && stills[0].height == 40 && stills[1].width == 20)
        // At --scale 3 (20x40 points) the centre is the middle of the 20x40 pixels; at --scale 1
        // (60x120 points, drawn at 1/3) it is (3.3, 6.7), near the top left corner.
        #expect(stills[0][10, 20] == Bitmap.pack(Color(hex: 0x0000FF)))
        #expect(stills[1][10, 20] == Bitmap.pack(Color(hex: 0xFF0000)))
        #expect(stills[1][3, 7] == Bitmap.pack(Color(hex: 0x0000FF)))
    }

    /// Bad values are usage errors that name the option and the range, before anything is written.
    @Test func badSizesAreRefusedWithTheRule() throws {
        let tmp = try TemporaryDirectory()
        let base = ["render", "fade", "--size", "20x40", "--at", "0", "--out", tmp.path + "/x.png"]
        for (options, message) in [
            (["--width", "0"], "--width must be a whole number in 1...16384, not '0'"),
            (["--height", "2.5"], "--height must be a whole number in 1...16384, not '2.5'"),
            (
                ["--width", "20", "--height", "30"],
                "--width 20 and --height 30 do not keep the screen's aspect (20x40 points): --width 20 makes it 20x40 pixels"
            ),
            (
                ["--width", "20", "--scale", "2"],
                "--scale and --width 20 both set the sample screens' pixels per point"
            ),
            (
                ["--width", "10000"],
                "--width 10000 makes the 20x40 points screen 10000x20000 pixels; each side must be 1...16384"
            ),
        ] {
            let r = try TransitProcess.run(base + options)
            #expect(r.status == 64 && r.stderr.contains(message), "\(options): \(r)")
        }
        expectOnly([], in: tmp)
    }

    /// The gallery takes the same options: its clips and posters at --width, its commands with it.
    @Test func theGalleryTakesTheWidthToo() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run([
            "gallery", "--only", "fade", "--size", "20x40", "--fps", "5", "--width", "10", "--quiet", "--out",
            tmp.path + "/g",
        ])
        #expect(r.status == 0, "\(r)")
        let poster = try ImageIO.read(path: tmp.path + "/g/fade-forward.png")
        #expect(poster.width == 10 && poster.height == 20)
        let page = try String(contentsOfFile: tmp.path + "/g/index.html", encoding: .utf8)
        #expect(page.contains("transit render fade --size 20x40 --width 10 --fps 5 --hold 0.6"), "\(page)")
    }
}
