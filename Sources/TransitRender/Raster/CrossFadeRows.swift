/// An opaque layer under a translucent one, both copies of opaque images on whole pixels (a
/// fade, or any layer fading in over an opaque screen): where both cover a row fully, the pixel
/// is `scale(upper, k) + scale(lower, 257 - k)` for the upper layer's weight `k`, one pass
/// reading both images, exactly what copying the lower row and compositing the upper over it
/// gives (the upper's scaled alpha is `k - 1`, so source-over keeps `257 - k` of the lower).
///
/// Memory safety: the run is cut to the columns whose texels lie inside both layers' clamps
/// (`wholeTexels`), so every texel read is inside its bitmap; pixel columns lie in `0..<width`
/// (`RectCoverage.fullColumns`).
extension LayerRows {
    /// The columns of row `y` that `lower` (drawn first) and `upper` (drawn next, with nothing
    /// hidden of it in `upperHidden`) both cover fully as whole-texel copies; at least eight
    /// pixels, else nil. The plan has matched the layers (`Fusion.crossFade`: `lower` opaque,
    /// `upper` an opaque image at partial opacity without shadow or mask, both whole texels).
    static func crossFadeRun(
        _ lower: borrowing LayerRows, under upper: borrowing LayerRows, row y: Int, upperHidden: Range<Int>
    ) -> Range<Int>? {
        // The layers are the fusion's (`Fusion.crossFade`): only the row is looked at here.
        guard let upperRect = upper.rect else { return nil }
        let lowerFull = lower.opaqueColumns(row: y)
        let upperFull = upperRect.fullColumns(row: y)
        guard lowerFull.overlaps(upperFull) else { return nil }
        var run = lowerFull.clamped(to: upperFull)
        guard run.count >= 8, let a = lower.wholeTexels(row: y, from: run.lowerBound),
            let b = upper.wholeTexels(row: y, from: run.lowerBound)
        else { return nil }
        // Where both texels lie inside their clamps: `lo <= x + offset <= hi` for each.
        let first = max(a.lo - a.offset, b.lo - b.offset)
        let last = min(a.hi - a.offset, b.hi - b.offset)
        guard first <= last else { return nil }
        run = run.clamped(to: first..<(last + 1))
        let (left, right) = subtract(upperHidden, from: run)
        run = left.count >= right.count ? left : right
        return run.count >= 8 ? run : nil
    }

    /// Draws `run` of row `y` (from `crossFadeRun`): every pixel written, nothing read from `row`.
    static func crossFade(
        _ lower: borrowing LayerRows, under upper: borrowing LayerRows, row y: Int, run: Range<Int>,
        into row: UnsafeMutablePointer<UInt32>
    ) {
        guard let a = lower.wholeTexels(row: y, from: run.lowerBound),
            let b = upper.wholeTexels(row: y, from: run.lowerBound)
        else { return }
        let k = PixelMath.weight(upper.layer.alpha)
        let bottom = a.texRow + a.offset
        let top = b.texRow + b.offset
        var x = run.lowerBound
        let kt = SIMD8<UInt32>(repeating: k | k << 16)
        let kb = SIMD8<UInt32>(repeating: (257 - k) | (257 - k) << 16)
        while lower.vectorised && x &+ 8 <= run.upperBound {
            PixelMath.store8(
                PixelMath.scale(PixelMath.load8(top + x), kt) &+ PixelMath.scale(PixelMath.load8(bottom + x), kb),
                row + x)
            x &+= 8
        }
        while x < run.upperBound {
            row[x] = PixelMath.scale(top[x], k) &+ PixelMath.scale(bottom[x], 257 - k)
            x &+= 1
        }
    }
}
