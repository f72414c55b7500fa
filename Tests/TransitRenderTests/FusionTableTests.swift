import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// The fusion table (`Fusion.table`) row by row: on random scenes (an opaque screen placed on
/// whole texels, translated, scaled or turned (then sometimes part of the screen, with rounded
/// corners or a shadow); above it a shade (a colour or a gradient), the other screen or both, and sometimes
/// a layer over them), each row the plan matches is drawn with the row and without it (its
/// reference: the layers drawn in turn, each on its own fast path), and the two frames lie within
/// the row's stated bound, eight pixels at a time and one at a time. Each row must draw rows of
/// many of the scenes, or the test says so.
@Suite struct FusionTableTests {
    /// How often each fusion's kernel drew a row (one thread, so a plain count).
    final class Counts: @unchecked Sendable {
        var drawn: [String: Int] = [:]
    }

    /// The table with every kernel counted in `counts` when it draws a row.
    static func counted(_ table: [Fusion], in counts: Counts) -> [Fusion] {
        table.map { f in
            Fusion(
                name: f.name, predicate: f.predicate,
                kernel: { pair, row in
                    let drew = f.kernel(pair, row)
                    if drew { counts.drawn[f.name, default: 0] += 1 }
                    return drew
                }, reference: f.reference, bound: f.bound)
        }
    }

