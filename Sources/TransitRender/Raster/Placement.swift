/// How a textured layer's pixels map to its texels, classified once a frame from its map
/// (`PreparedLayer.map`) with the numbers every row path reads: the one place where the
/// placement is tested (`fixed(ux / w0) == 65536`, `fixed(vx / w0) == 0`, ...). The row paths
/// take the kind as decided: `wholeTexels` and `translated` rows try the copy (`wholeTexels(row:)`)
/// and the 2-tap filter (`translateRow`), `scaled` rows `scaledRow`, `columns` rows `columnRow`,
/// `affine` and `perspective` rows the stepped sampler (`steppedRow`), and any kind with the fast
/// paths off the general sampler.
///
/// ```swift
/// Placement(map: layer.map, textured: true).kind  // .translated for a push's screens mid-way
/// ```
struct Placement: Equatable, Sendable {
    /// The placements, from the cheapest to draw to the dearest.
    enum Kind: String, Sendable {
        /// No texture: a colour, a gradient, or nothing but a shadow.
        case untextured
        /// One texel a pixel across, one down, none across rows, and whole texels at the first
        /// pixel: every row a copy (each row still checks its own position, `wholeTexels(row:)`).
        case wholeTexels = "whole"
        /// One texel a pixel across and none down it: the same two taps and weights all along a
        /// row (a translation by a fraction of a texel), copies on rows whose position is whole.
        case translated
        /// Scaled along the axes (and translated), not turned: no step down a row, a step across
        /// other than one texel (`scaledRow`).
        case scaled
        /// Any other placement without perspective (turned, sheared).
        case affine
        /// With perspective, turned about a vertical axis: w and the texel column change along
        /// the rows only (`uy == 0`, `wy == 0`), so each pixel column samples one texel column
        /// (`columnRow`).
        case columns
        /// With perspective, any other way (w changes along the rows, or only down them: a turn
        /// about a horizontal axis, which `steppedRow` samples as affine rows).
        case perspective
    }

    let kind: Kind
    /// `1 / w0` of an affine map (0 under perspective): the factor every affine position is taken by.
    let inverse: Double
    /// The 16.16 texel steps along a row of an affine map, across (`dx`) and down (`dy`) the
    /// texture (0 under perspective).
    let dx: Int, dy: Int

    /// The placement of `map` (pixel -> texel, pixel centres at `x + 0.5`) for a layer with a
    /// texture (`textured`) or without.
    init(map t: Homography, textured: Bool) {
        guard textured else {
            (kind, inverse, dx, dy) = (.untextured, 0, 0, 0)
            return
        }
        guard t.isAffine else {
            let columns = t.uy == 0 && t.wy == 0 && t.wx != 0 && t.vy != 0
            (kind, inverse, dx, dy) = (columns ? .columns : .perspective, 0, 0, 0)
            return
        }
        let inv = 1 / t.w0
        let ux = t.ux * inv
        let vx = t.vx * inv
        inverse = inv
        // `fixed` traps on NaN, and this layer's rows may never be drawn.
        dx = ux.isNaN ? 0 : LayerRows.fixed(ux)
        dy = vx.isNaN ? 0 : LayerRows.fixed(vx)
        // Finite steps only take the fast placements (a degenerate map takes the stepped or general sampler).
        guard ux.isFinite, vx.isFinite else {
            kind = .affine
            return
        }
        if dx == 65536 && dy == 0 {
            let uy = t.uy * inv
            let vy = t.vy * inv
            let u = (0.5 * t.ux + 0.5 * t.uy + t.u0) * inv
            let v = (0.5 * t.vx + 0.5 * t.vy + t.v0) * inv
            let whole =
                uy.isFinite && vy.isFinite && u.isFinite && v.isFinite && LayerRows.fixed(uy) == 0
                && LayerRows.fixed(vy) == 65536 && LayerRows.fixed(u) & 0xFFFF == 0 && LayerRows.fixed(v) & 0xFFFF == 0
            kind = whole ? .wholeTexels : .translated
        } else {
            kind = dy == 0 ? .scaled : .affine
        }
    }

    /// Whether rows step one texel a pixel across and none down (whole texels or translated): the
    /// copy and 2-tap paths' placement.
    var stepsWholeTexels: Bool { kind == .wholeTexels || kind == .translated }
}
