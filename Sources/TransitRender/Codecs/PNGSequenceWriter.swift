/// Writes each frame as a numbered PNG file in a directory that already exists:
/// `frame-0000.png` first. Each file is written atomically; durations are not recorded.
///
/// ```swift
/// let writer = PNGSequenceWriter(directory: "frames")
/// for frame in frames { try writer.add(frame, duration: 1.0 / 60) }
/// try writer.finish()   // frames/frame-0000.png ... frame-0021.png
/// ```
public final class PNGSequenceWriter: AnimationWriter {
    /// Where the frames go.
    public let directory: String
    /// How many frames have been written.
    public private(set) var frameCount = 0

    public init(directory: String) { self.directory = directory }

    /// The file name of frame `index`, four digits at least: `frame-0007.png`.
    ///
    /// ```swift
    /// PNGSequenceWriter.fileName(7) // "frame-0007.png"
    /// ```
    public static func fileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Writes the frame as the next numbered file.
    public func add(_ frame: Bitmap, duration: Double) throws(ImageError) {
        try ImageIO.writePNG(frame, to: directory + "/" + Self.fileName(frameCount))
        frameCount += 1
    }

    /// Nothing is pending: each frame was written as it came.
    public func finish() throws(ImageError) {}
}
