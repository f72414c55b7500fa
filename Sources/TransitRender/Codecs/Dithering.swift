/// How colours between palette entries are approximated when an image is reduced to a palette.
///
/// ```swift
/// let options = GIFWriter.Options(dithering: .diffusion)
/// ```
public enum Dithering: String, CaseIterable, Hashable, Sendable {
    /// Each pixel takes its nearest palette colour: flat areas, visible banding on gradients.
    case none
    /// An 8 × 8 Bayer threshold pattern, fixed to the image: smooth gradients, and a pixel that
    /// does not change between frames keeps its colour, so nothing shimmers.
    case ordered
    /// Floyd–Steinberg error diffusion on serpentine rows: the most faithful colour, at the cost
    /// of noise that can shimmer from frame to frame.
    case diffusion
}

/// Maps colours to their nearest palette entry, remembering the answer for each colour at 6 bits
/// per channel.
///
/// ```swift
/// var mapper = PaletteMapper(palette: [SIMD3(0, 0, 0), SIMD3(255, 255, 255)])
/// mapper.nearest(200, 180, 190) // 1
/// ```
struct PaletteMapper {
    let palette: [SIMD3<UInt8>]
    private var cache = [Int16](repeating: -1, count: 1 << 18)

    init(palette: [SIMD3<UInt8>]) {
        precondition((1...256).contains(palette.count), "a palette has 1...256 colours")
        self.palette = palette
    }

    /// The index of the palette colour nearest (by squared distance) to the centre of the
    /// colour's cell at 6 bits per channel.
    @inline(__always)
    mutating func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let key = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
        let known = cache[key]
        if known >= 0 { return Int(known) }
        // The cell's centre, in half levels: (r & ~3) + 1.5.
        let cr = (r & ~3) * 2 + 3
        let cg = (g & ~3) * 2 + 3
        let cb = (b & ~3) * 2 + 3
        var best = 0
        var bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let dr = Int(p.x) * 2 - cr
            let dg = Int(p.y) * 2 - cg
            let db = Int(p.z) * 2 - cb
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance {
                best = i
                bestDistance = d
            }
        }
        cache[key] = Int16(best)
        return best
    }

    /// The palette index of every pixel of `image` (premultiplied colour, that is, composited over
    /// black), row by row. `origin` places the image in the frame, so an ordered pattern stays
    /// fixed to the frame when only a part of it is reduced.
    /// - Complexity: O(width × height) after the cache warms up.
    mutating func indices(of image: Bitmap, dithering: Dithering, origin: (x: Int, y: Int) = (0, 0)) -> [UInt8] {
        switch dithering {
        case .none, .ordered: thresholded(image, ordered: dithering == .ordered, origin: origin)
        case .diffusion: diffused(image)
        }
    }

    /// The 8 × 8 Bayer matrix, thresholds 0..<64 each used once, built by doubling
    /// `[[0, 2], [3, 1]]`.
    private static let bayer: [Int] = {
        var m = [0]
        var n = 1
        while n < 8 {
            var next = [Int](repeating: 0, count: 4 * n * n)
            for y in 0..<n {
                for x in 0..<n {
                    let v = 4 * m[y * n + x]
                    next[y * 2 * n + x] = v
                    next[y * 2 * n + x + n] = v + 2
                    next[(y + n) * 2 * n + x] = v + 3
                    next[(y + n) * 2 * n + x + n] = v + 1
                }
            }
            m = next
            n *= 2
        }
        return m
    }()

    /// How far an ordered threshold moves a channel, ±8 levels: a median-cut palette packs its
    /// colours where the pixels are, so neighbouring entries are close; a wider spread (32 was
    /// tried) doubled the colour error and made GIFs about 30% larger.
    private static let orderedSpread = 16

    private mutating func thresholded(_ image: Bitmap, ordered: Bool, origin: (x: Int, y: Int)) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let row = ((y + origin.y) & 7) * 8
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    var r = Int(px[i])
                    var g = Int(px[i + 1])
                    var b = Int(px[i + 2])
                    if ordered {
                        let t = (Self.bayer[row + ((x + origin.x) & 7)] * 2 + 1 - 64) * Self.orderedSpread / 128
                        r = min(255, max(0, r + t))
                        g = min(255, max(0, g + t))
                        b = min(255, max(0, b + t))
                    }
                    out[y * image.width + x] = UInt8(nearest(r, g, b))
                }
            }
        }
        return out
    }

    /// Floyd–Steinberg: 7/16 of a pixel's error to the next pixel in the row, 3/16, 5/16 and
    /// 1/16 to the three below; rows alternate direction. Errors are kept in sixteenths.
    private mutating func diffused(_ image: Bitmap) -> [UInt8] {
        let w = image.width
        var out = [UInt8](repeating: 0, count: w * image.height)
        // Errors for the current and the next row, 3 channels, one spare pixel each side.
        var current = [Int](repeating: 0, count: (w + 2) * 3)
        var next = current
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let forward = y % 2 == 0
                for k in 0..<w {
                    let x = forward ? k : w - 1 - k
                    let i = (y * w + x) * 4
                    let e = (x + 1) * 3
                    let r = min(255, max(0, Int(px[i]) + current[e] / 16))
                    let g = min(255, max(0, Int(px[i + 1]) + current[e + 1] / 16))
                    let b = min(255, max(0, Int(px[i + 2]) + current[e + 2] / 16))
                    let index = nearest(r, g, b)
                    out[y * w + x] = UInt8(index)
                    let p = palette[index]
                    let ahead = forward ? e + 3 : e - 3
                    let behind = forward ? e - 3 : e + 3
                    for c in 0..<3 {
                        let err = (c == 0 ? r : c == 1 ? g : b) - Int(p[c])
                        current[ahead + c] += err * 7
                        next[behind + c] += err * 3
                        next[e + c] += err * 5
                        next[ahead + c] += err
                    }
                }
                swap(&current, &next)
                for j in next.indices { next[j] = 0 }
            }
        }
        return out
    }
}
