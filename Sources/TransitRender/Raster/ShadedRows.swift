/// A translucent solid colour drawn right above an opaque layer that is only translated (the
/// shade push, cover and reveal dim the screen beneath with, over the same rectangle): where both
/// cover a row fully, the lower layer's texels (copied, or 2-tap filtered at a fraction of a
/// texel, `TranslatedTaps`) are scaled and offset by the colour before they are stored, one pass
/// instead of storing them and compositing the colour over them in a second. With the shade's
/// colour `c` at its weight `k` (`c` itself at 256, else `scale(c, k)`), a pixel is
/// `c + scale(sample, 256 - alpha(c))`: what `solidRow` composites over the stored sample, the
/// same operations in the same order, so the same bits (but where `opacity * 256` is an exact
/// tie, which `solidRow`'s vector loop rounds to even and this, as its scalar loop, up).
///
/// ```swift
/// if let s = LayerRows.shadedRun(rows[0], under: rows[1], row: y, shadeHidden: 0..<0) {  // a planned pair
///     LayerRows.drawShaded(s, into: frame + y * width)  // after both layers drew all but `s.run`
/// }
/// ```
///
/// Memory safety: the run is cut to `taps.lo...taps.hi` of the taps it is drawn with, the pixels
/// whose taps lie inside the lower layer's clamp (inside its bitmap); pixel columns lie in
/// `0..<width` (`RectCoverage.fullColumns`).
extension LayerRows {
    /// A run of a row where a shade is folded into the layer beneath it.
    struct ShadedRun {
        /// The columns drawn in one pass (at least eight).
        let run: Range<Int>
        /// Where the lower layer reads its texels.
        let taps: TranslatedTaps
        /// The shade's colour at its weight, and what it leaves of what is under it (`256 - alpha`).
        let colour: UInt32, keep: UInt32
        /// Whether the eight-pixel loop runs (the lower layer's lanes).
        let vectorised: Bool
    }

    /// The columns of row `y` that `lower` (opaque, translated only: `translatedTaps`) and `shade`
    /// (a solid colour drawn next, without mask or shadow, not opaque, nothing hidden of it but
    /// `shadeHidden`: `Fusion.shadedPair`'s predicate, which the plan has matched) both cover
    /// fully, with the lower layer's taps inside its texture; nil when fewer than eight.
    static func shadedRun(
        _ lower: borrowing LayerRows, under shade: borrowing LayerRows, row y: Int, shadeHidden: Range<Int>
    ) -> ShadedRun? {
        // The layers are the fusion's (`Fusion.shadedPair`): only the row is looked at here.
        guard let shadeRect = shade.rect, case .solid(let c) = shade.layer.source else { return nil }
        var run = lower.opaqueColumns(row: y)
        if let r = lower.rect,
            r.left != shadeRect.left || r.right != shadeRect.right || r.top != shadeRect.top
                || r.bottom != shadeRect.bottom
        {
            // A shade of its own rectangle (a shade with the layer's, as `ClassicGeometry.shade`
            // draws, covers fully all the layer does).
            let shadeFull = shadeRect.fullColumns(row: y)
            guard run.overlaps(shadeFull) else { return nil }
            run = run.clamped(to: shadeFull)
        }
        guard run.count >= 8, let taps = lower.translatedTaps(row: y, from: run.lowerBound), taps.lo <= taps.hi
        else { return nil }
        run = run.clamped(to: taps.lo..<(taps.hi + 1))
        let (left, right) = subtract(shadeHidden, from: run)
        run = left.count >= right.count ? left : right
        guard run.count >= 8 else { return nil }
        // `solidRow` at coverage 1: weight `k` from the opacity, then `blend(c, over:, k:)`.
        let k = PixelMath.weight(shade.layer.alpha)
        let colour = k >= 256 ? c : PixelMath.scale(c, k)
        return ShadedRun(
            run: run, taps: taps, colour: colour, keep: 256 - (colour >> 24), vectorised: lower.vectorised)
    }

    /// Draws `s.run` of a row (from `shadedRun`): every pixel written, nothing read from `row`.
    static func drawShaded(_ s: ShadedRun, into row: UnsafeMutablePointer<UInt32>) {
        let t = s.taps
        let count = s.run.count
        let x0 = s.run.lowerBound
        // Texel `x0 + offset` is inside the clamp: `x0 >= taps.lo` (`shadedRun`).
        let a = t.r0 + (x0 + t.offset)
        let b = t.r1 + (x0 + t.offset)
        let dst = row + x0
        let colour = s.colour
        let keep = s.keep
        let ax = t.ax
        let ay = t.ay
        let colour8 = SIMD8<UInt32>(repeating: colour)
        let keep8 = SIMD8<UInt32>(repeating: keep | keep << 16)
        var i = 0
        while s.vectorised && i &+ 8 <= count {
            PixelMath.store8(colour8 &+ PixelMath.scale(filter8(a, b, ax: ax, ay: ay, at: i), keep8), dst + i)
            i &+= 8
        }
        while i < count {
            dst[i] = colour &+ PixelMath.scale(filter(a, b, ax: ax, ay: ay, at: i), keep)
            i &+= 1
        }
    }
}
