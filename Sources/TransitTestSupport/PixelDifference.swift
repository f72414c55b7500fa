import TransitRender

/// How much two images of the same size differ, per channel (0...255) of the premultiplied RGBA8
/// bytes: the largest difference anywhere, and the mean over every channel of every pixel.
/// Images of different sizes differ completely: `(255, 255)`.
///
/// ```swift
/// let d = pixelDifference(rendered, expected)
/// #expect(d.maxChannel <= 2)
/// ```
///
/// - Complexity: O(width × height).
public func pixelDifference(_ a: Bitmap, _ b: Bitmap) -> (maxChannel: Int, meanChannel: Double) {
    guard a.width == b.width && a.height == b.height else { return (255, 255) }
    guard !a.pixels.isEmpty else { return (0, 0) }
    var largest = 0
    var total = 0
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            for i in 0..<pa.count {
                let d = abs(Int(pa[i]) - Int(pb[i]))
                total += d
                if d > largest { largest = d }
            }
        }
    }
    return (largest, Double(total) / Double(a.pixels.count))
}

/// The largest per-channel difference two images may show and still count as the same.
///
/// ```swift
/// PixelTolerance(maxChannel: 2, meanChannel: 0.25)
/// ```
public struct PixelTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest difference allowed in any channel of any pixel (0...255).
    public var maxChannel: Int
    /// The largest mean difference allowed over every channel of every pixel.
    public var meanChannel: Double

    public init(maxChannel: Int, meanChannel: Double) {
        self.maxChannel = maxChannel
        self.meanChannel = meanChannel
    }

    /// Identical bytes.
    public static let exact = PixelTolerance(maxChannel: 0, meanChannel: 0)

    /// Whether a difference from `pixelDifference` is within this tolerance.
    public func allows(_ d: (maxChannel: Int, meanChannel: Double)) -> Bool {
        d.maxChannel <= maxChannel && d.meanChannel <= meanChannel
    }

    public var description: String { "max \(maxChannel), mean \(meanChannel)" }
}
