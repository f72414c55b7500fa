import Testing
import TransitCore

@testable import TransitRender

@Suite struct SweepBandTests {
    typealias I = KernelTestImages

    @Test func swipeAtAngleZeroLeavesTheNewScreenOnTheLeft() {
        let out = I.frame("swipe", 0.5, ParameterValues(["width": .number(10)]))
        #expect(out[0, 40] == I.white)
        #expect(out[59, 40] == I.black)
    }

    @Test func swipeTowardsTheTopLeavesTheNewScreenAtTheBottom() {
        let out = I.frame("swipe", 0.5, ParameterValues(["angle": .number(.pi / 2), "width": .number(10)]))
        #expect(out[30, 79] == I.white)
        #expect(out[30, 0] == I.black)
    }

    @Test func theSwipeBandMovesAlongItsAngleAsProgressGrows() {
        func edge(_ p: Double) -> Int {
            let out = I.frame("swipe", p, ParameterValues(["width": .number(4)]))
            return (0..<60).first { out[$0, 40] == I.black } ?? 60
        }
        #expect(edge(0.3) < edge(0.5))
        #expect(edge(0.5) < edge(0.7))
    }

    @Test func copyMachineLightsTheBandAndLeavesTheNewScreenBehindIt() {
        let out = I.frame("copy-machine", 0.5, ParameterValues(["width": .number(20)]))
        #expect(out[0, 40] == I.white)
        #expect(out[59, 40] == I.black)
        let litColumn = (0..<60).first { x in I.red(out, x, 40) > 40 && I.red(out, x, 40) < 250 }
        #expect(litColumn != nil)
    }
}
