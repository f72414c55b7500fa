import Testing
import TransitCore

@Suite struct LiveTableTests {
    final class Screen {}

    @Test func aValueLivesAsLongAsItsObjectAndNoLonger() {
        var table = LiveTable<Screen, Int>()
        var screen: Screen? = Screen()
        table[screen!] = 7
        #expect(table[screen!] == 7 && table.count == 1)
        table[screen!] = nil
        #expect(table[screen!] == nil)
        table[screen!] = 8
        screen = nil
        #expect(table.count == 0)
    }

    @Test func aNewObjectNeverInheritsAFreedOnesValue() {
        var table = LiveTable<Screen, Int>()
        // Free and allocate many objects: some land at a freed one's address.
        for i in 0..<200 {
            let screen = Screen()
            #expect(table[screen] == nil)
            table[screen] = i
        }
        #expect(table.count == 0)
    }
}
