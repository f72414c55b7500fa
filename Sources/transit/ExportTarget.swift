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
    case directory(String)
    case standardOutput

    /// The file extensions `--out` understands.
    static let extensions = ["webp", "gif", "html"]

    /// Reads `--out`: `-`, a name ending in `.webp` or `.gif`, or a directory (a name with no
    /// extension, a trailing slash, or an existing directory).
    /// - Throws: a usage error naming the allowed forms when the extension is another.
    init(_ out: String) throws(CLIError) {
        if out == "-" { self = .standardOutput; return }
        var isDirectory: ObjCBool = false
        if out.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: out, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            self = .directory(out); return
        }
        let name = out.split(separator: "/").last.map(String.init) ?? out
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { self = .directory(out); return }
        switch name[name.index(after: dot)...].lowercased() {
        case "webp": self = .webp(out)
        case "gif": self = .gif(out)
        case "html": self = .page(out)
        case let other:
            throw .usage(
                "--out '\(out)' has the extension '.\(other)', which transit does not write; use a .webp, .gif or .html file, "
                    + "a directory for PNG frames, or - for raw RGBA frames on standard output")
        }
    }

    /// Whether the output is one animation file (written atomically when the clip is complete).
    var file: String? {
        switch self {
        case .webp(let path), .gif(let path), .page(let path): path
        case .directory, .standardOutput: nil
        }
    }

    /// Fails, before any rendering, when the file cannot be created: its directory is missing or
    /// not writable, or the path is a directory.
    func checkWritable() throws(CLIError) {
        guard let path = file else { return }
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw .cantCreate("cannot create '\(path)': the directory '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw .cantCreate("cannot create '\(path)': '\(directory)' is not a directory")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .cantCreate("cannot create '\(path)': it is a directory")
        }
        guard access(directory, W_OK) == 0 else {
            throw .cantCreate("cannot create '\(path)': the directory '\(directory)' is not writable")
        }
    }
}

/// The encoder settings `render` and `gallery` read: WebP quality and losslessness, GIF palette
/// scope and dithering.
struct ExportOptions {
    var webp = WebPWriter.Options()
    var gif = GIFWriter.Options()

    static let specs: [OptionSpec] = [
        OptionSpec(
            ["--quality"], value: "Q", .single, "WebP quality 0...100 (default 75); with --lossless, the effort."),
        OptionSpec(["--lossless"], .flag, "WebP frames stored exactly (larger files)."),
        OptionSpec(
            ["--palette"], value: "clip|frame", .single,
            "GIF palette: one for the whole clip (default; colours never flicker) or one per frame."),
        OptionSpec(
            ["--dither"], value: "none|ordered|diffusion", .single,
            "GIF dithering: ordered (default; a fixed pattern that does not shimmer), Floyd–Steinberg diffusion, or none."
        ),
    ]

    /// Reads the options, refusing those that do not apply to `target`.
    init(_ arguments: ParsedArguments, target: ExportTarget) throws(CLIError) {
        let isWebP = if case .webp = target { true } else { false }
        let isGIF = if case .gif = target { true } else { false }
        for key in ["--quality", "--lossless"] where arguments.isSet(key) && !isWebP {
            throw .usage("\(key) applies to .webp output only")
        }
        for key in ["--palette", "--dither"] where arguments.isSet(key) && !isGIF {
            throw .usage("\(key) applies to .gif output only")
        }
        webp.quality = try arguments.number("--quality", in: 0...100, default: 75)
        webp.isLossless = arguments.isSet("--lossless")
        gif.palette = try arguments.choice("--palette", default: .clip)
        gif.dithering = try arguments.choice("--dither", default: .ordered)
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
        case .directory(let path): return PNGSequenceWriter(directory: directory ?? path)
        case .standardOutput: return RawFrameWriter()
        }
    }
}

extension ParsedArguments {
    /// One of an enum's raw values, or `fallback` when the option is absent.
    func choice<E: RawRepresentable & CaseIterable>(_ key: String, default fallback: E) throws(CLIError) -> E
    where E.RawValue == String {
        guard let text = value(key) else { return fallback }
        guard let e = E(rawValue: text) else {
            throw .usage("\(key) must be one of \(E.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
        }
        return e
    }
}
