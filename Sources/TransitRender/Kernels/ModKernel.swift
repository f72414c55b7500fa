import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mod`: a brick pattern of ovals (semi-axes `compression` along, `radius` across), rotating
/// about the centre by a quarter turn over the run; each oval grows from its centre and shows
/// the new screen inside, until the ovals join and cover everything.
///
/// Drawn in row bands; every row computes its own start, so a band's pixels are the same
/// whichever thread draws it. Eight pixels at a time in `Float` (`Ovals.ovals8`), relative to
/// the first one's cell, with `Ovals.pixel` in `Double` where a cell row's edge is too close.
enum ModKernel {
    /// The normalised oval size at progress 1: beyond every point of a brick cell (sqrt 2).
    static let fullSize = 1.5

    static let banded = BandedKernel(drawing: Ovals.self)
    /// Every pixel through `Ovals.pixel` in `Double`: the reference the banded kernel is tested against.
    static let reference = BandedKernel.reference(drawing: Ovals.self)

    /// One frame's ovals: centre, cell size, rotation and edge, in pixels.
    struct Ovals: FrameRows {
        let c: (x: Double, y: Double)
        let a: Double, b: Double, cs: Double, sn: Double
        let inner: Double, soft: Double, inner2: Double, outer2: Double
        let w: Int

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old)
            let e = t.effect(as: Mod.self)
            c = f.center(t.parameters)
            a = max(f.pixels(e.compression), 1)
            b = max(f.pixels(e.radius), 1)
            let theta = e.angle.radians + f.progress * .pi / 2
            (cs, sn) = (cos(theta), -sin(theta))
            let size = f.progress * ModKernel.fullSize
            soft = 1.5 / b  // edge width: about 1.5 pixels
            inner = max(0, size - soft / 2)
            let outer = size + soft / 2
            inner2 = inner * inner
            outer2 = outer * outer
            w = f.width
        }

        func draw(
            rows: Range<Int>, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>,
            fast: Bool
        ) {
            for y in rows {
                let ry = Double(y) + 0.5 - c.y
                // Rotated, cell-normalised coordinates, stepped along the row.
                // An oval sits on the centre: cell centres at whole numbers, so cells start half a cell out.
                var u = ((0.5 - c.x) * cs + ry * sn) / (2 * a) + 0.5
                var v = (-(0.5 - c.x) * sn + ry * cs) / (2 * b) + 0.5
                let du = cs / (2 * a)
                let dv = -sn / (2 * b)
                let row = y * w
                var x = 0
                if fast {
                    let (u0, v0) = (u, v)
                    while PixelMath.vectorised && x + 8 <= w {
                        let at = Double(x)
                        if let p = ovals8(u0 + at * du, v0 + at * dv, du, dv, o + row + x, n + row + x) {
                            PixelMath.store8(p, d + row + x)
                        } else {
                            for i in x..<(x + 8) {
                                d[row + i] = pixel(u0 + Double(i) * du, v0 + Double(i) * dv, row + i, o, n)
                            }
                        }
                        x += 8
                    }
                    u = u0 + Double(x) * du
                    v = v0 + Double(x) * dv
                }
                while x < w {
                    d[row + x] = pixel(u, v, row + x, o, n)
                    u += du
                    v += dv
                    x += 1
                }
            }
        }

        /// The pixel at index `i` whose cell coordinates are (`u`, `v`).
        @inline(__always)
        func pixel(_ u: Double, _ v: Double, _ i: Int, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>) -> UInt32
        {
            let cellV = v.rounded(.down)
            let shiftedU = Int(cellV) & 1 == 0 ? u : u + 0.5  // brick: odd rows shifted half a cell
            let fu = (shiftedU - shiftedU.rounded(.down) - 0.5) * 2
            let fv = (v - cellV - 0.5) * 2
            let q2 = fu * fu + fv * fv
            if q2 >= outer2 { return o[i] }
            if q2 <= inner2 { return n[i] }
            return PixelMath.lerp(n[i], o[i], PixelMath.weight(Float((q2.squareRoot() - inner) / soft)))
        }

        /// Eight pixels from cell coordinates (`u`, `v`) on, stepping (`du`, `dv`): `pixel` in
        /// `Float`, relative to the first pixel's whole cell so the fractions keep their precision
        /// (within about 1e-6 of a cell: the oval's weight within one 1/256 step). Nil when a
        /// pixel lies within 1e-4 of a cell row's edge, where `Float` could pick the other row
        /// and its brick offset: `pixel` draws those.
        @inline(__always)
        func ovals8(
            _ u: Double, _ v: Double, _ du: Double, _ dv: Double, _ o: UnsafePointer<UInt32>, _ n: UnsafePointer<UInt32>
        ) -> SIMD8<UInt32>? {
            let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
            let ub = u.rounded(.down)
            let vb = v.rounded(.down)
            let uf = Float(u - ub) + lanes * Float(du)
            let vf = Float(v - vb) + lanes * Float(dv)
            let (vi, vFloor) = KernelMath.floor8(vf)
            let fracV = vf - vFloor
            guard !KernelMath.any8(fracV .< 1e-4 .| fracV .> 1 - 1e-4) else { return nil }
            // The cell row's parity: the first pixel's whole row (`vb`, within the catalogue's reach)
            // plus the step; an odd row's half-cell offset as the bits of 0.5 (0x3F00_0000) or of 0.
            let odd = (vi &+ Int32(truncatingIfNeeded: Int(vb) & 1)) & 1
            let shifted = uf + unsafeBitCast((SIMD8<Int32>() &- odd) & 0x3F00_0000, to: SIMD8<Float>.self)
            let fu = (shifted - KernelMath.floor8(shifted).1 - 0.5) * 2
            let fv = (fracV - 0.5) * 2
            let q2 = fu * fu + fv * fv
            // Eight pixels all outside the ovals' edges, or all inside, are one screen: most
            // groups of a frame.
            let outside = q2 .>= Float(outer2)
            if !KernelMath.any8(.!outside) { return PixelMath.load8(o) }
            let inside = q2 .<= Float(inner2)
            if !KernelMath.any8(.!inside) { return PixelMath.load8(n) }
            var k = KernelMath.weights8((q2.squareRoot() - Float(inner)) * Float(1 / soft))
            k = k.replacing(with: 256, where: outside).replacing(with: 0, where: inside)
            return PixelMath.lerp(PixelMath.load8(n), PixelMath.load8(o), k | (k &<< 16))
        }
    }
}
