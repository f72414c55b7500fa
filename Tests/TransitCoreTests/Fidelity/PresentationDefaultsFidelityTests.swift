import Testing
import TransitCore

/// The card's and the scanning bar's plain values.
@Suite struct PresentationDefaultsFidelityTests {
    @Test func theCardsCornersAreRoundedByFivePoints() {
        // XTCardPresentAnimation.m lines 103 and 106: cornerRadius = 5.
        #expect(Card().cornerRadius == 5)
    }

    @Test func theScanningBarIsWhite() {
        // XWCoolAnimator+XWScanning.m line 33: the bar is the white `line` image.
        #expect(Scanning().color == .white)
    }
}
