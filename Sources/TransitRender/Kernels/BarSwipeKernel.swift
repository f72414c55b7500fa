import TransitCore

/// `bar-swipe`: the old screen is cut into bars along the angle; each bar slides away along it,
/// alternate bars lagging by the bar offset, uncovering the new screen.
enum BarSwipeKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: BarSwipe.self)
        let (dx, dy) = KernelMath.direction(e.angle.radians)
        let span = KernelMath.span(dx, dy, width: f.width, height: f.height)
        let length = span.max - span.min + 1, lag = f.pixels(e.barOffset), bar = max(f.pixels(e.width), 1)
        let travel = f.progress * (length + lag)
        let shifts = (travel, max(0, travel - lag))  // even bars, odd bars
        let w = f.width, h = f.height, wd = Double(w), hd = Double(h)
        f.run(old, new, &out) { o, n, d in
            for y in 0..<h {
                let py = Double(y) + 0.5
                for x in 0..<w {
                    let px = Double(x) + 0.5
                    // Bars run along the direction; their index counts across it.
                    let across = (px * -dy + py * dx) / bar
                    let shift = Int(across.rounded(.down)) & 1 == 0 ? shifts.0 : shifts.1
                    let sx = px - shift * dx, sy = py - shift * dy
                    let i = y * w + x
                    if sx >= 0 && sy >= 0 && sx < wd && sy < hd {
                        d[i] = KernelMath.sample(o, w, h, sx - 0.5, sy - 0.5)
                    } else {
                        d[i] = n[i]
                    }
                }
            }
        }
    }
}
