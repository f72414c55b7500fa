import Testing
import TransitCore

@Suite struct DrawerTests {
    typealias F = SharedFixtures
    static let edges: [Edge] = [.left, .right, .top, .bottom, .leading, .trailing]

    @Test(arguments: edges, Drawer.Style.allCases)
    func progressOneIsTheRestingSceneAndTheUncoveredRegionShowsTheOldScreen(edge: Edge, style: Drawer.Style) {
        let drawer = Drawer(from: edge, distance: 280, style: style)
        let c = F.context()
        let resting = drawer.restingScene(in: c)
        #expect(drawer.scene(at: 1, in: c) == resting)

        let open = drawer.drawerFrame(in: c)
        let free = drawer.uncoveredRegion(in: c)
        #expect(F.close(open.width * open.height + free.width * free.height, F.size.width * F.size.height))
        #expect(open.intersection(free) == .zero)
        let drawerLayer = F.layer("drawer", in: resting)!
        #expect(drawerLayer.frame == open && drawerLayer.transform.isIdentity)
        let old = F.layer("old", in: resting)!
        #expect(old.content == .snapshot(.screen(.from)))
        #expect(F.projectedBox(of: old, in: resting).contains(free.center))
    }

    @Test func theUncoveredRegionIsWhereTheDrawerIsNot() {
        let c = F.context()
        #expect(Drawer(from: .left, distance: 300).uncoveredRegion(in: c) == Rect(x: 300, y: 0, width: 90, height: 844))
        #expect(
            Drawer(from: .bottom, distance: 500).uncoveredRegion(in: c) == Rect(x: 0, y: 0, width: 390, height: 344))
        #expect(
            Drawer(from: .leading, distance: 300).uncoveredRegion(in: F.context(layout: .rightToLeft))
                == Rect(x: 0, y: 0, width: 90, height: 844))
        #expect(Drawer(from: .left, distance: 0).uncoveredRegion(in: c) == .zero)
        // XWDrawerFromController.m line 63: the demo opens 250 points.
        #expect(Drawer(from: .top).uncoveredRegion(in: c).height == 844 - 250)
    }

    @Test(arguments: edges)
    func atProgressZeroTheDrawerIsJustOffScreenAndTheOldScreenUntouched(edge: Edge) {
        let s = Drawer(from: edge, distance: 250, style: .flip).scene(at: 0, in: F.context())
        #expect(F.layer("old", in: s)!.transform.isIdentity)
        #expect(F.layer("drawer", in: s)!.frame.intersection(F.context().bounds) == .zero)
    }

    @Test func theFlipTiltsInItsFirstStageAndLiesFlatShiftedAwayAtTheEnd() {
        let drawer = Drawer(from: .left, distance: 250, style: .flip)
        let c = F.context()
        let tilted = F.layer("old", in: drawer.scene(at: 0.35, in: c))!.transform
        #expect(!tilted.isAffine && F.close(tilted.m34 / tilted.m44, -1.0 / 900, 1e-4) || tilted.m34 != 0)
        let end = F.layer("old", in: drawer.scene(at: 1, in: c))!.transform
        #expect(end.isAffine && F.close(end.m11, 0.8) && F.close(end.m41, 390 * 0.08))
    }

    @Test func theFlipsOwnBackVariantStartsOnTheRestingSceneAndEndsOnTheOldScreen() {
        let drawer = Drawer(from: .left, distance: 250, style: .flip)
        #expect(drawer.hasOwnBackVariant && !Drawer(style: .parallax).hasOwnBackVariant)
        let back = F.context(direction: .back)
        #expect(drawer.evaluate(at: 0, in: back) == drawer.initialScene(in: back))
        let end = drawer.evaluate(at: 1, in: back)
        #expect(F.layer("old", in: end)!.transform.isIdentity)
        #expect(F.layer("old", in: end)!.content == .snapshot(.screen(.to)))
        #expect(F.layer("drawer", in: end)!.frame.intersection(back.bounds) == .zero)
        // Back re-tilts before flattening, unlike the forward run reversed.
        #expect(!F.layer("old", in: drawer.evaluate(at: 0.35, in: back))!.transform.isAffine)
    }

    @Test func parallaxSlidesTheOldScreenAwayByTheWholeDistance() {
        let s = Drawer(from: .right, distance: 200, style: .parallax).scene(at: 1, in: F.context())
        #expect(F.layer("old", in: s)!.position == Point(x: 195 - 200, y: 422))
    }
}
