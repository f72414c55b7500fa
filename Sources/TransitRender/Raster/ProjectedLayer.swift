import TransitCore

/// A layer's mapping between its own coordinates (points) and the output's pixels, with the
/// polygon clipping that keeps everything in front of the eye.
struct ProjectedLayer {
    /// Local point -> pixel.
    let toPixels: Homography
    /// Pixel -> local point.
    let inverse: Homography?
    /// Positive when the layer faces the viewer.
    let orientation: Double
    /// Approximate pixels per local point, for choosing curve flattening tolerance.
    let pixelsPerPoint: Double

    init(layerToPixels m: Transform3D) {
        // The layer is flat (z = 0), so the third row of the 4x4 never contributes.
        let h = Homography(
            ux: m.m11, vx: m.m12, wx: m.m14, uy: m.m21, vy: m.m22, wy: m.m24, u0: m.m41, v0: m.m42, w0: m.m44)
        toPixels = h
        orientation = h.determinant
        inverse = h.inverse
        pixelsPerPoint = max(1e-6, abs(h.ux * h.vy - h.vx * h.uy).squareRoot() / max(abs(h.w0), 1e-6))
    }

    /// The polygon mapped to pixels, clipped to the half-space in front of the eye.
    func project(_ polygon: [Point]) -> [Point] {
        let near = 1e-4
        var homogeneous: [(u: Double, v: Double, w: Double)] = []
        homogeneous.reserveCapacity(polygon.count)
        for p in polygon { homogeneous.append(toPixels.homogeneous(x: p.x, y: p.y)) }
        var out: [Point] = []
        out.reserveCapacity(polygon.count + 2)
        for k in homogeneous.indices {
            let p = homogeneous[k]
            let q = homogeneous[(k + 1) % homogeneous.count]
            let pIn = p.w > near
            let qIn = q.w > near
            if pIn { out.append(Point(x: p.u / p.w, y: p.v / p.w)) }
            if pIn != qIn {
                let t = (near - p.w) / (q.w - p.w)
                let x = p.u + (q.u - p.u) * t
                let y = p.v + (q.v - p.v) * t
                out.append(Point(x: x / near, y: y / near))
            }
        }
        return out
    }
}
