import Testing
import TransitCore
import TransitTestSupport

/// Builds a tree from a literal-ish description, for short tests.
private func obj(_ members: [String: SpecValue]) -> SpecValue { .object(members) }

/// The single error a tree produces, or nil when it decodes.
private func errors(_ tree: SpecValue, options: SpecDecodingOptions = SpecDecodingOptions()) -> [SpecError] {
    do throws(SpecErrors) {
        _ = try TransitionSpec(tree, options: options)
        return []
    } catch { return error.errors }
}

private let circle = obj(["effect": .string("circle-spread")])

private func with(_ key: String, _ value: SpecValue, in tree: SpecValue = circle) -> SpecValue {
    guard case .object(var o) = tree else { return tree }
    o[key] = value
    return .object(o)
}

@Suite struct TransitionSpecTests {
    @Test func aBareEffectNameDecodesWithDefaults() throws {
        let spec = try TransitionSpec(circle)
        #expect(spec == TransitionSpec(effect: EffectSpec(name: "circle-spread")))
        #expect(spec.interaction == nil && spec.timing == nil && spec.reduceMotion == .crossFade)
        #expect(try spec.makeEffect(for: .forward).name == "circle-spread")
    }

    @Test func parametersAreTypedByTheCatalogue() throws {
        let tree = obj([
            "effect": obj([
                "name": .string("circle-spread"),
                "parameters": obj(["center": .array([.number(10), .number(20)]), "startRadius": .number(5)]),
            ])
        ])
        let spec = try TransitionSpec(tree)
        #expect(spec.effect.parameters["center"] == .point(Point(x: 10, y: 20)))
        #expect(spec.effect.parameters["startRadius"] == .number(5))
        let effect = try #require(try spec.makeEffect(for: .forward) as? CircleSpread)
        #expect(effect.startRadius == 5 && effect.center == Point(x: 10, y: 20))
    }

