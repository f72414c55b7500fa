#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import TransitCore

/// `mod`: a brick pattern of ovals (semi-axes `compression` along, `radius` across), rotating
/// about the centre by a quarter turn over the run; each oval grows from its centre and shows
/// the new screen inside, until the ovals join and cover everything.
///
/// Drawn in row bands; every row computes its own start, so a band's pixels are the same
/// whichever thread draws it.
enum ModKernel {
    /// The normalised oval size at progress 1: beyond every point of a brick cell (sqrt 2).
    static let fullSize = 1.5

    static let banded = BandedKernel(drawing: Ovals.self)

    /// One frame's ovals: centre, cell size, rotation and edge, in pixels.
    struct Ovals: FrameRows {
        let c: (x: Double, y: Double)
        let a: Double, b: Double, cs: Double, sn: Double
        let inner: Double, soft: Double, inner2: Double, outer2: Double
        let w: Int

        init(_ t: PixelTransition, _ old: Bitmap) {
            let f = KernelFrame(t, old), e = t.effect(as: Mod.self)
            c = f.center(t.parameters)
            a = max(f.pixels(e.compression), 1); b = max(f.pixels(e.radius), 1)
            let theta = e.angle.radians + f.progress * .pi / 2
            (cs, sn) = (cos(theta), -sin(theta))
            let size = f.progress * ModKernel.fullSize
            soft = 1.5 / b  // edge width: about 1.5 pixels
            inner = max(0, size - soft / 2)
            let outer = size + soft / 2
            inner2 = inner * inner; outer2 = outer * outer
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
                var u = ((0.5 - c.x) * cs + ry * sn) / (2 * a) + 0.5, v = (-(0.5 - c.x) * sn + ry * cs) / (2 * b) + 0.5
                let du = cs / (2 * a), dv = -sn / (2 * b)
                let row = y * w
                for x in 0..<w {
                    let cellV = v.rounded(.down)
                    let shiftedU = Int(cellV) & 1 == 0 ? u : u + 0.5  // brick: odd rows shifted half a cell
                    let fu = (shiftedU - shiftedU.rounded(.down) - 0.5) * 2, fv = (v - cellV - 0.5) * 2
                    let q2 = fu * fu + fv * fv
                    let i = row + x
                    if q2 >= outer2 {
                        d[i] = o[i]
                    } else if q2 <= inner2 {
                        d[i] = n[i]
                    } else {
                        d[i] = PixelMath.lerp(n[i], o[i], PixelMath.weight(Float((q2.squareRoot() - inner) / soft)))
                    }
                    u += du; v += dv
                }
            }
        }
    }
}
