import TransitCore

/// The fast path of a gradient layer whose depth is the same all down each pixel column (any
/// gradient on a layer turned about a vertical axis, or on a layer without perspective, that
/// changes along the rows): fold's strips and middle-page-flip's page, shaded from hinge to edge.
/// The general path (`gradientRow`) finds each pixel's gradient parameter from its point in the
/// layer,
///
///     s = ((U / W / width - start.x) dx + (V / W / height - start.y) dy) / len²,
///
/// with `(U, V, W)` the layer map at the pixel centre `(cx, cy)`. Where `wy == 0`, W depends on
/// the column alone and U, V are linear in cy, so down each column s is linear in cy:
///
///     s = A(x) + cy B(x),
///     A = (cu (cx ux + u0) + cv (cx vx + v0)) / W + e,   B = (cu uy + cv vy) / W,
///
/// with `gradientLanes`' `cu = dx / (width len²)`, `cv = dy / (height len²)` and
/// `e = -(start · d) / len²` (`LayerRows.gradientAxis`).
///
/// Each worker tabulates A and B once a frame for every column (`GradientColumns`); a pixel's
/// parameter is then one multiply-add, eight at a time, and its colour index is
/// `LayerRows.gradientIndices`' (clamped, times 255, rounded to nearest) as on `gradientLanes`'
/// stepped rows. The expression is the general one rearranged: where |A| and |B| times the
/// frame's height stay below 2²⁰ over the layer's columns (else no table is made, and the rows
/// take `gradientLanes` or the general path as before), the two differ by a few roundings of
/// `Double`, below 10⁻⁹, so an index differs from the reference's only where s * 255 lies that
/// close to a half, and then by one: each pixel within one lookup entry of the general path
/// (plus 1 for the weights' roundings), `GradientLanes.swift`'s bound (`GradientLanesTests`,
/// `GradientColumnsTests`).
///
/// The same colours shade a turned layer in one pass with it (`Fusion.shadedTurn`,
/// `Shade.gradient`): drawn in turn or fused, each pixel gets the same colour.
final class GradientColumns {
    private var a = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    private var b = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    /// Each column's colour, where B is 0 in every column (the colour the same all down each).
    private var fixed = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private let lookup = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    /// The table as the rows read it, at one address for the frame (a row's composite holds a
    /// pointer to it, one word).
    private let view = UnsafeMutablePointer<ColumnGradient>.allocate(capacity: 1)
    /// nil until the first row asks; then whether the table was made.
    private var made: Bool?

    deinit {
        a.deallocate()
        b.deallocate()
        fixed.deallocate()
        lookup.deallocate()
        view.deallocate()
    }

    /// Whether gradient `g` on a layer mapped by `t` takes this path: the depth the same all down
    /// each column, the colour not the same all along each row (`gradientRow` draws those rows
    /// in one colour each, exactly).
    static func applies(_ g: Gradient, map t: Homography) -> Bool {
        t.wy == 0 && !LayerRows.isConstantAlongRows(g, map: t)
    }

    /// The table of the layer of `rows` (gradient `g`, 256 colours `lookup`) for its frame, made
    /// on the frame's first call; nil when it cannot be made (see the type).
    func gradient(of rows: LayerRows, _ g: Gradient, _ colours: [UInt32]) -> UnsafePointer<ColumnGradient>? {
        if made == nil {
            let table = make(rows, g, colours)
            made = table != nil
            if let table { view.initialize(to: table) }
        }
        return made! ? UnsafePointer(view) : nil
    }

