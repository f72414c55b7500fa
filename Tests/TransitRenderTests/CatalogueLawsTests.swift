import Testing
import TransitCore
import TransitRender

/// One effect configuration the laws run on: an effect name with some arguments.
struct LawCase: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String: String]
    var testDescription: String {
        arguments.isEmpty
            ? name
            : name + " " + arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    /// Every catalogue effect with its defaults, plus one case per value of each choice
    /// parameter (directions, axes, styles), so every direction is covered.
    static let all: [LawCase] = EffectCatalogue.builtIn.descriptors.flatMap { d -> [LawCase] in
        var cases = [LawCase(name: d.name, arguments: [:])]
        for p in d.parameters {
            guard case .choice(let values) = p.kind else { continue }
            for v in values where ParameterValue.choice(v) != p.defaultValue {
                cases.append(LawCase(name: d.name, arguments: [p.name: v]))
            }
        }
        return cases
    }

    var effect: any Effect { try! EffectCatalogue.builtIn.makeEffect(named: name, arguments: arguments) }
}

/// The laws every effect obeys (DESIGN.md), checked by rendering on the sample screens at a
/// small size, forward and back.
///
/// Tolerances: endpoints within 2/255 per channel (bilinear rounding only). Continuity: between
/// progress steps of 1/120 the mean absolute channel change stays under `stepBound`; then the
/// biggest step is halved `refinements` times (to 1/7680): continuous motion shrinks with the
/// step, so the change left must be under `jumpBound`, while a pop (anything that appears or
/// vanishes at one instant) keeps its full size and fails.
@Suite struct CatalogueLawsTests {
    static let stepBound = 40.0
    static let refinements = 6
    static let jumpBound = 1.5
    static let pair = SampleScreens.make(size: Size(width: 60, height: 130), scale: 1)
    static let renderer = Renderer()

    /// Snapshots and context for a direction: going back starts from the detail screen.
    static func setting(_ direction: Direction) -> (SnapshotSet, TransitionContext) {
        direction == .forward
            ? (pair.snapshots, pair.context(direction: .forward))
            : (pair.snapshots.swapped, pair.context(direction: .forward).reversed)
    }

    static func render(_ scene: Scene, _ snaps: SnapshotSet) -> Bitmap { renderer.render(scene, snapshots: snaps) }

    static func difference(_ a: Bitmap, _ b: Bitmap) -> (max: Int, mean: Double) {
        var m = 0, sum = 0
        for i in a.pixels.indices {
            let d = abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            m = max(m, d); sum += d
        }
        return (m, Double(sum) / Double(a.pixels.count))
    }

    @Test(arguments: LawCase.all, Direction.allCases)
    func progressZeroShowsTheStartAndOneTheEndExactly(_ law: LawCase, _ direction: Direction) {
        let (snaps, context) = Self.setting(direction)
        let effect = law.effect
        let start = Self.difference(
            Self.render(effect.evaluate(at: 0, in: context), snaps),
            Self.render(effect.initialScene(in: context), snaps))
        let end = Self.difference(
            Self.render(effect.evaluate(at: 1, in: context), snaps),
            Self.render(effect.finalScene(in: context), snaps))
        #expect(start.max <= 2, "progress 0 differs from the start by \(start.max)/255")
        #expect(end.max <= 2, "progress 1 differs from the end by \(end.max)/255")
    }

