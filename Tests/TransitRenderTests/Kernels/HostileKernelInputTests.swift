import Testing
import TransitCore

@testable import TransitRender

/// Issue 18, defect 2: the renderer never converts an unchecked number to an integer. Every pixel
/// kernel, given an effect built past the catalogue's checks (points NaN, infinite or far beyond
/// the screen) and progress outside `0...1` or NaN, draws a frame of the right size instead of
/// trapping. A trap here ends the test process, which fails `make test`.
@Suite("Kernels take hostile points and progress")
struct HostileKernelInputTests {
    static let pixelEffects: [EffectDescriptor] = EffectCatalogue.builtIn.descriptors.filter {
        $0.make(ParameterValues()) is any PixelEffect
    }
    static let points = [
        Point(x: .nan, y: .nan), Point(x: .infinity, y: -.infinity), Point(x: 1e300, y: -1e300),
        Point(x: -1e18, y: 1e18), Point(x: .nan, y: 5),
    ]
    static let progresses = [Double.nan, -1, -0.0, 0.25, 0.5, 0.999, 2, .infinity, -.infinity]

    @Test func thereArePixelEffectsWithPoints() {
        #expect(Self.pixelEffects.count >= 5)
        #expect(Self.pixelEffects.contains { d in d.parameters.contains { $0.kind == .point } })
    }

    @Test(arguments: pixelEffects.map(\.name))
    func aKernelDrawsAFrameWhateverThePointsAndProgress(_ name: String) throws {
        let d = try EffectCatalogue.builtIn.descriptor(named: name)
        let pointNames = d.parameters.filter { $0.kind == .point }.map(\.name)
        let old = KernelTestImages.pattern(24, 32)
        let new = KernelTestImages.pattern(24, 32, seed: 9)
        for point in pointNames.isEmpty ? [Point.zero] : Self.points {
            let values = ParameterValues(Dictionary(uniqueKeysWithValues: pointNames.map { ($0, .point(point)) }))
            let effect = try #require(d.make(values) as? any PixelEffect)
            for progress in Self.progresses {
                let t = PixelTransition(effect, progress: progress, extent: Size(width: 24, height: 32))
                var out = Bitmap(width: 24, height: 32)
                try PixelKernels.builtIn.kernel(for: t)(t, old, new, &out)
                #expect(out.width == 24 && out.height == 32 && out.pixels.count == 24 * 32 * 4)
            }
        }
    }
}
