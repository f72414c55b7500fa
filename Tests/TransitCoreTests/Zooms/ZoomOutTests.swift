import Testing

@testable import TransitCore

@Suite struct ZoomOutTests {
    @Test func theNewScreenSettlesFromLargerWhileFadingInOnTop() {
        let start = ZoomOut(scale: 0.8).scene(at: 0, in: phone)
        #expect(abs(start.layer("to")!.transform.m11 - 1.2) < 1e-12)
        #expect(start.layer("to")!.opacity == 0)
        #expect(start.layers.last!.id == "to")
        #expect(ZoomOut().scene(at: 1, in: phone).layer("to")!.transform == .identity)
    }

    @Test(arguments: [0.8, 0.6])
    func theOldScreenShrinksToTheScaleParameter(scale: Double) {
        let end = ZoomOut(scale: scale).scene(at: 1, in: phone)
        #expect(end.layer("from")!.transform == .scale(scale))
        #expect(end.layer("from")!.opacity == 1)
    }
}
