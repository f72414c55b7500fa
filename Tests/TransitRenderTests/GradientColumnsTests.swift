import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The column tables of gradients whose depth is the same down each column (`GradientColumns`):
/// made where they hold (a slanted gradient: s linear down each column; one along x alone: each
/// column's colour; black from clear to opaque, fold's shade, composited as its alpha), declined where |A| would pass 2²⁰ (a gradient whose ends nearly meet, far
/// from the layer), not tried where the depth changes down the columns (turned about x). In each
/// case, as the shade of a turned screen, the frame lies within one lookup entry (plus 1) of the
/// general path, and the pair drawn fused (`shaded-turn`) within 1 of the pair drawn in turn,
/// eight lanes and one: the fused `fixed` table and the fallback without a table included.
@Suite struct GradientColumnsTests {
    enum Kind: CaseIterable {
        case slanted, alongX, blackRamp, nearlyMeeting, turnedAboutX
    }

    /// A screen turned about y (about x for `turnedAboutX`) under perspective, shaded by a gradient
    /// of `kind` in its own shape, sometimes under part of an opaque layer.
    static func scene(_ kind: Kind, using rng: inout SeededRandom) -> (Scene, SnapshotSet, Gradient) {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let w = Int.random(in: 16...64, using: &rng)
        let h = Int.random(in: 8...40, using: &rng)
        let size = Size(width: Double(w), height: Double(h))
        var lower = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
        let aboutX = kind == .turnedAboutX
        lower.transform = Transform3D.rotation(.degrees(r(-70...70)), x: aboutX ? 1 : 0, y: aboutX ? 0 : 1, z: 0)
            .concatenating(.translation(x: r(-0.2...0.2) * size.width, y: r(-0.2...0.2) * size.height))
        lower.opacity = Bool.random(using: &rng) ? 1 : r(0.4...1)
        var shade = lower
        shade.id = "shade"
        var start = Point(x: r(-0.2...1), y: r(-0.2...1))
        var end = Point(x: r(0...1.2), y: r(0...1.2))
        switch kind {
        case .alongX: end.y = start.y
        case .nearlyMeeting:
            start = Point(x: r(-3 ... -1), y: 0.5)
            end = Point(x: start.x + 1e-6, y: 0.5)
        case .slanted, .blackRamp, .turnedAboutX: break
        }
        // Black from clear to opaque is fold's shade (its colours a ramp, composited as their alpha).
        let stops: [Gradient.Stop] =
            kind == .blackRamp
            ? [.init(0, Color.black.withAlpha(0)), .init(1, Color.black)]
            : [
                .init(0, Color.black.withAlpha(r(0...0.4))),
                .init(1, Color(red: r(0...0.5), green: 0, blue: r(0...0.5), alpha: r(0.5...1))),
            ]
        let g = Gradient(stops: stops, start: start, end: end)
        shade.content = .gradient(g)
        shade.opacity = r(0.1...1)
        var layers = [lower, shade]
        if Bool.random(using: &rng) {
            layers.append(
                Layer(
                    id: "top", content: .color(.white),
                    frame: Rect(x: r(0...size.width / 2), y: 0, width: size.width / 3, height: size.height)))
        }
        let scene = Scene(size: size, background: .white, eyeDistance: Double(w) * r(0.8...5), layers: layers)
        return (scene, RendererFastPathTests.opaqueScreens(w, h, using: &rng), g)
    }

    @Test(arguments: Kind.allCases) func tablesAreMadeWhereTheyHoldAndShadeWithinTheirBounds(_ kind: Kind) {
        var rng = SeededRandom(seed: 3210 + UInt64(Kind.allCases.firstIndex(of: kind)!))
        for case_ in 0..<24 {
            let (scene, snaps, g) = Self.scene(kind, using: &rng)
            let plan = Renderer().plan(scene, snapshots: snaps)
            let i = plan.layers.firstIndex { if case .gradient = $0.source { true } else { false } }!
            let rows = LayerRows(
                plan.layers[i], facts: plan.facts[i], width: Int(scene.size.width), height: Int(scene.size.height),
                subsamples: Renderer().subsamples, lanes: .eight)
            let table = rows.columnGradient()
            switch kind {
            case .slanted:
                #expect(table != nil && table!.pointee.fixed == nil, "case \(case_): \(plan)")
            case .blackRamp:
                #expect(table?.pointee.lookup.isBlack == true && table?.pointee.fixed == nil, "case \(case_): \(plan)")
            case .alongX:
                #expect(table?.pointee.fixed != nil, "case \(case_): \(plan)")
            case .nearlyMeeting, .turnedAboutX:
                #expect(table == nil, "case \(case_): \(plan)")
            }
            #expect(plan.description.contains("shaded-turn") == (kind != .turnedAboutX), "\(plan)")
            var general = Renderer()
            general.usesFastPaths = false
            let reference = general.render(scene, snapshots: snaps)
            let step = GradientLanesTests.largestStep((0...255).map { Bitmap.pack(g.color(at: Double($0) / 255)) })
            for lanes in Lanes.allCases {
                var fused = Renderer()
                fused.lanes = lanes
                var inTurn = Renderer()
                inTurn.lanes = lanes
                inTurn.fusions = Fusion.table.filter { $0.name != Fusion.shadedTurn.name }
                let frame = fused.render(scene, snapshots: snaps)
                let d = pixelDifference(frame, inTurn.render(scene, snapshots: snaps))
                #expect(d.maxChannel <= 1, "case \(case_), \(lanes): fused against in turn \(d), \(plan)")
                // The screen's own sampling (within 2 of the general sampler's) plus the shade's bound.
                let e = pixelDifference(frame, reference)
                #expect(e.maxChannel <= step + 3, "case \(case_), \(lanes): against the general path \(e), \(plan)")
            }
        }
    }
}
