/// `gradientLanes`' eight-pixel loop without a division a pixel: along a row the gradient
/// parameter s(x) = N(x) / W(x) + e is a ratio of two linear functions, as a perspective texture
/// position is (`SteppedRows.swift`), so each group of eight divides once, at its middle m, and
/// evaluates the Taylor polynomial of degree 2 about it in `Double` lanes:
///
///     s(m + o) ≈ s(m) + s' o + s'' o² / 2,   s' = D / W²,   s'' = -2 wx D / W³,   D = nx W - wx N,
///
/// D being the same all along the row. For |o| <= 3.5 the polynomial is within
/// 3.5³ / 6 · max |s'''| = 42.875 wx² |D| / min |W|⁴ of the curve; a row steps only when that is
/// at most `gradientSteppingTolerance` (1/4096: a sixteenth of a lookup entry) with W of one sign
/// at both ends, and otherwise divides per pixel as before. The polynomial's roundings in
/// `Double` are below 10⁻⁹ where |s| <= 2²⁰ (`gradientLanesLimit`), and the colour index is s
/// clamped to 0...1, times 255, rounded to nearest (ties to even; the reference rounds halves
/// up). So a stepped index differs from the reference's (`gradientRow`) only where s * 255 lies
/// within 1/16 of a half, and then by one: the bound of `GradientLanes.swift` (one lookup entry)
/// holds unchanged, as `GradientLanesTests` and `GradientStepsTests` check.
///
/// The indices are vector lanes. A lookup that is a ramp (every entry entry 0 plus its index
/// times one step, in wrapping 32-bit arithmetic: fold's shade, black from clear to opaque, is
/// `i << 24`) gives its colours as `base + index * step`, the table's own entries, with no
/// lookup; any other lookup is read lane by lane. Black from clear to opaque is composited as its
/// alpha alone (`blendBlack`), to the bit what `PixelMath.blend` gives for its colours.
///
/// ```swift
/// if let step = LayerRows.rampStep(lookup) { /* colours = lookup[0] &+ index &* step */ }
/// ```
extension LayerRows {
    /// How far (in s, the gradient's 0...1 parameter) a stepped s may lie from the exact one.
    static let gradientSteppingTolerance = 1.0 / 4096

    /// The step of a ramp lookup (each entry `lookup[0] &+ i &* step`, compared entry by entry,
    /// so the formula gives the table's own words), nil for any other lookup.
    ///
    /// ```swift
    /// LayerRows.rampStep((0...255).map { UInt32($0) << 24 })  // 1 << 24
    /// ```
    static func rampStep(_ lookup: [UInt32]) -> UInt32? {
        guard lookup.count == 256 else { return nil }
        let step = lookup[1] &- lookup[0]
        for i in 0..<256 where lookup[i] != lookup[0] &+ UInt32(i) &* step { return nil }
        return step
    }

    /// Whether a row's gradient parameter N / W may be stepped (see the type's note): `wa`, `wb`
    /// are W at its first and last pixel centres (of one sign, checked by the caller), `d` is
    /// `nx W - wx N` (the same anywhere on the row).
    @inline(__always) static func gradientSteps(wx: Double, d: Double, wa: Double, wb: Double) -> Bool {
        let m = min(abs(wa), abs(wb))
        let m2 = m * m
        // `<=` is false for NaN.
        return 42.875 * wx * wx * abs(d) <= gradientSteppingTolerance * m2 * m2
    }

    /// `PixelMath.blend(index << 24, over: dst, kk: k | k << 16)` for eight pixels of black at
    /// alpha `index` (`0...255`) and weight `k` (`0...256`), to the bit: the colour scaled is
    /// alpha `a = index * k >> 8` alone (its other channels are 0), and what is under it is scaled
    /// by `256 - a`. The product is below 2¹⁶, so one 16-bit multiply a lane.
    ///
    /// ```swift
    /// LayerRows.blendBlack(SIMD8(repeating: 255), over: white8, k: SIMD8(repeating: 256))  // black
    /// ```
    @inline(__always) static func blendBlack(_ index: SIMD8<UInt32>, over dst: SIMD8<UInt32>, k: SIMD8<UInt32>)
        -> SIMD8<UInt32>
    {
        let product = unsafeBitCast(index, to: SIMD16<UInt16>.self) &* unsafeBitCast(k, to: SIMD16<UInt16>.self)
        let a = unsafeBitCast(product &>> 8, to: SIMD8<UInt32>.self)
        let keep = SIMD8<UInt32>(repeating: 256) &- a
        return (a &<< 24) &+ PixelMath.scale(dst, keep | (keep &<< 16))
    }

