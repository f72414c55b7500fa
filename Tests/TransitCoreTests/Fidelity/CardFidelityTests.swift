import Testing
import TransitCore

/// card against XTCardPresentAnimation.m (seeds/XTTransitionAnimations/Animations/). Screen
/// 390 x 844 points; XTCardMargin 0.1 (line 22).
@Suite struct CardFidelityTests {
    typealias F = SharedFixtures

    @Test func theOldScreensCornersAreRoundedAtOnceNotAnimated() throws {
        // Lines 102-106: the old screen's `masksToBounds` and `layer.cornerRadius = 5` are set
        // inside the spring's block beside the card's; neither radius is animated, the card's and
        // the old screen's are 5 from the first frame (and the dismissal keeps the old screen's 5
        // until completion, lines 136-158 and 167-168). Old Transit animated the old screen's
        // radius with the spring: 0.25 pt at progress 0.05, 2.5 at 0.5.
        for p in [0.05, 0.25, 0.5, 1.0, 1.15] {
            let s = Card().scene(at: p, in: F.context())
            #expect(try #require(F.layer("from", in: s)).cornerRadius == 5)
            #expect(try #require(F.layer("to", in: s)).cornerRadius == 5)
        }
        // At exactly 0 the old screen is itself (the endpoints law).
        #expect(try #require(F.layer("from", in: Card().scene(at: 0, in: F.context()))).cornerRadius == 0)
    }

    @Test func theDimmingIsADarkBlurFadingInToEightTenthsWithTheSpring() {
        // Line 83: a UIVisualEffectView with UIBlurEffectStyleDark over the whole container, in a
        // view whose alpha goes from 0 (line 89) to 0.8 (line 99) in the spring animation.
        for (p, alpha) in [(0.0, 0.0), (0.5, 0.4), (1.0, 0.8)] {
            let shade = F.layer("shade", in: Card().scene(at: p, in: F.context()))!
            #expect(shade.content == .blurredBackdrop(.dark) && F.close(shade.opacity, alpha, 1e-12))
            #expect(shade.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        }
    }

    @Test func theOvershootLiftsTheCardsBottomEdgeIntoView() {
        // Line 92: the card's final frame is (0, 0.1 H, W, 0.9 H) = (0, 84.4, 390, 759.6); line 93
        // starts it one card height lower and line 98 springs the frame, so at progress 1.16 the
        // card stands 0.16 × 759.6 = 121.5 points above its place and its bottom edge at 722.5.
        let resting = F.layer("to", in: Card().scene(at: 1, in: F.context()))!
        #expect(F.close(resting.frame.minY, 84.4, 1e-9) && F.close(resting.frame.height, 759.6, 1e-9))
        let over = F.layer("to", in: Card().scene(at: 1.16, in: F.context()))!
        #expect(F.close(over.frame.maxY, 722.464, 1e-9) && F.close(over.frame.minY, -37.136, 1e-9))
        // Half way the card is half a card height low: its top at 84.4 + 379.8.
        #expect(F.close(F.layer("to", in: Card().scene(at: 0.5, in: F.context()))!.frame.minY, 464.2, 1e-9))
    }
}
