import Testing
import TransitCore
import TransitTestSupport

/// The declared-defaults law over the whole catalogue: every effect built from empty
/// parameters, from `transit list`'s defaults, from its factory with no arguments and from its
/// memberwise initialiser with no arguments is the same value, and its parameters rebuild it.
@Suite("Declared defaults")
struct DeclaredDefaultsLawTests {
    typealias Builders = [(label: String, effect: any Effect)]

    /// Each catalogue effect's factories and memberwise initialiser, called with no arguments:
    /// written by scripts/catalogue-tables from the sources (CatalogueFactories.swift).
    static let builders = catalogueBuilders

    @Test func everyCatalogueEffectHasItsBuildersListed() {
        #expect(Set(Self.builders.map(\.name)) == Set(EffectCatalogue.builtIn.names))
    }

    @Test(arguments: builders.map(\.name))
    func anEffectHasOneSetOfDefaults(_ name: String) {
        let builders = Self.builders.first { $0.name == name }?.builders ?? []
        let violation = declaredDefaultsViolation(named: name, builtBy: builders)
        #expect(violation == nil, "\(violation!)")
    }
}

/// The declared-defaults law must be able to fail: a push whose factory drifted from its
/// declaration (the experiment) and one whose `parameters` forget a value break it.
@Suite("Declared defaults can fail")
struct DeclaredDefaultsLawCanFailTests {
    /// Push with its own factory default for `parallax`, as if edited in one place only.
    struct DriftedPush: DeclaredEffect {
        static let parallaxParameter = EffectParameter.number(
            \DriftedPush.push.parallax, "parallax", 0...1, default: 0.3, "How far the old screen travels.")
        static let declaredParameters: [any ParameterDeclaration<DriftedPush>] = [parallaxParameter]
        static let descriptor = EffectDescriptor(DriftedPush.self, name: "drifted-push", summary: "Drifted on purpose.")
        static var defaults: DriftedPush { DriftedPush() }
        var push: Push
        init(parallax: Double = 0.3) { push = Push(parallax: parallax) }
        var timing: Timing { push.timing }
        func scene(at p: Double, in c: TransitionContext) -> Scene { push.scene(at: p, in: c) }
    }

    /// An effect whose `parameters` leave out its one parameter, so they cannot rebuild it.
    struct Forgetful: Effect {
        static let descriptor = EffectDescriptor(
            Forgetful.self, name: "forgetful", summary: "Broken on purpose.",
            parameters: [ParameterSpec("duration", .number(0.01...10), default: .number(0.3), "Run time.")])
        var duration: Double
        init(parameters p: ParameterValues) { duration = p.number("duration", 0.3) }
        var parameters: ParameterValues { ParameterValues() }
        var timing: Timing { .curve(.linear, duration: duration) }
        func scene(at p: Double, in c: TransitionContext) -> Scene { Fade(duration: duration).scene(at: p, in: c) }
    }

    static var catalogue: EffectCatalogue {
        var c = EffectCatalogue.builtIn
        c.register(DriftedPush.self)
        c.register(Forgetful.self)
        return c
    }

    @Test func theLawHoldsForTheDriftedPushWhenItsFactoryAgrees() {
        #expect(declaredDefaultsViolation(named: "drifted-push", builtBy: [], in: Self.catalogue) == nil)
    }

    @Test func aFactoryDefaultThatDriftedFromTheDeclarationBreaksTheLaw() throws {
        let drifted = DriftedPush(parallax: 0.2)
        let violation = try #require(
            declaredDefaultsViolation(named: "drifted-push", builtBy: [("factory", drifted)], in: Self.catalogue))
        #expect(violation.detail.contains("parallax: 0.2 vs 0.3"), "\(violation)")
    }

    @Test func parametersThatDoNotShowEveryValueBreakTheLaw() throws {
        let violation = try #require(declaredDefaultsViolation(named: "forgetful", builtBy: [], in: Self.catalogue))
        #expect(violation.detail.contains("'duration' is listed with default 0.3 but is absent"), "\(violation)")
    }
}
