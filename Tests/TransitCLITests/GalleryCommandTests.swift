import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

@Suite("transit gallery")
struct GalleryCommandTests {
    @Test func theGalleryHasEveryEffectForwardAndBack() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/gallery"
        let r = try TransitProcess.run(["gallery", "--size", "20x40", "--scale", "1", "--fps", "10", "--out", out])
        #expect(r.status == 0, "\(r)")
        #expect(tmp.contents(of: "gallery") == EffectCatalogue.builtIn.names.sorted())
        for name in EffectCatalogue.builtIn.names {
            #expect(tmp.contents(of: "gallery/\(name)") == ["back", "forward"], "\(name)")
            for direction in ["forward", "back"] {
                let frames = frameFiles(in: "\(out)/\(name)/\(direction)")
                #expect(frames.count >= 2, "\(name) \(direction)")
                if let first = frames.first {
                    let image = try ImageIO.read(path: "\(out)/\(name)/\(direction)/\(first)")
                    #expect(image.width == 20 && image.height == 40)
                }
            }
        }
        expectOnly(["gallery"], in: tmp)
    }

    @Test func aSecondGalleryReplacesTheFirst() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/gallery"
        let args = ["gallery", "--size", "20x40", "--scale", "1", "--fps", "5", "--out", out]
        #expect(try TransitProcess.run(args).status == 0)
        let r = try TransitProcess.run(args)
        #expect(r.status == 0, "\(r)")
        expectOnly(["gallery"], in: tmp)
    }
}
