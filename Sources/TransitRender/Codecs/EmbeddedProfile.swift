import CLCMS
import CPNG

/// The colour profile (ICC) a screenshot embeds, and its pixels converted from it to sRGB with
/// Little CMS, so a Display P3 iPhone screenshot keeps its colours: everything Transit draws and
/// writes is sRGB (the renderer composites sRGB values, and PNG, WebP, GIF and video outputs are
/// read as sRGB), so a screenshot is converted once, as it is read. Colours outside sRGB are
/// clipped (relative colorimetric intent).
///
/// ```swift
/// if let icc = EmbeddedProfile.png(bytes) { EmbeddedProfile.convertToSRGB(&straightRGBA, from: icc) }
/// ```
enum EmbeddedProfile {
    /// The largest profile read, in bytes: far above any screenshot's (a Display P3 profile is under 1 KiB).
    static let maxBytes = 4 << 20

    /// The ICC profile in a PNG's `iCCP` chunk, inflated; nil when there is none (or it is damaged).
    static func png(_ bytes: [UInt8]) -> [UInt8]? {
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at: i))
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            guard length <= bytes.count - i - 12 else { return nil }
            let data = bytes[(i + 8)..<(i + 8 + length)]
            if type == "iCCP" {
                // A name of 1...79 bytes, a zero, the compression method (0: zlib), the profile.
                guard let zero = data.prefix(80).firstIndex(of: 0), zero + 1 < data.endIndex, data[zero + 1] == 0
                else { return nil }
                return inflated(Array(data[(zero + 2)...]))
            }
            // The profile comes before the image data.
            if type == "IDAT" || type == "IEND" { return nil }
            i += 12 + length
        }
        return nil
    }

    /// `bytes` without the `gAMA` and `cHRM` chunks before the image data: the PNG specification
    /// (11.3.3.4) has a decoder that uses an `iCCP` profile ignore them, and libpng's reader would
    /// otherwise apply the gamma before the profile is applied (the colour converted twice).
    static func pngWithoutGammaChunks(_ bytes: [UInt8]) -> [UInt8] {
        var out = Array(bytes.prefix(8))
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at: i))
            guard length <= bytes.count - i - 12 else { break }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "IDAT" { break }
            if type != "gAMA" && type != "cHRM" { out += bytes[i..<(i + 12 + length)] }
            i += 12 + length
        }
        return out + bytes[i...]
    }

    /// The ICC profile in a JPEG's APP2 `ICC_PROFILE` segments, joined in their sequence order;
    /// nil when there is none or the segments do not make a whole profile.
    static func jpeg(_ bytes: [UInt8]) -> [UInt8]? {
        let signature = Array("ICC_PROFILE".utf8) + [0]
        var parts: [Int: ArraySlice<UInt8>] = [:]
        var expected = 0
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1]
            // Start of scan or end of image: no more headers. Fill bytes and markers without a length.
            if marker == 0xDA || marker == 0xD9 { break }
            if marker == 0xFF || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                i += marker == 0xFF ? 1 : 2
                continue
            }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return nil }
            let data = bytes[(i + 4)..<(i + 2 + length)]
            if marker == 0xE2, data.count > signature.count + 2, data.starts(with: signature) {
                let sequence = Int(data[data.startIndex + signature.count])
                expected = Int(data[data.startIndex + signature.count + 1])
                parts[sequence] = data.dropFirst(signature.count + 2)
            }
            i += 2 + length
        }
        guard expected > 0, parts.count == expected, (1...expected).allSatisfy({ parts[$0] != nil }) else {
            return nil
        }
        return (1...expected).flatMap { Array(parts[$0]!) }
    }

    /// Converts straight RGBA8 pixels from the colour space `profile` describes to sRGB, alpha kept.
    /// Returns false, leaving the pixels as they are, when the profile does not read or is not RGB.
    @discardableResult
    static func convertToSRGB(_ pixels: inout [UInt8], from profile: [UInt8]) -> Bool {
        guard
            let source = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) })
        else { return false }
        defer { cmsCloseProfile(source) }
        guard cmsGetColorSpace(source) == cmsSigRgbData, let srgb = cmsCreate_sRGBProfile() else { return false }
        defer { cmsCloseProfile(srgb) }
        guard
            let transform = cmsCreateTransform(
                source, rgba8, srgb, rgba8, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                cmsUInt32Number(cmsFLAGS_COPY_ALPHA))
        else { return false }
        defer { cmsDeleteTransform(transform) }
        let input = pixels
        input.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { out in
                cmsDoTransform(transform, source.baseAddress, out.baseAddress, cmsUInt32Number(source.count / 4))
            }
        }
        return true
    }

    /// Little CMS's `TYPE_RGBA_8` (a macro Swift does not import): RGB colour space, 3 channels, one
    /// extra (alpha), one byte each.
    static let rgba8 = cmsUInt32Number(PT_RGB << 16 | 1 << 7 | 3 << 3 | 1)

    private static func bigEndian32(_ bytes: [UInt8], at i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// zlib data inflated, at most `maxBytes` of it; nil when it is damaged or larger.
    private static func inflated(_ data: [UInt8]) -> [UInt8]? {
        var capacity = 64 << 10
        while capacity <= maxBytes {
            var out = [UInt8](repeating: 0, count: capacity)
            var length = uLongf(capacity)
            let status = out.withUnsafeMutableBufferPointer { o in
                data.withUnsafeBufferPointer { d in uncompress(o.baseAddress, &length, d.baseAddress, uLong(d.count)) }
            }
            if status == Z_OK { return Array(out.prefix(Int(length))) }
            guard status == Z_BUF_ERROR else { return nil }
            capacity *= 2
        }
        return nil
    }
}

/// What became of an image file's embedded ICC profile when it was read.
public enum ColourProfileUse: Hashable, Sendable {
    /// The file has no profile (or none that reads as one): its pixels are taken as sRGB.
    case none
    /// The pixels were converted from the profile's colour space to sRGB.
    case converted
    /// The file has a profile that could not be applied (not RGB, or not readable by Little CMS):
    /// its pixels are taken as sRGB as they are.
    case notUsable

    /// Applies `profile`, if any, to straight RGBA8 `pixels`, saying what happened.
    init(_ profile: [UInt8]?, applyingTo pixels: inout [UInt8]) {
        guard let profile else {
            self = .none
            return
        }
        self = EmbeddedProfile.convertToSRGB(&pixels, from: profile) ? .converted : .notUsable
    }
}
