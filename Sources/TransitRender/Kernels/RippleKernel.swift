import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ripple`: a ring wave `width` wide travels out from the centre until it has passed the
/// farthest corner. Outside it the old screen, inside it the new one; on the ring both are
/// refracted radially by up to `scale` and shaded by a generated light from the top left.
///
/// Drawn in row bands: on each row only the ring's chord is computed pixel by pixel; the row
/// outside the wave's front is copied from the old screen and the part inside its back from the
/// new one (`RippleKernel.Wave.pixel` decides the few columns at those edges). On the ring the
/// phase's sine and cosine come from a table of 1024 steps, linearly interpolated (within
/// 1.2e-6 of the functions, far below a 1/256 weight step), and eight pixels are drawn at a time
/// in `Float` (`Wave.ring8`): the sine and cosine from polynomials (`KernelMath.sinCosPi8`), both
/// screens sampled through one set of taps (`Taps8`, two 64-bit loads a point and screen).
enum RippleKernel {
    static let banded = BandedKernel(drawing: Wave.self)
    /// Every pixel through `Wave.pixel`: the reference the banded kernel is tested against.
    static let reference = BandedKernel.reference(drawing: Wave.self)

    /// One frame's ring: centre, radii and light, in pixels.
    struct Wave: FrameRows {
        let c: (x: Double, y: Double)
        let ring: Double, bend: Double, front: Double, front2: Double, back2: Double
        let w: Int, h: Int
        let white = Bitmap.pack(.white)
        let lightX = -0.7071, lightY = -0.7071
        /// sin(pi u) and cos(pi u) at u = i / steps, i in 0...steps + 1, interleaved.
        let table: [Double]
        static let steps = 1024

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Ripple.self)
            c = f.center(t.parameters)
            ring = max(f.pixels(e.width), 1)
            bend = f.pixels(e.scale)
            let far = f.farthestCorner(from: c)
            front = f.progress * (far + ring)
            let back = front - ring
            front2 = front * front
            back2 = back > 0 ? back * back : -1
            w = f.width
            h = f.height
            let table = (0...(Self.steps + 1)).flatMap { i -> [Double] in
                let a = Double.pi * Double(i) / Double(Self.steps)
                return [sin(a), cos(a)]
            }
            self.table = table
        }

        func draw(
            rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            fast: Bool
        ) {
            for y in rows {
                let ry = Double(y) + 0.5 - c.y
                let row = y * w
                let (ro, rn, rd) = (o + row, n + row, d + row)
                guard fast else {
                    for x in 0..<w { rd[x] = pixel(x, y, ry, o, n, nil) }
                    continue
                }
                // Outside the front's chord: the old screen. Inside the back's: the new one.
                let outer = KernelRows.chord(center: c.x, radius2: front2, dy2: ry * ry, width: w)
                if outer.isEmpty {
                    KernelRows.copy(ro, rd, 0..<w)
                    continue
                }
                KernelRows.copy(ro, rd, 0..<outer.lowerBound)
                KernelRows.copy(ro, rd, outer.upperBound..<w)
                var inner = KernelRows.inner(center: c.x, radius2: back2, dy2: ry * ry, width: w).clamped(to: outer)
                if inner.isEmpty { inner = outer.upperBound..<outer.upperBound }
                ringRun(outer.lowerBound..<inner.lowerBound, y, ry, o, n, rd)
                KernelRows.copy(rn, rd, inner)
                ringRun(inner.upperBound..<outer.upperBound, y, ry, o, n, rd)
            }
        }

        /// Columns `range` of row `y` (`rd` the row's output): eight at a time through `ring8`, the rest through `pixel`.
        @inline(__always)
        func ringRun(
            _ range: Range<Int>, _ y: Int, _ ry: Double, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>,
            _ rd: UnsafeMutablePointer<UInt32>
        ) {
            var x = range.lowerBound
            while PixelMath.vectorised && x + 8 <= range.upperBound {
                PixelMath.store8(ring8(x, y, ry, o, n), rd + x)
                x += 8
            }
            table.withUnsafeBufferPointer { table in
                while x < range.upperBound {
                    rd[x] = pixel(x, y, ry, o, n, table.baseAddress)
                    x += 1
                }
            }
        }

        /// Pixels `x..<x + 8` of row `y`: `pixel` in `Float`, with the sample's position in 24.8 fixed point.
        @inline(__always)
        func ring8(
            _ x: Int, _ y: Int, _ ry: Double, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>
        ) -> SIMD8<UInt32> {
            let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
            let zero = SIMD8<Float>()
            let rx = lanes + Float(Double(x) + 0.5 - c.x)
            let fy = Float(ry)
            let r2 = rx * rx + fy * fy
            let r = r2.squareRoot()
            let u = (Float(front) - r) * Float(1 / ring)
            let inv = (1 / r).replacing(with: zero, where: .!(r .> zero))
            let nx = rx * inv
            let ny = fy * inv
            let (sine, cosine) = KernelMath.sinCosPi8(KernelMath.min8(KernelMath.max8(u, zero), SIMD8(repeating: 1)))
            let shift = Float(bend) * sine * 0.5
            // x + nx * shift in 24.8 fixed point: the whole pixel exactly, the offset rounded down.
            let base8 = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: x)) &+ SIMD8(0, 1, 2, 3, 4, 5, 6, 7)
            let xi = (base8 &<< 8) &+ KernelMath.floor8(nx * shift * 256).0
            let yi = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: y) << 8) &+ KernelMath.floor8(ny * shift * 256).0
            let m = KernelMath.min8(KernelMath.max8((u - 0.3) / 0.4, zero), SIMD8(repeating: 1))
            let mix = m * m * (3 - 2 * m)
            let from: SIMD8<UInt32>
            let to: SIMD8<UInt32>
            if w > 1 {
                let taps = Taps8(w, h, xi: xi, yi: yi)
                from = KernelMath.any8(mix .< 1) ? taps.sample(o) : SIMD8<UInt32>()
                to = KernelMath.any8(mix .> zero) ? taps.sample(n) : SIMD8<UInt32>()
            } else {
                from = KernelMath.any8(mix .< 1) ? KernelMath.sample8(o, w, h, xi: xi, yi: yi) : SIMD8<UInt32>()
                to = KernelMath.any8(mix .> zero) ? KernelMath.sample8(n, w, h, xi: xi, yi: yi) : SIMD8<UInt32>()
            }
            let mixed = KernelMath.weights8(mix)
            let base = PixelMath.lerp(from, to, mixed | (mixed &<< 16))
            let light =
                cosine * (nx * Float(lightX) + ny * Float(lightY)) * KernelMath.squareRoot8(KernelMath.max8(sine, zero))
            let bright = KernelMath.weights8(light * 0.55)
            let lit = PixelMath.lerp(base, SIMD8(repeating: white), bright | (bright &<< 16))
            let dark = KernelMath.darken8(base, KernelMath.weights8(1 + light * 0.25))
            let i0 = y * w + x
            return dark.replacing(with: lit, where: light .>= zero)
                .replacing(with: PixelMath.load8(o + i0), where: r2 .>= Float(front2))
                .replacing(with: PixelMath.load8(n + i0), where: r2 .<= Float(back2))
        }

        /// Pixel (`x`, `y`) of the frame, `ry` its centre's height above the wave's centre; the
        /// phase's sine and cosine from `table` when given, else from libm.
        @inline(__always)
        func pixel(
            _ x: Int, _ y: Int, _ ry: Double, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>,
            _ table: UnsafePointer<Double>?
        ) -> UInt32 {
            let rx = Double(x) + 0.5 - c.x
            let r2 = rx * rx + ry * ry
            let i = y * w + x
            if r2 >= front2 { return o[i] }
            if r2 <= back2 { return n[i] }
            let r = r2.squareRoot()
            let u = (front - r) / ring  // 0 at the leading edge, 1 at the trailing edge
            let nx = r > 0 ? rx / r : 0
            let ny = r > 0 ? ry / r : 0
            let sine: Double
            let cosine: Double
            if let table {
                // u is in 0...1 here (r lies between the back and the front), so the index is in 0...steps.
                let at = min(max(u, 0), 1) * Double(Self.steps)
                let i = Int(at)
                let t = at - Double(i)
                let p = table + 2 * i
                sine = p[0] + (p[2] - p[0]) * t
                cosine = p[1] + (p[3] - p[1]) * t
            } else {
                sine = sin(Double.pi * u)
                cosine = cos(Double.pi * u)
            }
            let shift = bend * sine * 0.5  // refraction along the radius
            let sx = Double(x) + nx * shift
            let sy = Double(y) + ny * shift
            let mix = KernelMath.smooth((u - 0.3) / 0.4)
            let from = mix >= 1 ? 0 : KernelMath.sample(o, w, h, sx, sy)
            let to = mix <= 0 ? 0 : KernelMath.sample(n, w, h, sx, sy)
            let base = mix <= 0 ? from : (mix >= 1 ? to : PixelMath.lerp(from, to, PixelMath.weight(Float(mix))))
            // Slope of the crest facing the light brightens, the other side darkens.
            let light = cosine * (nx * lightX + ny * lightY) * max(sine, 0).squareRoot()
            return light >= 0
                ? PixelMath.lerp(base, white, PixelMath.weight(Float(light * 0.55)))
                : KernelMath.darken(base, PixelMath.weight(Float(1 + light * 0.25)))
        }
    }
}
