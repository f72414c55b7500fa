import Testing
import TransitCore

@Suite struct MagicMoveTests {
    typealias F = SharedFixtures
    let list = F.element(
        "photo", from: Rect(x: 20, y: 100, width: 80, height: 80), to: Rect(x: 0, y: 0, width: 390, height: 300),
        radii: (8, 0))

    @Test(arguments: MagicMove.Style.allCases)
    func withNoPairsItIsTheStylesFadeOfTheWholeScreens(style: MagicMove.Style) {
        let s = MagicMove(style: style).scene(at: 0.3, in: F.context())
        #expect(s.layers.map(\.id) == ["from", "to"])
        #expect(s.layers[0].content == .snapshot(.screen(.from)))
        #expect(s.layers[1].content == .snapshot(.screen(.to)))
        #expect(F.close(s.layers[0].opacity, style == .dip ? 0.7 : 1))
        #expect(F.close(s.layers[1].opacity, 0.3))
    }

    @Test(arguments: [1, 3])
    func everyPairGetsAStartAndAnEndLayerOverTheBackdrops(count: Int) {
        let elements = (0..<count).map { i in
            F.element(
                "e\(i)", from: Rect(x: 10, y: 10 + 100 * Double(i), width: 50, height: 50),
                to: Rect(x: 200, y: 300, width: 100, height: 80))
        }
        let s = MagicMove().scene(at: 0.5, in: F.context(elements))
        #expect(s.layers.count == 2 + 2 * count)
        #expect(s.layers[0].content == .snapshot(.backdrop(.from)))
        #expect(s.layers[1].content == .snapshot(.backdrop(.to)))
        for e in elements {
            #expect(F.layer("element.\(e.id).from", in: s)?.content == .snapshot(.element(e.id, .from)))
            #expect(F.layer("element.\(e.id).to", in: s)?.content == .snapshot(.element(e.id, .to)))
        }
    }

    @Test(arguments: MagicMove.Style.allCases)
    func justAfterTheStartAndJustBeforeTheEndTheElementSitsOnThatSidesFrameAndSnapshot(style: MagicMove.Style) {
        let c = F.context([list])
        let e = MagicMove(style: style)
        let start = e.scene(at: 1e-9, in: c)
        let end = e.scene(at: 1 - 1e-9, in: c)
        #expect(F.close(F.layer("element.photo.from", in: start)!.frame.origin, list.fromFrame.origin))
        #expect(F.close(F.layer("element.photo.from", in: start)!.opacity, 1))
        #expect(F.close(F.layer("element.photo.to", in: start)!.opacity, 0, 1e-6))
        #expect(F.close(F.layer("element.photo.to", in: end)!.frame.origin, list.toFrame.origin))
        #expect(F.close(F.layer("element.photo.to", in: end)!.opacity, 1, 1e-6))
        // The morph has faded the start snapshot out; the dip's end element covers it.
        if style == .morph { #expect(F.close(F.layer("element.photo.from", in: end)!.opacity, 0, 1e-6)) }
        #expect(
            end.layers.firstIndex { $0.id == "element.photo.to" }! > end.layers.firstIndex {
                $0.id == "element.photo.from"
            }!)
    }

    @Test func atExactlyZeroAndOneTheSceneIsTheBareScreen() {
        let c = F.context([list])
        #expect(
            MagicMove().scene(at: 0, in: c).layers.map(\.content) == [
                .snapshot(.screen(.from)), .snapshot(.screen(.to)),
            ])
        let end = MagicMove().scene(at: 1, in: c)
        #expect(end.layers.count == 2 && end.layers[1].content == .snapshot(.screen(.to)) && end.layers[1].opacity == 1)
    }

    @Test func halfwayTheFrameLiesBetweenItsTwoFramesAndTheCornerRadiusIsHalfway() {
        let layer = F.layer("element.photo.to", in: MagicMove().scene(at: 0.5, in: F.context([list])))!
        #expect(layer.frame == list.fromFrame.interpolated(to: list.toFrame, 0.5))
        #expect(layer.frame.minX >= 0 && layer.frame.minX <= 20 && layer.frame.width > 80 && layer.frame.width < 390)
        #expect(F.close(layer.cornerRadius, 4))
    }

    @Test(arguments: MagicMove.Style.allCases)
    func theElementNeverTurnsSeeThrough(style: MagicMove.Style) {
        for p in stride(from: 0.05, through: 0.95, by: 0.05) {
            let s = MagicMove(style: style).scene(at: p, in: F.context([list]))
            let a = F.layer("element.photo.from", in: s)!.opacity
            let b = F.layer("element.photo.to", in: s)!.opacity
            #expect(max(a, b) == 1)
        }
    }

    @Test(arguments: MagicMove.Style.allCases)
    func aBackTransitionRetargetedMidwayStartsWhereTheElementsAre(style: MagicMove.Style) {
        let effect = MagicMove(style: style)
        let forward = F.context([list])
        let back = effect.retargetedContext(at: 0.4, in: forward)
        #expect(back.direction == .back)
        let now = MagicMove.state(of: list, at: 0.4)
        let first = effect.evaluate(at: 1e-9, in: back)
        let shown = first.layers.filter { $0.id.hasPrefix("element.photo") && $0.opacity > 0 }
        #expect(!shown.isEmpty)
        for l in shown {
            #expect(F.close(l.frame.origin, now.frame.origin) && F.close(l.frame.width, now.frame.width, 1e-6))
            #expect(F.close(l.cornerRadius, now.cornerRadius, 1e-6))
        }
        let last = effect.evaluate(at: 1 - 1e-9, in: back)
        #expect(
            last.layers.contains {
                $0.id.hasPrefix("element.photo") && $0.opacity > 0.99 && F.close($0.frame.origin, list.fromFrame.origin)
            })
    }

    @Test func articleOnesEaseInOutOverHalfASecondIsSpringOff() throws {
        #expect(MagicMove(spring: false).timing == .curve(.easeInEaseOut, duration: 0.5))
        let built = try EffectCatalogue.builtIn.makeEffect(
            named: "magic-move", arguments: ["curve": "easeInEaseOut", "duration": "0.5", "spring": "false"])
        #expect(built.timing == .curve(.easeInEaseOut, duration: 0.5))
    }

    @Test func theSpringOptionUsesTheOriginalsDamping() {
        guard case .spring(let s) = MagicMove(spring: true).timing else {
            Issue.record("expected a spring")
            return
        }
        #expect(F.close(s.dampingRatio, 0.55, 1e-9))
    }

    @Test func parametersRebuildTheSameEffect() {
        let e = MagicMove(duration: 0.7, curve: .easeOut, spring: true, damping: 0.7, style: .morph)
        let again = MagicMove(parameters: e.parameters)
        #expect(again.duration == 0.7 && again.curve == .easeOut && again.isSpring && again.damping == 0.7)
        #expect(again.style == .morph)
    }
}
