/// How a group of eight sampled pixels of a textured row (`steppedRow`, `columnRow`) meets the
/// row: inside the fully covered run at its one weight (no coverage read; opaque texels at full
/// weight are a store), elsewhere at each pixel's coverage; then, when the row carries a `Shade`
/// (`Fusion.shadedTurn`), the shade over them at its own opacity and the same coverage, before
/// the pixels are stored: the two composites of drawing the layer and then its shade, in one
/// load and one store.
///
/// ```swift
/// let composite = GroupComposite(alpha: layer.alpha, opaque: layer.isOpaque, y: y, full: full, fullValue: fullValue)
/// composite.store(samples, at: x, cov: cov, row: row)
/// ```
struct GroupComposite {
    /// The weight over the fully covered run, in both 16-bit halves.
    let fullKK: UInt32
    /// Whether a group inside the fully covered run is a store (opaque texels at full weight).
    let fullStores: Bool
    let fullFirst: Int, fullEnd: Int
    let alpha: Float
    let opaque: Bool
    /// The shade (`hasShade`): its colour or its gradient's table and the row's centre, its opacity
    /// and its weight over the fully covered run (both halves). Plain words, so that the struct is
    /// small to pass.
    let hasShade: Bool
    let shadeColour: UInt32
    let shadeGradient: UnsafePointer<ColumnGradient>?
    let cy: Double
    let shadeAlpha: Float
    let shadeFullK: UInt32, shadeFullKK: UInt32

    /// For a layer of opacity `alpha` whose texels are all `opaque` or not, on row `y` whose pixels
    /// of `full` all have coverage `fullValue`, with `shade` over it or none. (The layer's two
    /// facts, not the layer: copying a `PreparedLayer` retains its contents.)
    @inline(__always) init(
        alpha: Float, opaque: Bool, y: Int, full: Range<Int>, fullValue: Float, shade: Shade? = nil
    ) {
        let fullK = PixelMath.weights(SIMD8(repeating: fullValue * alpha))[0]
        fullKK = fullK | fullK &<< 16
        self.opaque = opaque
        fullStores = opaque && fullK == 256
        fullFirst = full.lowerBound
        fullEnd = full.upperBound &- 8
        self.alpha = alpha
        hasShade = shade != nil
        shadeColour = shade?.colour ?? 0
        shadeGradient = shade?.gradient
        cy = Double(y) + 0.5
        shadeAlpha = shade?.alpha ?? 0
        let shadeK = PixelMath.weights(SIMD8(repeating: fullValue * shadeAlpha))[0]
        shadeFullK = shadeK
        shadeFullKK = shadeK | shadeK &<< 16
    }

    /// Composites `s` onto pixels `x..<x + 8` of `row`.
    @inline(__always) func store(
        _ s: SIMD8<UInt32>, at x: Int, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>
    ) {
        store(s, at: x, cov: cov, row: row, EitherShade.self)
    }

    /// `store` with the shade's colours from `S`, which the caller knows for all its groups (a
    /// tile's rows share one layer and one shade): no test of the shade's kind a group.
    @inline(__always) func store<S: ShadeColours>(
        _ s: SIMD8<UInt32>, at x: Int, cov: UnsafeMutablePointer<Float>, row: UnsafeMutablePointer<UInt32>,
        _ shade: S.Type
    ) {
        var out: SIMD8<UInt32>
        if x >= fullFirst && x <= fullEnd {
            out = fullStores ? s : PixelMath.blend(s, over: PixelMath.load8(row + x), kk: SIMD8(repeating: fullKK))
            if hasShade {
                out = S.shade(
                    self, at: x, over: out, k: SIMD8(repeating: shadeFullK), kk: SIMD8(repeating: shadeFullKK))
            }
            PixelMath.store8(out, row + x)
            return
        }
        let c = PixelMath.loadFloats8(cov + x)
        let k = PixelMath.weights(c * alpha)
        // Opaque texels at full weight hide what is there.
        out =
            opaque && k == SIMD8(repeating: 256)
            ? s : PixelMath.blend(s, over: PixelMath.load8(row + x), kk: k | (k &<< 16))
        if hasShade {
            let k2 = PixelMath.weights(c * shadeAlpha)
            out = S.shade(self, at: x, over: out, k: k2, kk: k2 | (k2 &<< 16))
        }
        PixelMath.store8(out, row + x)
    }