    @Test(arguments: LawCase.all, Direction.allCases)
    func framesChangeContinuouslyWithNoJump(_ law: LawCase, _ direction: Direction) {
        let (snaps, context) = Self.setting(direction)
        let effect = law.effect
        func frame(_ p: Double) -> Bitmap { Self.render(effect.evaluate(at: p, in: context), snaps) }
        var previous = frame(0)
        var worst = (step: 1, mean: 0.0)
        for step in 1...120 {
            let next = frame(Double(step) / 120)
            let d = Self.difference(previous, next).mean
            if d > worst.mean { worst = (step, d) }
            previous = next
        }
        #expect(worst.mean < Self.stepBound, "change of \(worst.mean) at step \(worst.step)/120")
        // Zoom into the biggest change: motion shrinks with the step, a jump does not.
        var (a, b) = (Double(worst.step - 1) / 120, Double(worst.step) / 120)
        var (fa, fb) = (frame(a), frame(b))
        var d = worst.mean
        for _ in 0..<Self.refinements {
            let m = (a + b) / 2, fm = frame(m)
            let left = Self.difference(fa, fm).mean, right = Self.difference(fm, fb).mean
            if left >= right { (b, fb, d) = (m, fm, left) } else { (a, fa, d) = (m, fm, right) }
        }
        #expect(d < Self.jumpBound, "a jump of \(d) near progress \(a)")
    }

    @Test(arguments: LawCase.all)
    func theSameInputsGiveTheSameSceneAndPixels(_ law: LawCase) {
        let (snaps, context) = Self.setting(.forward)
        for p in [0.0, 0.3, 0.5, 0.77, 1.0] {
            let a = law.effect.evaluate(at: p, in: context), b = law.effect.evaluate(at: p, in: context)
            #expect(a == b)
            #expect(Self.render(a, snaps) == Self.render(b, snaps))
        }
    }

    @Test(arguments: LawCase.all)
    func backIsForwardPlayedInReverseUnlessTheEffectDeclaresItsOwn(_ law: LawCase) {
        let effect = law.effect
        guard !effect.hasOwnBackVariant else { return }
        let (snaps, forward) = Self.setting(.forward)
        let (backSnaps, back) = Self.setting(.back)
        for p in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let b = Self.render(effect.evaluate(at: p, in: back), backSnaps)
            let f = Self.render(effect.evaluate(at: 1 - p, in: forward), snaps)
            #expect(Self.difference(b, f).max <= 2, "back at \(p) is not forward at \(1 - p)")
        }
    }

    @Test(arguments: LawCase.all)
    func effectsRebuildFromTheirOwnParameters(_ law: LawCase) throws {
        let effect = law.effect
        let rebuilt = try EffectCatalogue.builtIn.makeEffect(named: effect.name, parameters: effect.parameters.values)
        let (_, context) = Self.setting(.forward)
        #expect(rebuilt.evaluate(at: 0.4, in: context) == effect.evaluate(at: 0.4, in: context))
    }
}

/// The laws must be able to fail: a deliberately broken effect breaks each one.
@Suite struct CatalogueLawsCanFailTests {
    /// Pops the new screen in at half way: a flash, and wrong at neither endpoint.
    struct Popping: Effect {
        static let descriptor = EffectDescriptor(
            Popping.self, name: "popping", summary: "broken on purpose", parameters: [])
        init(parameters: ParameterValues) {}
        var parameters: ParameterValues { ParameterValues() }
        var timing: Timing { .curve(.linear, duration: 1) }
        func scene(at p: Double, in c: TransitionContext) -> Scene { .showing(p < 0.5 ? .from : .to, in: c) }
    }

    @Test func aScreenThatPopsInBreaksContinuity() {
        let (snaps, context) = CatalogueLawsTests.setting(.forward)
        let effect = Popping(parameters: ParameterValues())
        // However finely the step is cut, the change across the pop stays above the jump bound.
        let a = CatalogueLawsTests.render(effect.evaluate(at: 0.5 - 1.0 / 7680, in: context), snaps)
        let b = CatalogueLawsTests.render(effect.evaluate(at: 0.5, in: context), snaps)
        #expect(CatalogueLawsTests.difference(a, b).mean >= CatalogueLawsTests.jumpBound)
    }

    @Test func aSlideThatStartsHalfInBreaksTheStartEndpoint() {
        let (snaps, context) = CatalogueLawsTests.setting(.forward)
        let late = Slide(from: .right).evaluate(at: 0.5, in: context)
        let d = CatalogueLawsTests.difference(
            CatalogueLawsTests.render(late, snaps),
            CatalogueLawsTests.render(.showing(.from, in: context), snaps))
        #expect(d.max > 2)
    }
}
