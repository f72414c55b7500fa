import TransitCore

/// `disintegrate`: a pixel keeps the old screen while its mask value is above the progress (so
/// darker areas dissolve first), with a soft edge; the remaining old screen casts a blurred,
/// offset shadow of `shadowDensity` on the new screen. The mask and the shadow live on a grid
/// of one cell per point and are sampled bilinearly.
enum DisintegrateKernel {
    /// Width of the soft dissolving edge, in mask units (0...1).
    static let edge = 0.03

    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Disintegrate.self)
        let step = max(1, Int(f.pixelsPerPoint.rounded()))
        let gw = (f.width + step - 1) / step, gh = (f.height + step - 1) / step
        let mask =
            t.mask.map { NoiseMask(width: gw, height: gh, image: $0) }
            ?? NoiseMask(width: gw, height: gh, seed: e.seed, feature: 90)
        let threshold = f.progress * (1 + 2 * edge) - edge
        // Old-screen coverage per grid cell, 0...256 fixed point.
        let coverage: (Double) -> Double = { m in min(max((m - threshold) / edge, 0), 1) }
        var shadow = mask.values.map { UInt32(coverage(Double($0) / 65535) * 255 + 0.5) }
        let blurRadius = BoxBlur.passRadius(forBlur: f.pixels(e.shadowRadius) / Double(step))
        shadow.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: gw, height: gh, radius: blurRadius)
        }
        let offset = (x: f.pixels(e.shadowOffset.x), y: f.pixels(e.shadowOffset.y))
        let density = Float(clamp01(e.shadowDensity))
        let w = f.width, invStep = 1 / Double(step)
        f.run(old, new, &out) { o, n, d in
            mask.values.withUnsafeBufferPointer { mv in
                shadow.withUnsafeBufferPointer { sv in
                    for y in 0..<f.height {
                        let row = y * w
                        let my = grid(Double(y), invStep, gh), sy = grid(Double(y) - offset.y, invStep, gh)
                        for x in 0..<w {
                            let mx = grid(Double(x), invStep, gw)
                            let m = Double(bilinear(mv.baseAddress!, gw, mx, my)) / 65535
                            let keep = coverage(m)
                            let i = row + x
                            if keep >= 1 { d[i] = o[i]; continue }
                            let sx = grid(Double(x) - offset.x, invStep, gw)
                            let shade = Float(bilinear(sv.baseAddress!, gw, sx, sy)) / 255 * density
                            let shaded = KernelMath.darken(n[i], PixelMath.weight(1 - shade))
                            d[i] = keep <= 0 ? shaded : PixelMath.lerp(shaded, o[i], PixelMath.weight(Float(keep)))
                        }
                    }
                }
            }
        }
    }

    /// A pixel coordinate as a grid position: (cell, fraction in 0..<256), clamped.
    @inline(__always) static func grid(_ p: Double, _ inv: Double, _ n: Int) -> (Int, UInt32) {
        let g = min(max((p + 0.5) * inv - 0.5, 0), Double(n - 1))
        let fixed = Int(g * 256)
        return (fixed >> 8, UInt32(fixed & 255))
    }

    @inline(__always) static func bilinear<T: BinaryInteger>(
        _ v: UnsafePointer<T>, _ w: Int, _ x: (Int, UInt32), _ y: (Int, UInt32)
    ) -> UInt32 {
        let x1 = x.1 == 0 ? x.0 : x.0 + 1, y1 = y.1 == 0 ? y.0 : y.0 + 1
        let a = UInt32(v[y.0 * w + x.0]), b = UInt32(v[y.0 * w + x1]), c = UInt32(v[y1 * w + x.0]),
            d = UInt32(v[y1 * w + x1])
        let top = a * (256 - x.1) + b * x.1, bottom = c * (256 - x.1) + d * x.1
        return (top * (256 - y.1) + bottom * y.1) >> 16
    }
}
