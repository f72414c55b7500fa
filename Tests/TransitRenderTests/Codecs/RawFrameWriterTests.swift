import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct RawFrameWriterTests {
    @Test func eachFrameIsItsStraightRGBABytesBackToBack() throws {
        let tmp = try TemporaryDirectory()
        let path = tmp.path + "/raw"
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        let writer = RawFrameWriter(fileDescriptor: fd, name: path)
        var translucent = Bitmap(width: 2, height: 1)
        translucent[0, 0] = Bitmap.pack(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        try writer.add(translucent, duration: 0.1)
        let ramp = CodecTestImages.ramp(width: 2, height: 1)
        try writer.add(ramp, duration: 0.1)
        // Again, after an opaque frame: the straightening buffer is reused.
        try writer.add(translucent, duration: 0.1)
        try writer.finish()
        close(fd)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count == 3 * 2 * 1 * 4)
        #expect(Array(bytes[0..<8]) == translucent.straightRGBA)
        #expect(Array(bytes[8..<16]) == ramp.straightRGBA)
        #expect(Array(bytes[16..<24]) == translucent.straightRGBA)
        #expect(Array(bytes.prefix(4)) == [255, 128, 0, 128])
    }
}
