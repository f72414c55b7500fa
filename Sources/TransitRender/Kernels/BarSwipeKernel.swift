import TransitCore

/// `bar-swipe`: the old screen is cut into bars along the angle; each bar slides away along it,
/// alternate bars lagging by the bar offset, uncovering the new screen.
///
/// Drawn in row bands. Within one bar every pixel samples the old screen at the same offset,
/// so a row splits into runs of one bar; each run is the new screen where the slid bar has left
/// (copied), the old screen through the shared 2-tap row filter (`LayerRows.filterRun`, eight
/// pixels at a time) where its samples lie inside the image, and `Bars.pixel` at the few
/// columns where a sample is clamped to the image's edge.
enum BarSwipeKernel {
    static let banded = BandedKernel(drawing: Bars.self)
    /// Every pixel through `Bars.pixel`: the reference the banded kernel is tested against.
    static let reference = BandedKernel.reference(drawing: Bars.self)

    /// One frame's bars: direction, thickness and the two shifts, in pixels.
    struct Bars: FrameRows {
        let dx: Double, dy: Double, bar: Double
        /// How far even and odd bars have slid.
        let shifts: (even: Double, odd: Double)
        let w: Int, h: Int, wd: Double, hd: Double

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: BarSwipe.self)
            (dx, dy) = KernelMath.direction(e.angle.radians)
            let span = KernelMath.span(dx, dy, width: f.width, height: f.height)
            let length = span.max - span.min + 1
            let lag = f.pixels(e.barOffset)
            bar = max(f.pixels(e.width), 1)
            let travel = f.progress * (length + lag)
            shifts = (travel, max(0, travel - lag))
            w = f.width
            h = f.height
            wd = Double(w)
            hd = Double(h)
        }

        /// The index of the bar the pixel centre (`px`, `py`) lies in, counted across the direction.
        /// Each step of it is monotonic in `px` (a product, a sum and a division by a positive
        /// `bar`, each rounded monotonically), so along a row it never returns to a value it left.
        @inline(__always) func barIndex(_ px: Double, _ py: Double) -> Double {
            ((px * -dy + py * dx) / bar).rounded(.down)
        }

        @inline(__always) func shift(_ index: Double) -> Double {
            Int(index) & 1 == 0 ? shifts.even : shifts.odd
        }

        /// Pixel (`x`, `y`) of the frame: the old screen slid by its bar's shift, else the new one.
        @inline(__always)
        func pixel(_ x: Int, _ y: Int, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>) -> UInt32 {
            let px = Double(x) + 0.5
            let py = Double(y) + 0.5
            let s = shift(barIndex(px, py))
            let sx = px - s * dx
            let sy = py - s * dy
            if sx >= 0 && sy >= 0 && sx < wd && sy < hd { return KernelMath.sample(o, w, h, sx - 0.5, sy - 0.5) }
            return n[y * w + x]
        }

        func draw(
            rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            fast: Bool
        ) {
            for y in rows {
                let row = y * w
                guard fast else {
                    for x in 0..<w { d[row + x] = pixel(x, y, o, n) }
                    continue
                }
                let py = Double(y) + 0.5
                var x = 0
                while x < w {
                    let index = barIndex(Double(x) + 0.5, py)
                    let end = runEnd(from: x, index: index, py: py)
                    drawRun(x..<end, y: y, shift: shift(index), o, n, d)
                    x = end
                }
            }
        }

        /// The end of the run of columns from `x` (whose bar is `index`) that lie in the same bar.
        /// The estimate from the bar's edge is corrected by the exact per-pixel index, which is
        /// monotonic along the row, so the run ends exactly where the per-pixel test changes bar.
        @inline(__always) func runEnd(from x: Int, index: Double, py: Double) -> Int {
            let slope = -dy / bar
            var end = w
            if slope > 0 || slope < 0 {
                let across = (Double(x) + 0.5) * -dy / bar + py * dx / bar
                let edge = slope > 0 ? index + 1 : index
                let columns = min(max((edge - across) / slope, 1), Double(w))
                end = min(w, x + Int(columns))
            }
            while end < w && barIndex(Double(end) + 0.5, py) == index { end += 1 }
            while end > x + 1 && barIndex(Double(end - 1) + 0.5, py) != index { end -= 1 }
            return end
        }

        /// Columns `run` of row `y`, all in one bar slid by `s`.
        @inline(__always)
        func drawRun(
            _ run: Range<Int>, y: Int, shift s: Double, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>,
            _ d: UnsafeMutablePointer<UInt32>
        ) {
            let row = y * w
            let py = Double(y) + 0.5
            let sy = py - s * dy
            let offset = s * dx
            // The sample's x, `x + 0.5 - offset`, rises with x, so the columns whose sample lies on
            // the image (`0 <= sx < wd`) are one interval; with sy off the image there are none.
            guard sy >= 0 && sy < hd else { return KernelRows.copy(n + row, d + row, run) }
            // Estimates a column short of each end of that interval, then the exact test.
            var lo = clampColumn(offset - 1.5, run)
            var hi = clampColumn(wd + offset + 1.5, run)
            while lo < hi && !(Double(lo) + 0.5 - offset >= 0) { lo += 1 }
            while hi > lo && !(Double(hi - 1) + 0.5 - offset < wd) { hi -= 1 }
            KernelRows.copy(n + row, d + row, run.lowerBound..<lo)
            KernelRows.copy(n + row, d + row, hi..<run.upperBound)
            // Columns whose sample needs no clamp in x (`0 <= fx < w - 1`) go through the 2-tap filter.
            var a = lo
            var b = hi
            while a < b && !(sampleX(a, offset) >= 0) { a += 1 }
            while b > a && !(sampleX(b - 1, offset) < Double(w - 1)) { b -= 1 }
            if a < b {
                let fy = sy - 0.5
                let cy = fy > 0 ? min(fy, Double(h - 1)) : 0
                let yi = Int(cy * 256)
                let ay = UInt32(yi & 255)
                let xi = Int(sampleX(a, offset) * 256)
                let ax = UInt32(xi & 255)
                let first = xi >> 8
                // Memory safety: `first >= 0` since the sample at `a` is at least 0 (the loop above),
                // and the run reads texels `first..<first + count` (through `first + count` when
                // ax > 0), which `count` keeps at most `w - 1`; row `yi >> 8` and, when ay > 0, the
                // next one lie in the image since cy is clamped to `0...h - 1` (ay > 0 only below h - 1).
                let count = min(b - a, w - first - (ax > 0 ? 1 : 0))
                if count > 0 {
                    let r0 = o + (yi >> 8) * w + first
                    let r1 = ay == 0 ? r0 : r0 + w
                    LayerRows.filterRun(
                        r0, r1, ax: ax, ay: ay, into: d + row + a, count: count, k: 256, replace: true,
                        vectorised: PixelMath.vectorised)
                }
                b = a + max(count, 0)
            } else {
                b = a
            }
            for x in lo..<a { d[row + x] = pixel(x, y, o, n) }
            for x in b..<hi { d[row + x] = pixel(x, y, o, n) }
        }

        /// The x of the old-screen sample for column `x` (pixel centres at whole numbers), as `pixel` computes it.
        @inline(__always) func sampleX(_ x: Int, _ offset: Double) -> Double { (Double(x) + 0.5 - offset) - 0.5 }

        /// `v` as a column of `run`, rounded down and clamped to it.
        @inline(__always) func clampColumn(_ v: Double, _ run: Range<Int>) -> Int {
            let c = min(max(v, Double(run.lowerBound)), Double(run.upperBound))
            return c.isNaN ? run.lowerBound : Int(c.rounded(.down))
        }
    }
}
