import TransitCore

/// `blur`: the cross-fade of the two screens, box-blurred (three running-sum passes) by a radius
/// that rises to the maximum in the middle and falls to zero at both ends. Blurring is linear,
/// so blurring the cross-fade once equals cross-fading the two blurred screens.
enum BlurKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Blur.self)
        let r = BoxBlur.passRadius(forBlur: f.pixels(e.blurRadius(at: f.progress)))
        let k = PixelMath.weight(Float(KernelMath.smooth((f.progress - 0.3) / 0.4)))
        let count = f.width * f.height
        f.run(old, new, &out) { o, n, d in
            for i in 0..<count { d[i] = PixelMath.lerp(o[i], n[i], k) }
            BoxBlur.blur(d, width: f.width, height: f.height, radius: r)
        }
    }
}
