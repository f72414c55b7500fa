import Testing
import TransitCore
import TransitRender
import TransitSamples
import TransitTestSupport

/// How every catalogue effect looks at progress 0.4 (not 0.5, where flips are edge-on), forward, on the sample screens at 60x130 points:
/// compared with the reviewed PNGs in `Goldens/` beside this file.
///
/// Tolerance: at most 24/255 on any channel and 1/255 on average. That absorbs rounding changes
/// in the renderer (compositing order, fixed-point steps) but not a layer moved, scaled, masked
/// or faded differently. Record deliberately, then look at the images before committing:
/// `TRANSIT_RECORD_GOLDENS=failed swift test --filter EffectGoldens` (the test fails when it records).
@Suite struct EffectGoldensTests {
    static let pair = SampleScreens.make(size: Size(width: 60, height: 130), scale: 1)

    @Test(arguments: EffectCatalogue.builtIn.names)
    func progressPointFourLooksAsReviewed(_ name: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name, arguments: [:])
        let frame = Renderer().render(effect.evaluate(at: 0.4, in: Self.pair.context()), snapshots: Self.pair.snapshots)
        assertGolden(frame, named: name + "-0.4", tolerance: PixelTolerance(maxChannel: 24, meanChannel: 1))
    }
}
