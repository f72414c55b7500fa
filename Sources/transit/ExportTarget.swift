import Foundation
import TransitFiles
import TransitRender

/// Where `render --out` sends the frames, chosen by the path: an animated WebP or GIF file, a
/// video through ffmpeg (MP4, WebM, APNG), a directory of PNG frames, or raw frames on standard
/// output (`-`).
///
/// ```swift
/// let target = try ExportTarget("fade.gif")   // .gif("fade.gif")
/// ```
enum ExportTarget: Equatable {
    case webp(String)
    case gif(String)
    /// A live HTML page (`PageExport`).
    case page(String)
    /// One PNG still, the frame at `render --at PROGRESS`.
    case still(String)
    /// A video written by the `ffmpeg` program (`FFmpegWriter`).
    case video(String, VideoFormat)
    case directory(String)
    case standardOutput

    /// The file extensions `--out` understands.
    static let extensions = ["webp", "gif", "html", "png"] + VideoFormat.allCases.map(\.rawValue)

    /// Reads `--out`: `-`, a name ending in `.webp` or `.gif`, or a directory (a name with no
    /// extension, a trailing slash, or an existing directory).
    /// - Throws: a usage error naming the allowed forms when the extension is another.
    init(_ out: String) throws(CLIError) {
        if out == "-" {
            self = .standardOutput
            return
        }
        let name = FileSystem.lastComponent(out)
        let known = name.lastIndex(of: ".").map {
            Self.extensions.contains(name[name.index(after: $0)...].lowercased())
        }
        if !out.hasSuffix("/") && FileSystem.isDirectory(out) && known == true {
            throw .cantCreate(
                "--out '\(PathBytes.display(out))' is a directory, but its name asks for a file; "
                    + "remove the directory, name another file, or end the path with / for PNG frames")
        }
        if out.hasSuffix("/") || FileSystem.isDirectory(out) {
            self = .directory(out)
            return
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            self = .directory(out)
            return
        }
        switch name[name.index(after: dot)...].lowercased() {
        case "webp": self = .webp(out)
        case "gif": self = .gif(out)
        case "html": self = .page(out)
        case "png": self = .still(out)
        case let ext where VideoFormat(extension: ext) != nil: self = .video(out, VideoFormat(extension: ext)!)
        case let other:
            throw .usage(
                "--out '\(quoted(PathBytes.display(out)))' has the extension '.\(quoted(other))', which transit does not write; use a .webp, .gif, .html, .png, .mp4, .webm or .apng file, "
                    + "a directory for PNG frames, or - for raw RGBA frames on standard output")
        }
    }

    /// The largest frame side the output's encoder takes (`PixelLimits`).
    var maxSide: Int {
        switch self {
        // A page shows the Core Image family as WebP stills.
        case .webp, .page: PixelLimits.webPMaxSide
        case .gif, .still, .video, .directory, .standardOutput: PixelLimits.maxSide
        }
    }

    /// Whether the output is one animation file (written atomically when the clip is complete).
    var file: String? {
        switch self {
        case .webp(let path), .gif(let path), .page(let path), .still(let path), .video(let path, _): path
        case .directory, .standardOutput: nil
        }
    }

    /// Fails, before any rendering, when the file cannot be created: its directory is missing or
    /// not writable, or the path is a directory.
    func checkWritable() throws(CLIError) {
        if let path = file { try Self.checkWritableFile(path, option: "--out") }
    }

    /// Fails when a file cannot be created at `path`: its directory is missing or not writable,
    /// or the path names a directory (`.` included).
    static func checkWritableFile(_ path: String, option: String) throws(CLIError) {
        let directory = FileSystem.parent(of: path)
        let shown = PathBytes.display(path)
        let shownDirectory = PathBytes.display(directory)
        let last = FileSystem.lastComponent(path)
        if last == "." || last == ".." || path.hasSuffix("/") || FileSystem.isDirectory(path) {
            throw .cantCreate("cannot create \(option) '\(shown)': it is a directory")
        }
        guard FileSystem.kind(of: directory) != nil else {
            throw .cantCreate("cannot create \(option) '\(shown)': the directory '\(shownDirectory)' does not exist")
        }
        guard FileSystem.isDirectory(directory) else {
            throw .cantCreate("cannot create \(option) '\(shown)': '\(shownDirectory)' is not a directory")
        }
        guard FileSystem.isWritable(directory) else {
            throw .cantCreate("cannot create \(option) '\(shown)': the directory '\(shownDirectory)' is not writable")
        }
    }
}

