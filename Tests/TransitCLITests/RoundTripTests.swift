import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// `--round-trip`: forward, the hold, then back in one clip, ending where it began; and `--hold`
/// on outputs played at a constant rate, as the last frame repeated.
@Suite("transit render --round-trip and --hold")
struct RoundTripTests {
    /// 0.5 s at 10 fps: 6 frames a way; a hold of 0.2 s is 2 more.
    static let small = ["--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.5", "--quiet"]

    func frames(_ directory: String) throws -> [Bitmap] {
        try frameFiles(in: directory).map { try ImageIO.read(path: directory + "/" + $0) }
    }

    /// PNG frames: 6 forward, the forward end repeated for the hold, 6 back, the end repeated; the
    /// middle is the forward end and the last frame is the first.
    @Test func aRoundTripGoesForwardHoldsAndComesBack() throws {
        let tmp = try TemporaryDirectory()
        let forward = try TransitProcess.run(["render", "cube"] + Self.small + ["--out", tmp.path + "/forward"])
        let trip = try TransitProcess.run(
            ["render", "cube"] + Self.small + ["--round-trip", "--hold", "0.2", "--out", tmp.path + "/trip"])
        #expect(forward.status == 0 && trip.status == 0, "\(forward)\n\(trip)")
        let one = try frames(tmp.path + "/forward")
        let clip = try frames(tmp.path + "/trip")
        try #require(one.count == 6 && clip.count == 6 + 2 + 6 + 2, "\(clip.count) frames")
        #expect(Array(clip[0..<6]) == one, "the first way is the forward clip")
        for i in 6..<9 { #expect(pixelDifference(clip[i], one[5]).maxChannel <= 1, "frame \(i) holds the forward end") }
        #expect(pixelDifference(clip[7], clip[8]).meanChannel == 0, "the way back starts on the forward end")
        #expect(pixelDifference(clip[10], one[5]).meanChannel > 1, "then goes back")
        for i in 13..<16 { #expect(pixelDifference(clip[i], one[0]).maxChannel <= 1, "frame \(i) is the first frame") }
    }

    /// Between two images, the way back goes from the second to the first (with `--back` too:
    /// back first, then forward), whatever the effect's own back is.
    @Test func betweenImagesTheWayBackEndsOnTheFirst() throws {
        let tmp = try TemporaryDirectory()
        let a = try writeSolidPNG(Color(hex: 0xE03020), width: 20, height: 40, to: tmp.path + "/a.png")
        let b = try writeSolidPNG(Color(hex: 0x2050D0), width: 20, height: 40, to: tmp.path + "/b.png")
        for extra in [[], ["--back"]] {
            let out = tmp.path + "/trip\(extra.count)"
            let r = try TransitProcess.run(
                ["render", "slide", "--from", a, "--to", b, "--scale", "1", "--fps", "10", "--duration", "0.5"]
                    + ["--round-trip", "--quiet", "--out", out] + extra)
            #expect(r.status == 0, "\(r)")
            let clip = try frames(out)
            try #require(clip.count == 12, "\(extra): \(clip.count) frames")
            let (imageA, imageB) = (try ImageIO.read(path: a), try ImageIO.read(path: b))
            #expect(
                pixelDifference(clip[0], imageA).maxChannel <= 1 && pixelDifference(clip[11], imageA).maxChannel <= 1)
            #expect(
                pixelDifference(clip[5], imageB).maxChannel <= 1 && pixelDifference(clip[6], imageB).maxChannel <= 1)
        }
    }

    /// A video holds by repeating frames: the APNG (lossless) decodes to the PNG frames of the same
    /// round trip, holds included.
    @Test func aVideoHoldsByRepeatingTheFrame() throws {
        guard VideoTools.ffmpeg != nil, VideoTools.ffprobe != nil else { return }
        let tmp = try TemporaryDirectory()
        let (frames, decoded, probe) = try VideoExportTests().renderBoth(
            "cube", Self.small + ["--round-trip", "--hold", "0.3"], format: "apng", in: tmp, width: 20, height: 40)
        #expect(frames.count == 6 + 3 + 6 + 3 && probe["nb_read_frames"] == "18", "\(frames.count) \(probe)")
        #expect(decoded == frames)
        let held = try TransitProcess.run(
            ["render", "cube"] + Self.small + ["--hold", "0.3", "--out", tmp.path + "/held.apng"])
        #expect(held.status == 0, "\(held)")
    }

    /// `--round-trip` and `--hold` need a clip.
    @Test func aRoundTripNeedsAClip() throws {
        let tmp = try TemporaryDirectory()
        let cases: [([String], String)] = [
            (
                ["--at", "0.5", "--out", tmp.path + "/s.png", "--round-trip"],
                "--round-trip applies to clips, not to a still"
            ),
            (["--out", tmp.path + "/p.html", "--round-trip"], "--round-trip applies to clips, not to a live page"),
            (["--out", tmp.path + "/p.html", "--hold", "1"], "--hold applies to clips, not to a live page"),
            (
                ["--trace", "Examples/traces/fast-flick.json", "--out", tmp.path + "/f", "--round-trip"],
                "--round-trip does not go with --trace"
            ),
        ]
        for (arguments, message) in cases {
            let r = try TransitProcess.run(["render", "fade", "--size", "20x40", "--scale", "1"] + arguments)
            #expect(r.status == 64 && r.stderr.contains(message), "\(arguments): \(r)")
        }
        expectOnly([], in: tmp)
    }
}
