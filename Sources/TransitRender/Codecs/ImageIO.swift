import TransitFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads PNG and JPEG images into bitmaps and writes bitmaps as PNG, through the system's libpng
/// and libjpeg-turbo.
///
/// The format is detected from the first bytes, never from the file name. Every error names the
/// file and says what the operating system or the decoder reported.
///
/// ```swift
/// let screen = try ImageIO.read(path: "list.png")      // premultiplied RGBA8
/// try ImageIO.writePNG(screen, to: "out/frame-0000.png") // atomic: temp file, then rename
/// ```
public enum ImageIO {
    /// The largest width or height accepted when decoding or encoding, in pixels (`PixelLimits`).
    static let maxDimension = PixelLimits.maxSide

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// Reads a PNG or JPEG file into a premultiplied RGBA8 bitmap.
    ///
    /// PNG of any colour type and bit depth becomes RGBA8 (16-bit data without gamma information
    /// is taken as sRGB); JPEG becomes opaque RGB. EXIF orientation is ignored.
    ///
    /// ```swift
    /// let image = try ImageIO.read(path: "screens/detail.jpg")
    /// ```
    /// - Parameter path: The file to read.
    /// - Returns: The decoded image, premultiplied.
    /// - Throws: `ImageError` naming `path` when the file cannot be read, is neither PNG nor JPEG,
    ///   or the decoder fails (the decoder's message is included).
    /// - Complexity: O(width × height).
    public static func read(path: String) throws(ImageError) -> Bitmap {
        try decode(readFile(path), name: path)
    }

    /// Decodes PNG or JPEG bytes into a premultiplied RGBA8 bitmap.
    ///
    /// ```swift
    /// let image = try ImageIO.decode(bytes, name: "upload")
    /// ```
    /// - Parameters:
    ///   - bytes: A whole PNG or JPEG file.
    ///   - name: What error messages call the data (usually its path).
    /// - Throws: `ImageError` naming `name` when the bytes are not PNG or JPEG or do not decode.
    /// - Complexity: O(width × height).
    public static func decode(_ bytes: [UInt8], name: String) throws(ImageError) -> Bitmap {
        try decodeReportingProfile(bytes, name: name).bitmap
    }

    /// Decodes as `decode` does, and says what became of the file's ICC profile: converted to
    /// sRGB, or not usable (not an RGB profile, or one Little CMS cannot read), when the pixels
    /// are taken as sRGB as they are.
    ///
    /// ```swift
    /// let (image, profile) = try ImageIO.decodeReportingProfile(bytes, name: "shot.png")
    /// if profile == .notUsable { print("shot.png: its colour profile was not applied") }
    /// ```
    public static func decodeReportingProfile(_ bytes: [UInt8], name: String) throws(ImageError) -> (
        bitmap: Bitmap, profile: ColourProfileUse
    ) {
        if bytes.starts(with: pngSignature) { return try decodePNG(bytes, name: name) }
        if bytes.starts(with: jpegSignature) { return try decodeJPEG(bytes, name: name) }
        throw ImageError(.read, name, .unknownFormat(prefix: Array(bytes.prefix(8))))
    }

    /// Reads an image file as `decodeReportingProfile` decodes one.
    public static func readReportingProfile(path: String) throws(ImageError) -> (
        bitmap: Bitmap, profile: ColourProfileUse
    ) {
        try decodeReportingProfile(readFile(path), name: path)
    }

    /// Writes a bitmap as an 8-bit RGBA PNG, atomically.
    ///
    /// The data goes to a temporary file in the destination's directory, which is then renamed
    /// into place: a failed write leaves neither a half-written image nor the temporary file.
    ///
    /// ```swift
    /// try ImageIO.writePNG(frame, to: "frames/frame-0001.png")
    /// ```
    /// - Throws: `ImageError` naming `path` when encoding, writing or renaming fails.
    /// - Complexity: O(width × height).
    public static func writePNG(_ bitmap: Bitmap, to path: String) throws(ImageError) {
        let bytes: [UInt8]
        do throws(ImageError) { bytes = try encodePNG(bitmap) } catch { throw ImageError(.write, path, error.reason) }
        try writeFileAtomically(bytes, to: path)
    }

    static func checkDimensions(_ width: Int, _ height: Int, _ op: ImageError.Operation, _ name: String?)
        throws(ImageError)
    {
        guard PixelLimits.fits(width: width, height: height) else {
            throw ImageError(op, name, .badDimensions(width: width, height: height))
        }
    }
}

// MARK: - Files

extension ImageIO {
    private static var errnoMessage: String { String(cString: strerror(errno)) }

    /// The whole contents of an image file (a regular file or a pipe, at most `FileInput.imageLimit` bytes).
    static func readFile(_ path: String) throws(ImageError) -> [UInt8] {
        do throws(FileInput.Failure) {
            return try FileInput.read(path, limit: FileInput.imageLimit)
        } catch {
            throw ImageError(.read, path, .system(error.description))
        }
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it to `path`. On any
    /// failure the temporary file is removed and `path` is left as it was. Where the system has
    /// files with no name (`AnonymousFile`), the data is written to one that gets its temporary
    /// name only when complete, just before the rename, so a run killed while writing leaves nothing.
    ///
    /// ```swift
    /// try ImageIO.writeFileAtomically(Array("hello\n".utf8), to: "out/notes.txt")
    /// ```
    /// - Throws: `ImageError` naming `path` when opening, writing or renaming fails.
    public static func writeFileAtomically(_ bytes: [UInt8], to path: String) throws(ImageError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temp = "\(directory).\(base).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        func fail(_ message: String) -> ImageError {
            _ = PathBytes.withCString(temp) { unlink($0) }
            return ImageError(.write, path, .system(message))
        }
        var named = false
        let anonymous = AnonymousFile.open(in: directory, mode: 0o644)
        if anonymous >= 0 {
            if let code = writeAll(anonymous, bytes) {
                close(anonymous)
                throw ImageError(.write, path, .system(String(cString: strerror(code))))
            }
            named = AnonymousFile.link(anonymous, to: temp)
            close(anonymous)
        }
        // No anonymous file here, or no /proc to name it by: the data goes to the named temporary.
        if !named { try writeNamed(bytes, temp: temp, fail: fail) }
        guard PathBytes.withCString(temp, { t in PathBytes.withCString(path) { rename(t, $0) } }) == 0 else {
            throw fail(errnoMessage)
        }
    }

    /// Writes `bytes` to a new file named `temp`; `fail` removes it and names the destination.
    private static func writeNamed(_ bytes: [UInt8], temp: String, fail: (String) -> ImageError) throws(ImageError) {
        let fd = PathBytes.withCString(temp) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw fail(errnoMessage) }
        if let code = writeAll(fd, bytes) {
            close(fd)
            throw fail(String(cString: strerror(code)))
        }
        guard close(fd) == 0 else { throw fail(errnoMessage) }
    }

    /// Writes all of `bytes` to `fd`; the `errno` of a failure, nil on success.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += n
        }
        return nil
    }
}
