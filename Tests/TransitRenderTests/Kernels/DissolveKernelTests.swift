import Testing
import TransitCore

@testable import TransitRender

@Suite struct DissolveKernelTests {
    typealias I = KernelTestImages

    @Test func theSameSeedGivesTheSameFrameAndAnotherSeedAnother() {
        let a = I.frame("dissolve", 0.4, ParameterValues(["seed": .integer(7)]))
        #expect(a == I.frame("dissolve", 0.4, ParameterValues(["seed": .integer(7)])))
        #expect(a != I.frame("dissolve", 0.4, ParameterValues(["seed": .integer(8)])))
    }

    @Test func theShareOfNewPixelsFollowsProgressAndOnlyGrows() {
        let a = I.frame("dissolve", 0.3)
        let b = I.frame("dissolve", 0.6)
        func whites(_ f: Bitmap) -> Int { (0..<4800).count { f[$0 % 60, $0 / 60] == I.white } }
        let countA = whites(a)
        let countB = whites(b)
        #expect(abs(Double(countA) / 4800 - 0.3) < 0.05)
        #expect(abs(Double(countB) / 4800 - 0.6) < 0.05)
        #expect((0..<4800).allSatisfy { a[$0 % 60, $0 / 60] != I.white || b[$0 % 60, $0 / 60] == I.white })
    }
}
