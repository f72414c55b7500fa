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
            #expect(page.contains("<iframe src=\"\(name)-back.html\""), "the live player beside the clips")
            #expect(
                page.contains(
                    "transit render \(name) --back --size 20x40 --scale 1 --fps 10 --hold 0.6 --out \(name)-back.webp"))
            let poster = try ImageIO.read(path: "\(out)/\(name)-forward.png")
            #expect(poster.width == 20 && poster.height == 40)
        }
        #expect(!page.contains("http://") && !page.contains("https://"), "the page needs no network")
        expectOnly(["gallery"], in: tmp)
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
