import Testing
import TransitCore
@testable import TransitRender

@Suite struct PixelKernelsTests {
    static let names = [
        "flash", "mod", "ripple", "swipe", "bar-swipe", "disintegrate", "page-curl", "blur", "copy-machine", "dissolve",
        "pixelate",
    ]

    @Test func everyPixelEffectHasABuiltInKernel() {
        for d in EffectCatalogue.builtIn.descriptors where d.make(ParameterValues()) is any PixelEffect {
            #expect(PixelKernels.builtIn[d.name] != nil, "no kernel for \(d.name)")
        }
        #expect(Self.names.allSatisfy { PixelKernels.builtIn[$0] != nil })
    }

    @Test(arguments: names) func eachKernelShowsTheOldScreenAtZeroAndTheNewAtOneExactly(_ name: String) {
        let old = KernelTestImages.pattern(50, 70), new = KernelTestImages.pattern(50, 70, seed: 91)
        #expect(KernelTestImages.frame(name, 0, old: old, new: new) == old)
        #expect(KernelTestImages.frame(name, 1, old: old, new: new) == new)
    }

    @Test(arguments: names) func eachKernelIsBetweenTheScreensMidway(_ name: String) {
        let out = KernelTestImages.frame(
            name, 0.5, old: KernelTestImages.pattern(50, 70), new: KernelTestImages.pattern(50, 70, seed: 91))
        #expect(out != KernelTestImages.pattern(50, 70))
    }
}
