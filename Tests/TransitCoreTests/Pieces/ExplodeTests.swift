import Testing
import TransitCore

@Suite struct ExplodeTests {
    @Test func theSameSeedGivesTheSameSceneAndAnotherSeedADifferentOne() {
        let a = Explode(seed: 5).scene(at: 0.5, in: coolPhone)
        #expect(a == Explode(seed: 5).scene(at: 0.5, in: coolPhone))
        #expect(a != Explode(seed: 6).scene(at: 0.5, in: coolPhone))
    }

    @Test(arguments: [1, 4, 10, 23])
    func theOldScreenBreaksIntoSquareTilesOfOneSnapshot(_ columns: Int) {
        let s = Explode(columns: columns).scene(at: 0.01, in: coolPhone)
        let tiles = s.tiles(of: .from)
        let side = coolPhone.size.width / Double(columns)
        let rows = Int((coolPhone.size.height / side).rounded(.up))
        #expect(tiles.count == columns * rows)
        let area = tiles.compactMap(\.contentsRect).reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(area - 1) < 1e-9)
        #expect(Set(tiles.map(\.id)).count == tiles.count)
    }

    @Test func tilesFlyFurtherSpinShrinkAndFadeAsProgressGrows() throws {
        let e = Explode(seed: 3)
        let a = e.scene(at: 0.2, in: coolPhone)
        let b = e.scene(at: 0.8, in: coolPhone)
        let ta = try #require(a.layer(named: "e17"))
        let tb = try #require(b.layer(named: "e17"))
        let home = try #require(e.scene(at: 0.000_001, in: coolPhone).layer(named: "e17")).position
        #expect(tb.opacity < ta.opacity)
        #expect(home.distance(to: tb.position) > home.distance(to: ta.position))
        let scaleA = (ta.transform.m11 * ta.transform.m11 + ta.transform.m12 * ta.transform.m12).squareRoot()
        let scaleB = (tb.transform.m11 * tb.transform.m11 + tb.transform.m12 * tb.transform.m12).squareRoot()
        #expect(scaleB < scaleA)
    }

    @Test func offsetsScaleWithTheScreenNotAFixedNumberOfPoints() throws {
        let small = TransitionContext(size: Size(width: 39, height: 84.4))
        let a = try #require(Explode().scene(at: 0.5, in: coolPhone).layer(named: "e3"))
        let b = try #require(Explode().scene(at: 0.5, in: small).layer(named: "e3"))
        let ha = try #require(Explode().scene(at: 1e-9, in: coolPhone).layer(named: "e3")).position
        let hb = try #require(Explode().scene(at: 1e-9, in: small).layer(named: "e3")).position
        #expect(abs(ha.distance(to: a.position) / 10 - hb.distance(to: b.position)) < 0.01)
    }
}
