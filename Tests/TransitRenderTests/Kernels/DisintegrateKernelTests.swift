import Testing
import TransitCore
@testable import TransitRender

@Suite struct DisintegrateKernelTests {
    typealias I = KernelTestImages
    let noShadow = ParameterValues(["shadowDensity": .number(0)])

    @Test func aUserMaskDissolvesItsDarkAreasFirst() {
        let ramp = GrayImage(width: 4, height: 1, pixels: [0, 80, 170, 255])
        let out = I.frame("disintegrate", 0.5, noShadow, mask: ramp)
        #expect(out[2, 40] == I.white)  // darkest quarter: gone
        #expect(out[57, 40] == I.black)  // brightest quarter: still there
    }

    @Test func theGeneratedMaskIsFollowedInOrder() {
        let size = 60 * 80
        let mask = NoiseMask(width: 60, height: 80, seed: 1, feature: 90)
        let darkest = mask.values.indices.min { mask.values[$0] < mask.values[$1] }!
        let brightest = mask.values.indices.max { mask.values[$0] < mask.values[$1] }!
        let out = I.frame("disintegrate", 0.3, noShadow)
        #expect(out[darkest % 60, darkest / 60] == I.white)
        #expect(out[brightest % 60, brightest / 60] == I.black)
        #expect(size == mask.values.count)
    }

    @Test func theDissolvedShareGrowsWithProgress() {
        func share(_ p: Double) -> Int {
            let out = I.frame("disintegrate", p, noShadow);
            return (0..<(60 * 80)).filter { out[$0 % 60, $0 / 60] == I.white }.count
        }
        #expect(share(0.2) < share(0.5))
        #expect(share(0.5) < share(0.8))
    }

    @Test func theShadowDarkensTheNewScreenNearTheOldOne() {
        let ramp = GrayImage(width: 2, height: 1, pixels: [0, 255])
        let out = I.frame("disintegrate", 0.5, ParameterValues(["shadowOffset": .point(Point(x: 0, y: 0))]), mask: ramp)
        #expect(I.red(out, 26, 40) < 250)  // new screen, in the shadow of the old half
        #expect(out[2, 40] == I.white)  // far from it
    }
}
