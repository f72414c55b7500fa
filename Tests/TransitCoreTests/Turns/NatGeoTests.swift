import Testing

@testable import TransitCore

@Suite struct NatGeoTests {
    @Test(arguments: Edge.allCases, [phone, phoneRTL])
    func theNewScreenStartsWhollyOffScreen(edge: Edge, context: TransitionContext) {
        let s = NatGeo(from: edge).scene(at: 0, in: context)
        let k = s.corners(of: s.layer("to")!)
        let outside =
            k.allSatisfy { $0.x >= 390 } || k.allSatisfy { $0.x <= 0 } || k.allSatisfy { $0.y >= 844 }
            || k.allSatisfy { $0.y <= 0 }
        #expect(outside, "\(k)")
    }

    @Test func theOldScreenSwingsAboutItsLeadingEdgeOnlyAfterAFifth() {
        let early = NatGeo().scene(at: 0.2, in: phone)
        #expect(early.layer("from")!.transform == .identity)
        let s = NatGeo().scene(at: 0.6, in: phone)
        let old = s.layer("from")!
        let k = s.corners(of: old)
        #expect(old.anchorPoint == Point(x: 0, y: 0.5))
        #expect(k[2].y - k[1].y < 844)  // the free right edge recedes
        #expect(s.signedArea(of: old) > 0)
    }

    @Test func rightToLeftHingesTheOldScreenOnTheRight() {
        #expect(NatGeo().scene(at: 0.6, in: phoneRTL).layer("from")!.anchorPoint == Point(x: 1, y: 0.5))
    }
}
