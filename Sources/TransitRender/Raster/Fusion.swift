/// A fused path of the compositor: two neighbouring layers (`lower` drawn first, `upper` next)
/// drawn together in one pass over the part of a row where both cover it fully, as pixman's
/// fast-path table pairs an operator with its operands. The frame plan matches each pair of
/// neighbours against `table`, in order, once a frame (`predicate`, from what is known of the
/// layers then); the rows run the matched row's `kernel`, which may still decline a row (the run
/// too short, a position not whole), and the layers are then drawn in turn.
///
/// Every row states its `reference` (what it replaces) and how far it may lie from it (`bound`,
/// in channel values of 255); `FusionTableTests` checks each row against its reference on random
/// scenes.
struct Fusion: Sendable {
    /// A pair of layers as the plan sees them.
    typealias Side = (layer: PreparedLayer, facts: LayerFacts)

    /// Draws row `row.y` of `pair[0]` (the lower layer) and `pair[1]` and returns true, or draws
    /// nothing and returns false (the layers are then drawn in turn). The layers are read in place.
    typealias Kernel = @Sendable (_ pair: UnsafeMutablePointer<LayerRows>, _ row: FusedRow) -> Bool

    /// The name the plan prints (`shaded-pair(translated, solid)`).
    let name: String
    /// Whether the kernel may draw the pair: the tests of its layers that do not depend on the row.
    let predicate: @Sendable (_ lower: Side, _ upper: Side) -> Bool
    let kernel: Kernel
    /// What the kernel stands for.
    let reference: String
    /// The largest channel difference from the reference (of 255).
    let bound: Int

    /// The fusions, tried in this order (the first whose predicate holds is the pair's).
    static let table: [Fusion] = [crossFade, shadedPair, scaledPair, shadedTurn]

    /// An opaque layer under a translucent one, both whole-texel copies of opaque images: one pass
    /// reading both (`CrossFadeRows.swift`). Exact.
    static let crossFade = Fusion(
        name: "cross-fade",
        predicate: { lower, upper in
            lower.facts.occludes && lower.facts.stepsWholeTexels(lower.layer) && upper.facts.texelsOpaque
                && upper.facts.stepsWholeTexels(upper.layer) && upper.facts.rect != nil && upper.layer.mask == nil
                && upper.layer.shadow == nil && upper.layer.alpha < 1
        },
        kernel: { pair, r in
            guard let run = LayerRows.crossFadeRun(pair[0], under: pair[1], row: r.y, upperHidden: r.upperHidden)
            else { return false }
            r.drawInTurn(pair, but: run)
            LayerRows.crossFade(pair[0], under: pair[1], row: r.y, run: run, into: r.dst + r.y * r.width)
            return true
        },
        reference: "the lower layer copied, the upper composited over it", bound: 0)

    /// A translucent solid colour over an opaque layer that is only translated (the shade of push,
    /// cover and reveal): the shade folded into the layer's texels as they are stored
    /// (`ShadedRows.swift`). Exact but where the shade's weight is an exact tie.
    static let shadedPair = Fusion(
        name: "shaded-pair",
        predicate: { lower, shade in
            lower.facts.occludes && lower.facts.stepsWholeTexels(lower.layer)
                && shade.facts.placement.kind == .untextured && !shade.facts.occludes && shade.facts.rect != nil
                && shade.layer.mask == nil && shade.layer.shadow == nil && shade.layer.isSolid
        },
        kernel: { pair, r in
            guard let shaded = LayerRows.shadedRun(pair[0], under: pair[1], row: r.y, shadeHidden: r.upperHidden)
            else { return false }
            r.drawInTurn(pair, but: shaded.run)
            LayerRows.drawShaded(shaded, into: r.dst + r.y * r.width)
            return true
        },
        reference: "the layer drawn, the shade composited over it", bound: 1)

