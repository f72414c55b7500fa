import Testing
import TransitCore
import TransitRender
import TransitTestSupport

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

    /// `all` without the cases whose scenes are an earlier case's, going both ways, in the
    /// context the laws render in: there a left-to-right layout makes `leading` the same edge as
    /// `left`, and the same scenes draw the same frames, so the rendered laws would check nothing
    /// new; nor do choices of timing alone (a curve), as scenes are functions of progress.
    /// (`theDroppedCasesDrawTheSameScenesAsTheirTwinsEverywhere` checks each one dropped.)
    static let distinct: [LawCase] = all.reduce(into: [LawCase]()) { kept, candidate in
        if kept.first(where: { $0.name == candidate.name && $0.draws(sameScenesAs: candidate) }) == nil {
            kept.append(candidate)
        }
    }

    /// The cases `distinct` leaves out, each with the kept case that draws its scenes.
    static var twins: [(dropped: LawCase, kept: LawCase)] {
        all.compactMap { c in
            guard !distinct.contains(where: { $0.testDescription == c.testDescription }) else { return nil }
            return distinct.first { $0.name == c.name && $0.draws(sameScenesAs: c) }.map { (c, $0) }
        }
    }

    /// Whether two cases give equal scenes (and start and end scenes) at `steps` + 1 evenly
    /// spaced progress values, forward and back, in the laws' context.
    func draws(sameScenesAs other: LawCase, steps: Int = 14) -> Bool {
        let (a, b) = (effect, other.effect)
        return Direction.allCases.allSatisfy { direction in
            let context = RenderedLaws.setting(direction).1
            guard a.initialScene(in: context) == b.initialScene(in: context),
                a.finalScene(in: context) == b.finalScene(in: context)
            else { return false }
            return (0...steps).allSatisfy { i in
                let p = Double(i) / Double(steps)
                return a.evaluate(at: p, in: context) == b.evaluate(at: p, in: context)
            }
        }
    }
}

/// The laws every effect obeys (docs/ARCHITECTURE.md), run over the whole catalogue, forward and
/// back; each law is a function in `RenderedLaws` that returns the violation it found.
@Suite struct CatalogueLawsTests {
    @Test(arguments: LawCase.distinct, Direction.allCases)
    func progressZeroShowsTheStartAndOneTheEndExactly(_ law: LawCase, _ direction: Direction) {
        let v = RenderedLaws.endpointsViolation(of: law.effect, going: direction)
        #expect(v == nil, "\(v!)")
    }

    @Test(arguments: LawCase.distinct, Direction.allCases)
    func framesChangeContinuouslyWithNoJump(_ law: LawCase, _ direction: Direction) {
        let v = RenderedLaws.continuityViolation(of: law.effect, going: direction)
        #expect(v == nil, "\(v!)")
    }

    @Test(arguments: LawCase.distinct)
    func theSameInputsGiveTheSameSceneAndPixels(_ law: LawCase) {
        let v = RenderedLaws.determinismViolation(of: law.effect)
        #expect(v == nil, "\(v!)")
    }

    @Test(arguments: LawCase.distinct)
    func backIsForwardPlayedInReverseUnlessTheEffectDeclaresItsOwn(_ law: LawCase) {
        let v = RenderedLaws.reversalViolation(of: law.effect)
        #expect(v == nil, "\(v!)")
    }

    @Test(arguments: LawCase.all)
    func effectsRebuildFromTheirOwnParameters(_ law: LawCase) {
        let v = RenderedLaws.rebuildViolation(of: law.effect)
        #expect(v == nil, "\(v!)")
    }

    /// A case left out of the rendered laws draws, at 120 steps going both ways, exactly the
    /// scenes of the case kept in its place (the dedupe samples 15): edges a left-to-right layout
    /// makes equal, and choices of timing alone (a curve), which the scene does not see.
    @Test func theDroppedCasesDrawTheSameScenesAsTheirTwinsEverywhere() {
        let twins = LawCase.twins
        #expect(twins.count == LawCase.all.count - LawCase.distinct.count)
        #expect(!twins.isEmpty, "nothing was deduplicated: leading and left should draw alike left to right")
        for (dropped, kept) in twins {
            #expect(
                dropped.draws(sameScenesAs: kept, steps: 120), "\(dropped.testDescription) vs \(kept.testDescription)")
        }
    }
}

