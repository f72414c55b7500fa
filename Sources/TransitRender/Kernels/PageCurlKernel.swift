#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TransitCore

/// `page-curl`: the old screen is a page lifted from the edge or corner the angle points to and
/// rolled over a cylinder of `radius` whose axis sweeps across the screen. Seen from above, a
/// pixel shows the folded-over back of the page (the old screen mirrored, washed pale as paper
/// seen from behind), else the page's front (shaded on the cylinder), else the new screen
/// darkened by the curl's shadow.
///
/// With `s` the distance along the direction, the axis at `s = L`, and `σ` the page's own
/// coordinate: the page is flat for `σ ≤ L`; at arc length `a = σ - L` it lies on the cylinder
/// at `s = L + R sin(a / R)`, and past half a turn it lies flat again, upside down, at
/// `s = 2L + πR - σ`.
enum PageCurlKernel {
    /// How pale the page's back is: the share of white mixed into the old screen.
    static let paperWash: Float = 0.72

    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: PageCurl.self)
        let (dx, dy) = KernelMath.direction(e.angle.radians)
        let span = KernelMath.span(dx, dy, width: f.width, height: f.height)
        let R = max(f.pixels(e.radius), 0.5), shadowWidth = max(R * e.shadowSize, 0.5)
        let end = span.min - R - shadowWidth - 1  // the cylinder and its shadow past the far side
        let L = span.max + f.progress * (end - span.max)
        let amount = Float(clamp01(e.shadowAmount))
        let white = Bitmap.pack(.white)
        let w = f.width, h = f.height, wd = Double(w), hd = Double(h)
        f.run(old, new, &out) { o, n, d in
            /// The page's back at page coordinate `sigma` for the pixel at (`px`, `py`) with `s`, if on the image.
            @inline(__always) func page(_ px: Double, _ py: Double, _ s: Double, _ sigma: Double) -> UInt32? {
                let sx = px + (sigma - s) * dx, sy = py + (sigma - s) * dy
                guard sx >= 0, sy >= 0, sx < wd, sy < hd else { return nil }
                return KernelMath.sample(o, w, h, sx - 0.5, sy - 0.5)
            }
            @inline(__always) func back(_ p: UInt32, _ light: Double) -> UInt32 {
                KernelMath.darken(PixelMath.lerp(p, white, PixelMath.weight(paperWash)), PixelMath.weight(Float(light)))
            }
            for y in 0..<h {
                let py = Double(y) + 0.5
                let row = y * w
                for x in 0..<w {
                    let px = Double(x) + 0.5
                    let s = px * dx + py * dy
                    let i = row + x
                    if s <= L {
                        // Flat: the old page, unless the flap folded over past half a turn lies on top.
                        if let p = page(px, py, s, 2 * L + .pi * R - s) {
                            d[i] = back(p, 1)
                        } else {
                            d[i] = o[i]
                        }
                        continue
                    }
                    if s <= L + R {
                        let phi = asin(min((s - L) / R, 1))
                        if let p = page(px, py, s, L + R * (.pi - phi)) {
                            d[i] = back(p, 0.82 + 0.18 * cos(phi)); continue
                        }
                        if let p = page(px, py, s, L + R * phi) {
                            d[i] = KernelMath.darken(p, PixelMath.weight(Float(0.55 + 0.45 * cos(phi)))); continue
                        }
                    }
                    // The new screen, in the curl's shadow near the axis.
                    let fall = 1 - (s - L) / (R + shadowWidth)
                    if fall > 0 {
                        let k = PixelMath.weight(1 - amount * Float(fall * fall))
                        d[i] = KernelMath.darken(n[i], k)
                    } else {
                        d[i] = n[i]
                    }
                }
            }
        }
    }
}
