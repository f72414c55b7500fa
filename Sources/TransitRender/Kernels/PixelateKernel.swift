import TransitCore

/// `pixelate`: the cross-fade of the two screens cut into square blocks laid out from the centre,
/// each filled with the colour at its centre. The block size rises from one pixel to the maximum
/// in the middle and back; between whole sizes the frames of the two nearest sizes are mixed, so
/// the blocks change size without a pop.
enum PixelateKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Pixelate.self)
        let size = max(1, f.pixels(e.blockSize(at: f.progress)))
        let small = Int(size), mix = PixelMath.weight(Float(size - Double(small)))
        let k = PixelMath.weight(Float(KernelMath.smooth((f.progress - 0.35) / 0.3)))
        let w = f.width, h = f.height
        let columns = (sampleIndex(w, block: small), sampleIndex(w, block: small + 1))
        let rows = (sampleIndex(h, block: small), sampleIndex(h, block: small + 1))
        f.run(old, new, &out) { o, n, d in
            for y in 0..<h {
                let r0 = rows.0[y] * w, r1 = rows.1[y] * w, row = y * w
                for x in 0..<w {
                    let a = r0 + columns.0[x], b = r1 + columns.1[x]
                    let pa = PixelMath.lerp(o[a], n[a], k)
                    d[row + x] = mix == 0 ? pa : PixelMath.lerp(pa, PixelMath.lerp(o[b], n[b], k), mix)
                }
            }
        }
    }

    /// For each pixel index along an axis of `count`, the index of its block's centre, blocks of
    /// `block` pixels laid out from the middle of the axis.
    static func sampleIndex(_ count: Int, block: Int) -> [Int] {
        let origin = count / 2 - ((count / 2) / block + 1) * block
        return (0..<count).map { i in
            let start = origin + ((i - origin) / block) * block
            return min(max(start + block / 2, 0), count - 1)
        }
    }
}
