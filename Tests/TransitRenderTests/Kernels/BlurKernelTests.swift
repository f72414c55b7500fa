import Testing
import TransitCore
@testable import TransitRender

@Suite struct BlurKernelTests {
    typealias I = KernelTestImages

    @Test func theMiddleFrameLosesMostOfItsFineDetail() {
        let old = I.pattern(60, 80), new = I.pattern(60, 80, seed: 50)
        let blurred = I.frame("blur", 0.5, ParameterValues(["radius": .number(6)]), old: old, new: new)
        #expect(I.detail(blurred) < I.detail(old) * 0.2)
    }

    @Test func boxBlurLeavesAFlatImageUnchangedAndSpreadsAPointEvenly() {
        var flat = [UInt32](repeating: 0xFF33_6699, count: 20 * 10)
        flat.withUnsafeMutableBufferPointer { BoxBlur.blur($0.baseAddress!, width: 20, height: 10, radius: 3) }
        #expect(flat.allSatisfy { $0 == 0xFF33_6699 })
        var dot = [UInt32](repeating: 0, count: 21 * 21)
        dot[10 * 21 + 10] = 0xFFFF_FFFF
        dot.withUnsafeMutableBufferPointer {
            BoxBlur.blur($0.baseAddress!, width: 21, height: 21, radius: 2, passes: 1)
        }
        #expect(dot[10 * 21 + 8] == dot[10 * 21 + 12])
        #expect(dot[8 * 21 + 10] == dot[12 * 21 + 10])
        #expect(dot[10 * 21 + 13] == 0)
    }
}
