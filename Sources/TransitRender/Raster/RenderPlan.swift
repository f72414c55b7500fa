import TransitCore

/// A frame as the renderer will draw it, decided once in `Renderer.plan` before any row is drawn:
/// the layers to draw (prepared, bottom to top), what is known of each (`LayerFacts`: its
/// placement among them), and the fusion (`Fusion.table`) each pair of neighbours is drawn
/// with. The bands of rows execute it. It prints as text, a step per drawn layer or fused
/// pair, bottom first:
///
///     shaded-pair(translated, solid) + translated
///
/// (push mid-way: the from-screen translated by a fraction of a pixel with its shade folded in,
/// then the to-screen translated). A layer is named by its placement (`whole`, `translated`,
/// `scaled`, `affine`, `perspective`, `general` with the fast paths off) or content (`solid`,
/// `gradient` (when its colour changes along the rows: `gradient-columns` when its depth is the
/// same all down each column, `GradientColumns.swift`, else `gradient-lanes`, `GradientLanes.swift`;
/// each where the frame allows it: a table that cannot be made, or a row too steep, goes to the
/// next path down, as a fused pair's kernel may decline a row),
/// `shadow` for a layer of which only the shadow shows), with `[mask]`, `[shadow]`
/// after it when it has them; a full-frame pixel transition drawn first is `kernel(NAME)`; a
/// step repeated is written once with its count (`affine * 247`).
struct RenderPlan: Sendable, CustomStringConvertible {
    /// The full-frame pixel transition drawn first, straight into the frame, by its kernel (nil when none).
    let kernel: PixelTransition?
    /// The layers drawn (after the kernel), bottom to top.
    let layers: [PreparedLayer]
    let facts: [LayerFacts]
    /// `fusions[i]`: the fusion layers `i` and `i + 1` are drawn with where their rows allow, or nil.
    let fusions: [Fusion?]

    /// Plans `layers` on a frame of `width` x `height` with `subsamples` sample lines a row,
    /// matching each pair of neighbours against `table` in order.
    init(kernel: PixelTransition?, layers: [PreparedLayer], width: Int, height: Int, subsamples: Int, table: [Fusion]) {
        self.kernel = kernel
        self.layers = layers
        let facts = layers.map { LayerFacts($0, width: width, height: height, subsamples: subsamples) }
        self.facts = facts
        fusions = layers.indices.map { i in
            guard i + 1 < layers.count else { return nil }
            let lower = (layers[i], facts[i])
            let upper = (layers[i + 1], facts[i + 1])
            return table.first { $0.predicate(lower, upper) }
        }
    }

    /// The steps, bottom first: a fused pair when a fusion matched (as the rows try it first), else a layer.
    var steps: [String] {
        var steps = kernel.map { ["kernel(\($0.kernel))"] } ?? []
        var i = 0
        while i < layers.count {
            if let f = fusions[i] {
                steps.append("\(f.name)(\(name(of: i)), \(name(of: i + 1)))")
                i += 2
            } else {
                steps.append(name(of: i))
                i += 1
            }
        }
        return steps
    }

    /// The steps joined by `+`, a step repeated three times or more written once with its count
    /// (`affine * 247`), two alternating steps likewise (`(perspective + gradient-lanes) * 16`);
    /// `background` when nothing is drawn.
    var description: String {
        let steps = self.steps
        guard !steps.isEmpty else { return "background" }
        var parts: [String] = []
        var i = 0
        while i < steps.count {
            func repeats(_ length: Int) -> Int {
                var n = 1
                while i + (n + 1) * length <= steps.count
                    && steps[(i + n * length)..<(i + (n + 1) * length)] == steps[i..<(i + length)]
                {
                    n += 1
                }
                return n
            }
            if case let n = repeats(1), n > 2 {
                parts.append("\(steps[i]) * \(n)")
                i += n
            } else if i + 2 <= steps.count, case let n = repeats(2), n > 1 {
                parts.append("(\(steps[i]) + \(steps[i + 1])) * \(n)")
                i += 2 * n
            } else {
                parts.append(steps[i])
                i += 1
            }
        }
        return parts.joined(separator: " + ")
    }

    /// Layer `i`'s name in the plan.
    func name(of i: Int) -> String {
        let layer = layers[i]
        var name: String
        switch layer.source {
        case .solid: name = layer.shape.isEmpty ? "shadow" : "solid"
        case .gradient(let g, _):
            // Varying along the rows, a gradient takes its column colours or `gradientLanes` where its rows allow.
            if !layer.usesFastPaths || LayerRows.isConstantAlongRows(g, map: layer.map) {
                name = "gradient"
            } else {
                name = GradientColumns.applies(g, map: layer.map) ? "gradient-columns" : "gradient-lanes"
            }
        case .texture:
            let kind = facts[i].placement.kind
            name = kind == .untextured ? "empty" : layer.usesFastPaths ? kind.rawValue : "general"
        }
        if layer.mask != nil { name += "[mask]" }
        if layer.shadow != nil && !layer.shape.isEmpty { name += "[shadow]" }
        return name
    }
}
