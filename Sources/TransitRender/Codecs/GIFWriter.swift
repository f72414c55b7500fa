/// Writes an animated GIF: colours reduced by a palette chosen in the project (variance-based
/// median cut, `MedianCut`), dithered as asked, and stored through giflib (`GIFEncoder`).
///
/// - Palette per clip (the default): one global palette from every frame's colours, so a colour
///   never changes between frames. The frames (only the part that changed from the frame before)
///   are parked in an anonymous temporary file (`FrameSpill`) until `finish()`, which chooses the
///   palette and encodes them one by one: memory stays at a few frames however long the clip.
/// - Palette per frame: each frame gets its own local palette and is encoded as soon as the next
///   frame arrives; memory stays at two frames.
///
/// Each frame stores only the rectangle that changed since the frame before, drawn over it, with
/// the unchanged pixels inside it transparent (one palette entry is kept for that); a frame
/// identical to the one before is merged into its duration. Translucent pixels are drawn
/// over black (GIF has no partial transparency). Delays are whole hundredths of a second, rounded
/// on the running time so the total length is exact; a delay under 2 is raised to 2, because
/// browsers play such delays at 10. Use `frameRate(forRequested:)` to choose a rate that needs
/// no raising. The animation loops forever.
///
/// ```swift
/// let rate = GIFWriter.frameRate(forRequested: 60)   // 50, with a warning to show
/// let writer = GIFWriter(path: "fade.gif", options: .init(palette: .clip, dithering: .ordered))
/// for frame in frames { try writer.add(frame, duration: 1 / rate.fps) }
/// try writer.finish()
/// ```
public final class GIFWriter: AnimationWriter {
    /// Which frames share a palette.
    public enum PaletteScope: String, CaseIterable, Hashable, Sendable {
        /// One palette for the whole clip.
        case clip
        /// A palette for each frame.
        case frame
    }

    /// How colours are reduced.
    ///
    /// ```swift
    /// let options = GIFWriter.Options(palette: .frame, dithering: .diffusion)
    /// ```
    public struct Options: Hashable, Sendable {
        public var palette: PaletteScope
        public var dithering: Dithering
        /// At most this many colours per palette, 2...256.
        public var maxColors: Int

        public init(palette: PaletteScope = .clip, dithering: Dithering = .ordered, maxColors: Int = 256) {
            precondition((2...256).contains(maxColors), "a GIF palette has 2...256 colours")
            self.palette = palette
            self.dithering = dithering
            self.maxColors = maxColors
        }
    }

    /// The fastest rate a GIF plays faithfully: delays are whole hundredths of a second, and
    /// browsers play delays under 2 as 10.
    public static let maxFrameRate = 50.0

    /// The frame rate to render a GIF at: the requested one, or `maxFrameRate` when it is faster,
    /// with a warning saying so.
    ///
    /// ```swift
    /// GIFWriter.frameRate(forRequested: 30).warning  // nil
    /// GIFWriter.frameRate(forRequested: 60).fps      // 50
    /// ```
    public static func frameRate(forRequested fps: Double) -> (fps: Double, warning: String?) {
        guard fps > maxFrameRate else { return (fps, nil) }
        let asked = fps == fps.rounded() ? String(Int(fps)) : String(fps)
        return (
            maxFrameRate,
            "GIF delays are whole hundredths of a second and browsers play delays under 2/100 s slowly, "
                + "so the GIF is rendered at 50 fps instead of \(asked) fps"
        )
    }

    /// A frame waiting to be encoded: the changed rectangle and its pixels (in memory, or parked
    /// in the spill file), and when it shows.
    private struct Pending {
        var x: Int, y: Int
        var image: Bitmap?
        /// Per pixel of `image`, whether it equals the frame before (drawn transparent); nil for the first frame.
        var unchanged: [Bool]?
        var parked: FrameSpill.Ticket?
        var start: Double, end: Double
    }

    public let path: String
    public let options: Options
    private var clock: FrameClock
    private var previous: Bitmap?
    private var pending: [Pending] = []
    private var histogram = ColorHistogram()
    private var encoder: GIFEncoder?
    private var spill: FrameSpill?

    /// Prepares a writer; nothing is written until `finish()`.
    public init(path: String, options: Options = Options()) {
        self.path = path
        self.options = options
        clock = FrameClock(path: path)
    }