    /// A random scene of `size` over opaque screens, made to meet the table's predicates often.
    static func scene(size: Size, using rng: inout SeededRandom) -> Scene {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        let placement = Int.random(in: 0..<4, using: &rng)
        func transform() -> Transform3D {
            let dx = r(-0.4...0.4) * size.width
            let dy = r(-0.4...0.4) * size.height
            switch placement {
            case 0: return .translation(x: dx.rounded(), y: dy.rounded())
            case 1: return .translation(x: dx, y: Bool.random(using: &rng) ? dy.rounded() : dy)
            case 3:
                // Turned: about y (the `columns` placement, half the time), x (perspective) or z (affine).
                let axis = Bool.random(using: &rng) ? 0 : Int.random(in: 1..<3, using: &rng)
                return Transform3D.rotation(
                    .degrees(r(-70...70)), x: axis == 1 ? 1 : 0, y: axis == 0 ? 1 : 0, z: axis == 2 ? 1 : 0
                ).concatenating(.translation(x: dx * 0.3, y: dy * 0.3))
            default:
                let s = Bool.random(using: &rng) ? r(0.5...0.95) : r(1.05...1.6)
                return Transform3D.scale(s).concatenating(.translation(x: dx * 0.3, y: dy * 0.3))
            }
        }
        var lower = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
        lower.transform = transform()
        lower.opacity = Int.random(in: 0..<6, using: &rng) == 0 ? r(0.3...1) : 1
        if placement == 3 {
            // A turned page as the effects draw it: part of its screen, rounded corners, a shadow.
            if Bool.random(using: &rng) {
                lower.content = .snapshot(
                    .screen(.from),
                    contentsRect: Rect(x: r(0...0.3), y: r(0...0.3), width: r(0.4...0.7), height: r(0.4...0.7)))
            }
            if Bool.random(using: &rng) { lower.cornerRadius = r(0...(min(size.width, size.height) / 3)) }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                lower.shadow = Shadow(color: .black, opacity: 0.5, offset: Vector(dx: 2, dy: 3), radius: 3)
            }
        }
        var layers = [lower]
        // A turned page is shaded more often than not, as the effects shade theirs.
        if placement == 3 ? Int.random(in: 0..<4, using: &rng) != 0 : Bool.random(using: &rng) {
            var shade = lower
            shade.id = "shade"
            shade.shadow = nil
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: shade.content = .color(.black)
            case 1: shade.content = .color(Color(red: r(0...1), green: r(0...1), blue: 0))
            default:
                // A gradient shade, as fold's strips and middle-page-flip's page have.
                shade.content = .gradient(
                    Gradient(
                        stops: [
                            .init(0, Color.black.withAlpha(r(0...0.3))),
                            .init(1, Color(red: r(0...0.3), green: 0, blue: r(0...0.3), alpha: r(0.5...1))),
                        ],
                        start: Point(x: r(-0.2...1), y: r(-0.2...1)), end: Point(x: r(0...1.2), y: r(0...1.2))))
            }
            shade.opacity = r(0.02...0.9)
            layers.append(shade)
        } else {
            var upper = Layer(id: "to", content: .snapshot(.screen(.to)), frame: Rect(size: size))
            upper.transform = transform()
            upper.opacity = Bool.random(using: &rng) ? 1 : r(0.02...0.98)
            layers.append(upper)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            // A layer over part of the pair: some of its columns hidden.
            var top = Layer(
                id: "top", content: .color(.white),
                frame: Rect(
                    x: r(0...size.width / 2), y: r(0...size.height / 2), width: size.width / 3, height: size.height))
            top.opacity = Bool.random(using: &rng) ? 1 : 0.5
            layers.append(top)
        }
        return Scene(
            size: size, background: .white, eyeDistance: placement == 3 ? size.width * r(0.7...6) : nil,
            layers: layers)
    }

    @Test func everyRowDrawsItsReferenceWithinItsBound() {
        var rng = SeededRandom(seed: 32)
        let counts = Counts()
        var fused = Renderer()
        fused.fusions = Self.counted(Fusion.table, in: counts)
        var planned: [String: Int] = [:]
        var gradientShades = 0
        for case_ in 0..<240 {
            let w = Int.random(in: 24...80, using: &rng)
            let h = Int.random(in: 8...40, using: &rng)
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let scene = Self.scene(size: Size(width: Double(w), height: Double(h)), using: &rng)
            // Both lanes, in turn (a debug build's default is the scalar loops alone).
            let lanes = Lanes.allCases[case_ % 2]
            fused.lanes = lanes
            let plan = fused.plan(scene, snapshots: snaps)
            if plan.description.contains("gradient-columns)") { gradientShades += 1 }
            for fusion in Fusion.table where plan.fusions.contains(where: { $0?.name == fusion.name }) {
                planned[fusion.name, default: 0] += 1
                var reference = Renderer()
                reference.fusions = Fusion.table.filter { $0.name != fusion.name }
                reference.lanes = lanes
                let d = pixelDifference(
                    fused.render(scene, snapshots: snaps), reference.render(scene, snapshots: snaps))
                #expect(d.maxChannel <= fusion.bound, "case \(case_), \(fusion.name): \(w)x\(h), \(plan), \(d)")
            }
        }
        // Gradient shades fused too (`shaded-turn` over a `columns` layer).
        #expect(gradientShades >= 6, "shaded-turn with a gradient planned \(gradientShades) times")
        for fusion in Fusion.table {
            // Each row planned for many scenes, and its kernel drawing rows of them (not declining them all).
            #expect(
                planned[fusion.name, default: 0] >= 20, "\(fusion.name) planned \(planned[fusion.name, default: 0])")
            #expect(
                counts.drawn[fusion.name, default: 0] >= 100,
                "\(fusion.name) drew \(counts.drawn[fusion.name, default: 0])")
        }
    }

    @Test func aPairTakesTheFirstRowWhosePredicateHolds() {
        // The table's order is the plan's: no pair of layers meets two rows' predicates, so the order
        // decides nothing today; a row added that overlaps an earlier one must say which comes first.
        var rng = SeededRandom(seed: 33)
        for _ in 0..<200 {
            let w = Int.random(in: 24...80, using: &rng)
            let h = Int.random(in: 8...40, using: &rng)
            let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
            let scene = Self.scene(size: Size(width: Double(w), height: Double(h)), using: &rng)
            let plan = Renderer().plan(scene, snapshots: snaps)
            for i in plan.layers.indices.dropLast() {
                let lower = (plan.layers[i], plan.facts[i])
                let upper = (plan.layers[i + 1], plan.facts[i + 1])
                let matching = Fusion.table.filter { $0.predicate(lower, upper) }.map(\.name)
                #expect(matching.count <= 1, "\(matching)")
                #expect(plan.fusions[i]?.name == matching.first)
            }
        }
    }
}
