import Testing
import TransitCore
import TransitSamples
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
            let at = direction == .forward ? "@\(progress)" : "back@\(progress)"
            return "\(effect.name) \(at): \(plan(effect.evaluate(at: progress, in: context), snapshots))"
        }
    }

    /// The scene's plan as text, `blurred-backdrop + ` before it when the scene has a blurred
    /// backdrop (drawn in two passes, each of the plan's layers in its own).
    static func plan(_ scene: Scene, _ snapshots: SnapshotSet) -> String {
        let backdrop = scene.layers.contains {
            if case .blurredBackdrop = $0.content { true } else { false }
        }
        return (backdrop ? "blurred-backdrop + " : "") + Renderer().plan(scene, snapshots: snapshots).description
    }

    /// The benchmarks' setting (`make bench`, `Benchmarks/instructions.sh`): the sample screens at
    /// 390x844 points, scale 3, forward at the progress values it times.
    static let benchmark = SampleScreens.make(size: Size(width: 390, height: 844), scale: 3)

    /// One line a progress value in the benchmarks' setting: `push @0.5: ...`.
    static func benchmarkLines(of effect: any Effect) -> [String] {
        [0.25, 0.5, 0.75].map { progress in
            let scene = effect.evaluate(at: progress, in: benchmark.context())
            return "\(effect.name) @\(progress): \(plan(scene, benchmark.snapshots))"
        }
    }

    /// The plans `make bench` measures (`Goldens/PlansAtBenchmarkSize.txt`): at 1170x2532 pixels a
    /// layer's placement can differ from the small setting's (a translation by a fraction of a pixel).
    @Test func theBenchmarksPlansAreAsReviewed() throws {
        let lines = try EffectCatalogue.builtIn.names.flatMap {
            Self.benchmarkLines(of: try EffectCatalogue.builtIn.makeEffect(named: $0, arguments: [:]))
        }
        assertTextGolden(lines.joined(separator: "\n") + "\n", named: "PlansAtBenchmarkSize.txt")
    }

    @Test func everyEffectsPlansAreAsReviewed() throws {
        let lines = try EffectCatalogue.builtIn.names.flatMap {
            Self.lines(of: try EffectCatalogue.builtIn.makeEffect(named: $0, arguments: [:]))
        }
        assertTextGolden(lines.joined(separator: "\n") + "\n", named: "Plans.txt")
    }
}
