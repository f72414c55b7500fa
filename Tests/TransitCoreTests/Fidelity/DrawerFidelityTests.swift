import Testing
import TransitCore

/// The drawer against XWDrawerAnimator.m (seeds/XWTransition/XWTransition/XWDrawerAnimator/):
/// every expected number is worked out from the original's frames and transforms, not from
/// Transit's code. Screen 390 x 844 points.
@Suite struct DrawerFidelityTests {
    typealias F = SharedFixtures
    static let w = 390.0, h = 844.0

    /// The demo's QQ drawer: left, 250 points, parallax (XWDrawerFromController.m lines 62-70).
    static let qq = Drawer(from: .left, distance: 250, style: .parallax)

    @Test func withNoParametersTheDrawerIsTheDemosQQDrawer() throws {
        // XWDrawerFromController.m lines 62-70: from the left, 250 points, parallax; the old
        // screen unscaled (XWDrawerAnimator.m line 40: scaleRatio 1).
        let e = try EffectCatalogue.builtIn.makeEffect(named: "drawer")
        let c = F.context()
        #expect(e.evaluate(at: 0.6, in: c) == Self.qq.scene(at: 0.6, in: c))
        #expect(F.layer("old", in: Self.qq.scene(at: 1, in: c))!.transform.isIdentity)
    }

    @Test func inTheParallaxStyleTheOldScreenIsOnTopAndHasMovedTheWholeDistanceAtTheEnd() {
        let s = Self.qq.scene(at: 1, in: F.context())
        // XWDrawerAnimator.m line 62: the new screen goes below the old screen's snapshot.
        #expect(s.layers.map(\.id) == ["drawer", "old"])
        // Line 84: the old snapshot translates by the whole distance (250 to the right).
        #expect(F.projectedBox(of: F.layer("old", in: s)!, in: s).minX == 250)
    }

    @Test func inTheParallaxStyleTheDrawerMovesHalfTheDistanceUnderneath() {
        // Line 61: parallaxDistance = 250 / 2; line 68: the new screen starts at x = -(390 - 125);
        // line 72: it moves by 125. Its right edge goes from 125 to 250.
        for (p, rightEdge) in [(0.0, 125.0), (0.5, 187.5), (1.0, 250.0)] {
            let s = Self.qq.scene(at: p, in: F.context())
            #expect(F.close(F.projectedBox(of: F.layer("drawer", in: s)!, in: s).maxX, rightEdge, 1e-9))
        }
    }

    @Test(arguments: [Drawer.Style.plain, .parallax, .flip])
    func theDrawerShowsTheNewScreensFarSideNextToTheOpeningEdge(style: Drawer.Style) {
        // Line 68-72: the full-size new screen laid out at x = -390 moves right by 250, so the
        // visible strip x 0...250 shows the new screen's x 140...390.
        let s = Drawer(from: .left, distance: 250, style: style).scene(at: 1, in: F.context())
        guard case .snapshot(_, let rect) = F.layer("drawer", in: s)!.content else {
            Issue.record("the drawer is not a snapshot")
            return
        }
        #expect(F.close(rect.minX, 140 / Self.w) && F.close(rect.width, 250 / Self.w))
        // From the bottom (line 69), the top 450 points of the new screen show at the bottom.
        let b = Drawer(from: .bottom, distance: 450, style: style).scene(at: 1, in: F.context())
        guard case .snapshot(_, let r) = F.layer("drawer", in: b)!.content else { return }
        #expect(F.close(r.minY, 0) && F.close(r.height, 450 / Self.h))
    }
}
