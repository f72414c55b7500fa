import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every kernel needs about the frame it draws: size, progress, points-to-pixels, and raw
/// access to the three images as packed premultiplied RGBA words.
struct KernelFrame {
    let width: Int
    let height: Int
    /// Progress clamped to `0...1` (NaN as 0).
    let progress: Double
    /// Pixels per point: the snapshots' width over the transition's extent (1 when unknown).
    let pixelsPerPoint: Double

    init(_ t: PixelTransition, _ old: Bitmap) {
        width = old.width
        height = old.height
        progress = t.progress > 0 ? min(t.progress, 1) : 0
        pixelsPerPoint = t.extent.width > 0 ? Double(old.width) / t.extent.width : 1
    }

    /// A length in points as pixels.
    @inline(__always) func pixels(_ points: Double) -> Double { points * pixelsPerPoint }
    /// A point in points as pixel coordinates (pixel centres at `i + 0.5`).
    @inline(__always) func pixels(_ p: Point) -> (x: Double, y: Double) { (p.x * pixelsPerPoint, p.y * pixelsPerPoint) }
    /// The centre parameter in pixels, else the frame's centre. The catalogue keeps points within
    /// 100 times the container; a centre set some other way is held to that reach here (NaN as the
    /// frame's centre), so no kernel converts a wild coordinate to an integer.
    func center(_ p: ParameterValues) -> (x: Double, y: Double) {
        let middle = (x: Double(width) / 2, y: Double(height) / 2)
        guard let c = p.point("center").map(pixels) else { return middle }
        let reach = (x: 100 * Double(width), y: 100 * Double(height))
        return (
            c.x.isNaN ? middle.x : min(max(c.x, -reach.x), reach.x),
            c.y.isNaN ? middle.y : min(max(c.y, -reach.y), reach.y)
        )
    }

    /// The distance in pixels from `c` to the frame's farthest corner.
    func farthestCorner(from c: (x: Double, y: Double)) -> Double {
        let dx = max(c.x, Double(width) - c.x)
        let dy = max(c.y, Double(height) - c.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Runs `body` with the old, new and output pixels as packed words. At progress 0 or 1 it
    /// copies the old or new screen instead and returns false, so every kernel's ends are exact.
    @inline(__always)
    func run(
        _ old: Bitmap, _ new: Bitmap, _ out: inout Bitmap,
        _ body: (UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    ) {
        if progress <= 0 {
            out.pixels = old.pixels
            return
        }
        if progress >= 1 {
            out.pixels = new.pixels
            return
        }
        old.pixels.withUnsafeBytes { o in
            new.pixels.withUnsafeBytes { n in
                out.pixels.withUnsafeMutableBytes { d in
                    body(
                        o.baseAddress!.assumingMemoryBound(to: UInt32.self),
                        n.baseAddress!.assumingMemoryBound(to: UInt32.self),
                        d.baseAddress!.assumingMemoryBound(to: UInt32.self))
                }
            }
        }
    }
}

/// Small shared helpers over packed pixels.
enum KernelMath {
    /// The unit direction of a Core Image angle (counterclockwise from +x, y up) in y-down pixels.
    @inline(__always) static func direction(_ radians: Double) -> (dx: Double, dy: Double) {
        (cos(radians), -sin(radians))
    }

    /// The smallest and largest value of `x * dx + y * dy` over the frame's corners.
    static func span(_ dx: Double, _ dy: Double, width: Int, height: Int) -> (min: Double, max: Double) {
        let w = Double(width)
        let h = Double(height)
        let c = [0, w * dx, h * dy, w * dx + h * dy]
        return (c.min()!, c.max()!)
    }

    /// Bilinear sample of `tex` at pixel coordinates (`fx`, `fy`) (pixel centres at integers), clamped to the edges.
    @inline(__always) static func sample(_ tex: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ fx: Double, _ fy: Double)
        -> UInt32
    {
        // `> 0` is false for NaN, so a NaN coordinate samples the edge instead of trapping in `Int`.
        let x = fx > 0 ? min(fx, Double(w - 1)) : 0
        let y = fy > 0 ? min(fy, Double(h - 1)) : 0
        let xi = Int(x * 256)
        let yi = Int(y * 256)
        let x0 = xi >> 8
        let y0 = yi >> 8
        let ax = UInt32(xi & 255)
        let ay = UInt32(yi & 255)
        let x1 = min(x0 + 1, w - 1)
        let y1 = min(y0 + 1, h - 1)
        let r0 = tex + y0 * w
        let r1 = tex + y1 * w
        return PixelMath.lerp(PixelMath.lerp(r0[x0], r0[x1], ax), PixelMath.lerp(r1[x0], r1[x1], ax), ay)
    }

    /// `p` brightened towards `light` (a premultiplied opaque colour) by `k / 256`, channel-wise
    /// additive and saturating: a lamp or flash shining on the image.
    @inline(__always) static func add(_ p: UInt32, _ light: UInt32, _ k: UInt32) -> UInt32 {
        let l = PixelMath.scale(light, min(k, 256))
        var r: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            r |= min(((p >> shift) & 0xFF) + ((l >> shift) & 0xFF), 255) << shift
        }
        return r
    }

    /// `p`'s colour scaled by `k / 256` (`0...256`), its alpha kept: a shade falling on the image.
    @inline(__always) static func darken(_ p: UInt32, _ k: UInt32) -> UInt32 {
        (PixelMath.scale(p, k) & 0x00FF_FFFF) | (p & 0xFF00_0000)
    }

    /// A well-mixed 32-bit hash of two coordinates and a seed (seeded noise, random orders).
    @inline(__always) static func hash(_ x: Int, _ y: Int, _ seed: Int) -> UInt32 {
        var h =
            UInt32(truncatingIfNeeded: x) &* 0x8DA6_B343 ^ UInt32(truncatingIfNeeded: y) &* 0xD816_3841
            ^ UInt32(truncatingIfNeeded: seed) &* 0xCB1A_B31F
        h ^= h >> 15
        h = h &* 0x2C1B_3C6D
        h ^= h >> 12
        h = h &* 0x297A_2D39
        h ^= h >> 15
        return h
    }

    /// Hermite smoothstep of `x` over `0...1`.
    @inline(__always) static func smooth(_ x: Double) -> Double {
        let t = min(max(x, 0), 1)
        return t * t * (3 - 2 * t)
    }
}
