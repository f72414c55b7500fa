import Testing
import TransitCore
import TransitRender
import TransitTestSupport

/// One composition the laws run on, named as the catalogue builds it.
struct CompositionCase: CustomTestStringConvertible, Sendable {
    let name: String
    var testDescription: String { name }
    var effect: any Effect { try! EffectCatalogue.builtIn.makeEffect(named: name) }

    /// Every ordered pair of these, combined.
    static let pairable = ["fade", "slide", "push", "cover", "reveal", "zoom", "zoom-out"]
    static let pairs = pairable.flatMap { a in pairable.filter { $0 != a }.map { CompositionCase(name: a + "+" + $0) } }
    /// Every catalogue effect reversed, delayed (staged late) and mirrored.
    static let reversed = EffectCatalogue.builtIn.names.map { CompositionCase(name: "reversed(\($0))") }
    static let delayed = EffectCatalogue.builtIn.names.map { CompositionCase(name: "staged(\($0))") }
    static let mirrored = EffectCatalogue.builtIn.names.map { CompositionCase(name: "mirrored(\($0))") }
    static let someMirrored = ["push", "circle-spread", "drawer", "cube", "swipe"].map {
        CompositionCase(name: "mirrored(\($0))")
    }
    /// Rendered: every effect reversed (its forward run in the forward setting is not any run the
    /// catalogue laws render: those go back with the screens and shared elements exchanged),
    /// delayed, and some mirrored (all with TRANSIT_FULL_LAWS=1).
    static let all = pairs + reversed + delayed + (RenderedLaws.fullLaws ? mirrored : someMirrored)
}

/// The catalogue laws hold for compositions: every pair of the common effects combined, and
/// every effect reversed and delayed, and some mirrored (all with TRANSIT_FULL_LAWS=1). Continuity samples
/// 30 steps, the biggest then refined to the catalogue's final step of 1/7680, unless
/// TRANSIT_FULL_LAWS=1 asks for the catalogue's 120.
@Suite struct CompositionLawsTests {
    static let steps = RenderedLaws.fullLaws ? 120 : 30

    /// A delayed effect as the catalogue names it: staged over the later part of the run.
    static func effect(_ c: CompositionCase) throws -> any Effect {
        guard c.name.hasPrefix("staged(") else { return c.effect }
        return try EffectCatalogue.builtIn.makeEffect(named: c.name, arguments: ["stage.start": "0.3"])
    }

    @Test(arguments: CompositionCase.all)
    func endpointsContinuityDeterminismReversalAndRebuilding(_ c: CompositionCase) throws {
        let effect = try Self.effect(c)
        var violations: [LawViolation] = []
        for direction in Direction.allCases {
            violations += [
                RenderedLaws.endpointsViolation(of: effect, going: direction),
                RenderedLaws.continuityViolation(of: effect, going: direction, steps: Self.steps),
            ].compactMap { $0 }
        }
        violations += [
            RenderedLaws.determinismViolation(of: effect), RenderedLaws.reversalViolation(of: effect),
            RenderedLaws.rebuildViolation(of: effect),
        ].compactMap { $0 }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    /// Reversing is the other direction of the same effect: reversed X, either way, draws exactly
    /// the scenes X draws the other way in the same container (and starts and ends where X does),
    /// at 61 progress values, with X's timings exchanged. A check of `Reversed`'s definition by its
    /// observable behaviour, not of the laws, which the rendered cases above hold it to.
    @Test(arguments: CompositionCase.reversed)
    func reversingDrawsTheOtherDirectionsScenes(_ c: CompositionCase) throws {
        let reversed = c.effect
        let base = try EffectCatalogue.builtIn.makeEffect(named: String(c.name.dropFirst(9).dropLast()))
        for direction in Direction.allCases {
            let context = RenderedLaws.setting(direction).1
            var other = context
            other.direction = direction.reversed
            #expect(reversed.initialScene(in: context) == base.initialScene(in: other), "\(direction)")
            #expect(reversed.finalScene(in: context) == base.finalScene(in: other), "\(direction)")
            for i in 0...60 {
                let p = Double(i) / 60
                #expect(reversed.evaluate(at: p, in: context) == base.evaluate(at: p, in: other), "\(direction) \(p)")
            }
        }
        #expect(RenderedLaws.rebuildViolation(of: reversed) == nil)
        #expect(reversed.timing == base.backTiming && reversed.backTiming == base.timing)
    }

    @Test func theDelayedCasesReallyAreDelayed() throws {
        let effect = try Self.effect(CompositionCase(name: "staged(slide)"))
        let (_, context) = RenderedLaws.setting(.forward)
        #expect(effect.evaluate(at: 0.25, in: context) == Slide().evaluate(at: 0, in: context))
    }
}
