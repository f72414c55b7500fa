import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct PNGSequenceWriterTests {
    @Test func framesAreNumberedFilesThatReadBackUnchanged() throws {
        let tmp = try TemporaryDirectory()
        let writer = PNGSequenceWriter(directory: tmp.path)
        let frames = (0..<3).map { CodecTestImages.ramp(phase: $0) }
        for f in frames { try writer.add(f, duration: 0.1) }
        try writer.finish()
        #expect(tmp.contents() == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
        #expect(try ImageIO.read(path: tmp.path + "/frame-0002.png") == frames[2])
        #expect(PNGSequenceWriter.fileName(12345) == "frame-12345.png")
    }
}
