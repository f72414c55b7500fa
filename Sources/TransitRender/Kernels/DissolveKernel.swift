import TransitCore

/// `dissolve`: each cell switches from the old screen to the new one when the progress passes
/// its seeded random threshold, so the same seed always gives the same frames.
enum DissolveKernel {
    static func render(_ t: PixelTransition, old: Bitmap, new: Bitmap, out: inout Bitmap) {
        let f = KernelFrame(t, old), e = t.effect(as: Dissolve.self)
        let cell = max(1, Int(f.pixels(e.cellSize).rounded()))
        let limit = UInt32(f.progress * 65536)  // a cell shows the new screen when its 16-bit key < limit
        let w = f.width
        f.run(old, new, &out) { o, n, d in
            for y in 0..<f.height {
                let row = y * w, cy = y / cell
                var x = 0
                while x < w {
                    let end = min(x + cell, w)
                    let src = KernelMath.hash(x / cell, cy, e.seed) >> 16 < limit ? n : o
                    for i in (row + x)..<(row + end) { d[i] = src[i] }
                    x = end
                }
            }
        }
    }
}
