import Testing
import TransitCore

@Suite struct LinesTests {
    @Test(arguments: [(4.0, 211), (10, 85), (844, 1), (300, 3)])
    func theStripCountFollowsTheThickness(_ thickness: Double, _ expected: Int) {
        let e = Lines(thickness: thickness)
        #expect(e.stripCount(in: coolPhone.size) == expected)
        #expect(e.scene(at: 1e-6, in: coolPhone).tiles(of: .from).count == expected)
        #expect(Lines(axis: .vertical, thickness: thickness).stripCount(in: Size(width: 844, height: 390)) == expected)
    }

    @Test func theSameSeedGivesTheSameSceneAndAnotherSeedADifferentOne() {
        let a = Lines(seed: 11).scene(at: 0.1, in: coolPhone)
        #expect(a == Lines(seed: 11).scene(at: 0.1, in: coolPhone))
        #expect(a != Lines(seed: 12).scene(at: 0.1, in: coolPhone))
    }

    @Test func horizontalRowsLeaveTowardsTheLeadingEdgeAndArriveFromTheTrailingOne() {
        for layout in LayoutDirection.allCases {
            var c = coolPhone
            c.layoutDirection = layout
            let s = Lines().scene(at: 0.05, in: c)
            let sign: Double = layout == .leftToRight ? 1 : -1
            for l in s.tiles(of: .from) { #expect(sign * (l.position.x - c.size.width / 2) < 0) }
            for l in Lines().scene(at: 0.95, in: c).tiles(of: .to) {
                #expect(sign * (l.position.x - c.size.width / 2) > 0)
            }
        }
    }

    @Test func verticalColumnsAlternateUpAndDown() {
        let s = Lines(axis: .vertical).scene(at: 0.05, in: coolPhone)
        let cols = s.tiles(of: .from)
        #expect(cols[0].position.y < coolPhone.size.height / 2 && cols[1].position.y > coolPhone.size.height / 2)
    }

    @Test func stripsOffScreenAreLeftOutAndTheRestAreOneSnapshotRegion() {
        let s = Lines().scene(at: 0.5, in: coolPhone)
        #expect(s.layers.count < 2 * Lines().stripCount(in: coolPhone.size))
        for l in s.layers { #expect(abs(l.position.x - coolPhone.size.width / 2) < coolPhone.size.width) }
    }

    @Test func itRunsOnTheOriginalsSpring() {
        guard case .spring(let spring) = Lines().timing else {
            Issue.record("not a spring")
            return
        }
        #expect(abs(spring.dampingRatio - 0.8) < 1e-9)
    }
}