    /// The colour indices (`0...255`) of the eight pixels whose centres lie at `x + 0.5` to
    /// `x + 7.5`, s stepped about their middle; `N = n0 + x nx`, `W = w0 + x wx`. Without
    /// `clamps` s is not clamped to 0...1: on a row whose s lies in 0...1 at both ends (so all
    /// along), a stepped s lies within 1/4096 of 0...1 and rounds to an index in 0...255 anyway.
    ///
    /// ```swift
    /// let index = LayerRows.steppedIndices(x: 16, nx: nx, n0: n0, wx: wx, w0: w0, e: e)
    /// ```
    @inline(__always) static func steppedIndices(
        x: Int, nx: Double, n0: Double, wx: Double, w0: Double, e: Double, clamps: Bool = true
    ) -> SIMD8<UInt32> {
        let m = Double(x) + 4
        let wm = m * wx + w0
        let nm = m * nx + n0
        let r = 1 / wm
        let slope = (nx * wm - wx * nm) * r * r
        let halfBend = -wx * r * slope
        let o = SIMD8<Double>(-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5)
        let s = (o * halfBend + SIMD8(repeating: slope)) * o + SIMD8(repeating: nm * r + e)
        return gradientIndices(s, clamps: clamps)
    }

    /// The colour indices of eight gradient parameters `s` (finite): each clamped to 0...1 (unless
    /// not `clamps`: s already within 1/4096 of it), times 255, rounded to nearest (ties to even).
    ///
    /// ```swift
    /// LayerRows.gradientIndices(SIMD8(repeating: 0.5))  // 128 in every lane (127.5 to even)
    /// ```
    @inline(__always) static func gradientIndices(_ s: SIMD8<Double>, clamps: Bool = true) -> SIMD8<UInt32> {
        // 1.5 * 2^52 added leaves s * 255 rounded in the low word of each lane (its low word is 0).
        let magic = SIMD8<Double>(repeating: 0x1.8p52)
        guard clamps else { return unsafeBitCast(s * 255 + magic, to: SIMD16<UInt32>.self).evenHalf }
        // The clamp as masks (all ones where true; `replace(with:where:)` goes lane by lane).
        let below = unsafeBitCast(s .< 0, to: SIMD8<UInt64>.self)
        let above = unsafeBitCast(s .> 1, to: SIMD8<UInt64>.self)
        let one = SIMD8<UInt64>(repeating: 0x3FF0_0000_0000_0000)
        let clamped = unsafeBitCast(
            unsafeBitCast(s, to: SIMD8<UInt64>.self) & ~(below | above) | (one & above), to: SIMD8<Double>.self)
        return unsafeBitCast(clamped * 255 + magic, to: SIMD16<UInt32>.self).evenHalf
    }

    /// `gradientIndices` of one parameter `s` (finite), to the bit.
    @inline(__always) static func gradientIndex(_ s: Double) -> UInt32 {
        let clamped = s < 0 ? 0 : s > 1 ? 1 : s
        return UInt32(truncatingIfNeeded: (clamped * 255 + 0x1.8p52).bitPattern)
    }
}

/// A gradient's 256 colours as the eight-pixel loops read them by index: lane by lane from the
/// table or, where the table is a ramp (`LayerRows.rampStep`), as entry 0 plus the index times
/// the step (the table's own words, no loads).
///
/// ```swift
/// let colours = GradientLookup(table, step: LayerRows.rampStep(lookup)).colours(indices)
/// ```
struct GradientLookup {
    let table: UnsafePointer<UInt32>
    let step: UInt32?
    /// Whether the colours are black from clear to opaque (`i << 24`, fold's shade): composited as
    /// their alpha alone (`LayerRows.blendBlack`).
    let isBlack: Bool

    init(_ table: UnsafePointer<UInt32>, step: UInt32?) {
        self.table = table
        self.step = step
        isBlack = table[0] == 0 && step == 1 << 24
    }

    /// The colours of eight indices (`0...255`).
    @inline(__always) func colours(_ i: SIMD8<UInt32>) -> SIMD8<UInt32> {
        if let step { return SIMD8(repeating: table[0]) &+ i &* SIMD8(repeating: step) }
        return SIMD8(
            table[Int(i[0])], table[Int(i[1])], table[Int(i[2])], table[Int(i[3])], table[Int(i[4])],
            table[Int(i[5])], table[Int(i[6])], table[Int(i[7])])
    }
}
