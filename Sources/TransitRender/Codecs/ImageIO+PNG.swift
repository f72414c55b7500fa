import CPNG

/// libpng's simplified API (`png_image`), which reports errors in `image.message` instead of
/// jumping out of the caller.
extension ImageIO {
    /// `PNG_FORMAT_RGBA`: 8-bit sRGB red, green, blue, straight alpha.
    private static let formatRGBA: UInt32 = 0x03
    /// `PNG_IMAGE_FLAG_16BIT_sRGB`: 16-bit data without gAMA/sRGB chunks is sRGB, not linear.
    private static let flag16BitSRGB: UInt32 = 0x04

    private static func message(of image: png_image) -> String {
        var m = image.message
        let text = withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown error" : text
    }

    static func decodePNG(_ file: [UInt8], name: String) throws(ImageError) -> (Bitmap, ColourProfileUse) {
        let profile = EmbeddedProfile.png(file)
        let bytes = profile == nil ? file : EmbeddedProfile.pngWithoutGammaChunks(file)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let began = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard began != 0 else { throw ImageError(.read, name, .png(message(of: image))) }

        let width = Int(image.width)
        let height = Int(image.height)
        try checkDimensions(width, height, .read, name)
        image.format = formatRGBA
        image.flags |= flag16BitSRGB
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        let finished = straight.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw ImageError(.read, name, .png(message(of: image))) }
        let use = ColourProfileUse(profile, applyingTo: &straight)
        Bitmap.premultiply(&straight)
        return (Bitmap(width: width, height: height, pixels: straight), use)
    }

    /// Encodes a bitmap as an 8-bit RGBA PNG (colour un-premultiplied), in memory.
    ///
    /// ```swift
    /// let data = try ImageIO.encodePNG(frame)
    /// ```
    /// - Throws: `ImageError` when the bitmap is empty, too large, or libpng fails.
    /// - Complexity: O(width × height).
    public static func encodePNG(_ bitmap: Bitmap) throws(ImageError) -> [UInt8] {
        try checkDimensions(bitmap.width, bitmap.height, .encode, nil)
        let straight = bitmap.straightRGBA
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(bitmap.width)
        image.height = UInt32(bitmap.height)
        image.format = formatRGBA
        defer { png_image_free(&image) }

        // Filtered data plus zlib's worst case for stored blocks plus the chunks: enough in
        // practice; libpng reports the size it needs if not, and we try once more.
        let raw = (bitmap.width * 4 + 1) * bitmap.height
        var capacity = raw + (raw / 16_383 + 1) * 5 + 1024
        for _ in 0..<2 {
            var out = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            let ok = out.withUnsafeMutableBytes { o in
                straight.withUnsafeBytes { s in
                    png_image_write_to_memory(
                        &image, o.baseAddress, &size, 0, s.baseAddress, Int32(bitmap.width * 4), nil)
                }
            }
            if ok != 0 {
                out.removeSubrange(Int(size)...)
                return out
            }
            guard Int(size) > capacity else { break }
            capacity = Int(size)
            image.opaque = nil
            image.warning_or_error = 0
        }
        throw ImageError(.encode, nil, .png(message(of: image)))
    }
}
