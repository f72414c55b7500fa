/// The one size check for every bitmap the tool allocates or encodes: frames (`render`,
/// `gallery`), the size `scene` is told, screen and mask images (checked from their headers,
/// before their pixels are allocated) and each encoder's own limit (WebP's 16,383 a side).
///
/// ```swift
/// PixelLimits.fits(width: 16_384, height: 16_384)                                // false: 2^28 pixels
/// PixelLimits.fits(width: 16_384, height: 100, maxSide: PixelLimits.webPMaxSide)   // false: WebP's side
/// PixelLimits.rule()   // "each side must be 1...16384 pixels and the whole at most 33554432 pixels ..."
/// ```
public enum PixelLimits {
    /// The largest width or height, in pixels.
    public static let maxSide = 16_384
    /// The largest width or height of a WebP image (libwebp's `WEBP_MAX_DIMENSION`).
    public static let webPMaxSide = 16_383
    /// The most pixels in one bitmap: 2^25, 128 MiB of RGBA, so a frame and the few full-size
    /// buffers a render keeps stay within a few hundred MiB. An 8K frame (7680x4320) fits.
    public static let maxPixels = 1 << 25

    /// Whether `width` x `height` can be a bitmap: each side in 1...`maxSide`, at most `maxPixels` in all.
    /// - Complexity: O(1).
    public static func fits(width: Int, height: Int, maxSide: Int = maxSide) -> Bool {
        (1...maxSide).contains(width) && (1...maxSide).contains(height) && width * height <= maxPixels
    }

    /// The rule `fits` applies, as the end of a sentence.
    public static func rule(maxSide: Int = maxSide) -> String {
        "each side must be 1...\(maxSide) pixels and the whole at most \(maxPixels) pixels (8192x4096)"
    }
}
