import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct GIFWriterTests {
    private func write(_ frames: [(Bitmap, Double)], options: GIFWriter.Options = .init(), to path: String) throws
        -> [UInt8]
    {
        let writer = GIFWriter(path: path, options: options)
        for (frame, duration) in frames { try writer.add(frame, duration: duration) }
        try writer.finish()
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func frameRatesAbove50AreLoweredTo50WithAWarning() {
        let rate = GIFWriter.frameRate(forRequested: 60)
        #expect(rate.fps == 50)
        #expect(rate.warning?.contains("50 fps instead of 60 fps") == true)
    }

    @Test(arguments: [50.0, 30, 24, 12.5])
    func frameRatesUpTo50AreKeptWithoutAWarning(fps: Double) {
        let rate = GIFWriter.frameRate(forRequested: fps)
        #expect(rate.fps == fps && rate.warning == nil)
    }

    @Test func theChangedRectangleBoundsEveryDifferingPixel() {
        let a = CodecTestImages.ramp()
        var b = a
        b[3, 5] = 0xFF00_00FF
        b[20, 17] = 0xFF00_FF00
        #expect(GIFWriter.changedRect(from: a, to: b)! == (3, 5, 18, 13))
        #expect(GIFWriter.changedRect(from: a, to: a) == nil)
        #expect(GIFWriter.changedRect(from: nil, to: a)! == (0, 0, 48, 32))
    }

    @Test(arguments: GIFWriter.PaletteScope.allCases, Dithering.allCases)
    func aClipIsALoopingGIF89aOfTheFramesSize(palette: GIFWriter.PaletteScope, dithering: Dithering) throws {
        let tmp = try TemporaryDirectory()
        let frames = (0..<4).map { (CodecTestImages.ramp(phase: $0 * 5), 0.04) }
        let bytes = try write(frames, options: .init(palette: palette, dithering: dithering), to: tmp.path + "/a.gif")
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 48 && Int(bytes[8]) | Int(bytes[9]) << 8 == 32)
        #expect(String(decoding: bytes, as: UTF8.self).contains("NETSCAPE2.0"))
        #expect(bytes.last == 0x3B)
        #expect(tmp.contents() == ["a.gif"])
    }

    @Test func aFrameIdenticalToTheOneBeforeIsMergedIntoItsDuration() throws {
        let tmp = try TemporaryDirectory()
        let a = CodecTestImages.ramp()
        let b = CodecTestImages.ramp(phase: 9)
        let repeated = try write([(a, 0.1), (a, 0.1), (b, 0.1)], to: tmp.path + "/repeated.gif")
        let merged = try write([(a, 0.2), (b, 0.1)], to: tmp.path + "/merged.gif")
        #expect(repeated == merged)
    }

    @Test func theSameFramesAlwaysGiveTheSameFile() throws {
        let tmp = try TemporaryDirectory()
        let frames = (0..<3).map { (CodecTestImages.noise(seed: UInt64($0)), 0.05) }
        let options = GIFWriter.Options(palette: .frame, dithering: .diffusion)
        #expect(
            try write(frames, options: options, to: tmp.path + "/1.gif")
                == write(frames, options: options, to: tmp.path + "/2.gif"))
    }

    @Test func aFrameOfAnotherSizeIsAnErrorNamingBothSizes() throws {
        let writer = GIFWriter(path: "x.gif")
        try writer.add(CodecTestImages.ramp(), duration: 0.1)
        #expect(throws: ImageError.self) { try writer.add(CodecTestImages.ramp(width: 10, height: 10), duration: 0.1) }
        do { try writer.add(CodecTestImages.ramp(width: 10, height: 10), duration: 0.1) } catch {
            #expect(error.description == "cannot encode 'x.gif': frame is 10x10 pixels but the animation is 48x32")
        }
    }

    @Test func aClipWithNoFramesOrAnUnwritablePathLeavesNoFile() throws {
        let tmp = try TemporaryDirectory()
        #expect(throws: ImageError.self) { try GIFWriter(path: tmp.path + "/empty.gif").finish() }
        // The frames wait beside the output, so a missing directory fails the first frame.
        let writer = GIFWriter(path: tmp.path + "/missing/a.gif")
        #expect(throws: ImageError.self) {
            try writer.add(CodecTestImages.ramp(), duration: 0.1)
            try writer.finish()
        }
        #expect(tmp.contents().isEmpty)
    }
}
