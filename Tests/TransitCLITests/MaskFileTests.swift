import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// disintegrate's `mask` file from the command line and from specs.
@Suite struct MaskFileTests {
    /// A 3 x 2 PNG, black on the left to white on the right.
    static func ramp(in dir: TemporaryDirectory) throws -> String {
        var image = Bitmap(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { image[x, y] = Bitmap.pack(Color(white: Double(x) / 2)) } }
        let path = dir.path + "/ramp.png"
        try ImageIO.writePNG(image, to: path)
        return path
    }

    @Test func aMaskOfAnySizeIsStretchedOverTheScreenFromTheCommandLineAndFromASpec() throws {
        let dir = try TemporaryDirectory()
        let mask = try Self.ramp(in: dir)
        let spec = dir.path + "/spec.json"
        try Data(#"{"effect": {"name": "disintegrate", "parameters": {"mask": "\#(mask)"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: spec))
        for source in [["disintegrate", "-p", "mask=" + mask, "-p", "shadowDensity=0"], ["--spec", spec]] {
            let out = dir.path + "/frames-\(source.count)"
            let r = try TransitProcess.run(
                ["render"] + source + ["--scale", "0.25", "--fps", "2", "--duration", "1", "--out", out, "--quiet"])
            #expect(r.status == 0, "\(r)")
            // Half way, the mask's dark left third has dissolved into the detail screen and its
            // white right third still shows the list.
            let half = try ImageIO.read(path: out + "/frame-0001.png")
            let list = try ImageIO.read(path: out + "/frame-0000.png")
            let detail = try ImageIO.read(path: out + "/frame-0002.png")
            let y = half.height / 2
            #expect(half[half.width - 3, y] == list[half.width - 3, y], "\(source)")
            if source.count > 2 { #expect(half[2, y] == detail[2, y]) }
        }
    }

    @Test func aMissingOrUnreadableMaskExits66NamingTheFileAndWritesNothing() throws {
        let dir = try TemporaryDirectory()
        let text = dir.path + "/notes.png"
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))
        for (mask, says) in [(dir.path + "/missing.png", "No such file"), (text, "not a PNG or JPEG")] {
            let out = dir.path + "/out.webp"
            let r = try TransitProcess.run(["render", "disintegrate", "-p", "mask=" + mask, "--out", out])
            #expect(r.status == 66, "\(r)")
            #expect(r.stderr.contains(mask) && r.stderr.contains(says) && r.stderr.contains("mask"), "\(r)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }
}
