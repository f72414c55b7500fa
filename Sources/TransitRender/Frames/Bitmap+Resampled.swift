/// Resampling an image to another pixel size: how `transit render --width` draws a screenshot at a
/// new scale with its point geometry unchanged.
extension Bitmap {
    /// A copy of the image at `width` x `height` pixels. Along each axis that shrinks, each output
    /// pixel is the average of the source pixels it covers (area averaging, weighted by the part
    /// of each covered); along each axis that grows, it is the linear blend of the two nearest
    /// source pixels. Premultiplied pixels are averaged as they are, so transparent pixels do not
    /// darken their neighbours; channels are averaged as stored (sRGB), not in linear light.
    ///
    /// ```swift
    /// let screenshot = Bitmap(width: 1170, height: 2532, fill: .white)
    /// let small = screenshot.resampled(width: 390, height: 844)   // every pixel the mean of 3x3
    /// ```
    ///
    /// - Precondition: `width` and `height` are positive (or the image is empty).
    public func resampled(width newWidth: Int, height newHeight: Int) -> Bitmap {
        precondition(newWidth >= 0 && newHeight >= 0, "bitmap size must not be negative")
        if newWidth == width && newHeight == height { return self }
        guard width > 0, height > 0, newWidth > 0, newHeight > 0 else {
            return Bitmap(width: newWidth, height: newHeight)
        }
        let columns = Self.resamplingTaps(from: width, to: newWidth)
        let rows = Self.resamplingTaps(from: height, to: newHeight)
        // Columns first (every source row to the new width), then rows, in floats.
        var across = [SIMD4<Float>](repeating: .zero, count: height * newWidth)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = y * width
                    for (x, tap) in columns.enumerated() {
                        var sum = SIMD4<Float>.zero
                        for (k, weight) in tap.weights.enumerated() {
                            let i = (row + tap.first + k) * 4
                            sum +=
                                weight
                                * SIMD4(
                                    Float(source[i]), Float(source[i + 1]), Float(source[i + 2]), Float(source[i + 3]))
                        }
                        out[y * newWidth + x] = sum
                    }
                }
            }
        }
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        across.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { out in
                for (y, tap) in rows.enumerated() {
                    for x in 0..<newWidth {
                        var sum = SIMD4<Float>.zero
                        for (k, weight) in tap.weights.enumerated() {
                            sum += weight * source[(tap.first + k) * newWidth + x]
                        }
                        let c = (sum + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                        let alpha = UInt8(c[3])
                        let i = (y * newWidth + x) * 4
                        // Premultiplied: no colour channel above alpha, whatever the rounding.
                        out[i] = min(UInt8(c[0]), alpha)
                        out[i + 1] = min(UInt8(c[1]), alpha)
                        out[i + 2] = min(UInt8(c[2]), alpha)
                        out[i + 3] = alpha
                    }
                }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: result)
    }

    /// The source pixels one output pixel reads along an axis: `weights.count` of them from
    /// `first`, the weights summing to 1.
    struct ResamplingTap {
        var first: Int
        var weights: [Float]
    }

    /// The taps of every output pixel of an axis going from `count` to `newCount` pixels: the
    /// covered source pixels by the part covered when shrinking, the two nearest centres when growing.
    static func resamplingTaps(from count: Int, to newCount: Int) -> [ResamplingTap] {
        let ratio = Double(count) / Double(newCount)
        return (0..<newCount).map { x in
            if ratio >= 1 {
                let a = Double(x) * ratio
                let b = min(Double(count), a + ratio)
                let first = Int(a.rounded(.down))
                let end = min(count, Int(b.rounded(.up)))
                let weights = (first..<end).map { i in
                    Float((min(b, Double(i + 1)) - max(a, Double(i))) / ratio)
                }
                return ResamplingTap(first: first, weights: weights)
            }
            let centre = (Double(x) + 0.5) * ratio - 0.5
            let left = Int(centre.rounded(.down))
            let f = Float(centre - Double(left))
            if left < 0 { return ResamplingTap(first: 0, weights: [1]) }
            if left >= count - 1 { return ResamplingTap(first: count - 1, weights: [1]) }
            return ResamplingTap(first: left, weights: [1 - f, f])
        }
    }
}
