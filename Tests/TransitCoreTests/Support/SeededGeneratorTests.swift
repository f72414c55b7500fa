import Testing
import TransitCore

@Suite struct SeededGeneratorTests {
    @Test func seedZeroGivesTheReferenceSplitMix64Sequence() {
        var g = SeededGenerator(seed: UInt64(0))
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test(arguments: [0, 1, 42, 123_456_789])
    func theSameSeedGivesTheSameSequence(_ seed: Int) {
        var a = SeededGenerator(seed: seed)
        var b = SeededGenerator(seed: seed)
        for _ in 0..<100 { #expect(a.next() == b.next()) }
    }

    @Test func differentSeedsGiveDifferentSequences() {
        var a = SeededGenerator(seed: 1)
        var b = SeededGenerator(seed: 2)
        #expect((0..<8).map { _ in a.next() } != (0..<8).map { _ in b.next() })
    }

    @Test func unitValuesStayInTheHalfOpenUnitIntervalAndRangesInTheirRange() {
        var g = SeededGenerator(seed: 7)
        var sum = 0.0
        for _ in 0..<10_000 {
            let u = g.nextUnit()
            #expect(u >= 0 && u < 1)
            sum += u
            let r = g.next(in: -3...5)
            #expect(r >= -3 && r <= 5)
        }
        #expect(abs(sum / 10_000 - 0.5) < 0.02)
    }

    @Test func itServesTheStandardLibrarysRandomAPIs() {
        var a = SeededGenerator(seed: 9)
        var b = SeededGenerator(seed: 9)
        #expect([1, 2, 3, 4, 5].shuffled(using: &a) == [1, 2, 3, 4, 5].shuffled(using: &b))
    }
}
