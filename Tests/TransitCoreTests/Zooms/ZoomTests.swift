import Testing

@testable import TransitCore

@Suite struct ZoomTests {
    @Test(arguments: [0.8, 0.5, 0.95])
    func theNewScreenStartsAtTheScaleParameter(scale: Double) {
        let s = Zoom(scale: scale).scene(at: 0, in: phone)
        #expect(s.layer("to")!.transform == .scale(scale))
        #expect(s.layer("from")!.transform == .identity && s.layer("from")!.opacity == 1)
        #expect(s.layers.last!.id == "from")
    }

    @Test func theOldScreenGrowsPastFullSizeAndFadesAway() {
        let s = Zoom(scale: 0.7).scene(at: 1, in: phone)
        #expect(s.layer("to")!.transform == .identity)
        #expect(abs(s.layer("from")!.transform.m11 - 1.3) < 1e-12)
        #expect(s.layer("from")!.opacity == 0)
        #expect(Zoom().scene(at: 0.5, in: phone).layer("from")!.opacity == 0.5)
    }

    @Test func goingBackFromAZoomLooksLikeAZoomOut() {
        let back = TransitionContext(size: phone.size, direction: .back)
        for p in [0.1, 0.5, 0.9] {
            let zoomBack = Zoom().evaluate(at: p, in: back)
            let zoomOut = ZoomOut().scene(at: p, in: phone)
            #expect(zoomBack.layers.map(\.content) == zoomOut.layers.map(\.content))
            for (a, b) in zip(zoomBack.layers, zoomOut.layers) {
                #expect(
                    abs(a.transform.m11 - b.transform.m11) < 1e-12 && abs(a.transform.m22 - b.transform.m22) < 1e-12)
                #expect(abs(a.opacity - b.opacity) < 1e-12)
            }
        }
    }
}
