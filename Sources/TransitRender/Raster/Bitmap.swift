import Foundation
import TransitCore

/// A premultiplied RGBA8 image: 4 bytes per pixel (red, green, blue, alpha), rows top to bottom,
/// colour channels already multiplied by alpha.
///
/// ```swift
/// var b = Bitmap(width: 390, height: 844, fill: .white)
/// b[0, 0] = Bitmap.pack(.black)
/// ```
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public var pixels: [UInt8] {
        didSet {
            // The pixels changed: what was learnt about them no longer holds. A note shared with copies
            // is left to them; a note of this image alone is read safely (no other thread holds it).
            if !isKnownUniquelyReferenced(&opacity) || opacity.isSettled { opacity = OpacityNote() }
        }
    }
    /// Whether every pixel is opaque, learnt once per image (`isOpaque`) and shared by its copies.
    private var opacity = OpacityNote()

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0, "bitmap size must not be negative")
        self.width = width
        self.height = height
        let px = Bitmap.pack(fill)
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if px != 0 {
            pixels.withUnsafeMutableBytes { raw in
                let p = raw.bindMemory(to: UInt32.self)
                for i in 0..<(width * height) { p[i] = px }
            }
        }
        opacity.value = px >> 24 == 0xFF || width * height == 0
    }

    /// An image from raw premultiplied RGBA8 bytes (`width * height * 4` of them).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer has the wrong size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels)
    }

    /// Whether every pixel has alpha 255. The first call reads the image (stopping at the first
    /// pixel that is not opaque); later calls on it or its copies answer at once until its pixels change.
    var isOpaque: Bool {
        if let known = opacity.value { return known }
        let opaque = pixels.withUnsafeBytes { raw in Self.allOpaque(raw) }
        opacity.value = opaque
        return opaque
    }

    /// Whether every RGBA pixel of `raw` has alpha 255: sixteen pixels at a time, in blocks of
    /// 4096 so that an image that is not opaque stops early.
    static func allOpaque(_ raw: UnsafeRawBufferPointer) -> Bool {
        let count = raw.count / 4
        let alpha = SIMD16<UInt32>(repeating: 0xFF00_0000)
        var i = 0
        var all = SIMD16<UInt32>(repeating: 0xFFFF_FFFF)
        while i < count && all == SIMD16(repeating: 0xFFFF_FFFF) {
            let end = min(count, i + 4096)
            // `i + 16 <= end <= count`: each load lies inside the buffer.
            while i &+ 16 <= end {
                all &= raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt32>.self) | ~alpha
                i &+= 16
            }
            while i < end {
                all[0] &= raw.load(fromByteOffset: i &* 4, as: UInt32.self) | ~alpha[0]
                i &+= 1
            }
            // Every lane keeps only its alpha bits' verdict; a lane without alpha 255 somewhere loses a bit.
            if all != SIMD16(repeating: 0xFFFF_FFFF) { return false }
        }
        return true
    }

    /// The pixel at column `x`, row `y`, as a packed little-endian RGBA word (red in the low byte).
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            let i = (y * width + x) * 4
            return UInt32(pixels[i]) | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]) << 16 | UInt32(pixels[i + 3])
                << 24
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = UInt8(newValue & 0xFF)
            pixels[i + 1] = UInt8((newValue >> 8) & 0xFF)
            pixels[i + 2] = UInt8((newValue >> 16) & 0xFF)
            pixels[i + 3] = UInt8(newValue >> 24)
        }
    }

    /// A straight-alpha colour packed as a premultiplied RGBA word.
    public static func pack(_ c: Color) -> UInt32 {
        let a = max(0, min(1, c.alpha))
        func ch(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * a * 255).rounded()) }
        return ch(c.red) | ch(c.green) << 8 | ch(c.blue) << 16 | UInt32((a * 255).rounded()) << 24
    }

    /// The straight-alpha colour of a pixel.
    public func color(x: Int, y: Int) -> Color {
        let v = self[x, y]
        let a = Double(v >> 24) / 255
        guard a > 0 else { return .clear }
        return Color(
            red: Double(v & 0xFF) / 255 / a, green: Double((v >> 8) & 0xFF) / 255 / a,
            blue: Double((v >> 16) & 0xFF) / 255 / a, alpha: a)
    }

    /// A copy of the rectangle of pixels starting at (`x`, `y`), clipped to the image.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Bitmap {
        let x0 = max(0, min(width, x))
        let y0 = max(0, min(height, y))
        let x1 = max(x0, min(width, x + w))
        let y1 = max(y0, min(height, y + h))
        var out = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0) * 4)
        let rowBytes = (x1 - x0) * 4
        for row in y0..<y1 {
            let src = (row * width + x0) * 4
            let dst = (row - y0) * rowBytes
            out.replaceSubrange(dst..<(dst + rowBytes), with: pixels[src..<(src + rowBytes)])
        }
        return Bitmap(width: x1 - x0, height: y1 - y0, pixels: out)
    }
}

/// What is known about an image's alpha: nothing yet, all opaque, or not. A class so that the
/// answer, found once, is shared by the copies of the image it was found for; `Bitmap.pixels`
/// replaces it whenever they change.
private final class OpacityNote: @unchecked Sendable {
    private let lock = NSLock()
    /// 0: not known, 1: every pixel opaque, 2: some pixel not opaque. Guarded by `lock`.
    private var state: UInt8 = 0

    /// Whether an answer is recorded. Read without the lock, so only by the note's sole owner
    /// (`isKnownUniquelyReferenced`), which no other thread can be using.
    var isSettled: Bool { state != 0 }

    var value: Bool? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return state == 0 ? nil : state == 1
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            state = newValue.map { $0 ? 1 : 2 } ?? 0
        }
    }
}
