import CWebP

/// Writes an animated WebP through libwebp's animation encoder (`WebPAnimEncoder`), encoding each
/// frame as it arrives; the file is assembled and written atomically by `finish()`.
///
/// Frames are lossy by default (quality 75, like `img2webp -lossy -q 75`) or lossless. The
/// encoder stores only what changed between frames, and merges a frame identical to the one
/// before into that frame's duration. Times are whole milliseconds, rounded on the running time
/// so the clip's length stays exact. The animation loops forever.
///
/// ```swift
/// let writer = try WebPWriter(path: "slide.webp", options: .init(quality: 80))
/// for frame in frames { try writer.add(frame, duration: 1.0 / 30) }
/// try writer.finish()
/// ```
public final class WebPWriter: AnimationWriter {
    /// How the frames are compressed.
    ///
    /// ```swift
    /// let exact = WebPWriter.Options(lossless: true)
    /// ```
    public struct Options: Hashable, Sendable {
        /// Lossy: 0 (smallest) ... 100 (best). Lossless: effort, 0 (fastest) ... 100 (smallest).
        public var quality: Double
        /// Whether frames are stored exactly (VP8L) rather than lossy (VP8).
        public var isLossless: Bool
        /// Speed/size trade-off, 0 (fastest) ... 6 (smallest); libwebp's default is 4.
        public var method: Int
        /// Whether libwebp may use a second thread for each frame (`WebPConfig.thread_level` 1:
        /// analysis and the alpha plane beside the main pass). The file is byte for byte the same;
        /// on two cores a 1170x2532 clip encodes about a fifth faster (BENCHMARKS.md, Export).
        public var usesThreads: Bool

        public init(quality: Double = 75, lossless: Bool = false, method: Int = 4, usesThreads: Bool = true) {
            self.quality = quality
            self.isLossless = lossless
            self.method = method
            self.usesThreads = usesThreads
        }
    }

    /// The file being written.
    public let path: String
    public let options: Options
    private var clock: FrameClock
    private var config = WebPConfig()
    private var encoder: OpaquePointer?

    /// Prepares a writer; nothing is written until `finish()`.
    ///
    /// - Throws: `ImageError` when the options are out of range.
    public init(path: String, options: Options = Options()) throws(ImageError) {
        self.path = path
        self.options = options
        clock = FrameClock(path: path)
        guard (0...100).contains(options.quality), (0...6).contains(options.method) else {
            throw ImageError(.encode, path, .webp("quality must be in 0...100 and method in 0...6"))
        }
        let preset = WebPConfigPreset(&config, WEBP_PRESET_DEFAULT, Float(options.quality)) != 0
        guard preset else { throw ImageError(.encode, path, .webp("cannot initialise the encoder configuration")) }
        config.lossless = options.isLossless ? 1 : 0
        config.method = Int32(options.method)
        config.thread_level = options.usesThreads ? 1 : 0
        guard WebPValidateConfig(&config) != 0 else {
            throw ImageError(.encode, path, .webp("invalid encoder configuration"))
        }
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Encodes the next frame (straight alpha is kept).
    public func add(_ frame: Bitmap, duration: Double) throws(ImageError) {
        guard PixelLimits.fits(width: frame.width, height: frame.height, maxSide: PixelLimits.webPMaxSide) else {
            throw ImageError(
                .encode, clock.path,
                .webp(
                    "cannot encode \(frame.width)x\(frame.height) frames: \(PixelLimits.rule(maxSide: PixelLimits.webPMaxSide))"
                ))
        }
        let start = try clock.admit(frame, duration: duration)
        let enc = try encoderForFirstFrame(frame)
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw failure("cannot initialise a picture") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(frame.width)
        picture.height = Int32(frame.height)
        let imported = frame.straightRGBA.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(frame.width * 4))
        }
        guard imported != 0 else { throw failure("out of memory importing a frame") }
        let ms = Int32(FrameClock.ticks(start, unitsPerSecond: 1000))
        guard WebPAnimEncoderAdd(enc, &picture, ms, &config) != 0 else { throw failure(message(enc)) }
    }

    /// Closes the animation at the end of the last frame's duration and writes the file.
    public func finish() throws(ImageError) {
        try clock.finish()
        guard let enc = encoder else { throw failure("no encoder") }
        let end = Int32(FrameClock.ticks(clock.elapsed, unitsPerSecond: 1000))
        guard WebPAnimEncoderAdd(enc, nil, end, nil) != 0 else { throw failure(message(enc)) }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(enc, &data) != 0, let bytes = data.bytes else { throw failure(message(enc)) }
        try ImageIO.writeFileAtomically(Array(UnsafeBufferPointer(start: bytes, count: data.size)), to: path)
    }

    private func encoderForFirstFrame(_ frame: Bitmap) throws(ImageError) -> OpaquePointer {
        if let encoder { return encoder }
        var anim = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&anim) != 0 else { throw failure("cannot initialise the animation options") }
        anim.anim_params.loop_count = 0
        guard let made = WebPAnimEncoderNew(Int32(frame.width), Int32(frame.height), &anim) else {
            throw failure("cannot create the animation encoder")
        }
        encoder = made
        return made
    }

    private func message(_ enc: OpaquePointer) -> String {
        WebPAnimEncoderGetError(enc).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown error"
    }

    private func failure(_ text: String) -> ImageError { ImageError(.encode, path, .webp(text)) }
}
