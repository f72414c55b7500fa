import Testing
import TransitCore

@Suite struct SceneDiffTests {
    let size = Size(width: 100, height: 200)
    func layer(_ id: String, opacity: Double = 1, z: Double = 0) -> Layer {
        Layer(id: id, content: .snapshot(.screen(.from)), frame: Rect(size: size)).with(\.opacity, opacity).with(
            \.zPosition, z)
    }
    func scene(_ layers: [Layer]) -> Scene { Scene(size: size, layers: layers) }

    @Test func anEmptyHostReceivesEveryLayerAsAnInsertion() {
        let d = SceneDiff(from: nil, to: scene([layer("a"), layer("b")]))
        #expect(d.inserted.map(\.key) == ["a", "b"])
        #expect(d.removed.isEmpty && d.updated.isEmpty && d.settingsChanged && d.isReordered)
    }

    @Test func anUnchangedSceneNeedsNothing() {
        let s = scene([layer("a"), layer("b")])
        #expect(SceneDiff(from: s, to: s).isEmpty)
    }

    @Test func layersAreAddedUpdatedAndRemovedById() {
        let d = SceneDiff(from: scene([layer("a"), layer("b")]), to: scene([layer("b", opacity: 0.5), layer("c")]))
        #expect(d.removed == ["a"])
        #expect(d.updated.map(\.key) == ["b"] && d.updated[0].layer.opacity == 0.5)
        #expect(d.inserted.map(\.key) == ["c"])
        #expect(d.order == ["b", "c"])
    }

    @Test func aChangeOfZPositionReordersTheHost() {
        let d = SceneDiff(from: scene([layer("a"), layer("b")]), to: scene([layer("a", z: 1), layer("b")]))
        #expect(d.order == ["b", "a"] && d.isReordered)
        #expect(d.inserted.isEmpty && d.removed.isEmpty)
    }

    @Test func repeatedIdsGetDistinctKeys() {
        #expect(SceneDiff(from: nil, to: scene([layer("t"), layer("t"), layer("t")])).order == ["t", "t#2", "t#3"])
    }

    @Test func aChangeOfPerspectiveIsASettingsChange() {
        var s = scene([layer("a")])
        let before = s
        s.eyeDistance = 500
        let d = SceneDiff(from: before, to: s)
        #expect(d.settingsChanged && d.updated.isEmpty && !d.isReordered)
    }

    @Test func replayingEveryDiffOfARunRebuildsEachScene() {
        // Apply diffs to a dictionary host and compare with the scene's own keyed layers.
        let effect: some Effect = .circleSpread()
        let context = TransitionContext(size: size)
        var host: [String: Layer] = [:]
        var previous: Scene? = nil
        for step in 0...20 {
            let s = effect.evaluate(at: Double(step) / 20, in: context)
            let d = SceneDiff(from: previous, to: s)
            for k in d.removed { host[k] = nil }
            for e in d.inserted + d.updated { host[e.key] = e.layer }
            #expect(d.order.map { host[$0]! } == SceneDiff.keyed(s).map(\.layer))
            #expect(host.count == s.layers.count)
            previous = s
        }
    }

    @Test func theSublayerTransformIsTheScenesPerspectiveOrNone() {
        var scene = Scene(size: Size(width: 100, height: 200))
        #expect(scene.sublayerTransform == .identity)
        scene.eyeDistance = 0
        #expect(scene.sublayerTransform == .identity)
        scene.eyeDistance = 500
        #expect(scene.sublayerTransform == .perspective(eyeDistance: 500))
    }
}
