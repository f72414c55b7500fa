import CLCMS
import CPNG
import Foundation
import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Screenshots with an ICC profile are converted to sRGB as they are read: a Display P3 PNG's red
/// comes out as the sRGB red that looks the same.
@Suite("embedded colour profiles")
struct EmbeddedProfileTests {
    /// Display P3: the DCI-P3 primaries with D65 white and the sRGB transfer curve, as Apple's
    /// profile, built and serialised by Little CMS.
    static func displayP3() throws -> [UInt8] {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
            Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = try #require(cmsBuildParametricToneCurve(nil, 4, parameters))
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let profile = try #require(cmsCreateRGBProfile(&white, &primaries, &curves))
        defer { cmsCloseProfile(profile) }
        var size: cmsUInt32Number = 0
        #expect(cmsSaveProfileToMem(profile, nil, &size) != 0)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        #expect(cmsSaveProfileToMem(profile, &bytes, &size) != 0)
        return bytes
    }

    /// `png` with an `iCCP` chunk holding `profile` after its header (and its `sRGB` chunk, if
    /// any, left out: a file carries one or the other).
    static func tagged(_ png: [UInt8], with profile: [UInt8]) -> [UInt8] {
        var compressed = [UInt8](repeating: 0, count: profile.count + 1024)
        var length = uLongf(compressed.count)
        _ = compress(&compressed, &length, profile, uLong(profile.count))
        let data = Array("Display P3".utf8) + [0, 0] + compressed.prefix(Int(length))
        let typeAndData = Array("iCCP".utf8) + data
        let crc = UInt32(crc32(0, typeAndData, uInt(typeAndData.count)))
        let chunk = bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc)
        var out = Array(png.prefix(33))  // the signature and IHDR
        var i = 33
        while i < png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type != "sRGB" { out += png[i..<(i + 12 + length)] }
            if i == 33 { out.insert(contentsOf: chunk, at: 33) }
            i += 12 + length
        }
        return out
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }

    /// The sRGB value of a Display P3 value: both curves are sRGB's, and linear P3 goes to linear
    /// sRGB by the matrix of their primaries (D65, as in the CSS Color 4 conversion).
    static func srgb(fromP3 c: SIMD3<Double>) -> SIMD3<Double> {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> Double {
            let v = min(1, max(0, v))
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let l = SIMD3(linear(c.x), linear(c.y), linear(c.z))
        return SIMD3(
            encoded(1.2249401 * l.x - 0.2249404 * l.y),
            encoded(-0.0420569 * l.x + 1.0420571 * l.y),
            encoded(-0.0196376 * l.x - 0.0786361 * l.y + 1.0982735 * l.z))
    }

    @Test func aDisplayP3RedIsReadAsTheSRGBRedThatLooksTheSame() throws {
        let p3 = SIMD3<Double>(200, 60, 50) / 255
        let image = Bitmap(width: 4, height: 2, fill: Color(red: p3.x, green: p3.y, blue: p3.z, alpha: 1))
        let bytes = Self.tagged(try ImageIO.encodePNG(image), with: try Self.displayP3())
        #expect(EmbeddedProfile.png(bytes) == (try Self.displayP3()))
        let read = try ImageIO.decode(bytes, name: "p3.png")
        let expected = Self.srgb(fromP3: p3) * 255  // about (218, 42, 39)
        let got = read.color(x: 1, y: 1)
        for (channel, (a, b)) in zip(
            ["red", "green", "blue"], [(got.red, expected.x), (got.green, expected.y), (got.blue, expected.z)])
        {
            #expect(abs(a * 255 - b) <= 2, "\(channel): \(a * 255), expected \(b)")
        }
        // A gAMA chunk beside the profile is ignored, as the PNG specification says (gamma 1.0
        // would otherwise brighten the colour before the profile converts it).
        let gamma = Array("gAMA".utf8) + Self.bigEndian(100_000)
        let gammaChunk = Self.bigEndian(4) + gamma + Self.bigEndian(UInt32(crc32(0, gamma, uInt(gamma.count))))
        var withGamma = bytes
        withGamma.insert(contentsOf: gammaChunk, at: 33)
        #expect(try ImageIO.decode(withGamma, name: "p3-gamma.png") == read)
        // Untagged, the same pixels are taken as sRGB already.
        #expect(try ImageIO.decode(try ImageIO.encodePNG(image), name: "plain.png") == image)
    }

    /// A JPEG's profile may span several APP2 segments, numbered; they are joined in their order.
    @Test func aJPEGsProfileIsJoinedFromItsSegments() {
        func segment(_ sequence: UInt8, of count: UInt8, _ part: [UInt8]) -> [UInt8] {
            let data = Array("ICC_PROFILE".utf8) + [0, sequence, count] + part
            return [0xFF, 0xE2, UInt8((data.count + 2) >> 8), UInt8((data.count + 2) & 0xFF)] + data
        }
        let jpeg =
            [0xFF, 0xD8] + segment(2, of: 2, [4, 5]) + [0xFF, 0xE0, 0, 4, 9, 9] + segment(1, of: 2, [1, 2, 3])
            + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9]
        #expect(EmbeddedProfile.jpeg(jpeg) == [1, 2, 3, 4, 5])
        #expect(EmbeddedProfile.jpeg([0xFF, 0xD8] + segment(1, of: 2, [1]) + [0xFF, 0xD9]) == nil, "a part missing")
        #expect(EmbeddedProfile.jpeg([0xFF, 0xD8, 0xFF, 0xD9]) == nil)
    }

    /// A grey profile (Little CMS's, gamma 1) on an RGB image cannot convert it: the pixels are
    /// taken as sRGB, and the reader says the profile was not used, so the CLI can say so.
    @Test func aProfileThatCannotApplyIsReportedNotUsed() throws {
        let curve = try #require(cmsBuildGamma(nil, 1.0))
        defer { cmsFreeToneCurve(curve) }
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        let grey = try #require(cmsCreateGrayProfile(&white, curve))
        defer { cmsCloseProfile(grey) }
        var size: cmsUInt32Number = 0
        #expect(cmsSaveProfileToMem(grey, nil, &size) != 0)
        var greyBytes = [UInt8](repeating: 0, count: Int(size))
        #expect(cmsSaveProfileToMem(grey, &greyBytes, &size) != 0)
        let image = Bitmap(width: 2, height: 2, fill: Color(red: 0.8, green: 0.2, blue: 0.2, alpha: 1))
        let plain = try ImageIO.encodePNG(image)
        let greyTagged = try ImageIO.decodeReportingProfile(Self.tagged(plain, with: greyBytes), name: "grey.png")
        #expect(greyTagged.profile == .notUsable && greyTagged.bitmap == image)
        #expect(try ImageIO.decodeReportingProfile(plain, name: "plain.png").profile == ColourProfileUse.none)
        let p3 = try ImageIO.decodeReportingProfile(Self.tagged(plain, with: try Self.displayP3()), name: "p3.png")
        #expect(p3.profile == .converted && p3.bitmap != image)
    }

    /// A profile that does not read leaves the pixels as they are.
    @Test func aDamagedProfileChangesNothing() {
        var pixels: [UInt8] = [200, 60, 50, 255]
        #expect(!EmbeddedProfile.convertToSRGB(&pixels, from: [1, 2, 3]))
        #expect(pixels == [200, 60, 50, 255])
    }
}
