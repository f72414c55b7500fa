import Testing
import TransitCore

@Suite struct PresentationStyleChoiceTests {
    let context = TransitionContext(size: Size(width: 100, height: 200))

    @Test(arguments: [PresentationStyle.automatic, .pageSheet, .formSheet, .popover, .fullScreen])
    func sheetDefaultsBecomeFullScreen(_ requested: PresentationStyle) {
        let c = PresentationChoice(requested: requested, restingScene: CircleSpread().restingScene(in: context))
        #expect(c.style == .fullScreen && !c.keepsPresentingView && c.restingFrame == context.bounds)
    }

    @Test func aPartialPresentationKeepsThePresentingScreen() {
        let card = Rect(x: 0, y: 50, width: 100, height: 150)
        let resting = Scene(
            size: context.size, layers: [Layer(id: "to", content: .snapshot(.screen(.to)), frame: card)])
        let c = PresentationChoice(requested: .automatic, restingScene: resting)
        #expect(c.style == .custom && c.keepsPresentingView && c.usesPresentationController && c.restingFrame == card)
    }

    /// The card and the drawer rest part way: their presented view is laid out there.
    @Test func partialPresentationsRestWhereTheirEffectsDo() throws {
        for name in ["card", "drawer"] {
            let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
            let c = PresentationChoice(requested: .automatic, restingScene: effect.restingScene(in: context))
            // The drawer (XW's parallax style) rests full size under the old screen, which stays in view.
            #expect(c.usesPresentationController && c.keepsPresentingView, "\(name)")
            #expect(c.restingFrame.intersection(context.bounds) == c.restingFrame && c.restingFrame.size.width > 0)
        }
        let card = PresentationChoice(requested: .automatic, restingScene: Card().restingScene(in: context))
        #expect(card.restingFrame == Rect(x: 0, y: 20, width: 100, height: 180))
    }

    @Test func aRestingSceneThatShowsTheOldScreenKeepsIt() {
        var resting = Scene.showing(.to, in: context)
        resting.layers.insert(Layer(id: "dimmed", content: .snapshot(.screen(.from)), frame: context.bounds), at: 0)
        #expect(PresentationChoice.needsPresentingView(resting))
    }

    /// developer.apple.com/documentation/uikit/uimodalpresentationstyle: the raw values UIKit uses.
    @Test func stylesCarryUIKitsRawValues() {
        let raw = PresentationStyle.allCases.map(\.uiKitRawValue)
        #expect(raw == [-2, 1, 2, 0, 5, 3, 6, 4, 7, -1])
        for s in PresentationStyle.allCases { #expect(PresentationStyle(uiKitRawValue: s.uiKitRawValue) == s) }
        #expect(PresentationStyle(uiKitRawValue: 8) == nil)
    }

    @Test func explicitOverAndCustomStylesAreKept() {
        for s in [PresentationStyle.overFullScreen, .overCurrentContext, .custom] {
            #expect(PresentationChoice.style(requested: s, keepsPresentingView: false) == s)
        }
        #expect(PresentationChoice.style(requested: .currentContext, keepsPresentingView: true) == .custom)
        #expect(PresentationChoice.style(requested: .currentContext, keepsPresentingView: false) == .currentContext)
    }
}
