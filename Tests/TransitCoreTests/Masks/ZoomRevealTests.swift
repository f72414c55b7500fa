import Testing
import TransitCore

@Suite struct ZoomRevealTests {
    typealias F = SharedFixtures
    let button = F.element(
        "button", from: Rect(x: 30, y: 600, width: 60, height: 60), to: Rect(x: 150, y: 200, width: 90, height: 90))

    @Test func atProgressZeroOnlyTheOldScreenShowsAndJustAfterTheElementLiftsOffItWithItsShadow() {
        let c = F.context([button])
        let s = ZoomReveal().scene(at: 0, in: c)
        #expect(F.layer("from", in: s)!.opacity == 1 && F.layer("from", in: s)!.content == .snapshot(.screen(.from)))
        #expect(F.layer("to", in: s)!.opacity == 0 && F.layer("element", in: s)!.opacity == 0)
        let e = F.layer("element", in: ZoomReveal().scene(at: 1e-9, in: c))!
        #expect(F.close(e.frame.origin, button.fromFrame.origin) && e.opacity == 1 && e.shadow!.opacity == 0.4)
    }

    @Test func afterTheFirstThirdTheElementIsOnItsPlaceAtPeakScale() {
        let e = F.layer("element", in: ZoomReveal().scene(at: 1.0 / 3, in: F.context([button])))!
        #expect(e.frame == button.toFrame && F.close(e.transform.m11, 1.1) && e.opacity == 1)
        let settled = F.layer("element", in: ZoomReveal().scene(at: 2.0 / 3, in: F.context([button])))!
        #expect(settled.transform.isIdentity)
    }

    @Test func theBackgroundSplitsAtTheElementsCentreAndTheRevealEndsUnmasked() {
        let c = F.context([button])
        let mid = ZoomReveal().scene(at: 0.8, in: c)
        #expect(F.layer("background.top", in: mid)!.frame.maxY == button.toFrame.midY)
        #expect(F.layer("background.bottom", in: mid)!.content == .color(.white))
        #expect(F.layer("to", in: mid)!.mask != nil)
        let end = ZoomReveal().scene(at: 1, in: c)
        #expect(F.layer("to", in: end)!.mask == nil && F.layer("element", in: end)!.opacity == 0)
    }

    @Test func withNoElementASquareAtTheCentrePlaysItsPart() {
        let s = ZoomReveal().scene(at: 0.5, in: F.context())
        let e = F.layer("element", in: s)!
        #expect(F.close(e.frame.center, Point(x: 195, y: 422)) && F.close(e.frame.width, 390.0 / 4))
        guard case .snapshot(.screen(.from), let rect) = e.content else {
            Issue.record("expected a region of the old screen")
            return
        }
        #expect(rect == e.frame.normalized(in: F.size))
    }
}
