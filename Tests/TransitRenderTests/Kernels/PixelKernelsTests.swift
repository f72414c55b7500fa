import Testing
import TransitCore

@testable import TransitRender

@Suite struct PixelKernelsTests {
    static let names = [
        "flash", "mod", "ripple", "swipe", "bar-swipe", "disintegrate", "page-curl", "blur", "copy-machine", "dissolve",
        "pixelate",
    ]

    @Test func everyPixelEffectHasABuiltInKernel() {
        var found: [String] = []
        for d in EffectCatalogue.builtIn.descriptors {
            guard let effect = d.make(ParameterValues()) as? any PixelEffect else { continue }
            #expect(PixelKernels.builtIn[PixelKernelID(type(of: effect))] != nil, "no kernel for \(d.name)")
            found.append(d.name)
        }
        #expect(found.sorted() == Self.names.sorted())
    }

    /// A pixel effect nobody wrote a kernel for.
    struct Unregistered: PixelEffect {
        static let descriptor = EffectDescriptor(
            Unregistered.self, name: "unregistered", summary: "No kernel.", parameters: [])
        init(parameters: ParameterValues) {}
        var parameters: ParameterValues { ParameterValues() }
        var duration: Double { 1 }
    }

    @Test func anEffectWithNoKernelIsAnErrorNamingIt() throws {
        let t = Unregistered(parameters: .init()).pixelTransition(
            at: 0.5, in: TransitionContext(size: Size(width: 4, height: 4)))
        let error = try #require(throws: MissingPixelKernel.self) { try PixelKernels.builtIn.kernel(for: t) }
        #expect(error.description.contains("'unregistered'"))
    }

    @Test func aKernelIsFoundByTheEffectsTypeNotItsName() throws {
        var kernels = PixelKernels()
        kernels.register(Unregistered.self, PixelKernels.builtIn[PixelKernelID(Dissolve.self)]!)
        let t = Unregistered(parameters: .init()).pixelTransition(
            at: 0.5, in: TransitionContext(size: Size(width: 4, height: 4)))
        #expect(throws: Never.self) { try kernels.kernel(for: t) }
        #expect(PixelKernelID(Unregistered.self) != PixelKernelID(Dissolve.self))
        #expect(throws: MissingPixelKernel.self) {
            try kernels.kernel(
                for: Dissolve().pixelTransition(at: 0.5, in: TransitionContext(size: Size(width: 4, height: 4))))
        }
    }

    @Test(arguments: names) func eachKernelShowsTheOldScreenAtZeroAndTheNewAtOneExactly(_ name: String) {
        let old = KernelTestImages.pattern(50, 70)
        let new = KernelTestImages.pattern(50, 70, seed: 91)
        #expect(KernelTestImages.frame(name, 0, old: old, new: new) == old)
        #expect(KernelTestImages.frame(name, 1, old: old, new: new) == new)
    }

    @Test(arguments: names) func eachKernelIsBetweenTheScreensMidway(_ name: String) {
        let out = KernelTestImages.frame(
            name, 0.5, old: KernelTestImages.pattern(50, 70), new: KernelTestImages.pattern(50, 70, seed: 91))
        #expect(out != KernelTestImages.pattern(50, 70))
    }
}
