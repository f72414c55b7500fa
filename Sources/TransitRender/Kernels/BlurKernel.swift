import TransitCore

/// `blur`: the old screen box-blurred (three running-sum passes) by `Blur.oldRadius`, then the new
/// one by `Blur.newRadius`, switching at the half through a short blend (`Blur.newWeight`); only
/// inside the blend are both screens blurred.
enum BlurKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Blur.self)
        let w = e.newWeight(at: f.progress)
        let rOld = BoxBlur.passRadius(forBlur: f.pixels(e.oldRadius(at: f.progress)))
        let rNew = BoxBlur.passRadius(forBlur: f.pixels(e.newRadius(at: f.progress)))
        let count = f.width * f.height
        f.run(old, new, &out) { o, n, d in
            if w <= 0 {
                d.update(from: o, count: count)
                BoxBlur.blur(d, width: f.width, height: f.height, radius: rOld)
            } else if w >= 1 {
                d.update(from: n, count: count)
                BoxBlur.blur(d, width: f.width, height: f.height, radius: rNew)
            } else {
                d.update(from: o, count: count)
                BoxBlur.blur(d, width: f.width, height: f.height, radius: rOld)
                var newer = [UInt32](unsafeUninitializedCapacity: count) { b, c in
                    b.baseAddress!.update(from: n, count: count); c = count
                }
                newer.withUnsafeMutableBufferPointer {
                    BoxBlur.blur($0.baseAddress!, width: f.width, height: f.height, radius: rNew)
                }
                let k = PixelMath.weight(Float(w))
                for i in 0..<count { d[i] = PixelMath.lerp(d[i], newer[i], k) }
            }
        }
    }
}
