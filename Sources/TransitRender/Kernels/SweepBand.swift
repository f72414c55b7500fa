import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A band of `width` pixels sweeping across the frame towards a Core Image angle: ahead of it
/// the old screen, behind it the new one. Used by `swipe` and `copy-machine`.
///
/// `position(x:y:)` is 0 at the band's leading edge and 1 at its trailing edge; it is below 0
/// everywhere at progress 0 and at least 1 everywhere at progress 1.
struct SweepBand {
    let dx: Double, dy: Double
    /// The band's leading edge along the direction, in pixels.
    let edge: Double
    let width: Double

    init(radians: Double, width: Double, progress: Double, frameWidth: Int, frameHeight: Int) {
        (dx, dy) = KernelMath.direction(radians)
        self.width = max(width, 1)
        let span = KernelMath.span(dx, dy, width: frameWidth, height: frameHeight)
        edge = span.min + progress * (span.max - span.min + self.width)
    }

    /// The band coordinate of pixel (`x`, `y`)'s centre.
    @inline(__always) func position(x: Int, y: Int) -> Double {
        (edge - ((Double(x) + 0.5) * dx + (Double(y) + 0.5) * dy)) / width
    }
    /// How `position` changes from one pixel to the next along a row.
    var step: Double { -dx / width }

    /// Calls `body(i, u)` for each pixel of the frame with its band coordinate `u`.
    @inline(__always) func forEachPixel(width w: Int, height h: Int, _ body: (Int, Double) -> Void) {
        let du = step
        for y in 0..<h {
            var u = position(x: 0, y: y)
            let row = y * w
            for x in 0..<w {
                body(row + x, u)
                u += du
            }
        }
    }
}

/// `swipe`: a soft band cross-fades from the old screen to the new one as it sweeps, tinted by
/// the colour at the given opacity, strongest at the band's middle.
enum SwipeKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old)
        let e = t.effect(as: Swipe.self)
        let band = SweepBand(
            radians: e.angle.radians, width: f.pixels(e.width), progress: f.progress, frameWidth: f.width,
            frameHeight: f.height)
        let color = Bitmap.pack(e.color)
        let tint = Float(clamp01(e.opacity))
        f.run(old, new, &out) { o, n, d in
            band.forEachPixel(width: f.width, height: f.height) { i, u in
                if u <= 0 {
                    d[i] = o[i]
                } else if u >= 1 {
                    d[i] = n[i]
                } else {
                    let mix = PixelMath.lerp(o[i], n[i], PixelMath.weight(Float(u)))
                    d[i] =
                        tint > 0
                        ? PixelMath.lerp(mix, color, PixelMath.weight(tint * (1 - abs(2 * Float(u) - 1)))) : mix
                }
            }
        }
    }
}
