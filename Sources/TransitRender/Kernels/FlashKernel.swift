#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TransitCore

/// `flash`: a glow with rays grows from the centre over the first half of the run until it
/// washes out the whole screen, the screens swap beneath it, and it fades over the second half.
/// Rays are a fixed angular pattern (a sum of sines) sharpened by the contrast and reaching
/// `maxStriationRadius / 2` times the glow's radius.
enum FlashKernel {
    static let rayTableSize = 1024

    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Flash.self)
        let c = f.center(t.parameters), p = f.progress
        let far = f.farthestCorner(from: c)
        let grow = min(p / 0.5, 1), radius = max(2.5 * far * grow * grow * grow, 1)
        let envelope = p <= 0.5 ? 1 : 1 - KernelMath.smooth((p - 0.5) / 0.5)
        let rayReach = radius * max(e.maxStriationRadius, 0.01) / 2
        let rays = rayTable(strength: e.striationStrength, contrast: e.striationContrast)
        let swap = PixelMath.weight(Float(KernelMath.smooth((p - 0.4) / 0.2)))
        let flash = Bitmap.pack(e.color.withAlpha(1))
        let gain = envelope / max(e.fadeThreshold, 0.01)
        let w = f.width
        f.run(old, new, &out) { o, n, d in
            rays.withUnsafeBufferPointer { table in
                for y in 0..<f.height {
                    let ry = Double(y) + 0.5 - c.y
                    let row = y * w
                    for x in 0..<w {
                        let rx = Double(x) + 0.5 - c.x
                        let r = (rx * rx + ry * ry).squareRoot()
                        let core = max(0, 1.6 * (1 - r / radius))
                        let reach = max(0, 1 - r / rayReach)
                        var intensity = core
                        if reach > 0 {
                            let a = fastAtan2(ry, rx)  // -pi...pi
                            let k = Int((a + .pi) * (Double(rayTableSize) / (2 * .pi))) & (rayTableSize - 1)
                            intensity += Double(table[k]) * reach
                        }
                        let i = row + x
                        let base = swap == 0 ? o[i] : (swap >= 256 ? n[i] : PixelMath.lerp(o[i], n[i], swap))
                        d[i] = PixelMath.lerp(base, flash, PixelMath.weight(Float(intensity * gain)))
                    }
                }
            }
        }
    }

    /// Ray brightness by angle: an irregular sum of sines in `0...1`, raised to a power that grows
    /// with the contrast, times the strength.
    static func rayTable(strength: Double, contrast: Double) -> [Float] {
        let exponent = 1 + 2 * contrast
        return (0..<rayTableSize).map { i in
            let a = Double(i) / Double(rayTableSize) * 2 * .pi
            let s = (sin(17 * a + 0.3) + sin(29 * a + 1.7) + sin(43 * a + 4.1) + sin(7 * a + 2.2)) / 8 + 0.5
            return Float(strength * pow(max(0, s), exponent))
        }
    }

    /// atan2 to within about 0.005 radians: a polynomial on the first octant, mirrored.
    @inline(__always) static func fastAtan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let mx = max(ax, ay)
        if mx == 0 { return 0 }
        let q = min(ax, ay) / mx, s = q * q
        var r = ((-0.0464964749 * s + 0.15931422) * s - 0.327622764) * s * q + q
        if ay > ax { r = .pi / 2 - r }
        if x < 0 { r = .pi - r }
        return y < 0 ? -r : r
    }
}
