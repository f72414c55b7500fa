#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A curl along rows (angle 0, the default): `s = x + 0.5` on every row, and every sample of the
/// page lies on its pixel's own row (`sy = py`, weight 0 down), so what a column shows (the old
/// or new screen, the page's back or front at a texel pair and weight, the shade) is worked out
/// once a frame, and each row applies it: no per-pixel arcsine, cosine or bilinear set-up.
extension PageCurlKernel.Curl {
    /// What one column shows, with the texel pair, weight across and shade of its sample.
    struct Column: Sendable {
        enum Kind: UInt8, Sendable { case old, new, shadedNew, back, front }
        var kind: Kind
        var x0: Int32 = 0, x1: Int32 = 0
        var ax: UInt32 = 0, k: UInt32 = 256
    }

    /// Column `x`'s plan: `pixel` with the row left out (valid only when `dy == 0`).
    func column(_ x: Int) -> Column {
        let px = Double(x) + 0.5
        let s = px * dx
        // The sample's column, clamped and weighted as `KernelMath.sample` does.
        func sample(_ sigma: Double, _ kind: Column.Kind, _ k: UInt32) -> Column? {
            let sx = px + (sigma - s) * dx
            guard sx >= 0, sx < wd else { return nil }
            let fx = sx - 0.5
            let cx = fx > 0 ? min(fx, Double(w - 1)) : 0
            let xi = Int(cx * 256)
            let x0 = xi >> 8
            return Column(kind: kind, x0: Int32(x0), x1: Int32(min(x0 + 1, w - 1)), ax: UInt32(xi & 255), k: k)
        }
        if s <= L {
            return sample(2 * L + .pi * R - s, .back, PixelMath.weight(Float(1))) ?? Column(kind: .old)
        }
        if s <= L + R {
            let phi = asin(min((s - L) / R, 1))
            if let c = sample(L + R * (.pi - phi), .back, PixelMath.weight(Float(0.82 + 0.18 * cos(phi)))) { return c }
            if let c = sample(L + R * phi, .front, PixelMath.weight(Float(0.55 + 0.45 * cos(phi)))) { return c }
        }
        let fall = 1 - (s - L) / (R + shadowWidth)
        guard fall > 0 else { return Column(kind: .new) }
        return Column(kind: .shadedNew, k: PixelMath.weight(1 - amount * Float(fall * fall)))
    }

    /// Columns `range` of row `y` from their plans.
    ///
    /// Memory safety: `x0` and `x1` lie in `0..<w` (`column` clamps the sample to `0...w - 1`).
    @inline(__always)
    func drawColumns(
        _ plan: UnsafePointer<Column>, _ range: Range<Int>, _ y: Int, _ o: UnsafePointer<UInt32>,
        _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>
    ) {
        let row = y * w
        let ro = o + row
        let rn = n + row
        let rd = d + row
        let wash = PixelMath.weight(PageCurlKernel.paperWash)
        for x in range {
            let c = plan[x]
            switch c.kind {
            case .old: rd[x] = ro[x]
            case .new: rd[x] = rn[x]
            case .shadedNew: rd[x] = KernelMath.darken(rn[x], c.k)
            case .back:
                let p = PixelMath.lerp(ro[Int(c.x0)], ro[Int(c.x1)], c.ax)
                rd[x] = KernelMath.darken(PixelMath.lerp(p, white, wash), c.k)
            case .front: rd[x] = KernelMath.darken(PixelMath.lerp(ro[Int(c.x0)], ro[Int(c.x1)], c.ax), c.k)
            }
        }
    }
}