/// The laws must be able to fail: each runs on a deliberately broken effect and reports it.
@Suite struct CatalogueLawsCanFailTests {
    /// A fade with a small black square that pops in at half way and out at three quarters: too
    /// small to break the step bound, but it does not shrink with the step.
    struct Popping: Effect {
        static let descriptor = EffectDescriptor(
            Popping.self, name: "popping", summary: "Broken on purpose.", parameters: [])
        init(parameters: ParameterValues) {}
        var parameters: ParameterValues { ParameterValues() }
        var timing: Timing { .curve(.linear, duration: 1) }
        func scene(at p: Double, in c: TransitionContext) -> Scene {
            var s = Fade().scene(at: p, in: c)
            if p >= 0.5 && p < 0.75 {
                s.layers.append(
                    Layer(id: "pop", content: .color(.black), frame: Rect(x: 20, y: 50, width: 20, height: 20)))
            }
            return s
        }
    }

    /// A slide that starts half in: continuous, but progress 0 is not the start.
    struct LateSlide: Effect {
        static let descriptor = EffectDescriptor(
            LateSlide.self, name: "late-slide", summary: "Broken on purpose.", parameters: [])
        init(parameters: ParameterValues) {}
        var parameters: ParameterValues { ParameterValues() }
        var timing: Timing { .curve(.linear, duration: 1) }
        func scene(at p: Double, in c: TransitionContext) -> Scene {
            Slide(from: .right).scene(at: 0.5 + p / 2, in: c)
        }
    }

    /// A fade whose opacity jitters from call to call.
    struct Jittering: Effect {
        static let descriptor = EffectDescriptor(
            Jittering.self, name: "jittering", summary: "Broken on purpose.", parameters: [])
        init(parameters: ParameterValues) {}
        var parameters: ParameterValues { ParameterValues() }
        var timing: Timing { .curve(.linear, duration: 1) }
        func scene(at p: Double, in c: TransitionContext) -> Scene {
            Fade().scene(at: p == 0 || p == 1 ? p : p * Double.random(in: 0.5...1), in: c)
        }
    }

    /// Its parameters lose its edge, so the catalogue rebuilds a different slide.
    struct Forgetful: Effect {
        static let descriptor = EffectDescriptor(
            Forgetful.self, name: "forgetful", summary: "Broken on purpose.",
            parameters: [.choice("from", default: Edge.trailing, "The edge.")])
        var edge: Edge
        init(parameters p: ParameterValues) { edge = p.choice("from", Edge.trailing) }
        var parameters: ParameterValues { ParameterValues() }
        var timing: Timing { .curve(.linear, duration: 1) }
        func scene(at p: Double, in c: TransitionContext) -> Scene { Slide(from: edge).scene(at: p, in: c) }
    }

    @Test func aScreenThatPopsInBreaksContinuity() throws {
        let v = try #require(RenderedLaws.continuityViolation(of: Popping(parameters: .init()), going: .forward))
        #expect(v.law == "continuity" && v.detail.contains("a jump"), "\(v)")
        #expect(RenderedLaws.endpointsViolation(of: Popping(parameters: .init()), going: .forward) == nil)
    }

    @Test func aSlideThatStartsHalfInBreaksTheStartEndpoint() throws {
        let v = try #require(RenderedLaws.endpointsViolation(of: LateSlide(parameters: .init()), going: .forward))
        #expect(v.detail.contains("progress 0"), "\(v)")
    }

    @Test func anEffectThatDrawsDifferentlyEachTimeBreaksDeterminism() throws {
        let v = try #require(RenderedLaws.determinismViolation(of: Jittering(parameters: .init())))
        #expect(v.law == "determinism", "\(v)")
    }

    @Test func aHostThatHandsTheScreensUnswappedGoingBackBreaksReversal() throws {
        let (unswapped, _) = RenderedLaws.setting(.forward)
        #expect(RenderedLaws.reversalViolation(of: Slide(from: .right)) == nil)
        let v = try #require(RenderedLaws.reversalViolation(of: Slide(from: .right), backSnapshots: unswapped))
        #expect(v.law == "reversal", "\(v)")
    }

    @Test func parametersThatLoseAValueBreakRebuilding() throws {
        var catalogue = EffectCatalogue.builtIn
        catalogue.register(Forgetful.self)
        var forgetful = Forgetful(parameters: .init())
        forgetful.edge = .bottom
        let v = try #require(RenderedLaws.rebuildViolation(of: forgetful, in: catalogue))
        #expect(v.law == "rebuilding", "\(v)")
    }
}
