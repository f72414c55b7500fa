/// A video container `render --out` writes through the `ffmpeg` program, chosen
/// by the file's extension (`FFmpegWriter`), with the encoder and the arguments that make a file players accept.
///
/// - `mp4`: H.264 (libx264, GPL) in 4:2:0 (`yuv420p`, the only chroma layout QuickTime and Safari
///   play), BT.709 tagged, the `moov` index before the media (`-movflags +faststart`) so a browser
///   starts playing before the whole file has arrived.
/// - `webm`: VP9 (libvpx, BSD) in 4:2:0, constant quality.
/// - `apng`: animated PNG (FFmpeg's own encoder, LGPL), lossless RGBA, looping forever like WebP and GIF.
///
/// ```swift
/// VideoFormat(extension: "mp4")?.defaultCRF   // 18
/// ```
public enum VideoFormat: String, CaseIterable, Hashable, Sendable {
    case mp4, webm, apng

    /// The format a file extension names (case-insensitive), or nil.
    public init?(extension ext: String) { self.init(rawValue: ext.lowercased()) }

    /// Whether frames are converted to 4:2:0, which needs even sides (`FFmpegWriter` pads odd ones).
    public var isChromaSubsampled: Bool { self != .apng }

    /// The `--crf` range the encoder takes, nil when the format is lossless.
    public var crfRange: ClosedRange<Double>? {
        switch self {
        case .mp4: 0...51
        case .webm: 0...63
        case .apng: nil
        }
    }

    /// The constant-rate factor when `--crf` is not given: 18 (visually lossless H.264), 32 (VP9's
    /// usual web setting).
    public var defaultCRF: Int? {
        switch self {
        case .mp4: 18
        case .webm: 32
        case .apng: nil
        }
    }

    /// The encoder ffmpeg uses, as `ffmpeg -encoders` names it.
    public var encoder: String {
        switch self {
        case .mp4: "libx264"
        case .webm: "libvpx-vp9"
        case .apng: "apng"
        }
    }

    /// ffmpeg's output options for this format at `crf` (the default when nil), up to the file name.
    public func outputArguments(crf: Int?) -> [String] {
        let crf = String(crf ?? defaultCRF ?? 0)
        // Full-range RGB to limited-range BT.709 4:2:0, tagged so players convert it back the same way.
        let bt709 = [
            "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-colorspace", "bt709", "-color_primaries", "bt709",
            "-color_trc", "bt709", "-color_range", "tv",
        ]
        switch self {
        case .mp4:
            return ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", crf, "-preset", "medium"] + bt709 + [
                "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            return ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", crf, "-b:v", "0", "-deadline", "good"]
                + ["-cpu-used", "4", "-row-mt", "1"] + bt709 + ["-f", "webm"]
        case .apng:
            return ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
        }
    }
}
