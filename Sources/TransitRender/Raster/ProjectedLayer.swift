import TransitCore

/// A layer's mapping between its own coordinates (points) and the output's pixels, with the
/// polygon clipping that keeps everything in front of the eye.
struct ProjectedLayer {
    /// Local point -> pixel, homogeneous: (x, y, 1) * h = (X, Y, W).
    let h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    /// Pixel -> local point, homogeneous.
    let inverse: (Double, Double, Double, Double, Double, Double, Double, Double, Double)?
    /// Positive when the layer faces the viewer.
    let orientation: Double
    /// Approximate pixels per local point, for choosing curve flattening tolerance.
    let pixelsPerPoint: Double

    init(layerToPixels m: Transform3D) {
        // The layer is flat (z = 0), so the third row of the 4x4 never contributes.
        h = (m.m11, m.m12, m.m14, m.m21, m.m22, m.m24, m.m41, m.m42, m.m44)
        let (a, b, c, d, e, f, g, hh, i) = h
        let det = a * (e * i - f * hh) - b * (d * i - f * g) + c * (d * hh - e * g)
        orientation = det
        if det != 0 && det.isFinite {
            let k = 1 / det
            inverse = (
                (e * i - f * hh) * k, (c * hh - b * i) * k, (b * f - c * e) * k,
                (f * g - d * i) * k, (a * i - c * g) * k, (c * d - a * f) * k,
                (d * hh - e * g) * k, (b * g - a * hh) * k, (a * e - b * d) * k
            )
        } else {
            inverse = nil
        }
        pixelsPerPoint = max(1e-6, abs(a * e - b * d).squareRoot() / max(abs(i), 1e-6))
    }

    /// The polygon mapped to pixels, clipped to the half-space in front of the eye.
    func project(_ polygon: [Point]) -> [Point] {
        let (a, b, c, d, e, f, g, hh, i) = h
        let near = 1e-4
        var homogeneous: [(Double, Double, Double)] = []
        homogeneous.reserveCapacity(polygon.count)
        for p in polygon { homogeneous.append((p.x * a + p.y * d + g, p.x * b + p.y * e + hh, p.x * c + p.y * f + i)) }
        var out: [Point] = []
        out.reserveCapacity(polygon.count + 2)
        for k in homogeneous.indices {
            let p = homogeneous[k], q = homogeneous[(k + 1) % homogeneous.count]
            let pIn = p.2 > near, qIn = q.2 > near
            if pIn { out.append(Point(x: p.0 / p.2, y: p.1 / p.2)) }
            if pIn != qIn {
                let t = (near - p.2) / (q.2 - p.2)
                let x = p.0 + (q.0 - p.0) * t, y = p.1 + (q.1 - p.1) * t
                out.append(Point(x: x / near, y: y / near))
            }
        }
        return out
    }
}
