import Foundation
import Testing
import TransitCore
import TransitRender
import TransitTestSupport

@Suite("transit render")
struct RenderCommandTests {
    /// A small, quick render of the sample screens: 0.5 s at 10 fps is 6 frames, progress 0 to 1.
    static let small = ["--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.5"]

    @Test func renderWritesOneFramePerStepIncludingBothEnds() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/frames"
        let r = try TransitProcess.run(["render", "fade"] + Self.small + ["--out", out])
        #expect(r.status == 0, "\(r)")
        #expect(frameFiles(in: out) == (0...5).map { String(format: "frame-%04d.png", $0) })
        for name in frameFiles(in: out) {
            let frame = try ImageIO.read(path: out + "/" + name)
            #expect(frame.width == 20 && frame.height == 40, "\(name)")
        }
        #expect(r.stdout.contains("6 frames"))
        expectOnly(["frames"], in: tmp)
    }

    /// `--at P --out x.png` is the one frame at progress P: at 0 and 1 the first and last frames of
    /// the clip, between them a frame of its own; without --at a .png is refused, as is --at elsewhere.
    @Test func oneStillIsTheFrameAtItsProgress() throws {
        let tmp = try TemporaryDirectory()
        let clip = try TransitProcess.run(["render", "cube"] + Self.small + ["--out", tmp.path + "/frames"])
        #expect(clip.status == 0, "\(clip)")
        for (progress, frame) in [("0", "frame-0000.png"), ("1", "frame-0005.png")] {
            let still = try TransitProcess.run(
                [
                    "render", "cube", "--size", "20x40", "--scale", "1", "--at", progress, "--out",
                    tmp.path + "/still.png",
                ])
            #expect(still.status == 0, "\(still)")
            let a = try ImageIO.read(path: tmp.path + "/still.png")
            let b = try ImageIO.read(path: tmp.path + "/frames/" + frame)
            #expect(a.pixels == b.pixels, "--at \(progress) against \(frame)")
        }
        let half = try TransitProcess.run(
            ["render", "cube", "--size", "20x40", "--scale", "1", "--at", "0.5", "--out", tmp.path + "/half.png"])
        #expect(half.status == 0)
        let middle = try ImageIO.read(path: tmp.path + "/half.png")
        let start = try ImageIO.read(path: tmp.path + "/frames/frame-0000.png")
        #expect(middle.width == 20 && middle.height == 40 && middle.pixels != start.pixels)
        let noAt = try TransitProcess.run(["render", "cube"] + Self.small + ["--out", tmp.path + "/x.png"])
        #expect(noAt.status == 64 && noAt.stderr.contains("--at PROGRESS"), "\(noAt)")
        let atGIF = try TransitProcess.run(
            ["render", "cube", "--size", "20x40", "--scale", "1", "--at", "0.5", "--out", tmp.path + "/x.gif"])
        #expect(atGIF.status == 64 && atGIF.stderr.contains("give --out FILE.png"), "\(atGIF)")
        let timed = try TransitProcess.run(
            ["render", "cube"] + Self.small + ["--at", "0.5", "--out", tmp.path + "/t.png"])
        #expect(timed.status == 64 && timed.stderr.contains("does not go with --at"), "\(timed)")
        #expect(!FileManager.default.fileExists(atPath: tmp.path + "/x.png"))
    }

    @Test func theFrameRateAndDurationSetTheFrameCount() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run([
            "render", "slide", "-p", "from=bottom", "--size", "20x40", "--scale", "1",
            "--fps", "20", "--duration", "1", "--out", tmp.path + "/f",
        ])
        #expect(r.status == 0, "\(r)")
        #expect(frameFiles(in: tmp.path + "/f").count == 21)
    }

    @Test func theSampleScreensPlayedBackStartWhereForwardEnds() throws {
        let tmp = try TemporaryDirectory()
        let forward = tmp.path + "/forward"
        let back = tmp.path + "/back"
        #expect(try TransitProcess.run(["render", "fade"] + Self.small + ["--out", forward]).status == 0)
        let r = try TransitProcess.run(["render", "fade", "--back"] + Self.small + ["--out", back])
        #expect(r.status == 0, "\(r)")
        let f = frameFiles(in: forward)
        let b = frameFiles(in: back)
        try #require(f.count == 6 && b.count == 6)
        let list = try ImageIO.read(path: forward + "/" + f[0])
        let detail = try ImageIO.read(path: forward + "/" + f[5])
        #expect(pixelDifference(list, detail).meanChannel > 10, "the sample screens should differ")
        #expect(pixelDifference(try ImageIO.read(path: back + "/" + b[0]), detail).maxChannel <= 1)
        #expect(pixelDifference(try ImageIO.read(path: back + "/" + b[5]), list).maxChannel <= 1)
    }

    @Test func framesBetweenTwoImagesStartAtTheFirstAndEndAtTheSecond() throws {
        let tmp = try TemporaryDirectory()
        let a = try writeSolidPNG(Color(hex: 0xE03020), width: 30, height: 20, to: tmp.path + "/a.png")
        let b = try writeSolidPNG(Color(hex: 0x2050D0), width: 30, height: 20, to: tmp.path + "/b.png")
        let imageA = try ImageIO.read(path: a)
        let imageB = try ImageIO.read(path: b)
        for name in EffectCatalogue.builtIn.names {
            // A partial presentation (a card, a drawer) ends on its resting scene, not the bare B.
            let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
            let context = TransitionContext(size: Size(width: 30, height: 20))
            let resting = effect.restingScene(in: context)
            let end =
                resting == .showing(.to, in: context)
                ? imageB : Renderer().render(resting, snapshots: SnapshotSet(from: imageA, to: imageB, scale: 1))
            let out = tmp.path + "/" + name
            let r = try TransitProcess.run([
                "render", name, "--from", a, "--to", b, "--scale", "1", "--fps", "10", "--out", out,
            ])
            #expect(r.status == 0, "\(name): \(r)")
            let frames = frameFiles(in: out)
            try #require(frames.count >= 2, "\(name)")
            let first = try ImageIO.read(path: out + "/" + frames[0])
            let last = try ImageIO.read(path: out + "/" + frames[frames.count - 1])
            #expect(pixelDifference(first, imageA).maxChannel <= 1, "\(name): the first frame is not A")
            #expect(
                pixelDifference(last, end).maxChannel <= 1, "\(name): the last frame is not B (or its resting scene)")
        }
    }

    @Test func theMiddleFrameOfACircleSpreadShowsTheNewScreenInsideACircle() throws {
        let tmp = try TemporaryDirectory()
        let red = Color(hex: 0xFF0000)
        let blue = Color(hex: 0x0000FF)
        let a = try writeSolidPNG(red, width: 40, height: 40, to: tmp.path + "/a.png")
        let b = try writeSolidPNG(blue, width: 40, height: 40, to: tmp.path + "/b.png")
        // 0.4 s at 10 fps: progress 0, 0.25, 0.5, 0.75, 1 (circle-spread runs linearly).
        func middleFrame(_ extra: [String]) throws -> Bitmap {
            let out = tmp.path + "/out\(extra.count)"
            let r = try TransitProcess.run(
                [
                    "render", "circle-spread", "--from", a, "--to", b, "--scale", "1",
                    "--fps", "10", "--duration", "0.4", "--out", out,
                ] + extra)
            #expect(r.status == 0, "\(r)")
            let frames = frameFiles(in: out)
            try #require(frames.count == 5)
            return try ImageIO.read(path: out + "/" + frames[2])
        }
        // The default centre is the demo's button, 100 points above the screen's centre (here a
        // quarter of the height down, 10): the centre and a start from a point are given.
        let centred = try middleFrame(["-p", "center=20,20", "-p", "startRadius=0"])
        // Centre (20, 20); covering radius √800 + 1 ≈ 29.3, so the radius is ≈ 14.6 at progress 0.5.
        #expect(centred[20, 20] == Bitmap.pack(blue))
        #expect(centred[28, 20] == Bitmap.pack(blue))
        #expect(
            centred[0, 0] == Bitmap.pack(red) && centred[39, 39] == Bitmap.pack(red)
                && centred[20, 1] == Bitmap.pack(red))
        let touched = try middleFrame(["--touch", "5,5", "-p", "startRadius=0"])
        // From (5, 5) the covering radius is √(35² + 35²) + 1 ≈ 50.5: radius ≈ 25.2 at progress 0.5.
        #expect(touched[5, 5] == Bitmap.pack(blue) && touched[20, 20] == Bitmap.pack(blue))
        #expect(touched[39, 39] == Bitmap.pack(red))
    }

    @Test func renderingAgainReplacesThePreviousFrames() throws {
        let tmp = try TemporaryDirectory()
        let out = tmp.path + "/frames"
        #expect(try TransitProcess.run(["render", "fade"] + Self.small + ["--out", out]).status == 0)
        let r = try TransitProcess.run([
            "render", "fade", "--size", "20x40", "--scale", "1", "--fps", "10", "--duration", "0.2", "--out", out + "/",
        ])
        #expect(r.status == 0, "\(r)")
        #expect(frameFiles(in: out).count == 3)
        expectOnly(["frames"], in: tmp)
    }

    @Test func anEmptyOutputDirectoryIsUsed() throws {
        let tmp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: tmp.path + "/frames", withIntermediateDirectories: false)
        let r = try TransitProcess.run(["render", "fade"] + Self.small + ["--out", tmp.path + "/frames"])
        #expect(r.status == 0, "\(r)")
        #expect(frameFiles(in: tmp.path + "/frames").count == 6)
    }

    @Test func sharedElementsAreAccepted() throws {
        let tmp = try TemporaryDirectory()
        let r = try TransitProcess.run(
            ["render", "fade"] + Self.small + ["--element", "hero:1,1,5,5:0,0,20,10", "--out", tmp.path + "/f"])
        #expect(r.status == 0, "\(r)")
    }
}