    public func add(_ frame: Bitmap, duration: Double) throws(ImageError) {
        let start = try clock.admit(frame, duration: duration)
        defer { previous = frame }
        guard let rect = Self.changedRect(from: previous, to: frame) else {
            pending[pending.count - 1].end = clock.elapsed
            return
        }
        if options.palette == .frame, let last = pending.popLast() { try encode(last, palette: nil) }
        let image =
            rect.width == frame.width && rect.height == frame.height
            ? frame : frame.cropped(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        let unchanged = previous.map {
            Self.unchangedPixels(
                from: $0.cropped(x: rect.x, y: rect.y, width: rect.width, height: rect.height), to: image)
        }
        var frame = Pending(x: rect.x, y: rect.y, image: image, unchanged: unchanged, start: start, end: clock.elapsed)
        if options.palette == .clip {
            histogram.add(image, skipping: unchanged)
            if spill == nil { spill = try FrameSpill(name: path) }
            frame.parked = try spill?.park(image, mask: unchanged)
            frame.image = nil
            frame.unchanged = nil
        }
        pending.append(frame)
    }

    public func finish() throws(ImageError) {
        try clock.finish()
        var global: [SIMD3<UInt8>]?
        if options.palette == .clip {
            // Keep an entry for the transparent pixels when there is more than one frame.
            global = MedianCut.palette(histogram, maxColors: options.maxColors - (pending.count > 1 ? 1 : 0))
            histogram = ColorHistogram()
            // The global colour map, with the transparent entry after the colours.
            _ = try gifEncoder(globalPalette: global.map { pending.count > 1 ? $0 + [SIMD3(0, 0, 0)] : $0 })
        }
        for frame in pending { try encode(frame, palette: global) }
        pending = []
        spill = nil
        let bytes = try gifEncoder(globalPalette: global).close()
        try ImageIO.writeFileAtomically(bytes, to: path)
    }

    /// Reduces a frame to palette indices and hands it to giflib, with its own palette unless
    /// `palette` (the clip's) is given.
    private func encode(_ parkedOrNot: Pending, palette: [SIMD3<UInt8>]?) throws(ImageError) {
        var frame = parkedOrNot
        if let ticket = frame.parked, let spill { (frame.image, frame.unchanged) = try spill.fetch(ticket) }
        guard let image = frame.image else { return }
        var local: [SIMD3<UInt8>]?
        if palette == nil {
            var h = ColorHistogram()
            h.add(image, skipping: frame.unchanged)
            local = MedianCut.palette(h, maxColors: options.maxColors - (frame.unchanged == nil ? 0 : 1))
        }
        let colors = palette ?? local!
        var mapper = PaletteMapper(palette: colors)
        var indices = mapper.indices(of: image, dithering: options.dithering, origin: (frame.x, frame.y))
        var transparent: Int?
        if let unchanged = frame.unchanged {
            transparent = colors.count
            for i in indices.indices where unchanged[i] { indices[i] = UInt8(colors.count) }
        }
        let delay =
            FrameClock.ticks(frame.end, unitsPerSecond: 100) - FrameClock.ticks(frame.start, unitsPerSecond: 100)
        try gifEncoder(globalPalette: nil).addImage(
            &indices, x: frame.x, y: frame.y, width: image.width, height: image.height,
            localPalette: local.map { $0 + (transparent == nil ? [] : [SIMD3(0, 0, 0)]) },
            transparentIndex: transparent,
            delay: max(2, delay))
    }

    private func gifEncoder(globalPalette: [SIMD3<UInt8>]?) throws(ImageError) -> GIFEncoder {
        if let encoder { return encoder }
        let made = try GIFEncoder(name: path, width: clock.width, height: clock.height, globalPalette: globalPalette)
        encoder = made
        return made
    }

    /// Per pixel, whether two images of one size are equal there.
    static func unchangedPixels(from old: Bitmap, to new: Bitmap) -> [Bool] {
        old.pixels.withUnsafeBytes { a in
            new.pixels.withUnsafeBytes { b in
                let p = a.bindMemory(to: UInt32.self)
                let q = b.bindMemory(to: UInt32.self)
                return (0..<(new.width * new.height)).map { p[$0] == q[$0] }
            }
        }
    }

    /// The smallest rectangle holding every pixel that differs between the frames (the whole
    /// frame when there is no previous one), or nil when they are identical.
    static func changedRect(from old: Bitmap?, to new: Bitmap) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let old else { return (0, 0, new.width, new.height) }
        var minX = new.width
        var minY = new.height
        var maxX = -1
        var maxY = -1
        old.pixels.withUnsafeBytes { a in
            new.pixels.withUnsafeBytes { b in
                let p = a.bindMemory(to: UInt32.self)
                let q = b.bindMemory(to: UInt32.self)
                for y in 0..<new.height {
                    let row = y * new.width
                    var x0 = 0
                    while x0 < new.width && p[row + x0] == q[row + x0] { x0 += 1 }
                    if x0 == new.width { continue }
                    var x1 = new.width - 1
                    while p[row + x1] == q[row + x1] { x1 -= 1 }
                    minX = min(minX, x0)
                    maxX = max(maxX, x1)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
