import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `flash`: a glow with rays grows from the centre over the first half of the run until it
/// washes out the whole screen, the screens swap beneath it, and it fades over the second half.
/// Rays are a fixed angular pattern (a sum of sines) sharpened by the contrast and reaching
/// `maxStriationRadius / 2` times the glow's radius.
///
/// Drawn in row bands. On each row only the glow's chord is computed pixel by pixel, eight
/// pixels at a time in `Float` (`Glow.glow8`); outside it the row is the screens' cross-fade, and
/// inside the disc where the core alone saturates it is the flash's colour.
enum FlashKernel {
    static let rayTableSize = 1024

    static let banded = BandedKernel(drawing: Glow.self)
    /// Every pixel through `Glow.pixel` in `Double`: the reference the banded kernel is tested against.
    static let reference = BandedKernel.reference(drawing: Glow.self)

    /// One frame's glow: centre, radii, gain, the screens' cross-fade and the ray table.
    struct Glow: FrameRows {
        let c: (x: Double, y: Double)
        let radius: Double, rayReach: Double, gain: Double
        /// The cross-fade weight of the new screen beneath the glow (0...256).
        let swap: UInt32
        let flash: UInt32
        let rays: [Float]
        /// Squared radii: beyond `outer2` the glow adds nothing; within `fill2` the core alone saturates (-1: nowhere).
        let outer2: Double, fill2: Double
        let w: Int

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Flash.self)
            c = f.center(t.parameters)
            let p = f.progress
            let far = f.farthestCorner(from: c)
            let grow = min(p / 0.5, 1)
            radius = max(2.5 * far * grow * grow * grow, 1)
            let envelope = p <= 0.5 ? 1 : 1 - KernelMath.smooth((p - 0.5) / 0.5)
            rayReach = radius * max(e.maxStriationRadius, 0.01) / 2
            rays = FlashKernel.rayTable(strength: e.striationStrength, contrast: e.striationContrast)
            swap = PixelMath.weight(Float(KernelMath.smooth((p - 0.4) / 0.2)))
            flash = Bitmap.pack(e.color.withAlpha(1))
            gain = envelope / max(e.fadeThreshold, 0.01)
            let outer = max(radius, rayReach)
            outer2 = outer * outer
            // 1.6 (1 - r / radius) gain >= 1 for r up to radius (1 - 1 / (1.6 gain)); `KernelRows.inner`
            // keeps a pixel inside that, far more than the rounding of the per-pixel formula.
            let fill = 1.6 * gain > 1 ? radius * (1 - 1 / (1.6 * gain)) : -1
            fill2 = fill > 0 ? fill * fill : -1
            w = f.width
        }

        func draw(
            rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            fast: Bool
        ) {
            rays.withUnsafeBufferPointer { table in
                let table = table.baseAddress!
                for y in rows {
                    let ry = Double(y) + 0.5 - c.y
                    let row = y * w
                    let (ro, rn, rd) = (o + row, n + row, d + row)
                    guard fast else {
                        for x in 0..<w { rd[x] = pixel(x, ry, ro[x], rn[x], table) }
                        continue
                    }
                    let outer = KernelRows.chord(center: c.x, radius2: outer2, dy2: ry * ry, width: w)
                    if outer.isEmpty {
                        base(ro, rn, rd, 0..<w)
                        continue
                    }
                    base(ro, rn, rd, 0..<outer.lowerBound)
                    base(ro, rn, rd, outer.upperBound..<w)
                    var fill = KernelRows.inner(center: c.x, radius2: fill2, dy2: ry * ry, width: w).clamped(to: outer)
                    if fill.isEmpty { fill = outer.upperBound..<outer.upperBound }
                    glow(ry, ro, rn, rd, outer.lowerBound..<fill.lowerBound, table)
                    (rd + fill.lowerBound).update(repeating: flash, count: fill.count)
                    glow(ry, ro, rn, rd, fill.upperBound..<outer.upperBound, table)
                }
            }
        }

        /// The screens' cross-fade over `range` of a row, where the glow adds nothing.
        @inline(__always)
        func base(
            _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            _ range: Range<Int>
        ) {
            if swap == 0 { return KernelRows.copy(o, d, range) }
            if swap >= 256 { return KernelRows.copy(n, d, range) }
            var x = range.lowerBound
            while PixelMath.vectorised && x + 8 <= range.upperBound {
                PixelMath.store8(PixelMath.lerp(PixelMath.load8(o + x), PixelMath.load8(n + x), swap), d + x)
                x += 8
            }
            while x < range.upperBound {
                d[x] = PixelMath.lerp(o[x], n[x], swap)
                x += 1
            }
        }

        /// The glow over `range` of a row `ry` below the centre: eight pixels at a time in `Float`, the rest in `Double`.
        @inline(__always)
        func glow(
            _ ry: Double, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            _ range: Range<Int>, _ table: UnsafePointer<Float>
        ) {
            var x = range.lowerBound
            if PixelMath.vectorised {
                let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
                let zero = SIMD8<Float>()
                let one = SIMD8<Float>(repeating: 1)
                let fy = Float(ry)
                let fy2 = Float(ry * ry)
                let flash8 = SIMD8<UInt32>(repeating: flash)
                let invRadius = Float(1 / radius)
                let invReach = Float(1 / rayReach)
                let gain = Float(gain)
                let indexScale = Float(Double(rayTableSize) / (2 * .pi))
                while x + 8 <= range.upperBound {
                    let rx = lanes + Float(Double(x) + 0.5 - c.x)
                    let r = (rx * rx + fy2).squareRoot()
                    let core = KernelMath.max8(zero, 1.6 * (1 - r * invRadius))
                    let reach = KernelMath.max8(zero, 1 - r * invReach)
                    let angle = FlashKernel.fastAtan2(fy, rx) + .pi
                    // The angle is in 0...2 pi, so the index rounded down is in 0...1024; `& 1023` keeps it in the table.
                    let k = KernelMath.floor8(angle * indexScale).0 & 1023
                    let ray = SIMD8<Float>(
                        table[Int(k[0])], table[Int(k[1])], table[Int(k[2])], table[Int(k[3])],
                        table[Int(k[4])], table[Int(k[5])], table[Int(k[6])], table[Int(k[7])])
                    let a = (core + ray * reach) * gain
                    let wt = PixelMath.weights(KernelMath.min8(KernelMath.max8(a, zero), one))
                    let base: SIMD8<UInt32> =
                        swap == 0
                        ? PixelMath.load8(o + x)
                        : (swap >= 256
                            ? PixelMath.load8(n + x)
                            : PixelMath.lerp(PixelMath.load8(o + x), PixelMath.load8(n + x), swap))
                    PixelMath.store8(PixelMath.lerp(base, flash8, wt | (wt &<< 16)), d + x)
                    x += 8
                }
            }
            while x < range.upperBound {
                d[x] = pixel(x, ry, o[x], n[x], table)
                x += 1
            }
        }

        /// Pixel `x` of a row `ry` below the centre, whose screens show `old` and `new`, in `Double`.
        @inline(__always)
        func pixel(_ x: Int, _ ry: Double, _ old: UInt32, _ new: UInt32, _ table: UnsafePointer<Float>) -> UInt32 {
            let rx = Double(x) + 0.5 - c.x
            let r = (rx * rx + ry * ry).squareRoot()
            let core = max(0, 1.6 * (1 - r / radius))
            let reach = max(0, 1 - r / rayReach)
            var intensity = core
            if reach > 0 {
                let a = FlashKernel.fastAtan2(ry, rx)  // -pi...pi
                let k = Int((a + .pi) * (Double(rayTableSize) / (2 * .pi))) & (rayTableSize - 1)
                intensity += Double(table[k]) * reach
            }
            let base = swap == 0 ? old : (swap >= 256 ? new : PixelMath.lerp(old, new, swap))
            return PixelMath.lerp(base, flash, PixelMath.weight(Float(intensity * gain)))
        }
    }

    /// Ray brightness by angle: an irregular sum of sines in `0...1`, raised to a power that grows
    /// with the contrast, times the strength.
    static func rayTable(strength: Double, contrast: Double) -> [Float] {
        let exponent = 1 + 2 * contrast
        return (0..<rayTableSize).map { i in
            let a = Double(i) / Double(rayTableSize) * 2 * .pi
            let s = (sin(17 * a + 0.3) + sin(29 * a + 1.7) + sin(43 * a + 4.1) + sin(7 * a + 2.2)) / 8 + 0.5
            return Float(strength * pow(max(0, s), exponent))
        }
    }

    /// atan2 to within about 0.005 radians: a polynomial on the first octant, mirrored.
    @inline(__always) static func fastAtan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x)
        let ay = abs(y)
        let mx = max(ax, ay)
        if mx == 0 { return 0 }
        let q = min(ax, ay) / mx
        let s = q * q
        var r = ((-0.0464964749 * s + 0.15931422) * s - 0.327622764) * s * q + q
        if ay > ax { r = .pi / 2 - r }
        if x < 0 { r = .pi - r }
        return y < 0 ? -r : r
    }

    /// `fastAtan2` on eight points of one row (`y` shared) in `Float`.
    @inline(__always) static func fastAtan2(_ y: Float, _ x: SIMD8<Float>) -> SIMD8<Float> {
        let ax = x.replacing(with: -x, where: x .< 0)
        let ay = SIMD8<Float>(repeating: abs(y))
        let mx = KernelMath.max8(ax, ay)
        let mn = KernelMath.min8(ax, ay)
        // mx == 0 only at the centre itself, where the angle is 0 as in the scalar form.
        let q = (mn / mx).replacing(with: 0, where: mx .== SIMD8<Float>())
        let s = q * q
        var r = ((-0.0464964749 * s + 0.15931422) * s - 0.327622764) * s * q + q
        r.replace(with: .pi / 2 - r, where: ay .> ax)
        r.replace(with: .pi - r, where: x .< SIMD8<Float>())
        return y < 0 ? -r : r
    }
}
