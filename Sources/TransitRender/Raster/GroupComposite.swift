/// How a group of eight sampled pixels of a textured row (`steppedRow`, `columnRow`) meets the
/// row: inside the fully covered run at its one weight (no coverage read; opaque texels at full
/// weight are a store), elsewhere at each pixel's coverage.
///
/// ```swift
/// let composite = GroupComposite(alpha: layer.alpha, opaque: layer.isOpaque, full: full, fullValue: fullValue)
/// composite.store(samples, at: x, cov: cov, row: row)
/// ```
struct GroupComposite {
    let fullKK: SIMD8<UInt32>
    let fullStores: Bool
    let fullFirst: Int, fullEnd: Int
    let alpha: Float
    let opaque: Bool

    /// For a layer of opacity `alpha` whose texels are all `opaque` or not, on a row whose pixels
    /// of `full` all have coverage `fullValue`. (The layer's two facts, not the layer: copying a
    /// `PreparedLayer` retains its contents.)
    @inline(__always) init(alpha: Float, opaque: Bool, full: Range<Int>, fullValue: Float) {
        let fullK = PixelMath.weights(SIMD8(repeating: fullValue * alpha))
        fullKK = fullK | fullK &<< 16
        self.opaque = opaque
        fullStores = opaque && fullK == SIMD8(repeating: 256)
        fullFirst = full.lowerBound
        fullEnd = full.upperBound &- 8
        self.alpha = alpha
    }

    /// Composites `s` onto pixels `x..<x + 8` of `row`.
    @inline(__always) func store(
        _ s: SIMD8<UInt32>, at x: Int, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>
    ) {
        if x >= fullFirst && x <= fullEnd {
            if fullStores {
                PixelMath.store8(s, row + x)
            } else {
                PixelMath.store8(PixelMath.blend(s, over: PixelMath.load8(row + x), kk: fullKK), row + x)
            }
            return
        }
        let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
        if opaque && k == SIMD8(repeating: 256) {
            PixelMath.store8(s, row + x)  // opaque texels at full weight hide what is there
        } else {
            PixelMath.store8(PixelMath.blend(s, over: PixelMath.load8(row + x), kk: k | (k &<< 16)), row + x)
        }
    }
}
