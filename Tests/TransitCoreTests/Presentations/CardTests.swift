import Testing
import TransitCore

@Suite struct CardTests {
    typealias F = SharedFixtures

    @Test func theRestingSceneIsTheCardBelowItsInsetOverTheShrunkenDimmedOldScreen() {
        let card = Card()
        let c = F.context()
        let resting = card.restingScene(in: c)
        #expect(card.scene(at: 1, in: c) == resting)
        let to = F.layer("to", in: resting)!
        #expect(F.close(to.frame.minY, 84.4) && F.close(to.frame.maxY, 844, 1e-9) && to.cornerRadius == 5)
        let old = F.layer("from", in: resting)!
        #expect(F.close(old.transform.m11, 0.92) && old.cornerRadius == 5)
        #expect(F.close(F.layer("shade", in: resting)!.opacity, 0.8))
        #expect(card.uncoveredRegion(in: c) == Rect(x: 0, y: 0, width: 390, height: 84.4))
    }

    @Test func atProgressZeroOnlyTheOldScreenShows() {
        let s = Card().scene(at: 0, in: F.context())
        #expect(F.layer("from", in: s)!.transform.isIdentity && F.layer("from", in: s)!.cornerRadius == 0)
        #expect(F.layer("shade", in: s)!.opacity == 0)
        #expect(F.layer("to", in: s)!.frame.minY >= 844)
    }

    @Test(arguments: [false, true])
    func theCardShowsTheNewScreenAtItsOwnSizeEvenWhileOvershooting(tucked: Bool) {
        for p in [0.5, 1.0, 1.15, 1.3] {
            let to = F.layer("to", in: Card(tucksOvershoot: tucked).scene(at: p, in: F.context()))!
            guard case .snapshot(_, let rect) = to.content else {
                Issue.record("card is not a snapshot")
                return
            }
            #expect(F.close(rect.height * 844, to.bounds.height, 1e-6))
            // Tucked, the bottom edge never rises into view and the top never leaves the screen.
            if tucked { #expect(to.frame.maxY >= 844 && to.frame.minY > 0) }
        }
    }

    @Test func backSpringsSofterThanForward() {
        guard case .spring(let f) = Card().timing, case .spring(let b) = Card().backTiming else {
            Issue.record("expected springs")
            return
        }
        #expect(F.close(f.dampingRatio, 0.5, 1e-9) && F.close(b.dampingRatio, 0.4, 1e-9))
        #expect(Card().timing(for: .back) == Card().backTiming)
    }
}
