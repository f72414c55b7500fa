import CJPEG
import CPNG
import Foundation
import Testing
import TransitCore
import TransitRender

/// A fresh empty directory under the system's temporary directory, removed by `cleanUp`.
private struct ScratchDirectory {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "transit-imageio-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    var entries: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] }
    func file(_ name: String) -> String { path + "/" + name }
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }
    func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}

/// An image with opaque colour ramps in the top half and translucent ones in the bottom half.
private func testPattern(width: Int = 37, height: Int = 22) -> Bitmap {
    var b = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let alpha = y < height / 2 ? 1.0 : Double((x * 7 + y * 13) % 256) / 255
            b[x, y] = Bitmap.pack(
                Color(
                    red: Double(x) / Double(width), green: Double(y) / Double(height),
                    blue: Double((x * y) % 17) / 16, alpha: alpha))
        }
    }
    return b
}

/// Encodes straight RGB pixels as a JPEG with TurboJPEG (4:4:4, quality 95).
private func makeJPEG(width: Int, height: Int, rgb: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
    var src = [UInt8]()
    for y in 0..<height {
        for x in 0..<width {
            let c = rgb(x, y)
            src += [c.0, c.1, c.2]
        }
    }
    let handle = tjInitCompress()!
    defer { tjDestroy(handle) }
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    let status = tjCompress2(
        handle, src, Int32(width), Int32(width * 3), Int32(height), Int32(TJPF_RGB.rawValue),
        &out, &size, Int32(TJSAMP_444.rawValue), 95, 0)
    precondition(status == 0, String(cString: tjGetErrorStr2(handle)))
    defer { tjFree(out) }
    return Array(UnsafeBufferPointer(start: out, count: Int(size)))
}

/// Encodes an 8-bit greyscale PNG with libpng (colour type 0).
private func makeGreyPNG(width: Int, height: Int, level: (Int, Int) -> UInt8) -> [UInt8] {
    var grey = [UInt8]()
    for y in 0..<height { for x in 0..<width { grey.append(level(x, y)) } }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = 0
    var size: png_alloc_size_t = 0
    _ = png_image_write_to_memory(&image, nil, &size, 0, grey, 0, nil)
    var out = [UInt8](repeating: 0, count: Int(size))
    _ = png_image_write_to_memory(&image, &out, &size, 0, grey, 0, nil)
    return out
}

/// The message of the `ImageError` that `body` throws, or nil when it does not throw.
private func errorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as ImageError { return error.description } catch {
        return "not an ImageError: \(error)"
    }
}

@Suite struct ImageIOTests {
    @Test func aPNGRoundTripKeepsEveryPixelIncludingTranslucentOnes() throws {
        let original = testPattern()
        let decoded = try ImageIO.decode(ImageIO.encodePNG(original), name: "memory")
        #expect(decoded.width == original.width && decoded.height == original.height)
        let worst = zip(original.pixels, decoded.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1)
        // Opaque pixels survive exactly.
        #expect(decoded.pixels[..<(original.width * 11 * 4)] == original.pixels[..<(original.width * 11 * 4)])
    }

    @Test func writingThenReadingAFileGivesTheSameImageAndLeavesOnlyThatFile() throws {
        let dir = try ScratchDirectory()
        defer { dir.cleanUp() }
        let original = testPattern(width: 64, height: 48)
        try ImageIO.writePNG(original, to: dir.file("frame.png"))
        #expect(dir.entries == ["frame.png"])
        #expect(try ImageIO.read(path: dir.file("frame.png")) == original)
        // Overwriting replaces the file in place.
        try ImageIO.writePNG(Bitmap(width: 3, height: 2, fill: .white), to: dir.file("frame.png"))
        #expect(try ImageIO.read(path: dir.file("frame.png")) == Bitmap(width: 3, height: 2, fill: .white))
        #expect(dir.entries == ["frame.png"])
    }

    @Test func aGreyscalePNGBecomesOpaqueGreyRGBA() throws {
        let bytes = makeGreyPNG(width: 5, height: 3) { x, y in UInt8(x * 50 + y) }
        let image = try ImageIO.decode(bytes, name: "grey.png")
        #expect(image.width == 5 && image.height == 3)
        #expect(image[4, 2] == Bitmap.pack(Color(white: 202.0 / 255)))
    }

