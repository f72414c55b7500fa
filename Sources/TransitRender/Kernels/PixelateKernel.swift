import TransitCore

/// `pixelate`: both screens are cut into square blocks, each block filled with the colour at its
/// centre; the block size rises from one pixel to the maximum in the middle and back, while the
/// blocks cross-fade from the old screen's to the new one's.
enum PixelateKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = Pixelate(parameters: t.parameters)
        let block = max(1, Int(f.pixels(e.blockSize(at: f.progress)).rounded()))
        let k = PixelMath.weight(Float(KernelMath.smooth((f.progress - 0.35) / 0.3)))
        let w = f.width, h = f.height
        // Blocks are laid out from the centre, so the pattern stays put as the size changes.
        let ox = ((w / 2) % block) - block, oy = ((h / 2) % block) - block
        f.run(old, new, &out) { o, n, d in
            var by = oy
            while by < h {
                let y0 = max(by, 0), y1 = min(by + block, h)
                let sy = min(max(by + block / 2, 0), h - 1) * w
                var bx = ox
                while bx < w {
                    let x0 = max(bx, 0), x1 = min(bx + block, w)
                    let sx = min(max(bx + block / 2, 0), w - 1)
                    let c = block == 1 ? 0 : PixelMath.lerp(o[sy + sx], n[sy + sx], k)
                    for y in y0..<y1 {
                        let row = y * w
                        if block == 1 { for x in x0..<x1 { d[row + x] = PixelMath.lerp(o[row + x], n[row + x], k) } }
                        else { for x in x0..<x1 { d[row + x] = c } }
                    }
                    bx += block
                }
                by += block
            }
        }
    }
}
