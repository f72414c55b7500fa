import TransitCore

/// `copy-machine`: a bar of coloured light sweeps across like a copier's lamp. Its bright leading
/// edge switches the old screen to the new one; the light fades out behind it. An opacity above 1
/// washes the lit area towards white.
enum CopyMachineKernel {
    /// The share of the bar taken by its bright leading edge.
    static let leading = 0.15

    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old)
        let e = t.effect(as: CopyMachine.self)
        let band = SweepBand(
            radians: e.angle.radians, width: f.pixels(e.width), progress: f.progress, frameWidth: f.width,
            frameHeight: f.height)
        let light = Bitmap.pack(e.color.withAlpha(1))
        let white = Bitmap.pack(.white)
        let strength = e.opacity
        f.run(old, new, &out) { o, n, d in
            band.forEachPixel(width: f.width, height: f.height) { i, u in
                if u <= 0 {
                    d[i] = o[i]
                    return
                }
                if u >= 1 {
                    d[i] = n[i]
                    return
                }
                let rise = KernelMath.smooth(u / leading)
                let base = rise >= 1 ? n[i] : PixelMath.lerp(o[i], n[i], PixelMath.weight(Float(rise)))
                let glow = strength * (u < leading ? rise : 1 - KernelMath.smooth((u - leading) / (1 - leading)))
                let lit = PixelMath.lerp(base, light, PixelMath.weight(Float(min(glow, 1) * 0.8)))
                d[i] = glow > 1 ? KernelMath.add(lit, white, PixelMath.weight(Float(glow - 1))) : lit
            }
        }
    }
}
