#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TransitCore

/// `ripple`: a ring wave `width` wide travels out from the centre until it has passed the
/// farthest corner. Outside it the old screen, inside it the new one; on the ring both are
/// refracted radially by up to `scale` and shaded by a generated light from the top left.
enum RippleKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Ripple.self)
        let c = f.center(t.parameters)
        let ring = max(f.pixels(e.width), 1), bend = f.pixels(e.scale)
        let far = f.farthestCorner(from: c)
        let front = f.progress * (far + ring), back = front - ring
        let front2 = front * front, back2 = back > 0 ? back * back : -1
        let white = Bitmap.pack(.white)
        let lightX = -0.7071, lightY = -0.7071
        let w = f.width, h = f.height
        f.run(old, new, &out) { o, n, d in
            for y in 0..<h {
                let ry = Double(y) + 0.5 - c.y
                let row = y * w
                for x in 0..<w {
                    let rx = Double(x) + 0.5 - c.x
                    let r2 = rx * rx + ry * ry
                    let i = row + x
                    if r2 >= front2 { d[i] = o[i]; continue }
                    if r2 <= back2 { d[i] = n[i]; continue }
                    let r = r2.squareRoot()
                    let u = (front - r) / ring  // 0 at the leading edge, 1 at the trailing edge
                    let nx = r > 0 ? rx / r : 0, ny = r > 0 ? ry / r : 0
                    let phase = Double.pi * u
                    let shift = bend * sin(phase) * 0.5  // refraction along the radius
                    let sx = Double(x) + nx * shift, sy = Double(y) + ny * shift
                    let mix = KernelMath.smooth((u - 0.3) / 0.4)
                    let from = mix >= 1 ? 0 : KernelMath.sample(o, w, h, sx, sy)
                    let to = mix <= 0 ? 0 : KernelMath.sample(n, w, h, sx, sy)
                    let base =
                        mix <= 0 ? from : (mix >= 1 ? to : PixelMath.lerp(from, to, PixelMath.weight(Float(mix))))
                    // Slope of the crest facing the light brightens, the other side darkens.
                    let light = cos(phase) * (nx * lightX + ny * lightY) * sin(phase).squareRoot()
                    d[i] =
                        light >= 0
                        ? PixelMath.lerp(base, white, PixelMath.weight(Float(light * 0.55)))
                        : KernelMath.darken(base, PixelMath.weight(Float(1 + light * 0.25)))
                }
            }
        }
    }
}