    /// Two scaled layers, an opaque one under one of opaque texels at any opacity (zoom's
    /// screens): the columns both cover fully mixed from their filtered rows in one pass
    /// (`ScaledPairs.swift`).
    static let scaledPair = Fusion(
        name: "scaled-pair",
        predicate: { lower, upper in
            lower.layer.isOpaque && upper.facts.texelsOpaque && isScaledRectangle(lower) && isScaledRectangle(upper)
        },
        kernel: { pair, r in
            LayerRows.scaledPair(
                pair, under: pair + 1, row: r.y, hidden: r.hidden, upperHidden: r.upperHidden,
                into: r.dst + r.y * r.width, width: r.width, scratch: r.scratch)
        },
        reference: "the lower layer scaled, the upper scaled and composited over it", bound: 2)

    /// A translucent shade in the same shape over a turned or perspective layer: a solid colour
    /// (page-flip's, flip's, turn's and cards' pages) or, over a `columns` layer, a gradient whose
    /// depth is the same all down each column (fold's strips, middle-page-flip's page:
    /// `GradientColumns`). The shade is composited over each group of the layer's samples before
    /// they are stored (`GroupComposite`), at the coverage the layer's own rows worked out; rows
    /// the stepped and column paths decline draw the shade in a pass of its own at that coverage.
    /// The same colours and composites in the same order; the weights of pixels drawn one at a
    /// time in the fused row and eight at a time in the shade's own (or the other way round)
    /// round exact ties apart.
    static let shadedTurn = Fusion(
        name: "shaded-turn",
        predicate: { lower, shade in
            [.affine, .columns, .perspective].contains(lower.facts.placement.kind) && lower.layer.usesFastPaths
                && lower.layer.mask == nil && !shade.facts.occludes
                && (shade.layer.isSolid || lower.facts.placement.kind == .columns && isColumnGradient(shade.layer))
                && shade.layer.mask == nil && shade.layer.shadow == nil && shade.layer.shape == lower.layer.shape
        },
        kernel: { pair, r in
            // `r.upperHidden` is `r.hidden`: the shade hides nothing (`!occludes`), so what hides the
            // layer is what hides the shade.
            guard let shade = pair[1].asShade() else { return false }
            pair[0].composite(
                row: r.y, hidden: r.hidden, into: r.dst, width: r.width, scratch: r.scratch, shade: shade)
            return true
        },
        reference: "the layer drawn, the shade composited over it", bound: 1)

    /// A gradient drawn from its column table (`GradientColumns`).
    private static func isColumnGradient(_ layer: PreparedLayer) -> Bool {
        guard case .gradient(let g, _) = layer.source else { return false }
        return layer.usesFastPaths && GradientColumns.applies(g, map: layer.map)
    }

    /// An upright rectangle of a scaled texture, without mask or shadow, fast paths on.
    private static func isScaledRectangle(_ side: Side) -> Bool {
        side.facts.placement.kind == .scaled && side.facts.rect != nil && side.layer.mask == nil
            && side.layer.shadow == nil && side.layer.usesFastPaths
    }
}

/// The row a fusion's kernel draws, and what it draws into.
struct FusedRow {
    let y: Int
    /// What the layers above hide of the lower layer's row and of the upper layer's.
    let hidden: Range<Int>, upperHidden: Range<Int>
    /// The frame (row 0) and its width.
    let dst: UnsafeMutablePointer<UInt32>, width: Int
    /// `2 * (width + 1)` floats.
    let scratch: UnsafeMutablePointer<Float>

    /// The pair's layers drawn in turn on the row but for `run` (which the kernel draws).
    func drawInTurn(_ pair: UnsafeMutablePointer<LayerRows>, but run: Range<Int>) {
        pair[0].composite(
            row: y, hidden: LayerRows.union(hidden, run), into: dst, width: width, scratch: scratch)
        pair[1].composite(
            row: y, hidden: LayerRows.union(upperHidden, run), into: dst, width: width, scratch: scratch)
    }
}