    private func make(_ rows: LayerRows, _ g: Gradient, _ colours: [UInt32]) -> ColumnGradient? {
        guard colours.count == 256 else { return nil }
        let width = rows.rowWidth
        // Room for a group of eight read from any column below `width`.
        a.deallocate()
        b.deallocate()
        a = .allocate(capacity: width + 8)
        b = .allocate(capacity: width + 8)
        a.initialize(repeating: 0, count: width + 8)
        b.initialize(repeating: 0, count: width + 8)
        lookup.update(from: colours, count: 256)
        let xs = rows.layer.shape.joined().map(\.x)
        guard let lo = xs.min(), let hi = xs.max() else { return nil }
        // The rasteriser's span reaches column `Int(hi)`; the others keep A = B = 0 (s = 0, at
        // coverage 0).
        let first = Int(min(Double(width), max(0, lo.rounded(.down))))
        let last = Int(min(Double(width - 1), max(-1, hi.rounded(.down))))
        guard first <= last else { return nil }
        let t = rows.layer.map
        let (cu, cv, e) = rows.gradientAxis(g)
        let limit = LayerRows.gradientLanesLimit
        let reach = limit / Double(max(rows.rowHeight, 1))
        for x in first...last {
            let cx = Double(x) + 0.5
            let w = cx * t.wx + t.w0
            let ax = ((cx * t.ux + t.u0) * cu + (cx * t.vx + t.v0) * cv) / w + e
            let bx = (t.uy * cu + t.vy * cv) / w
            // `<=` is false for NaN.
            guard w != 0, abs(ax) <= limit, abs(bx) <= reach else { return nil }
            a[x] = ax
            b[x] = bx
        }
        var gradient = ColumnGradient(
            a: UnsafePointer(a), b: UnsafePointer(b), fixed: nil,
            lookup: GradientLookup(lookup, step: rows.gradientRamp))
        guard (0..<(width + 8)).allSatisfy({ b[$0] == 0 }) else { return gradient }
        // The colour the same all down each column (middle-page-flip's shade): each column's
        // colour once, as `colours` would give it on any row.
        fixed.deallocate()
        fixed = .allocate(capacity: width + 8)
        for x in Swift.stride(from: 0, to: width + 1, by: 8) {
            UnsafeMutableRawPointer(fixed + x).storeBytes(of: gradient.colours(at: x, cy: 0), as: SIMD8<UInt32>.self)
        }
        gradient.fixed = UnsafePointer(fixed)
        return gradient
    }
}

/// A `GradientColumns` table as the rows read it (plain words, valid for the frame): the colour of
/// any pixel of the layer's columns.
struct ColumnGradient {
    let a: UnsafePointer<Double>, b: UnsafePointer<Double>
    /// Each column's colour when the colour is the same all down each column, else nil.
    var fixed: UnsafePointer<UInt32>?
    /// The 256 colours, premultiplied.
    let lookup: GradientLookup

    /// The colours of pixels `x..<x + 8` on the row whose centre is `cy`.
    @inline(__always) func colours(at x: Int, cy: Double) -> SIMD8<UInt32> {
        if let fixed { return PixelMath.load8(fixed + x) }
        return lookup.colours(indices(at: x, cy: cy))
    }

    /// The colour indices (`0...255`) of pixels `x..<x + 8` on the row whose centre is `cy`.
    @inline(__always) func indices(at x: Int, cy: Double) -> SIMD8<UInt32> {
        let s =
            UnsafeRawPointer(a + x).loadUnaligned(as: SIMD8<Double>.self)
            + cy * UnsafeRawPointer(b + x).loadUnaligned(as: SIMD8<Double>.self)
        return LayerRows.gradientIndices(s)
    }

    /// The colour of pixel `x` on the row whose centre is `cy`, as `colours` gives it.
    @inline(__always) func colour(at x: Int, cy: Double) -> UInt32 {
        if let fixed { return fixed[x] }
        return lookup.table[Int(LayerRows.gradientIndex(a[x] + cy * b[x]))]
    }
}

extension LayerRows {
    /// A gradient layer's column table (`GradientColumns`), nil for other layers and where the
    /// table cannot be made.
    func columnGradient() -> UnsafePointer<ColumnGradient>? {
        guard let table = gradientColumns, case .gradient(let g, let lookup) = layer.source else { return nil }
        return table.gradient(of: self, g, lookup)
    }

    /// The layer as a shade folded into the rows of the layer under it (`Fusion.shadedTurn`): a
    /// solid colour, or a gradient's column table; nil for other layers.
    func asShade() -> Shade? {
        switch layer.source {
        case .solid(let colour): return Shade(colour: colour, gradient: nil, alpha: layer.alpha)
        case .gradient: return columnGradient().map { Shade(colour: 0, gradient: $0, alpha: layer.alpha) }
        case .texture: return nil
        }
    }
}
