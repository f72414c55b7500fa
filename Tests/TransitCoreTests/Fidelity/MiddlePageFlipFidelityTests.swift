import Testing
import TransitCore

/// XWTransition's middle page flip (seeds/XWTransition/XWTransition/XWCoolAnimator/
/// XWCoolAnimator+XWMiddlePageFlip.m): its eye distance and which halves are shaded.
@Suite struct MiddlePageFlipFidelityTests {
    static let phone = TransitionContext(size: Size(width: 390, height: 844), scale: 3)

    @Test(arguments: [Edge.left, .right, .top, .bottom])
    func theEyeIs500PointsAwayForEverySubType(_ edge: Edge) {
        // Line 35: the container's sublayer transform has m34 = -0.002, an eye 1 / 0.002 = 500 pt
        // away, whatever the screen or the direction. (Old Transit: 520 pt left/right, 4/3 of
        // the width; 633 pt top/bottom, 1.5 times half the height.)
        for p in [0.25, 0.75] {
            #expect(MiddlePageFlip(from: edge).scene(at: p, in: Self.phone).eyeDistance == 500)
        }
    }

    @Test(arguments: [Edge.left, .right, .top, .bottom])
    func onlyTheTurningHalvesAreShaded(_ edge: Edge) throws {
        // Lines 171-172 and 136-186: one gradient view is added to the turning half of the old
        // screen (alpha 0, to 1 over the first half, line 56) and one to the turning half of the
        // new screen (alpha 1, to 0 over the second, line 65); the still halves get none. So every
        // shade drawn lies on the turning page: it has the page's transform. (Old Transit also
        // darkened the still halves: the uncovered new half 0.5 -> 0, the old half 0 -> 0.5; at
        // progress 0.25 a flat black layer of opacity 0.25 over the new screen's still half.)
        for p in [0.1, 0.25, 0.4, 0.6, 0.75, 0.9] {
            let s = MiddlePageFlip(from: edge).scene(at: p, in: Self.phone)
            let page = try #require(s.layer(named: p < 0.5 ? "from-page" : "to-page"))
            let shades = s.layers.filter {
                if case .snapshot = $0.content { return false }
                return $0.opacity > 0
            }
            #expect(shades.count == 1)
            for shade in shades {
                #expect(shade.transform == page.transform && shade.position == page.position)
            }
            // The shade's strength: 2p on the way up, 2 - 2p on the way down (lines 56, 65).
            let lift = p < 0.5 ? 2 * p : 2 - 2 * p
            #expect(shades.allSatisfy { abs($0.opacity - lift) < 1e-9 })
        }
    }
}
