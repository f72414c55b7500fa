/// A plane-to-plane projective map in homogeneous coordinates, with named coefficients: the
/// point (x, y) maps to (u / w, v / w) where
///
///     u = x * ux + y * uy + u0,   v = x * vx + y * vy + v0,   w = x * wx + y * wy + w0.
///
/// The renderer keeps two: a layer's local points to output pixels (`ProjectedLayer.toPixels`)
/// and output pixels back to texels or local points (`PreparedLayer.map`).
///
/// ```swift
/// let shift = Homography(ux: 1, vx: 0, wx: 0, uy: 0, vy: 1, wy: 0, u0: 5, v0: 3, w0: 1)
/// shift.apply(x: 1, y: 1)  // (6, 4)
/// ```
struct Homography: Equatable {
    /// How u, v and w change per unit of x.
    var ux: Double, vx: Double, wx: Double
    /// How u, v and w change per unit of y.
    var uy: Double, vy: Double, wy: Double
    /// u, v and w at the origin.
    var u0: Double, v0: Double, w0: Double

    static let identity = Homography(ux: 1, vx: 0, wx: 0, uy: 0, vy: 1, wy: 0, u0: 0, v0: 0, w0: 1)

    /// Whether w is the same everywhere (and not zero): the map is affine once divided by it.
    var isAffine: Bool { wx == 0 && wy == 0 && w0 != 0 }

    /// The homogeneous image (u, v, w) of (x, y).
    @inline(__always) func homogeneous(x: Double, y: Double) -> (u: Double, v: Double, w: Double) {
        (x * ux + y * uy + u0, x * vx + y * vy + v0, x * wx + y * wy + w0)
    }

    /// The image of (x, y), divided through.
    func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let h = homogeneous(x: x, y: y)
        return (h.u / h.w, h.v / h.w)
    }

    /// The determinant of the 3x3 matrix: positive when the map keeps orientation.
    var determinant: Double {
        ux * (vy * w0 - wy * v0) - vx * (uy * w0 - wy * u0) + wx * (uy * v0 - vy * u0)
    }

    /// The inverse map, or nil when the matrix is singular or not finite.
    var inverse: Homography? {
        let det = determinant
        guard det != 0 && det.isFinite else { return nil }
        let k = 1 / det
        return Homography(
            ux: (vy * w0 - wy * v0) * k, vx: (wx * v0 - vx * w0) * k, wx: (vx * wy - wx * vy) * k,
            uy: (wy * u0 - uy * w0) * k, vy: (ux * w0 - wx * u0) * k, wy: (wx * uy - ux * wy) * k,
            u0: (uy * v0 - vy * u0) * k, v0: (vx * u0 - ux * v0) * k, w0: (ux * vy - vx * uy) * k)
    }

    /// This map followed by a scale of the output's u and v by (`sx`, `sy`) and a shift by
    /// (`ox`, `oy`) (in divided coordinates).
    func scaledOutput(sx: Double, sy: Double, ox: Double, oy: Double) -> Homography {
        Homography(
            ux: ux * sx + wx * ox, vx: vx * sy + wx * oy, wx: wx,
            uy: uy * sx + wy * ox, vy: vy * sy + wy * oy, wy: wy,
            u0: u0 * sx + w0 * ox, v0: v0 * sy + w0 * oy, w0: w0)
    }
}
