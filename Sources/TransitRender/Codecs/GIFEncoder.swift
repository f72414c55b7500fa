import CGIF

/// The GIF file format through giflib's streaming encoder, into memory: a GIF89a screen that
/// loops forever (the NETSCAPE2.0 extension), then indexed images, each with its delay.
///
/// It knows nothing about colour: callers give palette indices and palettes (`GIFWriter`).
///
/// ```swift
/// let gif = try GIFEncoder(name: "a.gif", width: 2, height: 1, globalPalette: [SIMD3(0, 0, 0), SIMD3(255, 255, 255)])
/// var pixels: [UInt8] = [0, 1]
/// try gif.addImage(&pixels, x: 0, y: 0, width: 2, height: 1, localPalette: nil, delay: 4)
/// let bytes = try gif.close()
/// ```
final class GIFEncoder {
    /// Collects what giflib writes.
    private final class Sink { var bytes: [UInt8] = [] }

    private let sink = Sink()
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// What error messages call the output.
    let name: String

    /// Opens a screen of `width` × `height`; `globalPalette` is used by images without their own.
    init(name: String, width: Int, height: Int, globalPalette: [SIMD3<UInt8>]?) throws(ImageError) {
        self.name = name
        var status: Int32 = 0
        gif = EGifOpen(
            Unmanaged.passUnretained(sink).toOpaque(),
            { file, bytes, count in
                guard let file, let bytes, let user = file.pointee.UserData, count > 0 else { return 0 }
                Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().bytes
                    .append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
                return count
            }, &status)
        guard let gif else { throw ImageError(.encode, name, .gif(Self.message(status))) }
        EGifSetGifVersion(gif, true)
        let map = try globalPalette.map { palette throws(ImageError) in try colorMap(palette) }
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map))
        // Loop forever: "NETSCAPE2.0", then sub-block 1 with a loop count of 0.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
        try check(EGifPutExtensionBlock(gif, 3, [1, 0, 0] as [UInt8]))
        try check(EGifPutExtensionTrailer(gif))
    }

    deinit {
        if let gif { EGifCloseFile(gif, nil) }
    }

    /// Adds an image at (`x`, `y`) drawn over what the screen shows (disposal "do not dispose"),
    /// shown for `delay` hundredths of a second. `indices` holds `width × height` palette indices;
    /// pixels of `transparentIndex` leave the screen as it was.
    func addImage(
        _ indices: inout [UInt8], x: Int, y: Int, width: Int, height: Int,
        localPalette: [SIMD3<UInt8>]?, transparentIndex: Int? = nil, delay: Int
    ) throws(ImageError) {
        guard let gif else { throw ImageError(.encode, name, .gif("the file is already closed")) }
        precondition(indices.count == width * height, "one index per pixel")
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
            DelayTime: Int32(min(delay, 65_535)),
            TransparentColor: transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes))
        let map = try localPalette.map { palette throws(ImageError) in try colorMap(palette) }
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutImageDesc(gif, Int32(x), Int32(y), Int32(width), Int32(height), false, map))
        try check(indices.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress, Int32($0.count)) })
    }

    /// Writes the trailer and returns the whole file.
    func close() throws(ImageError) -> [UInt8] {
        guard let file = gif else { throw ImageError(.encode, name, .gif("the file is already closed")) }
        gif = nil
        var status: Int32 = 0
        guard EGifCloseFile(file, &status) == GIF_OK else {
            throw ImageError(.encode, name, .gif(Self.message(status)))
        }
        return sink.bytes
    }

    /// A giflib colour map of the palette, padded with black to a power of two (2...256).
    private func colorMap(_ palette: [SIMD3<UInt8>]) throws(ImageError) -> UnsafeMutablePointer<ColorMapObject> {
        precondition((1...256).contains(palette.count), "a GIF palette has 1...256 colours")
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = palette.map { GifColorType(Red: $0.x, Green: $0.y, Blue: $0.z) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - palette.count)
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw ImageError(.encode, name, .gif("out of memory for a colour map"))
        }
        return map
    }

    private func check(_ result: Int32) throws(ImageError) {
        guard result != GIF_OK else { return }
        throw ImageError(.encode, name, .gif(Self.message(gif?.pointee.Error ?? 0)))
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
