import CWebP
import TransitCore

extension ImageIO {
    /// One lossy WebP image (libwebp's simple encoder), for the CPU-rendered frames a page shows.
    ///
    /// ```swift
    /// let bytes = try ImageIO.encodeWebP(frame, quality: 80)
    /// ```
    /// - Throws: `ImageError` when the bitmap is empty or too large, or libwebp fails.
    public static func encodeWebP(_ bitmap: Bitmap, quality: Double) throws(ImageError) -> [UInt8] {
        guard PixelLimits.fits(width: bitmap.width, height: bitmap.height, maxSide: PixelLimits.webPMaxSide) else {
            throw ImageError(.encode, nil, .webp("cannot encode a \(bitmap.width)x\(bitmap.height) image"))
        }
        let straight = bitmap.straightRGBA
        var output: UnsafeMutablePointer<UInt8>?
        let size = straight.withUnsafeBufferPointer { s in
            WebPEncodeRGBA(
                s.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4), Float(quality),
                &output)
        }
        guard size > 0, let output else { throw ImageError(.encode, nil, .webp("the encoder failed")) }
        defer { WebPFree(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
