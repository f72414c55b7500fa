import Testing

@testable import TransitCore

@Suite struct RevealTests {
    @Test func theOldScreenLeavesThroughTheEdgeOppositeFrom() {
        let s = Reveal(from: .trailing).scene(at: 0.5, in: phone)
        #expect(s.layer("from")!.frame.minX == -195)
        #expect(s.layer("to")!.frame == phone.bounds)
        #expect(Reveal(from: .top).scene(at: 0.5, in: phone).layer("from")!.frame.minY == 422)
    }

    @Test func leadingResolvesToTheRightInRightToLeftLayouts() {
        // From the right: the old screen leaves to the left.
        #expect(Reveal(from: .leading).scene(at: 0.5, in: phoneRTL).layer("from")!.frame.minX == -195)
    }

    @Test func theNewScreenBrightensAsItIsUncovered() {
        let r = Reveal(dimming: 0.2)
        #expect(r.scene(at: 0, in: phone).layer("shade")!.opacity == 0.2)
        #expect(r.scene(at: 1, in: phone).layer("shade")!.opacity == 0)
        #expect(r.scene(at: 0.5, in: phone).layers.map(\.id) == ["to", "shade", "from"])
    }
}
