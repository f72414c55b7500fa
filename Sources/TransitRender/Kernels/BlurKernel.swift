import TransitCore

/// `blur`: the old screen box-blurred (three running-sum passes) by `Blur.oldRadius`, then the new
/// one by `Blur.newRadius`, switching at the half through a short blend (`Blur.newWeight`); only
/// inside the blend are both screens blurred.
///
/// A wide blur (16 pixels a pass or more) runs on the screens averaged over blocks of 2, 4 or 8
/// pixels, keeping at least 8 block pixels a pass (`ReducedBlur`), and is drawn back at full size
/// bilinearly: the same Gaussian-like bell within a fraction of a percent of its width, at a
/// sixteenth of the cost or less. Narrower blurs run at full size.
enum BlurKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        render(t, old: old, new: new, out: &out, reduces: true)
    }

    /// Every blur at full size: the reference the reduced blur is tested against.
    static func reference(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        render(t, old: old, new: new, out: &out, reduces: false)
    }

    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap, reduces: Bool) {
        let f = KernelFrame(t, old), e = t.effect(as: Blur.self)
        let w = e.newWeight(at: f.progress)
        let rOld = BoxBlur.passRadius(forBlur: f.pixels(e.oldRadius(at: f.progress)))
        let rNew = BoxBlur.passRadius(forBlur: f.pixels(e.newRadius(at: f.progress)))
        let count = f.width * f.height
        let k = PixelMath.weight(Float(w))
        let used = (w <= 0 ? [rOld] : (w >= 1 ? [rNew] : [rOld, rNew])).min()!
        let block = reduces ? ReducedBlur.block(forPassRadius: used) : 1
        f.run(old, new, &out) { o, n, d in
            if block > 1 {
                var reduced = ReducedBlur(width: f.width, height: f.height, block: block)
                if w <= 0 {
                    reduced.blur(o, radius: rOld)
                } else if w >= 1 {
                    reduced.blur(n, radius: rNew)
                } else {
                    reduced.blur(o, radius: rOld, mixing: n, radius: rNew, weight: k)
                }
                reduced.draw(into: d)
                return
            }
            if w <= 0 {
                blurred(o, into: d, count: count, f: f, radius: rOld)
            } else if w >= 1 {
                blurred(n, into: d, count: count, f: f, radius: rNew)
            } else {
                blurred(o, into: d, count: count, f: f, radius: rOld)
                var newer = [UInt32](repeating: 0, count: count)
                newer.withUnsafeMutableBufferPointer {
                    blurred(n, into: $0.baseAddress!, count: count, f: f, radius: rNew)
                }
                for i in 0..<count { d[i] = PixelMath.lerp(d[i], newer[i], k) }
            }
        }
    }

    /// `source` blurred by `radius` pixels per pass into `d`. Below one pixel the result is the
    /// one-pixel blur faded in by the radius, so the blur (and its rounding) fades out smoothly
    /// as the radius reaches zero at the run's ends.
    private static func blurred(
        _ source: UnsafePointer<UInt32>, into d: UnsafeMutablePointer<UInt32>, count: Int, f: KernelFrame,
        radius: Double
    ) {
        d.update(from: source, count: count)
        BoxBlur.blur(d, width: f.width, height: f.height, radius: max(radius, 1))
        if radius < 1 {
            let k = PixelMath.weight(Float(max(radius, 0)))
            for i in 0..<count { d[i] = PixelMath.lerp(source[i], d[i], k) }
        }
    }
}