    @Test func aJPEGDecodesToAnOpaqueImageWithItsColours() throws {
        let dir = try ScratchDirectory()
        defer { dir.cleanUp() }
        let bytes = makeJPEG(width: 32, height: 16) { x, _ in x < 16 ? (230, 40, 30) : (20, 90, 220) }
        // The extension is misleading on purpose: the format comes from the bytes.
        let image = try ImageIO.read(path: dir.write(bytes, to: "photo.png"))
        #expect(image.width == 32 && image.height == 16)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
        let left = image.color(x: 4, y: 8)
        let right = image.color(x: 28, y: 8)
        #expect(abs(left.red - 230.0 / 255) < 0.03 && abs(left.blue - 30.0 / 255) < 0.03)
        #expect(abs(right.red - 20.0 / 255) < 0.03 && abs(right.blue - 220.0 / 255) < 0.03)
    }

    @Test func aMissingFileIsReportedWithItsPath() {
        let message = errorMessage { _ = try ImageIO.read(path: "/nonexistent/dir/a.png") }
        #expect(message == "cannot read '/nonexistent/dir/a.png': No such file or directory")
    }

    @Test func bytesThatAreNotAnImageAreReportedWithTheirFirstBytes() throws {
        let dir = try ScratchDirectory()
        defer { dir.cleanUp() }
        let path = try dir.write(Array("GIF89a..".utf8), to: "a.png")
        let message = errorMessage { _ = try ImageIO.read(path: path) }
        #expect(
            message
                == "cannot read '\(path)': not a PNG or JPEG file (starts with 0x47 0x49 0x46 0x38 0x39 0x61 0x2E 0x2E)"
        )
        let empty = try dir.write([], to: "empty.jpg")
        #expect(errorMessage { _ = try ImageIO.read(path: empty) } == "cannot read '\(empty)': the file is empty")
    }

    @Test func aTruncatedPNGIsReportedWithThePathAndLibpngsReason() throws {
        let dir = try ScratchDirectory()
        defer { dir.cleanUp() }
        let bytes = try ImageIO.encodePNG(testPattern())
        let path = try dir.write(Array(bytes.prefix(bytes.count / 2)), to: "cut.png")
        let message = try #require(errorMessage { _ = try ImageIO.read(path: path) })
        #expect(message.hasPrefix("cannot read '\(path)': libpng: "))
    }

    @Test func aCorruptPNGHeaderNamesTheChunk() throws {
        var bytes = try ImageIO.encodePNG(testPattern())
        bytes[20] ^= 0xFF  // inside IHDR's data, so its CRC no longer matches
        #expect(
            errorMessage { _ = try ImageIO.decode(bytes, name: "bad.png") }
                == "cannot read 'bad.png': libpng: IHDR: CRC error")
    }

    @Test func aTruncatedJPEGIsAnErrorNotAGreyImage() {
        let bytes = makeJPEG(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 128) }
        let message = errorMessage { _ = try ImageIO.decode(Array(bytes.prefix(bytes.count * 2 / 3)), name: "cut.jpg") }
        #expect(message?.hasPrefix("cannot read 'cut.jpg': libjpeg-turbo: ") == true)
    }

    @Test func writingIntoAMissingDirectoryFailsWithThePath() throws {
        let dir = try ScratchDirectory()
        defer { dir.cleanUp() }
        let path = dir.file("missing/frame.png")
        let message = errorMessage { try ImageIO.writePNG(testPattern(), to: path) }
        #expect(message == "cannot write '\(path)': No such file or directory")
        #expect(dir.entries.isEmpty)
    }

    @Test func aFailedRenameRemovesTheTemporaryFile() throws {
        let dir = try ScratchDirectory()
        defer { dir.cleanUp() }
        try FileManager.default.createDirectory(atPath: dir.file("taken"), withIntermediateDirectories: false)
        let message = try #require(errorMessage { try ImageIO.writePNG(testPattern(), to: dir.file("taken")) })
        #expect(message.hasPrefix("cannot write '\(dir.file("taken"))': "))
        #expect(dir.entries == ["taken"])
    }

    @Test func anEmptyBitmapCannotBeEncoded() {
        #expect(
            errorMessage { _ = try ImageIO.encodePNG(Bitmap(width: 0, height: 4)) }
                == "cannot encode image: unsupported size 0x4: each side must be 1...16384 pixels and the whole at most 33554432 pixels (8192x4096)"
        )
    }

    @Test func aHeaderClaimingMoreThanThePixelLimitIsRefusedBeforeDecoding() {
        #expect(!PixelLimits.fits(width: 16_384, height: 16_384))
        #expect(PixelLimits.fits(width: 7_680, height: 4_320))
        #expect(!PixelLimits.fits(width: 16_384, height: 1, maxSide: PixelLimits.webPMaxSide))
    }
}
