import Testing

@testable import TransitCore

@Suite struct CoverTests {
    @Test func theOldScreenStaysStillWhileTheNewOneSlidesOverIt() {
        for p in progressSteps {
            let s = Cover(from: .bottom).scene(at: p, in: phone)
            #expect(s.layer("from")!.frame == phone.bounds)
            #expect(abs(s.layer("to")!.frame.minY - 844 * (1 - p)) < 1e-9)
        }
    }

    @Test func trailingResolvesToTheLeftInRightToLeftLayouts() {
        #expect(Cover().scene(at: 0.5, in: phoneRTL).layer("to")!.frame.minX == -195)
    }

    @Test func theNewScreenIsOnTopOfTheDimmedOldOne() {
        let s = Cover(dimming: 0.3).scene(at: 1, in: phone)
        #expect(s.layers.map(\.id) == ["from", "shade", "to"])
        #expect(s.layer("shade")!.opacity == 0.3)
    }
}
