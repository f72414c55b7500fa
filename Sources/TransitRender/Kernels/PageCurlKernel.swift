import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
///
/// Drawn in row bands. `s` is linear along a row, so each row splits into columns that are
/// plainly the old screen (before the folded flap: `s < 2L + πR - max s`), plainly the new one
/// (past the cylinder's shadow), copied, and the columns between, drawn by `Curl.pixel`.
enum PageCurlKernel {
    /// How pale the page's back is: the share of white mixed into the old screen.
    static let paperWash: Float = 0.72

    static let banded = BandedKernel(drawing: Curl.self)
    /// Every pixel through `Curl.pixel`: the reference the banded kernel is tested against.
    static let reference = BandedKernel.reference(drawing: Curl.self)

    /// One frame's curl: direction, axis, radius and shadow, in pixels.
    struct Curl: FrameRows {
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // R and L are the radius and axis of the formulas in the doc comment above.
        let dx: Double, dy: Double, R: Double, shadowWidth: Double, L: Double
        /// Below this `s` the flap cannot reach: the old screen.
        let flapStart: Double
        let amount: Float
        let white = Bitmap.pack(.white)
        let w: Int, h: Int, wd: Double, hd: Double
        /// For a curl straight from the right edge (angle 0: `dy` is zero, so `s` is the same
        /// down each column and every sample lies on its pixel's own row): what each column shows.
        private(set) var columns: [Column]? = nil

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: PageCurl.self)
            (dx, dy) = KernelMath.direction(e.angle.radians)
            let span = KernelMath.span(dx, dy, width: f.width, height: f.height)
            R = max(f.pixels(e.radius), 0.5)
            shadowWidth = max(R * e.shadowSize, 0.5)
            let end = span.min - R - shadowWidth - 1  // the cylinder and its shadow past the far side
            L = span.max + f.progress * (end - span.max)
            // The flap's page coordinate 2L + πR - s is beyond every point of the image (whose
            // coordinates are at most span.max) when s is below 2L + πR - span.max.
            flapStart = min(2 * L + .pi * R - span.max, L)
            amount = Float(clamp01(e.shadowAmount))
            w = f.width
            h = f.height
            wd = Double(w)
            hd = Double(h)
            if dy == 0 { columns = (0..<w).map(column) }
        }

        func draw(
            rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            fast: Bool
        ) {
            for y in rows {
                let py = Double(y) + 0.5
                let row = y * w
                guard fast else {
                    for x in 0..<w { d[row + x] = pixel(x, y, o, n) }
                    continue
                }
                let s0 = 0.5 * dx + py * dy
                let old = KernelRows.below(flapStart, s0: s0, ds: dx, width: w)
                let new = KernelRows.above(L + R + shadowWidth, s0: s0, ds: dx, width: w)
                KernelRows.copy(o + row, d + row, old)
                KernelRows.copy(n + row, d + row, new)
                // The columns between the two, which lie at opposite ends of the row (each a prefix or a suffix).
                let lo = max(old.lowerBound == 0 ? old.upperBound : 0, new.lowerBound == 0 ? new.upperBound : 0)
                let hi = min(old.lowerBound == 0 ? w : old.lowerBound, new.lowerBound == 0 ? w : new.lowerBound)
                if let columns {
                    columns.withUnsafeBufferPointer { drawColumns($0.baseAddress!, lo..<max(lo, hi), y, o, n, d) }
                } else {
                    for x in lo..<max(lo, hi) { d[row + x] = pixel(x, y, o, n) }
                }
            }
        }

        /// The page's back at page coordinate `sigma` for the pixel at (`px`, `py`) with `s`, if on the image.
        @inline(__always)
        func page(_ o: UnsafePointer<UInt32>, _ px: Double, _ py: Double, _ s: Double, _ sigma: Double) -> UInt32? {
            let sx = px + (sigma - s) * dx
            let sy = py + (sigma - s) * dy
            guard sx >= 0, sy >= 0, sx < wd, sy < hd else { return nil }
            return KernelMath.sample(o, w, h, sx - 0.5, sy - 0.5)
        }

        @inline(__always) func back(_ p: UInt32, _ light: Double) -> UInt32 {
            KernelMath.darken(PixelMath.lerp(p, white, PixelMath.weight(paperWash)), PixelMath.weight(Float(light)))
        }

        /// Pixel (`x`, `y`) of the frame.
        @inline(__always)
        func pixel(_ x: Int, _ y: Int, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>) -> UInt32 {
            let px = Double(x) + 0.5
            let py = Double(y) + 0.5
            let s = px * dx + py * dy
            let i = y * w + x
            if s <= L {
                // Flat: the old page, unless the flap folded over past half a turn lies on top.
                if let p = page(o, px, py, s, 2 * L + .pi * R - s) { return back(p, 1) }
                return o[i]
            }
            if s <= L + R {
                let phi = asin(min((s - L) / R, 1))
                if let p = page(o, px, py, s, L + R * (.pi - phi)) { return back(p, 0.82 + 0.18 * cos(phi)) }
                if let p = page(o, px, py, s, L + R * phi) {
                    return KernelMath.darken(p, PixelMath.weight(Float(0.55 + 0.45 * cos(phi))))
                }
            }
            // The new screen, in the curl's shadow near the axis.
            let fall = 1 - (s - L) / (R + shadowWidth)
            guard fall > 0 else { return n[i] }
            return KernelMath.darken(n[i], PixelMath.weight(1 - amount * Float(fall * fall)))
        }
    }
}
