import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct WebPWriterTests {
    private func write(_ options: WebPWriter.Options, to path: String) throws -> String {
        let writer = try WebPWriter(path: path, options: options)
        for i in 0..<3 { try writer.add(CodecTestImages.ramp(phase: i * 7), duration: 0.05) }
        try writer.finish()
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    @Test func aLossyClipIsAnAnimatedWebPOfVP8Frames() throws {
        let tmp = try TemporaryDirectory()
        let text = try write(.init(), to: tmp.path + "/a.webp")
        #expect(text.hasPrefix("RIFF") && text.dropFirst(8).hasPrefix("WEBPVP8X"))
        #expect(text.contains("ANIM") && text.contains("ANMF") && text.contains("VP8 "))
        #expect(!text.contains("VP8L"))
        #expect(tmp.contents() == ["a.webp"])
    }

    /// Threads (the default) make the same file as one thread, lossy and lossless.
    @Test func threadsChangeNothingInTheFile() throws {
        let tmp = try TemporaryDirectory()
        #expect(WebPWriter.Options().usesThreads)
        for lossless in [false, true] {
            let threaded = try write(.init(lossless: lossless), to: tmp.path + "/threads.webp")
            let single = try write(.init(lossless: lossless, usesThreads: false), to: tmp.path + "/one.webp")
            #expect(threaded == single, "lossless: \(lossless)")
        }
    }

    @Test func aLosslessClipStoresVP8LFrames() throws {
        let tmp = try TemporaryDirectory()
        let text = try write(.init(lossless: true), to: tmp.path + "/a.webp")
        #expect(text.contains("VP8L") && !text.contains("VP8 "))
    }

    @Test func aQualityOutOfRangeIsAnError() {
        #expect(throws: ImageError.self) { _ = try WebPWriter(path: "a.webp", options: .init(quality: 101)) }
    }

    @Test func aClipWithNoFramesOrAnUnwritablePathLeavesNoFile() throws {
        let tmp = try TemporaryDirectory()
        #expect(throws: ImageError.self) { try WebPWriter(path: tmp.path + "/empty.webp").finish() }
        let writer = try WebPWriter(path: tmp.path + "/missing/a.webp")
        try writer.add(CodecTestImages.ramp(), duration: 0.1)
        #expect(throws: ImageError.self) { try writer.finish() }
        #expect(tmp.contents().isEmpty)
    }

    @Test func framesAfterFinishingAreRefused() throws {
        let tmp = try TemporaryDirectory()
        let writer = try WebPWriter(path: tmp.path + "/a.webp")
        try writer.add(CodecTestImages.ramp(), duration: 0.1)
        try writer.finish()
        #expect(throws: ImageError.self) { try writer.add(CodecTestImages.ramp(), duration: 0.1) }
    }
}
