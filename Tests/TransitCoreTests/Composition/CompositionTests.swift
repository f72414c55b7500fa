import Testing
import TransitCore
import TransitTestSupport

/// The composition algebra: names and parameters that rebuild a composition, and what each
/// operation does to the scene.
@Suite("Composition")
struct CompositionTests {
    let catalogue = EffectCatalogue.builtIn
    let context = TransitionContext(size: Size(width: 60, height: 130))

    @Test(arguments: [
        "fade+slide", "reversed(push)", "staged(fade)", "mirrored(push)", "reversed(fade+slide)", "push+(fade+zoom)",
        "staged(zoom-out)+staged(fade)", "mirrored(reversed(cover))",
    ])
    func aCompositeNameBuildsAnEffectOfThatName(_ name: String) throws {
        let effect = try catalogue.makeEffect(named: name)
        #expect(effect.name == name)
        let rebuilt = try catalogue.makeEffect(named: effect.name, parameters: effect.parameters.values)
        #expect(effectDifference(rebuilt, effect) == nil)
    }

    /// Issue 28, defect 3: a name nested past 512 levels is refused by one scan, not a stack overflow.
    @Test func aNameNestedDeeperThan512LevelsIsRefused() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "reversed(", count: depth) + "fade" + String(repeating: ")", count: depth)
        }
        #expect(try catalogue.descriptor(named: nested(512)).name == nested(512))
        for depth in [513, 40_000] {
            #expect(throws: CatalogueError(.nestedTooDeep(limit: 512))) {
                try catalogue.descriptor(named: nested(depth))
            }
        }
    }

    @Test func theSwiftOperationsNameWhatTheCatalogueBuilds() throws {
        let built: [(any Effect, String)] = [
            (Fade().combined(with: Slide(from: .bottom)), "fade+slide"),
            (Push().reversed, "reversed(push)"),
            (Slide().delayed(by: 0.2), "staged(slide)"),
            (Push().mirrored(.vertically), "mirrored(push)"),
            (Combined.sequence([(ZoomOut(), 0...0.6), (Fade(), 0.4...1)]), "staged(zoom-out)+staged(fade)"),
        ]
        for (effect, name) in built {
            #expect(effect.name == name)
            let rebuilt = try catalogue.makeEffect(named: name, parameters: effect.parameters.values)
            #expect(effectDifference(rebuilt, effect) == nil, "\(name)")
        }
    }

    @Test func parametersOfACombinationArePrefixedWithEachEffectsPosition() throws {
        let d = try catalogue.descriptor(named: "fade+slide")
        #expect(d.parameters.map(\.name) == ["1.duration", "2.from", "2.duration"])
        let effect = try catalogue.makeEffect(named: "fade+slide", arguments: ["2.from": "bottom"])
        let slide = try #require((effect as? Combined)?.effects.last as? Slide)
        #expect(slide.edge == .bottom)
    }

    @Test(arguments: ["fade+slid", "fade+", "reversed(", "backwards(fade)", "(fade"])
    func aBadCompositeNameIsAnErrorNamingIt(_ name: String) {
        #expect(throws: CatalogueError.self) { try catalogue.makeEffect(named: name) }
    }

    @Test func anEffectFromOneOperandOnlyPassesThroughAndSharedLayersCombine() {
        let a = Scene(
            size: context.size,
            layers: [
                Layer(id: "from", content: .snapshot(.screen(.from)), frame: context.bounds),
                Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds).with(\.opacity, 0.5)
                    .with(\.transform, .scale(0.5)),
            ])
        var shade = Layer(id: "shade", content: .color(.black), frame: context.bounds)
        shade.opacity = 0.3
        let b = Scene(
            size: context.size,
            layers: [
                Layer(id: "from", content: .snapshot(.screen(.from)), frame: context.bounds), shade,
                Layer(id: "to", content: .snapshot(.screen(.to)), frame: context.bounds).with(\.opacity, 0.4)
                    .with(\.transform, .rotation(.degrees(30), x: 0, y: 0, z: 1))
                    .with(\.position, context.bounds.center + Vector(dx: 10, dy: 0)),
            ])
        let m = Combined.merge(a, b)
        #expect(m.layers.map(\.id) == ["from", "shade", "to"])
        #expect(m.layers[1] == shade)
        #expect(abs(m.layers[2].opacity - 0.2) < 1e-12)
        #expect(
            m.layers[2].transform == Transform3D.scale(0.5).concatenating(.rotation(.degrees(30), x: 0, y: 0, z: 1)))
        #expect(m.layers[2].position == context.bounds.center + Vector(dx: 10, dy: 0))
    }

    @Test func reversedPlaysTheBackTransitionForwardAndBackAgain() {
        let push = Push()
        let pop = push.reversed
        var back = context
        back.direction = .back
        for p in [0, 0.3, 1] {
            #expect(pop.evaluate(at: p, in: context) == push.evaluate(at: p, in: back))
            #expect(pop.evaluate(at: p, in: back) == push.evaluate(at: p, in: context))
        }
        #expect(pop.reversed.name == "push")
        #expect(pop.timing == push.backTiming)
    }

    @Test func delayedHoldsTheStartThenRunsTheEffectInItsOwnTime() throws {
        let slide = Slide(duration: 0.4)
        let late = slide.delayed(by: 0.4)
        #expect(late.timing == .curve(.linear, duration: 0.8))
        #expect(late.evaluate(at: 0.3, in: context) == slide.evaluate(at: 0, in: context))
        #expect(late.evaluate(at: 0.75, in: context) == slide.evaluate(at: 0.5, in: context))
        #expect(late.evaluate(at: 1, in: context) == slide.evaluate(at: 1, in: context))
    }

    @Test func mirroredMovesTheOtherWayAndTwiceIsTheOriginal() throws {
        let push = Push(from: .right)
        let mirrored = push.mirrored(.horizontally)
        let original = push.scene(at: 0.5, in: context)
        let flipped = mirrored.scene(at: 0.5, in: context)
        let to = try #require(original.layers.first { $0.id == "to" })
        let mirroredTo = try #require(flipped.layers.first { $0.id == "to" })
        #expect(abs(mirroredTo.position.x - (context.size.width - to.position.x)) < 1e-9)
        #expect(mirroredTo.position.y == to.position.y)
        #expect(mirrored.mirrored(.horizontally).name == "push")
    }

    @Test func aSpecCanNameAComposition() throws {
        let tree = SpecValue.object([
            "effect": .object([
                "name": .string("reversed(fade+slide)"), "parameters": .object(["2.from": .string("top")]),
            ])
        ])
        let spec = try TransitionSpec(tree)
        let effect = try spec.makeEffect(for: .forward)
        #expect(effect.name == "reversed(fade+slide)")
        #expect(effect.parameters["2.from"] == .choice("top"))
    }
}
