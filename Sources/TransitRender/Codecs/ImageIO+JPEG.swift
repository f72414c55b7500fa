import CJPEG

/// JPEG decoding through the TurboJPEG API, which returns error codes rather than calling
/// libjpeg's `error_exit` (a `longjmp` Swift cannot survive).
extension ImageIO {
    private static func message(_ handle: tjhandle?) -> String {
        guard let c = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: c)
    }

    /// Decodes a JPEG into an opaque bitmap. Warnings (such as a truncated file) count as errors,
    /// so a damaged image is reported rather than shown half grey.
    static func decodeJPEG(_ bytes: [UInt8], name: String) throws(ImageError) -> (Bitmap, ColourProfileUse) {
        guard let handle = tjInitDecompress() else { throw ImageError(.read, name, .jpeg(message(nil))) }
        defer { tjDestroy(handle) }
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw ImageError(.read, name, .jpeg(message(handle))) }
        try checkDimensions(Int(width), Int(height), .read, name)

        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS
        let status = pixels.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { src in
                tjDecompress2(
                    handle, src.baseAddress, UInt(src.count), out.baseAddress,
                    width, width * 4, height, Int32(TJPF_RGBA.rawValue), flags)
            }
        }
        guard status == 0 else { throw ImageError(.read, name, .jpeg(message(handle))) }
        let use = ColourProfileUse(EmbeddedProfile.jpeg(bytes), applyingTo: &pixels)
        return (Bitmap(width: Int(width), height: Int(height), pixels: pixels), use)
    }
}
