import Testing
import TransitCore

@testable import TransitRender

@Suite struct OtherKernelsTests {
    typealias I = KernelTestImages

    @Test func flashWashesTheScreenOutWithItsColourMidway() {
        let out = I.frame("flash", 0.5, ParameterValues(["color": .color(Color(red: 1, green: 0, blue: 0))]))
        #expect(out[0, 0] == Bitmap.pack(Color(red: 1, green: 0, blue: 0)))
    }

    @Test func flashStartsSmallAtTheCentre() {
        let out = I.frame(
            "flash", 0.1, ParameterValues(["center": .point(Point(x: 30, y: 40)), "striationStrength": .number(0)]))
        #expect(out[30, 40] != I.black)
        #expect(out[0, 0] == I.black)
    }

    @Test func modShowsTheNewScreenFirstInsideTheOvalAtTheCentre() {
        let out = I.frame(
            "mod", 0.2,
            ParameterValues(["center": .point(Point(x: 30, y: 40)), "radius": .number(10), "compression": .number(20)]))
        #expect(out[30, 40] == I.white)
        #expect((0..<4800).contains { out[$0 % 60, $0 / 60] == I.black })
    }

    @Test func pixelateFillsBlocksWithOneColourMidway() {
        let out = I.frame(
            "pixelate", 0.5, ParameterValues(["maxBlockSize": .number(10)]), old: I.pattern(60, 80),
            new: I.pattern(60, 80, seed: 3))
        // Blocks are laid from the centre (30, 40): 30...39 is one block.
        #expect((30..<40).allSatisfy { out[$0, 42] == out[30, 40] })
    }
}
