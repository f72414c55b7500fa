import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

@Suite("transit gallery")
struct GalleryCommandTests {
    @Test func theGalleryHasEveryEffectForwardAndBackWithPostersAndAPage() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/gallery"
        let r = try TransitProcess.run([
            "gallery", "--size", "20x40", "--scale", "1", "--fps", "10", "--quiet", "--out", out,
        ])
        #expect(r.status == 0, "\(r)")
        let expected =
            EffectCatalogue.builtIn.names.flatMap { name in
                ["forward", "back"].flatMap { ["\(name)-\($0).png", "\(name)-\($0).webp", "\(name)-\($0).html"] }
            } + ["index.html", ".transit-output"]
        #expect(tmp.contents(of: "gallery") == expected.sorted())
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for name in EffectCatalogue.builtIn.names {
            #expect(
                page.contains("<img src=\"\(name)-forward.webp\"") && page.contains("<img src=\"\(name)-back.webp\""),
                "\(name)")
            #expect(page.contains("<iframe src=\"\(name)-back.html#scale=1\""), "the live player beside the clips")
            #expect(
                page.contains(
                    "transit render \(name) --back --size 20x40 --scale 1 --fps 10 --hold 0.6 --out \(name)-back.webp"))
            let poster = try ImageIO.read(path: "\(out)/\(name)-forward.png")
            #expect(poster.width == 20 && poster.height == 40)
        }
        #expect(!page.contains("http://") && !page.contains("https://"), "the page needs no network")
        expectOnly(["gallery"], in: tmp)
    }

    /// `--from`/`--to` mean in the gallery what they mean in `render`: forward from the first
    /// image to the second, back from the second to the first (as the samples go from the detail
    /// back to the list), at the images' size; each card's commands reproduce its clips.
    @Test func theGalleryDrawsTheScreensGivenForwardAndBack() throws {
        let tmp = try TemporaryDirectory()
        let (red, blue) = (Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 1, alpha: 1))
        try ImageIO.writePNG(Bitmap(width: 40, height: 60, fill: red), to: tmp.path + "/a.png")
        try ImageIO.writePNG(Bitmap(width: 40, height: 60, fill: blue), to: tmp.path + "/my b.png")
        let out = tmp.path + "/g"
        let r = try TransitProcess.run([
            "gallery", "--only", "slide", "--from", tmp.path + "/a.png", "--to", tmp.path + "/my b.png", "--scale", "1",
            "--fps", "5", "--quiet", "--element", "hero:1,2,10,10:5,6,20,20", "--out", out,
        ])
        #expect(r.status == 0, "\(r)")
        // Slide at 0.5: forward, the second image comes in from the right over the first; back, the
        // second goes out to the right over the first coming back. Either way the first is on the
        // left; back without the images exchanged would put the second there.
        for (direction, left, right) in [("forward", red, blue), ("back", red, blue)] {
            let poster = try ImageIO.read(path: "\(out)/slide-\(direction).png")
            #expect(poster.width == 40 && poster.height == 60)
            #expect(poster[5, 30] == Bitmap(width: 1, height: 1, fill: left)[0, 0], "\(direction)")
            #expect(poster[34, 30] == Bitmap(width: 1, height: 1, fill: right)[0, 0], "\(direction)")
        }
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("transit render slide --from \(tmp.path)/a.png --to '\(tmp.path)/my b.png' --element"))
        #expect(page.contains("transit render slide --back --from '\(tmp.path)/my b.png' --to \(tmp.path)/a.png"))
        #expect(page.contains("/my b.png' --element hero:1,2,10,10:5,6,20,20 --scale 1"), "forward keeps the element")
        #expect(page.contains("/a.png --element hero:5,6,20,20:1,2,10,10 --scale 1"), "back's is exchanged")
        let half = try TransitProcess.run(["gallery", "--from", tmp.path + "/a.png", "--out", tmp.path + "/h"])
        #expect(half.status == 64 && half.stderr.contains("--from and --to go together"), "\(half)")
        let sized = try TransitProcess.run([
            "gallery", "--from", tmp.path + "/a.png", "--to", tmp.path + "/a.png", "--size", "20x40", "--out",
            tmp.path + "/i",
        ])
        #expect(sized.status == 64 && sized.stderr.contains("--size is for the sample screens"), "\(sized)")
    }

    /// A screenshot of a known device is read at its own scale when no `--scale` is given, and
    /// the run says so; `--scale` still decides when given.
    @Test func aDeviceScreenshotIsReadAtItsOwnScaleUnlessToldOtherwise() throws {
        let tmp = try TemporaryDirectory()
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        try ImageIO.writePNG(Bitmap(width: 640, height: 1136, fill: grey), to: tmp.path + "/se.png")
        let screens = ["--from", tmp.path + "/se.png", "--to", tmp.path + "/se.png"]
        let inferred = try TransitProcess.run(
            ["gallery", "--only", "fade", "--fps", "2", "--out", tmp.path + "/a"] + screens)
        #expect(inferred.status == 0, "\(inferred)")
        #expect(inferred.stderr.contains("640x1136 is a device screenshot at 2x (320x568 points)"), "\(inferred)")
        let pageA = try String(contentsOfFile: tmp.path + "/a/index.html", encoding: .utf8)
        #expect(pageA.contains("--scale 2 --fps 2"))
        let told = try TransitProcess.run(
            ["gallery", "--only", "fade", "--fps", "2", "--scale", "1", "--out", tmp.path + "/b"] + screens)
        #expect(told.status == 0 && !told.stderr.contains("device screenshot"), "\(told)")
        let pageB = try String(contentsOfFile: tmp.path + "/b/index.html", encoding: .utf8)
        #expect(pageB.contains("--scale 1 --fps 2"))
    }

    @Test func onlyTheNamedEffectsAreRenderedAndAnUnknownNameIsAUsageError() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run([
            "gallery", "--only", "slide,fade", "--size", "20x40", "--fps", "5", "--quiet", "--out", tmp.path + "/g",
        ])
        #expect(r.status == 0, "\(r)")
        #expect(
            tmp.contents(of: "g").filter { $0.hasSuffix(".webp") } == [
                "fade-back.webp", "fade-forward.webp", "slide-back.webp", "slide-forward.webp",
            ])
        let bad = try TransitProcess.run(["gallery", "--only", "slid", "--out", tmp.path + "/h"])
        #expect(bad.status == 64 && bad.stderr.contains("did you mean 'slide'"), "\(bad)")
    }

    @Test func aSecondGalleryReplacesTheFirst() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/gallery"
        let args = ["gallery", "--size", "20x40", "--scale", "1", "--fps", "5", "--quiet", "--out", out]
        #expect(try TransitProcess.run(args).status == 0)
        let r = try TransitProcess.run(args)
        #expect(r.status == 0, "\(r)")
        expectOnly(["gallery"], in: tmp)
    }
}
