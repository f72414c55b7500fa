import Foundation
import TransitCore
import TransitRender
import TransitSamples

/// The laws every effect obeys (docs/ARCHITECTURE.md), each a function that renders an effect on
/// the sample screens at a small size and returns the violation it found, or nil. The catalogue
/// tests run them on every effect and on deliberately broken ones.
///
/// Tolerances: endpoints within 2/255 per channel (bilinear rounding only). Continuity: between
/// progress steps of 1/120 the mean absolute channel change stays under `stepBound`; then the
/// biggest step is halved `refinements` times (to 1/7680): continuous motion shrinks with the
/// step, so the change left must be under `jumpBound`, while a pop (anything that appears or
/// vanishes at one instant) keeps its full size and fails.
///
/// ```swift
/// #expect(RenderedLaws.continuityViolation(of: .fade(), going: .forward) == nil)
/// ```
public enum RenderedLaws {
    public static let stepBound = 40.0
    public static let refinements = 6
    public static let jumpBound = 1.5
    /// Whether TRANSIT_FULL_LAWS=1 asks the large tables (compositions) for every step.
    public static let fullLaws = ProcessInfo.processInfo.environment["TRANSIT_FULL_LAWS"] == "1"
    /// The largest channel difference two renders of the same picture may show (rounding).
    public static let sameBound = 2
    static let pair = SampleScreens.make(size: Size(width: 60, height: 130), scale: 1)
    static let renderer = Renderer()

    /// Snapshots and context for a direction: going back starts from the detail screen.
    public static func setting(_ direction: Direction) -> (SnapshotSet, TransitionContext) {
        direction == .forward
            ? (pair.snapshots, pair.context(direction: .forward))
            : (pair.snapshots.swapped, pair.context(direction: .forward).reversed)
    }

    static func render(_ scene: Scene, _ snaps: SnapshotSet) -> Bitmap { renderer.render(scene, snapshots: snaps) }

    static func violation(_ law: String, _ effect: any Effect, _ detail: String) -> LawViolation {
        LawViolation(law: law, effect: effect.name, detail: detail)
    }

    /// Endpoints: progress 0 looks like the start and progress 1 like the end.
    public static func endpointsViolation(of effect: any Effect, going direction: Direction) -> LawViolation? {
        let (snaps, context) = setting(direction)
        let start = pixelDifference(
            render(effect.evaluate(at: 0, in: context), snaps), render(effect.initialScene(in: context), snaps))
        if start.maxChannel > sameBound {
            return violation("endpoints", effect, "progress 0 differs from the start by \(start.maxChannel)/255")
        }
        let end = pixelDifference(
            render(effect.evaluate(at: 1, in: context), snaps), render(effect.finalScene(in: context), snaps))
        if end.maxChannel > sameBound {
            return violation("endpoints", effect, "progress 1 differs from the end by \(end.maxChannel)/255")
        }
        return nil
    }

    /// Continuity: frames change by a bounded amount per step, and no change survives refining
    /// the step (a jump).
    /// `steps` below 120 samples more coarsely (the step bound grows in proportion) for the large
    /// tables of compositions; the refinement still finds a jump.
    public static func continuityViolation(of effect: any Effect, going direction: Direction, steps: Int = 120)
        -> LawViolation?
    {
        let (snaps, context) = setting(direction)
        func frame(_ p: Double) -> Bitmap { render(effect.evaluate(at: p, in: context), snaps) }
        let n = Double(steps)
        var previous = frame(0)
        var worst = (step: 1, mean: 0.0)
        for step in 1...steps {
            let next = frame(Double(step) / n)
            let d = pixelDifference(previous, next).meanChannel
            if d > worst.mean { worst = (step, d) }
            previous = next
        }
        if worst.mean >= stepBound * 120 / n {
            return violation("continuity", effect, "change of \(worst.mean) at step \(worst.step)/\(steps)")
        }
        // Zoom into the biggest change: motion shrinks with the step, a jump does not.
        var (a, b) = (Double(worst.step - 1) / n, Double(worst.step) / n)
        var (fa, fb) = (frame(a), frame(b))
        var d = worst.mean
        // As many halvings as reach the same final step as 120 steps refined `refinements` times.
        var halvings = refinements
        var reach = steps
        while reach < 120 {
            reach *= 2
            halvings += 1
        }
        for _ in 0..<halvings {
            let m = (a + b) / 2
            let fm = frame(m)
            let left = pixelDifference(fa, fm).meanChannel
            let right = pixelDifference(fm, fb).meanChannel
            if left >= right { (b, fb, d) = (m, fm, left) } else { (a, fa, d) = (m, fm, right) }
        }
        return d < jumpBound ? nil : violation("continuity", effect, "a jump of \(d) near progress \(a)")
    }

    /// Determinism: the same inputs give the same scene and the same pixels.
    public static func determinismViolation(of effect: any Effect) -> LawViolation? {
        let (snaps, context) = setting(.forward)
        for p in [0.0, 0.3, 0.5, 0.77, 1.0] {
            let a = effect.evaluate(at: p, in: context)
            let b = effect.evaluate(at: p, in: context)
            if a != b { return violation("determinism", effect, "two scenes at progress \(p) differ") }
            if render(a, snaps) != render(b, snaps) {
                return violation("determinism", effect, "two renders at progress \(p) differ")
            }
        }
        return nil
    }

    /// Reversal: back at p is forward at 1 - p with the screens swapped, only for effects that do
    /// not declare their own back variant (those run a fresh back, as their originals did, and
    /// are held to the endpoint and continuity laws going back instead). `Effect.evaluate` derives the back scene from the forward
    /// one, so what this checks is the swap itself: scene contents, the snapshots a host hands
    /// over for the way back (`backSnapshots`, the swapped sample screens unless given) and the
    /// renderer.
    public static func reversalViolation(of effect: any Effect, backSnapshots: SnapshotSet? = nil) -> LawViolation? {
        guard !effect.hasOwnBackVariant else { return nil }
        let (snaps, forward) = setting(.forward)
        let (swapped, back) = setting(.back)
        let backSnaps = backSnapshots ?? swapped
        for p in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let b = render(effect.evaluate(at: p, in: back), backSnaps)
            let f = render(effect.evaluate(at: 1 - p, in: forward), snaps)
            let d = pixelDifference(b, f).maxChannel
            if d > sameBound {
                return violation("reversal", effect, "back at \(p) differs from forward at \(1 - p) by \(d)/255")
            }
        }
        return nil
    }

    /// Rebuilding: the catalogue builds the same effect again from its `parameters`.
    public static func rebuildViolation(of effect: any Effect, in catalogue: EffectCatalogue = .builtIn)
        -> LawViolation?
    {
        let rebuilt: any Effect
        do { rebuilt = try catalogue.makeEffect(named: effect.name, parameters: effect.parameters.values) } catch {
            return violation("rebuilding", effect, "its parameters do not build: \(error)")
        }
        return effectDifference(rebuilt, effect).map { violation("rebuilding", effect, "rebuilt, \($0)") }
    }
}
