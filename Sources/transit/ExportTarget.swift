import Foundation
import TransitRender

/// Where `render --out` sends the frames, chosen by the path: an animated WebP or GIF file, a
/// directory of PNG frames, or raw frames on standard output (`-`).
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
    case directory(String)
    case standardOutput

    /// The file extensions `--out` understands.
    static let extensions = ["webp", "gif", "html", "png"]

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
        case let other:
            throw .usage(
                "--out '\(quoted(PathBytes.display(out)))' has the extension '.\(quoted(other))', which transit does not write; use a .webp, .gif, .html or .png file, "
                    + "a directory for PNG frames, or - for raw RGBA frames on standard output")
        }
    }

    /// The largest frame side the output's encoder takes (`PixelLimits`).
    var maxSide: Int {
        switch self {
        // A page shows the Core Image family as WebP stills.
        case .webp, .page: PixelLimits.webPMaxSide
        case .gif, .still, .directory, .standardOutput: PixelLimits.maxSide
        }
    }

    /// Whether the output is one animation file (written atomically when the clip is complete).
    var file: String? {
        switch self {
        case .webp(let path), .gif(let path), .page(let path), .still(let path): path
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
/// dithering. The defaults are the writers' own.
struct ExportOptions {
    var webp = WebPWriter.Options()
    var gif = GIFWriter.Options()

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
        if given.contains("--hold") && !isWebP && !isGIF {
            throw .usage("--hold applies to .webp and .gif output only (an animation that loops)")
        }
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
        case .directory(let path): return PNGSequenceWriter(directory: directory ?? path)
        case .standardOutput: return RawFrameWriter()
        }
    }
}
