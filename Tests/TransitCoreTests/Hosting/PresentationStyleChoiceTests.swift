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

    @Test func aRestingSceneThatShowsTheOldScreenKeepsIt() {
        var resting = Scene.showing(.to, in: context)
        resting.layers.insert(Layer(id: "dimmed", content: .snapshot(.screen(.from)), frame: context.bounds), at: 0)
        #expect(PresentationChoice.needsPresentingView(resting))
    }

    @Test func explicitOverAndCustomStylesAreKept() {
        for s in [PresentationStyle.overFullScreen, .overCurrentContext, .custom] {
            #expect(PresentationChoice.style(requested: s, keepsPresentingView: false) == s)
        }
        #expect(PresentationChoice.style(requested: .currentContext, keepsPresentingView: true) == .custom)
        #expect(PresentationChoice.style(requested: .currentContext, keepsPresentingView: false) == .currentContext)
    }
}