    @Test func theInteractionReadsEveryChoice() throws {
        let tree = with(
            "interaction",
            obj([
                "drives": .string("forward"), "direction": .string("down"), "edgeInset": .number(40),
                "completion": obj(["points": .number(200)]), "rate": .number(2),
                "release": obj(["projected": obj(["threshold": .number(0.4)])]),
                "finishing": obj(["linear": obj(["speed": .number(3)])]),
                "overscroll": obj(["rubberBand": obj(["limit": .number(0.1)])]),
                "tapToClose": obj(["region": .array([0, 0, 100, 200].map(SpecValue.number))]),
            ]))
        let spec = try TransitionSpec(tree)
        let i = try #require(spec.interaction(for: .forward))
        #expect(spec.interaction(for: .back) == nil)
        #expect(
            i.direction == .down && i.beginRegion == .edge(inset: 40) && i.completionDistance == .points(200)
                && i.rate == 2)
        #expect(i.release == .projected(threshold: 0.4, decelerationRate: 0.99, minimumFlickSpeed: 100))
        #expect(i.finishingMotion == .linear(speed: 3))
        #expect(i.overscroll == .rubberBand(coefficient: 0.55, limit: 0.1))
        #expect(i.tapToClose == InteractionSpec.TapToClose(region: Rect(x: 0, y: 0, width: 100, height: 200)))
    }

    @Test func timingIsAPresetFourControlPointsOrASpring() throws {
        let preset = try TransitionSpec(with("timing", obj(["duration": .number(0.5), "curve": .string("easeIn")])))
        #expect(preset.timing?.timing == .curve(.easeIn, duration: 0.5))
        let points = try TransitionSpec(
            with("timing", obj(["duration": .number(1), "curve": .array([0.3, 1.5, 0.6, 1].map(SpecValue.number))])))
        #expect(points.timing == .curve(TimingCurve(0.3, 1.5, 0.6, 1), duration: 1))
        let spring = try TransitionSpec(
            with("timing", obj(["spring": obj(["dampingRatio": .number(0.55), "response": .number(0.5)])])))
        #expect(spring.timing?.timing == .spring(Spring(dampingRatio: 0.55, response: 0.5)))
        let effect = try spring.makeEffect(for: .forward)
        #expect(spring.timing(for: effect) == .spring(Spring(dampingRatio: 0.55, response: 0.5)))
        #expect(try TransitionSpec(circle).timing(for: effect) == effect.timing)
    }

    @Test func theBackEffectPlaysGoingBack() throws {
        let spec = try TransitionSpec(with("back", .string("fade")))
        #expect(try spec.makeEffect(for: .back).name == "fade")
        #expect(try spec.makeEffect(for: .forward).name == "circle-spread")
    }

    @Test func reduceMotionChoosesThePlayersPreferences() throws {
        let user = MotionPreferences(reduceMotion: true)
        #expect(TransitionSpec.ReduceMotion.crossFade.preferences(from: user) == user)
        #expect(!TransitionSpec.ReduceMotion.playEffect.preferences(from: user).replacesEffects)
        #expect(try TransitionSpec(with("reduceMotion", .string("playEffect"))).reduceMotion == .playEffect)
    }

    @Test func aTypoInTheEffectNameSuggestsTheClosestName() {
        let e = errors(obj(["effect": .string("circel-spread")]))
        #expect(e.count == 1)
        #expect(e.first?.keyPath == "effect")
        #expect(e.first?.description.contains("did you mean \"circle-spread\"?") == true)
        #expect(e.first?.description.contains("Known: ") == true)
        let nested = errors(obj(["effect": obj(["name": .string("fadde")])]))
        #expect(nested.map(\.keyPath) == ["effect.name"])
    }

    @Test(
        arguments: [
            (
                with(
                    "interaction", obj(["direction": .string("down"), "completion": obj(["fraction": .number(1.5)])])),
                "interaction.completion.fraction", "found 1.5; expected a number in 0.01...1"
            ),
            (
                with("interaction", obj(["direction": .string("dwn")])), "interaction.direction",
                "did you mean \"down\"?"
            ),
            (
                with("interaction", obj(["completion": obj(["fraction": .number(0.5)])])), "interaction.direction",
                "missing; expected one of left"
            ),
            (
                with(
                    "interaction",
                    obj([
                        "direction": .string("up"),
                        "completion": obj(["fraction": .number(0.5), "points": .number(3)]),
                    ])),
                "interaction.completion", "an object with one key of fraction, points"
            ),
            (
                with("interaction", obj(["direction": .string("up"), "finishing": .string("springy")])),
                "interaction.finishing", "unknown finishing motion"
            ),
            (
                with(
                    "interaction",
                    obj([
                        "direction": .string("up"),
                        "tapToClose": obj(["region": .array([0, 0, -1, 5].map(SpecValue.number))]),
                    ])),
                "interaction.tapToClose.region[2]", "a size of at least 0"
            ),
            (with("timing", obj(["duration": .string("0.5")])), "timing.duration", "found \"0.5\"; expected a number"),
            (
                with("timing", obj(["duration": .number(1), "curve": .string("easeInOut")])), "timing.curve",
                "did you mean \"easeInEaseOut\"?"
            ),
            (
                with("timing", obj(["duration": .number(1), "curve": .array([2, 0, 1, 1].map(SpecValue.number))])),
                "timing.curve[0]", "0...1"
            ),
            (
                with(
                    "timing",
                    obj(["duration": .number(1), "spring": obj(["dampingRatio": .number(1), "response": .number(1)])])),
                "timing.duration", "no duration beside spring"
            ),
            (with("timing", obj(["curve": .string("linear")])), "timing.duration", "missing"),
            (
                obj([
                    "effect": obj(["name": .string("circle-spread"), "parameters": obj(["startRadius": .bool(true)])])
                ]),
                "effect.parameters.startRadius", "found true; expected a number in 0...10000"
            ),
            (
                obj([
                    "effect": obj([
                        "name": .string("circle-spread"), "parameters": obj(["center": .array([.number(1)])]),
                    ])
                ]),
                "effect.parameters.center", "a point [x, y]"
            ),
            (
                obj(["effect": obj(["name": .string("slide"), "parameters": obj(["from": .string("lft")])])]),
                "effect.parameters.from", "did you mean \"left\"?"
            ),
            (
                obj(["effect": obj(["name": .string("circle-spread"), "parameters": obj(["radius": .number(3)])])]),
                "effect.parameters.radius", "unknown key \"radius\""
            ),
            (obj(["effect": obj(["parameters": obj([:])])]), "effect.name", "missing; expected an effect name"),
            (obj(["timing": obj(["duration": .number(1)])]), "effect", "missing"),
            (with("effct", .string("fade")), "effct", "did you mean \"effect\"?"),
            (
                with("reduceMotion", .bool(true)), "reduceMotion",
                "found true; expected the name of a Reduce Motion behaviour"
            ),
            (.array([]), "(top level)", "expected an object with keys"),
            (with("summary", .number(3)), "summary", "found 3; expected a string"),
        ] as [(SpecValue, String, String)])
    func eachKindOfErrorNamesItsKeyPath(tree: SpecValue, path: String, message: String) {
        let e = errors(tree)
        #expect(e.map(\.keyPath).contains(path), "\(e)")
        #expect(e.first { $0.keyPath == path }?.description.contains(message) == true, "\(e)")
    }

    @Test func everyProblemIsReportedInOnePass() {
        let tree = obj([
            "effect": .string("fade"), "timing": obj(["duration": .number(-1)]), "reduceMotion": .string("x"),
            "extra": .null,
        ])
        #expect(Set(errors(tree).map(\.keyPath)) == ["timing.duration", "reduceMotion", "extra"])
    }

    @Test func unknownKeysCanBeAllowed() throws {
        let tree = with(
            "comment", .string("for designers"),
            in: with("interaction", obj(["direction": .string("up"), "note": .null])))
        #expect(errors(tree).map(\.keyPath).sorted() == ["comment", "interaction.note"])
        #expect(errors(tree, options: SpecDecodingOptions(allowsUnknownKeys: true)).isEmpty)
    }

    @Test func registeredEffectsDecodeLikeBuiltInOnes() throws {
        var catalogue = EffectCatalogue.builtIn
        catalogue.register(Tint.self)
        let tree = obj([
            "effect": obj([
                "name": .string("tint"), "parameters": obj(["color": .string("#102030"), "steps": .number(3)]),
            ])
        ])
        let spec = try TransitionSpec(tree, catalogue: catalogue)
        #expect(spec.effect.parameters["color"] == .color(Color(hex: 0x102030)))
        #expect(spec.effect.parameters["steps"] == .integer(3))
        #expect(try spec.makeEffect(for: .forward, in: catalogue) is Tint)
        let bad = obj(["effect": obj(["name": .string("tint"), "parameters": obj(["steps": .number(2.5)])])])
        do throws(SpecErrors) {
            _ = try TransitionSpec(bad, catalogue: catalogue)
            Issue.record("decoded")
        } catch {
            #expect(
                error.errors.map(\.description) == ["effect.parameters.steps: found 2.5; expected an integer in 1...10"]
            )
        }
    }

    @Test func encodingThenDecodingGivesTheSameSpec() throws {
        var rng = SeededRandom(seed: 0x5bec)
        for _ in 0..<2000 {
            let spec = RandomSpecs.spec(from: .builtIn, using: &rng)
            let decoded = try TransitionSpec(spec.specValue)
            #expect(decoded == spec, "\(spec.specValue)")
            if decoded != spec { break }
        }
    }

    @Test func specsFromSwiftValuesRoundTrip() throws {
        let spec = TransitionSpec(
            effect: EffectSpec(.slide(from: .bottom)), timing: .curve(.easeOut, duration: 0.2),
            back: EffectSpec(.fade()), interaction: .xwTransition(direction: .down, edgeSpacing: 20))
        #expect(try TransitionSpec(spec.specValue) == spec)
    }
}

/// A user effect outside the built-in catalogue.
private struct Tint: Effect {
    static let descriptor = EffectDescriptor(
        Tint.self, name: "tint", summary: "Test effect.",
        parameters: [
            ParameterSpec("color", .color, default: .color(.black), "Tint."),
            ParameterSpec("steps", .integer(1...10), default: .integer(1), "Steps."),
        ])
    var parameters: ParameterValues
    init(parameters: ParameterValues) { self.parameters = parameters }
    var timing: Timing { .curve(.linear, duration: 0.3) }
    func scene(at progress: Double, in context: TransitionContext) -> Scene {
        .showing(progress < 0.5 ? .from : .to, in: context)
    }
}
