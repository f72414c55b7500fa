import Testing
import TransitCore

@testable import TransitRender

@Suite struct PageCurlKernelTests {
    typealias I = KernelTestImages

    @Test func aCurlTowardsTheTopRightRevealsTheNewScreenFromThatCornerFirst() {
        let p = ParameterValues(["angle": .number(.pi / 4), "radius": .number(4), "shadowAmount": .number(0)])
        let early = I.frame("page-curl", 0.2, p)
        #expect(early[59, 0] == I.white)
        #expect(early[0, 79] == I.black)
        let later = I.frame("page-curl", 0.5, p)
        #expect(later[30, 40] != I.black)
    }

    @Test func theCurledPageShowsAPaleBackSide() {
        let out = I.frame("page-curl", 0.3, ParameterValues(["radius": .number(3)]))
        let pale = (0..<60).contains { x in I.red(out, x, 40) > 120 && I.red(out, x, 40) < 250 }
        #expect(pale)
    }
}
