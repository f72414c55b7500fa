import TransitCore

/// The fast path of a gradient layer whose colour changes along the rows (a slanted gradient, or
/// any gradient on a turned or perspective layer: fold's shaded strips): each pixel's gradient
/// parameter is one division of two quantities linear along the row,
///
///     s(x) = N(x) / W(x) + e,   N = cu U + cv V,   (U, V, W) = the layer map at the pixel centre,
///
/// with `cu = dx / (width len²)`, `cv = dy / (height len²)` and `e = -(start · d) / len²`, eight
/// pixels at a time in `Double` lanes, the colours looked up and composited eight at a time. The
/// general path (`gradientRow`, the reference) divides U and V by W per pixel and then projects
/// the point on the gradient's axis; the two are the same expression rearranged, so they differ by
/// a few roundings of `Double`: below 10⁻⁹ where |s| <= 2²⁰ at both ends of the row (s is
/// monotonic between them, W keeping its sign). The colour index `Int(s * 255 + 0.5)` can
/// therefore differ from the reference's only where `s * 255 + 0.5` lies within 10⁻⁶ of a whole
/// number, and then by one: each pixel is within one lookup entry of the reference (bound: the
/// largest channel step between neighbouring entries, plus 1 for the blend's rounding;
/// `GradientLanesTests`). Rows that do not meet those conditions return false (`gradientRow`
/// then divides per pixel); with one lane the same expression runs pixel by pixel. In eight lanes,
/// rows gentle enough divide once per eight pixels and step s between (`GradientSteps.swift`),
/// within the same bound.
extension LayerRows {
    /// The largest |s| at a row's ends for which the row takes this path.
    static let gradientLanesLimit = 0x1p20

    /// The gradient parameter of layer map outputs `(U, V, W)` as `(cu U + cv V) / W + e`: `g`'s
    /// axis divided by its squared length and the layer's size, and its start's offset.
    func gradientAxis(_ g: Gradient) -> (cu: Double, cv: Double, e: Double) {
        let size = layer.layerSize
        let dx = g.end.x - g.start.x
        let dy = g.end.y - g.start.y
        let len2 = max(dx * dx + dy * dy, 1e-12)
        return (dx / (size.width * len2), dy / (size.height * len2), -(g.start.x * dx + g.start.y * dy) / len2)
    }

    /// Whether nothing of gradient `g` changes along a pixel row of a layer mapped by `t` (a
    /// vertical gradient on an upright layer): `gradientRow` then draws each row in one colour.
    static func isConstantAlongRows(_ g: Gradient, map t: Homography) -> Bool {
        t.wx == 0 && (g.end.x - g.start.x == 0 || t.ux == 0) && (g.end.y - g.start.y == 0 || t.vx == 0)
    }

    /// Draws `span` of row `y` of gradient `g` (colours `lookup`, 256 entries) with coverage `cov`
    /// and returns true. It returns false, drawing nothing, when the row does not meet the type's
    /// conditions.
    func gradientLanes(
        _ g: Gradient, _ lookup: [UInt32], y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        guard lookup.count == 256 else { return false }
        let t = layer.map
        let (cu, cv, e) = gradientAxis(g)
        let py = Double(y) + 0.5
        // N and W along the row: n0 + x nx, w0 + x wx at pixel centre x.
        let nx = t.ux * cu + t.vx * cv
        let n0 = (py * t.uy + t.u0) * cu + (py * t.vy + t.v0) * cv
        let wx = t.wx
        let w0 = py * t.wy + t.w0
        let first = Double(span.lowerBound) + 0.5
        let last = Double(span.upperBound) - 0.5
        let wa = first * wx + w0
        let wb = last * wx + w0
        let sa = (first * nx + n0) / wa + e
        let sb = (last * nx + n0) / wb + e
        // `<=` is false for NaN; W of one sign at both ends keeps it from zero between.
        guard wa * wb > 0, abs(sa) <= Self.gradientLanesLimit, abs(sb) <= Self.gradientLanesLimit else { return false }
        let alpha = layer.alpha
        lookup.withUnsafeBufferPointer { colours in
            let c = colours.baseAddress!
            @inline(__always) func index(_ s: Double) -> Int { s > 0 ? Int(min(s, 1) * 255 + 0.5) : 0 }
            var x = span.lowerBound
            if vectorised && Self.gradientSteps(wx: wx, d: nx * wa - wx * (first * nx + n0), wa: wa, wb: wb) {
                // One division a group, the colours from the indices (`GradientSteps.swift`).
                let ramp = GradientLookup(c, step: gradientRamp)
                // s in 0...1 at both ends (so all along: it is monotonic) needs no clamp.
                let clamps = !(sa >= 0 && sa <= 1 && sb >= 0 && sb <= 1)
                while x &+ 8 <= span.upperBound {
                    let i = Self.steppedIndices(x: x, nx: nx, n0: n0, wx: wx, w0: w0, e: e, clamps: clamps)
                    let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
                    let under = PixelMath.load8(row + x)
                    PixelMath.store8(
                        ramp.isBlack
                            ? Self.blendBlack(i, over: under, k: k)
                            : PixelMath.blend(ramp.colours(i), over: under, kk: k | (k &<< 16)), row + x)
                    x &+= 8
                }
            } else if vectorised {
                let ramp = SIMD8<Double>(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5)
                while x &+ 8 <= span.upperBound {
                    let xs = SIMD8(repeating: Double(x)) + ramp
                    let s = (xs * nx + n0) / (xs * wx + w0) + e
                    // Lane by lane (the standard `clamped` on a vector does not specialise).
                    let colour = SIMD8<UInt32>(
                        c[index(s[0])], c[index(s[1])], c[index(s[2])], c[index(s[3])], c[index(s[4])],
                        c[index(s[5])], c[index(s[6])], c[index(s[7])])
                    let k = PixelMath.weights(PixelMath.loadFloats8(cov + x) * alpha)
                    PixelMath.store8(
                        PixelMath.blend(colour, over: PixelMath.load8(row + x), kk: k | (k &<< 16)), row + x)
                    x &+= 8
                }
            }
            while x < span.upperBound {
                let px = Double(x) + 0.5
                let k = PixelMath.weight(cov[x] * alpha)
                if k > 0 { row[x] = PixelMath.blend(c[index((px * nx + n0) / (px * wx + w0) + e)], over: row[x], k: k) }
                x &+= 1
            }
        }
        return true
    }
}
