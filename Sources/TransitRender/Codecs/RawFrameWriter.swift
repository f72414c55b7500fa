#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams frames as raw pixels to a file descriptor (standard output by default), for piping
/// into other tools: each frame is `width × height × 4` bytes of straight (not premultiplied)
/// RGBA8, rows top to bottom, with no header and nothing between frames.
///
/// ```swift
/// // transit render fade --scale 1 --fps 30 --out - | ffmpeg -f rawvideo -pix_fmt rgba -s 390x844 -r 30 -i - -pix_fmt yuv420p fade.mp4
/// // (or simply --out fade.mp4: FFmpegWriter)
/// let writer = RawFrameWriter()
/// try writer.add(frame, duration: 1.0 / 60)
/// ```
public final class RawFrameWriter: AnimationWriter {
    /// The descriptor written to; it is not closed.
    public let fileDescriptor: Int32
    /// What error messages call the output.
    public let name: String
    private var clock: FrameClock

    public init(fileDescriptor: Int32 = 1, name: String = "standard output") {
        self.fileDescriptor = fileDescriptor
        self.name = name
        clock = FrameClock(path: name)
    }

    /// Writes the frame's bytes; every frame must have the first one's size.
    /// An opaque frame (straight and premultiplied are then the same bytes) is written from its
    /// own pixels, in one call; any other is converted into a buffer kept across frames.
    public func add(_ frame: Bitmap, duration: Double) throws(ImageError) {
        _ = try clock.admit(frame, duration: duration)
        let failure: ImageError?
        if frame.isOpaque {
            failure = frame.pixels.withUnsafeBytes { writeAll($0) }
        } else {
            frame.straighten(into: &straight)
            failure = straight.withUnsafeBytes { writeAll($0) }
        }
        if let failure { throw failure }
    }

    /// The last translucent frame's straight bytes (reused, so a clip allocates them once).
    private var straight: [UInt8] = []

    /// Writes every byte, or returns why it could not.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> ImageError? {
        var written = 0
        while written < bytes.count {
            let n = write(fileDescriptor, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return ImageError(.write, name, .system(String(cString: strerror(errno))))
            }
            written += n
        }
        return nil
    }

    /// Nothing is pending: each frame was written as it came.
    public func finish() throws(ImageError) { try clock.finish() }
}
