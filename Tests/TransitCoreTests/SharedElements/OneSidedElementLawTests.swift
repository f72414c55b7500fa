import Testing
import TransitCore

/// The fallback when an id is tagged on one screen only (a detail screen with a `transitElement`
/// reached from a screen without it): no shared element is made, so every effect plays exactly as
/// with no elements at all (magic move as a cross-fade, zoom reveal from its default square).
@Suite struct OneSidedElementLawTests {
    static let names = EffectCatalogue.builtIn.names
    let size = Size(width: 390, height: 844)
    let photo = Rect(x: 20, y: 120, width: 160, height: 120), hero = Rect(x: 0, y: 0, width: 390, height: 300)

    @Test(arguments: names, Direction.allCases)
    func anIdTaggedOnOneScreenOnlyLeavesEveryEffectAsWithoutElements(name: String, direction: Direction) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        let oneSided = SharedElement.matching(
            from: [TaggedElement(id: "photo", frame: photo)], to: [TaggedElement(id: "hero", frame: hero)])
        let tagged = TransitionContext(size: size, direction: direction, sharedElements: oneSided)
        let bare = TransitionContext(size: size, direction: direction)
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(effect.evaluate(at: p, in: tagged) == effect.evaluate(at: p, in: bare), "\(name) at \(p)")
        }
    }

    @Test func theSameIdOnBothScreensDoesMakeAnElementThatMagicMoveDraws() throws {
        let pairs = SharedElement.matching(
            from: [TaggedElement(id: "photo", frame: photo)], to: [TaggedElement(id: "photo", frame: hero)])
        let scene = MagicMove().evaluate(at: 0.5, in: TransitionContext(size: size, sharedElements: pairs))
        #expect(scene.layers.contains { $0.id == "element.photo.from" })
    }
}
