/// The general sampler's fast path for turned and perspective layers (`bilinearRow` with
/// `usesFastPaths`): texel positions are stepped eight pixels at a time, and where a group of
/// eight lies inside the texture each pixel's two texel pairs are read as 64-bit words: an affine
/// group's positions become 32-bit vector lanes, from which `SteppedSamples.sample8` finds the
/// texel indices and weights; a perspective group's lanes step one by one. The filtering and
/// roundings are `bilinearRow`'s. Groups inside the row's fully covered run take its one weight
/// (no coverage read; opaque texels at full weight are a store).
///
/// Positions: an affine map's are the general sampler's, to the bit (16.16 from column 0's pixel
/// centre, stepped). Under perspective a position is u(x) = U(x) / W(x) along the row, with U and
/// W linear in x: each group of eight divides once, at its middle, and steps the Taylor polynomial
/// of degree 2 about it by forward differences, with u' = D / W² and u'' = -2 wx D / W³, where
/// D = ux W - wx U is the same all along the row. Within 3.5 pixels of the middle that polynomial
/// is within 3.5³ / 6 · max |u'''| = 42.875 wx² |D| / min |W|⁴ of the curve; a row is stepped only
/// when that (for u and v) is at most `steppingTolerance` over the whole span, W keeping its sign,
/// and otherwise `bilinearRow` divides per pixel. Rounding the first position, first difference
/// and second difference to 16.16 adds at most 0.5 + 3.5 + 10.5 = 14.5 / 65536 texel. Where W is
/// the same all along the row (`wx == 0`: a layer turned about a horizontal axis, as cards'
/// screens), the row is affine: each group's first position is U and V times the row's 1 / W and
/// its steps `ux / W`, `vx / W`, rounded to 16.16 (at most 0.5 + 7 · 0.5 = 4 / 65536 texel), and
/// the group is sampled as an affine one.
///
/// Memory safety: a group reads texel pairs unclamped only where its first and last positions
/// lie inside `PreparedLayer.clamp` with a margin for the bend between them (`7 |dd|`, above the
/// quadratic's 6.125 |dd| from its chord), the next texel column and row inside it too;
/// other positions are clamped to it, the second texel of each axis
/// `min(first + 1, last)`, as in `bilinearRow`. Positions are below 2^46 and steps below 2^40
/// (16.16), so lane positions never overflow. The 32-bit lanes are used only for textures of at
/// most `SteppedSamples.maxSide` texels a side (`lanes32`), where a position inside the box fits
/// them: they wrap as the 64-bit positions do, so inside the box they are the true positions.
/// Row indices come from coverage spans inside `0..<width`.
extension LayerRows {
    /// How far (in texels) a stepped perspective position may lie from the exact one: an eighth of
    /// a step of the 24.8 position the sampler filters with.
    static let steppingTolerance = 1.0 / 2048

    /// Draws `span` of row `y` as `bilinearRow` does (perspective positions within
    /// `steppingTolerance`), then `shade` over it when given (one colour: `textureRow` passes no
    /// gradient shade), and returns true. It returns false, drawing nothing, when the row cannot be
    /// stepped.
    func steppedRow(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        full: Range<Int>, fullValue: Float, row: UnsafeMutablePointer<UInt32>, shade: Shade? = nil
    ) -> Bool {
        let composite = GroupComposite(
            alpha: layer.alpha, opaque: layer.isOpaque, y: y, full: full, fullValue: fullValue, shade: shade)
        func run<S: RowSteps>(_ steps: S.Type) -> Bool {
            vectorised
                ? steppedRow(tex, y: y, span: span, cov: cov, row: row, composite, EightLanes.self, S.self)
                : steppedRow(tex, y: y, span: span, cov: cov, row: row, composite, OneLane.self, S.self)
        }
        let t = layer.map
        // Under perspective with w the same along the row (turned about a horizontal axis, as
        // cards' screens): the row is affine, each group's first position divided by that w.
        return t.isAffine ? run(AffineSteps.self) : t.wx == 0 ? run(OneDepthSteps.self) : run(PerspectiveSteps.self)
    }

