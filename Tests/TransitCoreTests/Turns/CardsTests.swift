import Testing

@testable import TransitCore

@Suite struct CardsTests {
    @Test func theNewScreenRisesFromBelowAfterTheOldOneStartsDroppingBack() {
        let c = Cards()
        #expect(c.scene(at: 0, in: phone).layer("to")!.frame.minY == 844)
        #expect(c.scene(at: 0.4, in: phone).layer("to")!.frame.minY == 844)
        #expect(c.scene(at: 0.8, in: phone).layer("to")!.frame.minY < 844 / 4)
        #expect(c.scene(at: 1, in: phone).layer("to")!.frame == phone.bounds)
    }

    @Test func theOldScreenEndsSmallerHigherAndDarker() {
        let s = Cards().scene(at: 1, in: phone)
        let old = s.layer("from")!
        let k = s.corners(of: old)
        #expect(abs((k[1].x - k[0].x) - 0.8 * 390) < 1e-6)
        #expect(abs(k[0].y - (0.1 * 844 - 0.08 * 844)) < 1e-6)  // shrunk about the centre, moved up 8%
        #expect(s.layer("shade")!.opacity == Cards.droppedShade)
    }

    @Test func theOldScreenTiltsItsTopAwayOnTheWay() {
        let s = Cards().scene(at: 0.3, in: phone)
        let k = s.corners(of: s.layer("from")!)
        #expect(k[1].x - k[0].x < k[2].x - k[3].x)
    }

    @Test func leadingResolvesToTheRightInRightToLeftLayouts() {
        #expect(Cards(from: .leading).scene(at: 0.4, in: phoneRTL).layer("to")!.frame.minX == 390)
    }
}
