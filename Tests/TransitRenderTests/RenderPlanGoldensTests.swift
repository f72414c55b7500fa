import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

/// Every catalogue effect's render plans (`RenderPlan`: each layer's placement, the fusions its
/// pairs of layers are drawn with), as text compared exactly with `Goldens/Plans.txt`: forward at
/// progress 0.25, 0.5 and 0.75 and back at 0.5, in the context the laws use (the sample screens
/// at 60x130 points, scale 1). An effect whose layers drop off a fast path (a push whose screens
/// are no longer translated, a fade whose layers no longer cross-fade) changes a line here, where
/// the pixel tests, which compare the fast paths with the general path, see nothing.
///
/// Record deliberately and read the diff before committing:
/// `TRANSIT_RECORD_GOLDENS=failed swift test --filter RenderPlanGoldens`.
@Suite struct RenderPlanGoldensTests {
    /// One line a sample: `push @0.5: shaded-pair(translated, solid) + translated`.
    static func lines(of effect: any Effect) -> [String] {
        SceneGoldensTests.samples.map { direction, progress in
            let (snapshots, context) = RenderedLaws.setting(direction)
            let scene = effect.evaluate(at: progress, in: context)
            let backdrop = scene.layers.contains {
                if case .blurredBackdrop = $0.content { true } else { false }
            }
            let at = direction == .forward ? "@\(progress)" : "back@\(progress)"
            let plan = Renderer().plan(scene, snapshots: snapshots)
            return "\(effect.name) \(at): \(backdrop ? "blurred-backdrop + " : "")\(plan)"
        }
    }

    @Test func everyEffectsPlansAreAsReviewed() throws {
        let lines = try EffectCatalogue.builtIn.names.flatMap {
            Self.lines(of: try EffectCatalogue.builtIn.makeEffect(named: $0, arguments: [:]))
        }
        assertTextGolden(lines.joined(separator: "\n") + "\n", named: "Plans.txt")
    }
}
