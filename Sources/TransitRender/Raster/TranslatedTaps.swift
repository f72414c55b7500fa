/// Where a row of a layer that is only translated at its texture's scale reads its texels: the
/// same two texel rows and the same two weights for every pixel, each pixel one texel further
/// than the last. Whole-texel placement is the case `ax == 0`, `ay == 0` (one tap, a copy).
/// Shared by `translateRow` (the layer drawn alone) and `shadedRun` (the layer drawn with the
/// shade over it in one pass), which so read the same texels with the same weights.
///
/// Memory safety: the texel row `yi >> 8` is clamped to `PreparedLayer.clamp` (inside the
/// bitmap), and `r1` is the next row only when `ay > 0`, which the clamp leaves only below its
/// last row. Pixels `lo...hi` read texels `x + offset` (and `x + offset + 1` when `ax > 0`)
/// inside `clamp.x0...clamp.x1`, hence inside the bitmap's row.
struct TranslatedTaps {
    /// The upper texel row, and the lower one (`r0` itself when `ay == 0`).
    let r0: UnsafePointer<UInt32>, r1: UnsafePointer<UInt32>
    /// The weights of the right and lower taps (`0..<256`).
    let ax: UInt32, ay: UInt32
    /// Pixel `x` reads texel `x + offset` (and the one right of it).
    let offset: Int
    /// The pixels whose taps all lie inside the clamp (an empty range when `lo > hi`).
    let lo: Int, hi: Int
    /// The row's texel position in 24.8 fixed point, clamped.
    let yi: Int
}

extension LayerRows {
    /// The taps of row `y` from pixel `x` on when the layer is translated only (one texel a
    /// pixel across, none down, no perspective), else nil (also without a texture, or with the
    /// fast paths off). Positions are `textureRow`'s, computed at pixel `x`.
    func translatedTaps(row y: Int, from x: Int) -> TranslatedTaps? {
        guard stepsWholeTexels, let tex = texels else { return nil }
        let t = layer.map
        let py = Double(y) + 0.5
        let px = Double(x) + 0.5
        let inv = placement.inverse
        let fx = Self.fixed((px * t.ux + py * t.uy + t.u0) * inv)
        let fy = Self.fixed((px * t.vx + py * t.vy + t.v0) * inv)
        return translatedTaps(tex, fx: fx, fy: fy, from: x)
    }

    /// The taps for pixel `x` at texel position `fx`, `fy` (16.16), each pixel to the right one
    /// texel further.
    @inline(__always)
    func translatedTaps(_ tex: UnsafePointer<UInt32>, fx: Int, fy: Int, from x: Int) -> TranslatedTaps {
        let c = layer.clamp
        let yi = (min(max(fy, c.y0), c.y1) + 128) >> 8
        let ay = UInt32(yi & 255)
        let r0 = tex + (yi >> 8) * texWidth
        let start = fx + 128 - x * 65536
        let ax = UInt32((start >> 8) & 255)
        let offset = start >> 16
        return TranslatedTaps(
            r0: r0, r1: ay == 0 ? r0 : r0 + texWidth, ax: ax, ay: ay, offset: offset, lo: (c.x0 >> 16) - offset,
            hi: (c.x1 >> 16) - offset - (ax == 0 ? 0 : 1), yi: yi)
    }
}