    /// The shade over pixel `p` of column `x` and coverage `c` (`p` itself without a shade), as
    /// `store` and the shade's own pass give it one pixel at a time.
    @inline(__always) func shaded(_ p: UInt32, at x: Int, coverage c: Float) -> UInt32 {
        guard hasShade else { return p }
        let k = PixelMath.weight(c * shadeAlpha)
        return k > 0 ? PixelMath.blend(shadeGradient?.pointee.colour(at: x, cy: cy) ?? shadeColour, over: p, k: k) : p
    }
}

/// Where the colours of a `GroupComposite`'s shade come from, as a type: decided once for a run
/// of groups, not tested group by group.
protocol ShadeColours {
    /// The shade's colours over pixels `x..<x + 8` of `composite`'s row.
    static func colours(_ composite: GroupComposite, at x: Int) -> SIMD8<UInt32>
    /// The shade over `out`, pixels `x..<x + 8` of `composite`'s row, at weights `k` (`0...256`;
    /// `kk` the same in both 16-bit halves): `PixelMath.blend` of its colours, to the bit.
    static func shade(
        _ composite: GroupComposite, at x: Int, over out: SIMD8<UInt32>, k: SIMD8<UInt32>, kk: SIMD8<UInt32>
    ) -> SIMD8<UInt32>
}

extension ShadeColours {
    @inline(__always) static func shade(
        _ composite: GroupComposite, at x: Int, over out: SIMD8<UInt32>, k: SIMD8<UInt32>, kk: SIMD8<UInt32>
    ) -> SIMD8<UInt32> {
        PixelMath.blend(colours(composite, at: x), over: out, kk: kk)
    }
}

/// A shade of one colour (or none: then `hasShade` is false and no colour is read).
enum SolidShade: ShadeColours {
    @inline(__always) static func colours(_ composite: GroupComposite, at x: Int) -> SIMD8<UInt32> {
        SIMD8(repeating: composite.shadeColour)
    }
}

/// Either, tested where a group reads the shade's colours.
enum EitherShade: ShadeColours {
    @inline(__always) static func colours(_ composite: GroupComposite, at x: Int) -> SIMD8<UInt32> {
        composite.shadeGradient?.pointee.colours(at: x, cy: composite.cy) ?? SIMD8(repeating: composite.shadeColour)
    }
}

/// A gradient's shade, from its column table (`GradientColumns`); black from clear to opaque
/// (fold's) composited as its alpha alone (`LayerRows.blendBlack`).
enum GradientShade: ShadeColours {
    @inline(__always) static func colours(_ composite: GroupComposite, at x: Int) -> SIMD8<UInt32> {
        composite.shadeGradient.unsafelyUnwrapped.pointee.colours(at: x, cy: composite.cy)
    }

    @inline(__always) static func shade(
        _ composite: GroupComposite, at x: Int, over out: SIMD8<UInt32>, k: SIMD8<UInt32>, kk: SIMD8<UInt32>
    ) -> SIMD8<UInt32> {
        let gradient = composite.shadeGradient.unsafelyUnwrapped
        guard gradient.pointee.lookup.isBlack, gradient.pointee.fixed == nil else {
            return PixelMath.blend(gradient.pointee.colours(at: x, cy: composite.cy), over: out, kk: kk)
        }
        return LayerRows.blendBlack(gradient.pointee.indices(at: x, cy: composite.cy), over: out, k: k)
    }
}

/// A colour drawn over a layer in the layer's own shape (the shade of a turned page), at opacity
/// `alpha`: what `Fusion.shadedTurn` folds into the layer's textured rows. One colour, or a
/// gradient's colours (`GradientColumns`).
struct Shade {
    /// Premultiplied, packed as `Bitmap` packs it (unused when `gradient` is given).
    let colour: UInt32
    let gradient: UnsafePointer<ColumnGradient>?
    let alpha: Float
}