/// The encoder settings `render` reads: WebP quality and losslessness, GIF palette scope and
/// dithering, a video's constant-rate factor. The defaults are the writers' own.
struct ExportOptions {
    var webp = WebPWriter.Options()
    var gif = GIFWriter.Options()
    /// `--crf`: nil for the video format's default (`VideoFormat.defaultCRF`).
    var crf: Double?

    /// The options' declarations, for a command whose options hold these at `property`.
    static func declarations<O>(_ property: WritableKeyPath<O, ExportOptions>) -> [OptionDeclaration<O>] {
        [
            .option(
                ["--quality"], property.appending(path: \.webp.quality), "Q", .number(in: 0...100),
                help: "WebP quality 0...100; with --lossless, the effort."),
            .flag(
                ["--lossless"], property.appending(path: \.webp.isLossless),
                help: "WebP frames stored exactly (larger files)."),
            .option(
                ["--palette"], property.appending(path: \.gif.palette), "clip|frame", .choice,
                help: "GIF palette: one for the whole clip (colours never flicker) or one per frame."),
            .option(
                ["--dither"], property.appending(path: \.gif.dithering), "none|ordered|diffusion", .choice,
                help:
                    "GIF dithering: ordered (a fixed pattern that does not shimmer), Floyd–Steinberg diffusion, or none."
            ),
            .option(
                ["--crf"], property.appending(path: \.crf), "N", .number(in: 0...63),
                help:
                    "Video quality, lower is better and larger: .mp4 (H.264) 0...51, default 18; .webm (VP9) 0...63, default 32."
            ),
        ]
    }

    /// Refuses the options that do not apply to `target`.
    static func validate(given: Set<String>, target: ExportTarget) throws(CLIError) {
        let isWebP = if case .webp = target { true } else { false }
        let isGIF = if case .gif = target { true } else { false }
        for key in ["--quality", "--lossless"] where given.contains(key) && !isWebP {
            throw .usage("\(key) applies to .webp output only")
        }
        for key in ["--palette", "--dither"] where given.contains(key) && !isGIF {
            throw .usage("\(key) applies to .gif output only")
        }
        if given.contains("--crf") {
            guard case .video(_, let format) = target, format.crfRange != nil else {
                throw .usage("--crf applies to .mp4 and .webm output only (an .apng is lossless)")
            }
        }
        for key in ["--hold", "--round-trip"] where given.contains(key) {
            switch target {
            case .page: throw .usage("\(key) applies to clips, not to a live page (.html), which plays by itself")
            case .still: throw .usage("\(key) applies to clips, not to a still (--at)")
            default: break
            }
        }
    }

    /// `--crf` for `format`: nil when not given (the format's default).
    /// - Throws: a usage error unless it is a whole number in the format's range.
    func crf(for video: VideoFormat) throws(CLIError) -> Int? {
        guard let crf else { return nil }
        guard let range = video.crfRange, range.contains(crf), crf == crf.rounded() else {
            let range = video.crfRange.map { "\(format($0.lowerBound))...\(format($0.upperBound))" } ?? "none"
            throw .usage("--crf for .\(video.rawValue) must be a whole number in \(range), not \(format(crf))")
        }
        return Int(crf)
    }

    /// The writer for `target`; a directory must already exist.
    func writer(for target: ExportTarget, directory: String? = nil) throws(CLIError) -> any AnimationWriter {
        switch target {
        case .webp(let path):
            do throws(ImageError) { return try WebPWriter(path: path, options: webp) } catch {
                throw .usage(error.description)
            }
        case .gif(let path): return GIFWriter(path: path, options: gif)
        case .page: throw .software("a page is written by PageExport, not by an animation writer")
        case .still: throw .software("a still is one PNG, not an animation")
        case .video: throw .software("a video is written by RenderCommand.writeVideo, which runs ffmpeg")
        case .directory(let path): return PNGSequenceWriter(directory: directory ?? path)
        case .standardOutput: return RawFrameWriter()
        }
    }
}
