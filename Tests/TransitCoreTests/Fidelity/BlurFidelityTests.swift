import Testing
import TransitCore

/// The blur against XWFilterTransitionView.m (seeds/XWTransition/XWTransition/XWFilterAnimator/),
/// lines 97-105: below the half the old screen with radius `progress x 0.5 x 200` px, from the
/// half the new screen with `(1 - progress) x 200` px; pixels of a 2x screen, halved here.
@Suite struct BlurFidelityTests {
    @Test func theOldScreenBlursUpToTwentyFivePointsThenTheNewOneSharpensFromFifty() {
        let b = Blur()
        #expect(abs(b.oldRadius(at: 0.25) - 0.25 * 0.5 * 200 / 2) < 1e-12)  // 12.5 pt
        #expect(abs(b.oldRadius(at: 0.5) - 0.5 * 0.5 * 200 / 2) < 1e-12)  // 25 pt
        #expect(abs(b.newRadius(at: 0.5) - 0.5 * 200 / 2) < 1e-12)  // 50 pt
        #expect(abs(b.newRadius(at: 0.75) - 0.25 * 200 / 2) < 1e-12)  // 25 pt
    }

    @Test func onlyOneScreenShowsOutsideTheShortBlendAtTheHalf() {
        // Lines 98 and 102: one input image at a time, no cross-fade.
        let b = Blur()
        #expect(b.newWeight(at: 0.47) == 0 && b.newWeight(at: 0.53) == 1)
        #expect(b.newWeight(at: 0.5) == 0.5)
    }
}
