import Testing
import TransitCore

@Suite struct MiddlePageFlipTests {
    @Test func theOldHalfTurnsFirstAndTheNewHalfSecondBothSingleSided() throws {
        let e = MiddlePageFlip(from: .right)
        let first = e.scene(at: 0.25, in: coolPhone)
        let second = e.scene(at: 0.75, in: coolPhone)
        let up = try #require(first.layer(named: "from-page"))
        let down = try #require(second.layer(named: "to-page"))
        #expect(first.layer(named: "to-page") == nil && second.layer(named: "from-page") == nil)
        #expect(!up.isDoubleSided && !down.isDoubleSided)
        #expect(up.transform.m11 > 0 && down.transform.m11 > 0)
        // From the right: the old screen's right half turns up, then the new screen's left half comes down.
        #expect(up.contentsRect?.minX == 0.5)
        #expect(down.contentsRect?.minX == 0)
    }

    @Test(arguments: [
        (Edge.leading, LayoutDirection.rightToLeft, 0.5), (.trailing, .rightToLeft, 0.0), (.top, .leftToRight, 0.0),
    ])
    func theFromSideFollowsTheLayoutDirection(_ edge: Edge, _ layout: LayoutDirection, _ expectedMin: Double) throws {
        var c = coolPhone
        c.layoutDirection = layout
        let page = try #require(MiddlePageFlip(from: edge).scene(at: 0.25, in: c).layer(named: "from-page"))
        let r = try #require(page.contentsRect)
        #expect((edge.isHorizontal ? r.minX : r.minY) == expectedMin)
    }

    @Test func theHalvesStayHingedAtTheMiddle() throws {
        let s = MiddlePageFlip(from: .bottom).scene(at: 0.3, in: coolPhone)
        let page = try #require(s.layer(named: "from-page"))
        let hinge = s.project(Point(x: 0, y: 0), of: page)  // the top edge of the bottom half
        #expect(abs(hinge.y - coolPhone.size.height / 2) < 1e-6)
    }

    @Test func theTurningHalfDarkensTowardsEdgeOn() throws {
        let e = MiddlePageFlip()
        let early = try #require(e.scene(at: 0.1, in: coolPhone).layer(named: "from-page-shade"))
        let late = try #require(e.scene(at: 0.45, in: coolPhone).layer(named: "from-page-shade"))
        #expect(early.opacity < late.opacity)
    }
}
