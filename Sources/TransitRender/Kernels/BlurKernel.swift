import TransitCore

/// `blur`: the old screen box-blurred (three running-sum passes) by `Blur.oldRadius`, then the new
/// one by `Blur.newRadius`, switching at the half through a short blend (`Blur.newWeight`); only
/// inside the blend are both screens blurred.
///
/// A wide blur (16 pixels a pass or more) runs on the screens averaged over blocks of 2, 4 or 8
/// pixels, keeping at least 5 block pixels a pass (`ReducedBlur.block(forPassRadius:)`: within
/// 10 of 255 and 1.12 on average of the full-size blur over the run on the sample screens), and
/// is drawn back at full size bilinearly: the same Gaussian-like bell within about a percent of
/// its width, at a sixteenth of the cost or less, and no full-size bitmap. Narrower blurs run at
/// full size.
///
/// Drawn in row bands: the blur is made once a frame (`Picture`), and each band is drawn back
/// from the reduced picture on whichever thread takes it. A full-size blur is made in place in
/// the output (`BandedKernel.direct`), so no frame holds a full-size bitmap beyond its inputs and
/// output (but for the few frames of a narrow blur inside the short blend, which blur both
/// screens at full size).
enum BlurKernel {
    static let banded = BandedKernel(
        prepare: { t, old, new in
            let picture = Picture(t, old: old, new: new)
            return { rows, _, _, d in picture.draw(rows: rows, into: d) }
        },
        direct: { t, old, new, out in
            // At full size the frame is blurred in place in the output: no full-size bitmap.
            let plan = Plan(t, old)
            guard plan.block <= 1 else { return false }
            plan.frame.run(old, new, &out) { o, n, d in plan.fullSize(o, n, into: d) }
            return true
        })

    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        banded.run(t, old: old, new: new, into: &out)
    }

    /// Every blur at full size: the reference the reduced blur is tested against.
    static func reference(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let plan = Plan(t, old)
        plan.frame.run(old, new, &out) { o, n, d in plan.fullSize(o, n, into: d) }
    }

    /// One frame's radii, blend weight and block size.
    struct Plan {
        let frame: KernelFrame
        let weight: Double, k: UInt32
        let rOld: Double, rNew: Double
        let block: Int

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Blur.self)
            frame = f
            weight = e.newWeight(at: f.progress)
            k = PixelMath.weight(Float(weight))
            rOld = BoxBlur.passRadius(forBlur: f.pixels(e.oldRadius(at: f.progress)))
            rNew = BoxBlur.passRadius(forBlur: f.pixels(e.newRadius(at: f.progress)))
            let used = (weight <= 0 ? [rOld] : (weight >= 1 ? [rNew] : [rOld, rNew])).min()!
            block = ReducedBlur.block(forPassRadius: used)
        }

        /// The frame at full size into `d`.
        func fullSize(_ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, into d: UnsafeMutablePointer<UInt32>) {
            let count = frame.width * frame.height
            if weight <= 0 {
                blurred(o, into: d, radius: rOld)
            } else if weight >= 1 {
                blurred(n, into: d, radius: rNew)
            } else {
                blurred(o, into: d, radius: rOld)
                var newer = [UInt32](repeating: 0, count: count)
                newer.withUnsafeMutableBufferPointer { blurred(n, into: $0.baseAddress!, radius: rNew) }
                for i in 0..<count { d[i] = PixelMath.lerp(d[i], newer[i], k) }
            }
        }

        /// The frame on blocks (`block` above 1).
        func reduced(_ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>) -> ReducedBlur {
            var reduced = ReducedBlur(width: frame.width, height: frame.height, block: block)
            if weight <= 0 {
                reduced.blur(o, radius: rOld)
            } else if weight >= 1 {
                reduced.blur(n, radius: rNew)
            } else {
                reduced.blur(o, radius: rOld, mixing: n, radius: rNew, weight: k)
            }
            return reduced
        }

        /// `source` blurred by `radius` pixels per pass into `d`. Below one pixel the result is the
        /// one-pixel blur faded in by the radius, so the blur (and its rounding) fades out smoothly
        /// as the radius reaches zero at the run's ends.
        private func blurred(_ source: UnsafePointer<UInt32>, into d: UnsafeMutablePointer<UInt32>, radius: Double) {
            let count = frame.width * frame.height
            d.update(from: source, count: count)
            BoxBlur.blur(d, width: frame.width, height: frame.height, radius: max(radius, 1))
            if radius < 1 {
                let k = PixelMath.weight(Float(max(radius, 0)))
                for i in 0..<count { d[i] = PixelMath.lerp(source[i], d[i], k) }
            }
        }
    }

    /// A frame's blurred picture on blocks, made once and drawn back band by band.
    struct Picture: Sendable {
        let width: Int
        let reduced: ReducedBlur

        /// `t`'s blur on blocks (`Plan.block` above 1).
        init(_ t: PixelTransition, old: Bitmap, new: Bitmap) {
            let plan = Plan(t, old)
            precondition(plan.block > 1, "full-size frames are drawn by BandedKernel.direct")
            width = plan.frame.width
            reduced = old.pixels.withUnsafeBytes { ob in
                new.pixels.withUnsafeBytes { nb in
                    plan.reduced(
                        ob.baseAddress!.assumingMemoryBound(to: UInt32.self),
                        nb.baseAddress!.assumingMemoryBound(to: UInt32.self))
                }
            }
        }

        /// Rows `rows` of the frame into `d` (the frame's words).
        func draw(rows: Range<Int>, into d: UnsafeMutablePointer<UInt32>) {
            reduced.draw(rows: rows, columns: 0..<width, into: d)
        }
    }
}
