/// A separable shadow's rows at full strength, worked out once a frame. A screen's shadow is a
/// column profile times a row profile, and the row profile is 1 on every row but the few within
/// its blur of the top and bottom: on those rows each column's weight, its shadow pixel and the
/// factor over what lies beneath are the same from row to row. So they are tabulated once, and
/// such a row is one scale and one add a pixel, eight at a time, instead of the weight worked
/// out from the coverage and the shadow colour scaled by it on every row.
///
/// The same pixels as `ShadowImage.blend`'s eight-pixel loop (the weight rounded by
/// `PixelMath.weights`, the shadow colour `over` the row); its pixels one at a time round a
/// weight near a tie up (`PixelMath.weight`), 1/256 apart, which these do not: at most 1 apart
/// per channel.
///
/// ```swift
/// let full = ShadowFullRow(columns: profile, color: black, strength: 0.45)
/// full.composite(x0: x0, span: 120..<168, row: pixels, vectorised: true)
/// ```
struct ShadowFullRow {
    /// The shadow colour at each column's weight (`PixelMath.scale`), from the profile's first column.
    let pixels: [UInt32]
    /// What each column leaves of the pixel beneath (`256 -` the shadow pixel's alpha), in both
    /// 16-bit halves.
    let factors: [UInt32]

    /// The rows of a shadow of colour `color` whose coverage is `columns[x - x0] * strength`.
    init(columns: [Float], color: UInt32, strength: Float) {
        var pixels = [UInt32](repeating: 0, count: columns.count)
        var factors = [UInt32](repeating: 0, count: columns.count)
        for (i, c) in columns.enumerated() {
            let k = PixelMath.weights(SIMD8(repeating: c * strength))[0]
            let pixel = PixelMath.scale(color, k)
            let factor = 256 - (pixel >> 24)
            pixels[i] = pixel
            factors[i] = factor | factor << 16
        }
        self.pixels = pixels
        self.factors = factors
    }

    /// The shadow over pixels `span` of `row`, whose first column is `x0`.
    func composite(x0: Int, span: Range<Int>, row: UnsafeMutablePointer<UInt32>, vectorised: Bool) {
        pixels.withUnsafeBufferPointer { p in
            factors.withUnsafeBufferPointer { f in
                let shadow = p.baseAddress!
                let factor = f.baseAddress!
                var x = span.lowerBound
                while vectorised && x &+ 8 <= span.upperBound {
                    let i = x &- x0
                    let beneath = PixelMath.scale(PixelMath.load8(row + x), PixelMath.load8(factor + i))
                    PixelMath.store8(PixelMath.load8(shadow + i) &+ beneath, row + x)
                    x &+= 8
                }
                while x < span.upperBound {
                    let i = x &- x0
                    row[x] = shadow[i] &+ PixelMath.scale(row[x], factor[i] & 0xFFFF)
                    x &+= 1
                }
            }
        }
    }
}