    /// `steppedRow` specialised on its lanes and its positions (a test of a runtime flag inside
    /// the loop costs the rows a few percent, and each kind's state kept live costs the others).
    @inline(__always)
    private func steppedRow<L: LaneWidth, S: RowSteps>(
        _ tex: UnsafePointer<UInt32>, y: Int, span: Range<Int>, cov: UnsafeMutablePointer<Float>,
        row: UnsafeMutablePointer<UInt32>, _ composite: GroupComposite, _ lanes: L.Type, _ steps: S.Type
    ) -> Bool {
        let t = layer.map
        let cy = Double(y) + 0.5
        let affine = S.affine
        let rowAffine = S.oneDepth
        var inverseW = 0.0
        // 16.16 position of the group's first pixel, first and second differences; how far (16.16)
        // a group's positions may bend away from the chord between its first and last.
        var sx = 0
        var sy = 0
        var ex = 0
        var ey = 0
        var margin = 0
        if affine {
            let inv = placement.inverse
            ex = placement.dx
            ey = placement.dy
            guard ex.magnitude < 1 << 40 && ey.magnitude < 1 << 40 else { return false }
            sx = Self.fixed((0.5 * t.ux + cy * t.uy + t.u0) * inv) &+ span.lowerBound &* ex
            sy = Self.fixed((0.5 * t.vx + cy * t.vy + t.v0) * inv) &+ span.lowerBound &* ey
        } else {
            let first = t.homogeneous(x: Double(span.lowerBound) + 0.5, y: cy)
            let last = t.homogeneous(x: Double(span.upperBound) - 0.5, y: cy)
            guard let bend = Self.bendMargin(t, first, last) else { return false }
            margin = bend
            if rowAffine {
                inverseW = 1 / first.w
                ex = Self.roundedFixed(t.ux * inverseW)
                ey = Self.roundedFixed(t.vx * inverseW)
            }
        }
        let c = layer.clamp
        let w = texWidth
        let alpha = layer.alpha
        let lastX = c.x1 >> 16
        let lastY = c.y1 >> 16
        // A group's texel pairs lie inside the clamp when its first and last positions lie in
        // `boxX ..< boxX + spanX` and `boxY ..< boxY + spanY` (compared unsigned: below the box wraps high).
        let boxX = c.x0 &+ margin
        let boxY = c.y0 &+ margin
        let spanX = UInt(bitPattern: max(0, c.x1 &- 128 &- margin &- boxX))
        let spanY = UInt(bitPattern: max(0, c.y1 &- 128 &- margin &- boxY))
        let lanes32 = w <= SteppedSamples.maxSide && lastY < SteppedSamples.maxSide

        // Scratch for the per-lane loops' texels and weights. The
        // loop's state lives in the closure (captured variables would stay in memory) and comes back
        // for the last pixels.
        let start = (span.lowerBound, sx, sy)
        var (x, tailX, tailY) = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 48) { buffer in
            var (x, sx, sy) = start
            var ex = ex
            var ey = ey
            var ddx = 0
            var ddy = 0
            let top = buffer.baseAddress!
            let bottom = top + 16
            let ax = top + 32
            let ay = top + 40
            // An affine group's lanes lie these 16.16 steps right of its first pixel (wrapping, as the
            // positions do: inside the box they are the true positions).
            let ramp = SIMD8<UInt32>(0, 1, 2, 3, 4, 5, 6, 7)
            let rampX = ramp &* UInt32(truncatingIfNeeded: ex)
            let rampY = ramp &* UInt32(truncatingIfNeeded: ey)
            while x &+ 8 <= span.upperBound {
                if rowAffine {
                    let h = t.homogeneous(x: Double(x) + 0.5, y: cy)
                    sx = Self.roundedFixed(h.u * inverseW)
                    sy = Self.roundedFixed(h.v * inverseW)
                } else if !affine {
                    (sx, sy, ex, ey, ddx, ddy) = Self.taylor(t, middle: t.homogeneous(x: Double(x) + 4, y: cy))
                }
                defer { x &+= 8 }
                if !L.vectorised {
                    var qx = sx
                    var qy = sy
                    var stepX = ex
                    var stepY = ey
                    for i in x..<(x &+ 8) {
                        let k = PixelMath.weight(cov[i] * alpha)
                        let xi = (min(max(qx, c.x0), c.x1) &+ 128) >> 8
                        let yi = (min(max(qy, c.y0), c.y1) &+ 128) >> 8
                        if k > 0 { row[i] = PixelMath.blend(Self.bilinear(tex, w, xi, yi), over: row[i], k: k) }
                        row[i] = composite.shaded(row[i], at: i, coverage: cov[i])
                        qx &+= stepX
                        qy &+= stepY
                        stepX &+= ddx
                        stepY &+= ddy
                    }
                    if affine {
                        sx &+= 8 &* ex
                        sy &+= 8 &* ey
                    }
                    continue
                }
                // Where the row crosses texel rows (a turned layer), the texel line two groups
                // ahead, on the straight line (a hint: the reads it readies need not be exact),
                // clamped inside the texture. Along a texel row the processor's own prefetcher
                // sees the reads go on.
                if ey.magnitude > 1 << 12 {
                    let aheadX: Int = min(max(sx &+ 16 &* ex, c.x0), c.x1) >> 16
                    let aheadY: Int = min(max(sy &+ 16 &* ey, c.y0), c.y1) >> 16
                    Prefetch.read(tex + (aheadY &* w &+ aheadX))
                }
                let s: SIMD8<UInt32>
                let endX = sx &+ 7 &* ex &+ 21 &* ddx
                let endY = sy &+ 7 &* ey &+ 21 &* ddy
                let inside =
                    UInt(bitPattern: sx &- boxX) < spanX && UInt(bitPattern: endX &- boxX) < spanX
                    && UInt(bitPattern: sy &- boxY) < spanY && UInt(bitPattern: endY &- boxY) < spanY
                if inside && (affine || rowAffine) && lanes32 {
                    // Every pixel's texels (x0, y0) to (x0 + 1, y0 + 1) lie inside, and its position
                    // fits a 32-bit lane (`lanes32`): the positions (plus 128) as vectors.
                    s = SteppedSamples.sample8(
                        tex, width: w, px: SIMD8(repeating: UInt32(truncatingIfNeeded: sx &+ 128)) &+ rampX,
                        py: SIMD8(repeating: UInt32(truncatingIfNeeded: sy &+ 128)) &+ rampY)
                } else if inside {
                    // Under perspective the lanes step one by one, each pixel's texel pairs loaded
                    // into vector registers (lanes stored and read back as vectors stall).
                    s = SteppedSamples.stepped8(
                        tex, width: w, px: sx &+ 128, py: sy &+ 128, ex: ex, ey: ey, ddx: ddx, ddy: ddy)
                } else {
                    var qx = sx
                    var qy = sy
                    var stepX = ex
                    var stepY = ey
                    for lane in 0..<8 {
                        let xi = (min(max(qx, c.x0), c.x1) &+ 128) >> 8
                        let yi = (min(max(qy, c.y0), c.y1) &+ 128) >> 8
                        let x0 = xi &>> 8
                        let y0 = yi &>> 8
                        let x1 = min(x0 &+ 1, lastX)
                        let y1 = min(y0 &+ 1, lastY)
                        let r0 = tex + y0 &* w
                        let r1 = tex + y1 &* w
                        top[2 &* lane] = r0[x0]
                        top[2 &* lane &+ 1] = r0[x1]
                        bottom[2 &* lane] = r1[x0]
                        bottom[2 &* lane &+ 1] = r1[x1]
                        ax[lane] = UInt32(truncatingIfNeeded: xi & 255)
                        ay[lane] = UInt32(truncatingIfNeeded: yi & 255)
                        qx &+= stepX
                        qy &+= stepY
                        stepX &+= ddx
                        stepY &+= ddy
                    }
                    s = SteppedSamples.filter(
                        upper: UnsafeRawPointer(top).loadUnaligned(as: SIMD16<UInt32>.self),
                        under: UnsafeRawPointer(bottom).loadUnaligned(as: SIMD16<UInt32>.self),
                        fx: PixelMath.load8(ax), fy: PixelMath.load8(ay))
                }
                if affine {
                    sx &+= 8 &* ex
                    sy &+= 8 &* ey
                }
                composite.store(s, at: x, cov: cov, row: row, SolidShade.self)
            }
            return (x, sx, sy)
        }
        // The last pixels, each at its own position (divided under perspective).
        while x < span.upperBound {
            if !affine { (tailX, tailY) = Self.position(t.homogeneous(x: Double(x) + 0.5, y: cy)) }
            let k = PixelMath.weight(cov[x] * alpha)
            let xi = (min(max(tailX, c.x0), c.x1) &+ 128) >> 8
            let yi = (min(max(tailY, c.y0), c.y1) &+ 128) >> 8
            if k > 0 { row[x] = PixelMath.blend(Self.bilinear(tex, w, xi, yi), over: row[x], k: k) }
            row[x] = composite.shaded(row[x], at: x, coverage: cov[x])
            tailX &+= ex
            tailY &+= ey
            x &+= 1
        }
        return true
    }

    /// For the eight pixels whose middle (halfway between the fourth and fifth pixel centres) is at
    /// homogeneous point `h`, on a row that `bendMargin` accepts: the 16.16 texel position of the
    /// first, its first difference and the second difference of the Taylor polynomial of degree 2
    /// about the middle (u'' per pixel squared), for u and v.
    @inline(__always) static func taylor(_ t: Homography, middle h: (u: Double, v: Double, w: Double)) -> (
        Int, Int, Int, Int, Int, Int
    ) {
        let r = 1 / h.w
        let u = h.u * r
        let v = h.v * r
        let du = (t.ux * h.w - t.wx * h.u) * r * r
        let dv = (t.vx * h.w - t.wx * h.v) * r * r
        let bend = -2 * t.wx * r
        let ddu = bend * du
        let ddv = bend * dv
        // p(i) = u + u' (i - 3.5) + u'' (i - 3.5)² / 2: p(0), p(1) - p(0) and the second difference.
        return (
            roundedFixed(u - 3.5 * du + 6.125 * ddu), roundedFixed(v - 3.5 * dv + 6.125 * ddv),
            roundedFixed(du - 3 * ddu),
            roundedFixed(dv - 3 * ddv), roundedFixed(ddu), roundedFixed(ddv)
        )
    }

    /// The 16.16 texel position of homogeneous point `h`, on a row that `bendMargin` accepts.
    @inline(__always) static func position(_ h: (u: Double, v: Double, w: Double)) -> (Int, Int) {
        let r = 1 / h.w
        return (roundedFixed(h.u * r), roundedFixed(h.v * r))
    }

    /// `v` (below 2^30 in magnitude, as every value is on a row that `bendMargin` accepts: the
    /// position is monotonic along the row and checked at both ends, the slope is below 2^20) in
    /// 16.16 fixed point, rounded to nearest (ties to even): adding 1.5 * 2^52 leaves it rounded in
    /// the low mantissa bits.
    @inline(__always) static func roundedFixed(_ v: Double) -> Int {
        let magic = 0x1.8p52
        return Int(bitPattern: UInt((v * 65536 + magic).bitPattern &- magic.bitPattern))
    }

    /// For a perspective row from homogeneous point `a` to `b`: nil when it may not be stepped,
    /// else how far (16.16) a group's positions may bend away from the chord between its first and
    /// last (above 6.125 |u''|, plus the second difference's rounding). A row is stepped when
    /// everything is finite, w keeps one sign (so is never zero between), the position at both ends
    /// (so all along: it is monotonic) within 2^30 texels, the slope below 2^20 texels a pixel, and
    /// the Taylor polynomials over seven pixels lie within `steppingTolerance`
    /// of the curve (see the type's note).
    static func bendMargin(
        _ t: Homography, _ a: (u: Double, v: Double, w: Double), _ b: (u: Double, v: Double, w: Double)
    ) -> Int? {
        guard a.u.isFinite && a.v.isFinite && a.w.isFinite && b.u.isFinite && b.v.isFinite && b.w.isFinite,
            a.w * b.w > 0
        else { return nil }
        let near = 0x1p30
        guard abs(a.u) < near * abs(a.w) && abs(a.v) < near * abs(a.w) && abs(b.u) < near * abs(b.w),
            abs(b.v) < near * abs(b.w)
        else { return nil }
        let d = max(abs(t.ux * a.w - t.wx * a.u), abs(t.vx * a.w - t.wx * a.v))
        let m = min(abs(a.w), abs(b.w))
        let m2 = m * m
        // `<` and `<=` are false for NaN.
        guard d < 0x1p20 * m2 && 42.875 * t.wx * t.wx * d <= steppingTolerance * m2 * m2 else { return nil }
        return Int(7 * (2 * abs(t.wx) * d / (m2 * m) * 65536 + 1)) + 1
    }
}

/// How a row's positions are found, as a type, for `steppedRow` specialised on it.
private protocol RowSteps {
    /// An affine map: positions stepped from column 0's pixel centre.
    static var affine: Bool { get }
    /// Perspective with w the same along the row: each group's first position divided by it.
    static var oneDepth: Bool { get }
}

private enum AffineSteps: RowSteps {
    static var affine: Bool { true }
    static var oneDepth: Bool { false }
}

private enum OneDepthSteps: RowSteps {
    static var affine: Bool { false }
    static var oneDepth: Bool { true }
}

/// Perspective: Taylor steps about each group's middle.
private enum PerspectiveSteps: RowSteps {
    static var affine: Bool { false }
    static var oneDepth: Bool { false }
}
