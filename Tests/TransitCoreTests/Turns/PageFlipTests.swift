import Testing
import TransitCore

@Suite struct PageFlipTests {
    let effect = PageFlip()

    @Test(arguments: [0.1, 0.5, 0.9])
    func theTurningPageIsSingleSidedAndStillFacesTheViewer(_ p: Double) throws {
        let page = try #require(effect.scene(at: p, in: coolPhone).layer(named: "page"))
        #expect(!page.isDoubleSided)
        #expect(page.content == .snapshot(.screen(.from)))
        #expect(page.transform.m11 > 0)  // turned less than 90 degrees: the front is towards us
    }

    @Test(arguments: LayoutDirection.allCases)
    func thePageHingesOnTheLeadingEdge(_ layout: LayoutDirection) throws {
        var c = coolPhone
        c.layoutDirection = layout
        let s = effect.scene(at: 0.5, in: c)
        let page = try #require(s.layer(named: "page"))
        let hingeX = layout == .leftToRight ? 0.0 : c.size.width
        for y in [0.0, c.size.height] {
            let q = s.project(Point(x: hingeX, y: y), of: page)
            #expect(abs(q.x - hingeX) < 1e-6 && abs(q.y - y) < 1e-6)
        }
        // The free edge has swung towards the hinge side.
        let free = s.project(Point(x: c.size.width - hingeX, y: c.size.height / 2), of: page)
        #expect(layout == .leftToRight ? free.x < c.size.width : free.x > 0)
    }

    @Test func theShadeDeepensOnThePageAndLiftsOffTheRevealedScreen() throws {
        let a = effect.scene(at: 0.2, in: coolPhone)
        let b = effect.scene(at: 0.8, in: coolPhone)
        #expect(try #require(a.layer(named: "page-shade")).opacity < #require(b.layer(named: "page-shade")).opacity)
        #expect(try #require(a.layer(named: "to-shade")).opacity > #require(b.layer(named: "to-shade")).opacity)
    }

    @Test func thePerspectiveGrowsWithTheScreenSoThePageNeverReachesTheEye() {
        for width in [60.0, 390, 1366] {
            let c = TransitionContext(size: Size(width: width, height: 800))
            let eye = effect.scene(at: 0.5, in: c).eyeDistance ?? 0
            #expect(eye > width)
        }
    }
}
