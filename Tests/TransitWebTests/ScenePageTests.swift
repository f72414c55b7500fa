import Foundation
import Testing
import TransitCore
import TransitRender
import TransitSamples
import TransitTestSupport

@testable import TransitWeb

/// The live page: self-contained, its data parseable, images only for what the scenes draw.
@Suite("Scene page")
struct ScenePageTests {
    static let pair = SampleScreens.make(size: Size(width: 60, height: 130), scale: 1)

    /// The JSON the page carries in `<script id="transit-data">`.
    static func data(in html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="transit-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aGeometricPageCarriesItsScenesAndOnlyTheImagesTheyDraw() throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: "cube")
        let html = try ScenePage.html(effect: effect, context: Self.pair.context(), snapshots: Self.pair.snapshots)
        let data = try Self.data(in: html)
        let images = try #require(data["images"] as? [String: String])
        #expect(Set(images.keys) == ["screen.from", "screen.to"])
        #expect(images.values.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
        #expect(data["stills"] is NSNull)
        let clip = try #require(data["clip"] as? [String: Any])
        let frames = try #require(clip["frames"] as? [[String: Any]])
        #expect(frames.count == 10 * Int((12 * effect.timing.duration).rounded(.up)) + 1)
        #expect(!html.contains("http://") && !html.contains("https://"), "a file:// page fetches nothing")
        #expect(!html.contains("pixel-note"))
        #expect(html.contains("<title>cube (forward)</title>"))
    }

    @Test func aPixelPageShowsCPUFramesAndSaysSo() throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: "dissolve")
        let html = try ScenePage.html(
            effect: effect, context: Self.pair.context(), snapshots: Self.pair.snapshots, title: "a <b> & c")
        let data = try Self.data(in: html)
        let stills = try #require(data["stills"] as? [String])
        #expect(stills.count == 10 * Int((3 * effect.timing.duration).rounded(.up)) + 1)
        #expect(stills.allSatisfy { $0.hasPrefix("data:image/webp;base64,") })
        #expect((data["images"] as? [String: String])?.isEmpty == true)
        #expect(html.contains("pixel-note") && html.contains("rendered on the CPU"))
        #expect(html.contains("<title>a &lt;b&gt; &amp; c</title>"))
    }

    @Test func aWebPStillIsALossyWebPOfTheFrameSize() throws {
        var frame = Bitmap(width: 8, height: 4)
        for y in 0..<4 { for x in 0..<8 { frame[x, y] = Bitmap.pack(Color(white: Double(x) / 7)) } }
        let bytes = try ImageIO.encodeWebP(frame, quality: 80)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WEBPVP8 ".utf8))
        // The VP8 key frame header: 14-bit width and height after the start code 9d 01 2a.
        #expect(Array(bytes[23..<26]) == [0x9d, 0x01, 0x2a])
        #expect(Int(bytes[26]) | Int(bytes[27] & 0x3f) << 8 == 8 && Int(bytes[28]) | Int(bytes[29] & 0x3f) << 8 == 4)
        #expect(throws: ImageError.self) { try ImageIO.encodeWebP(Bitmap(width: 0, height: 0), quality: 80) }
    }

    @Test func aPageIsWrittenWhole() throws {
        let tmp = try TemporaryDirectory()
        let path = tmp.path + "/page.html"
        try ScenePage.write("<!doctype html>", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<!doctype html>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["page.html"])
    }
}
