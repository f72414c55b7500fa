import Testing
import TransitCore

@testable import TransitRender

@Suite struct DitheringTests {
    private static let greys: [SIMD3<UInt8>] = stride(from: 0, through: 256, by: 32).map { v in
        let g = UInt8(min(255, v))
        return SIMD3(g, g, g)
    }

    private func flat(_ level: UInt8, width: Int = 64, height: Int = 64) -> Bitmap {
        Bitmap(
            width: width, height: height,
            fill: Color(
                red: Double(level) / 255, green: Double(level) / 255,
                blue: Double(level) / 255, alpha: 1))
    }

    private func meanLevel(_ indices: [UInt8], _ palette: [SIMD3<UInt8>]) -> Double {
        Double(indices.reduce(0) { $0 + Int(palette[Int($1)].x) }) / Double(indices.count)
    }

    @Test(arguments: Dithering.allCases)
    func colorsInThePaletteMapToThemselves(dithering: Dithering) {
        for (i, g) in Self.greys.enumerated() {
            var mapper = PaletteMapper(palette: Self.greys)
            let indices = mapper.indices(of: flat(g.x, width: 16, height: 16), dithering: dithering)
            #expect(indices.allSatisfy { Int($0) == i }, "grey \(g.x) with \(dithering)")
        }
    }

    @Test func orderedDitheringMixesNeighbouringGreysToTheRightAverage() {
        var mapper = PaletteMapper(palette: Self.greys)
        let indices = mapper.indices(of: flat(80), dithering: .ordered)
        #expect(Set(indices).count == 2)
        #expect(abs(meanLevel(indices, Self.greys) - 80) < 3)
    }

    @Test func errorDiffusionReachesAGreyFromBlackAndWhiteAlone() {
        let bw: [SIMD3<UInt8>] = [SIMD3(0, 0, 0), SIMD3(255, 255, 255)]
        var mapper = PaletteMapper(palette: bw)
        #expect(abs(meanLevel(mapper.indices(of: flat(100), dithering: .diffusion), bw) - 100) < 2)
    }

    @Test func withoutDitheringAFlatGreyTakesOneNearestColour() {
        var mapper = PaletteMapper(palette: Self.greys)
        #expect(Set(mapper.indices(of: flat(72), dithering: .none)) == [2])  // 64 is nearer than 96
    }

    @Test func theOrderedPatternStaysFixedToTheFrameWhenOnlyAPartIsReduced() {
        let image = CodecTestImages.ramp(width: 40, height: 24)
        let palette = MedianCut.palette(
            {
                var h = ColorHistogram()
                h.add(image)
                return h
            }(), maxColors: 16)
        var mapper = PaletteMapper(palette: palette)
        let whole = mapper.indices(of: image, dithering: .ordered)
        let part = mapper.indices(
            of: image.cropped(x: 5, y: 3, width: 20, height: 10), dithering: .ordered, origin: (5, 3))
        for y in 0..<10 {
            for x in 0..<20 { #expect(part[y * 20 + x] == whole[(y + 3) * 40 + x + 5]) }
        }
    }

    @Test(arguments: Dithering.allCases)
    func ditheringIsDeterministic(dithering: Dithering) {
        let image = CodecTestImages.noise(seed: 11)
        let palette = MedianCut.palette(
            {
                var h = ColorHistogram()
                h.add(image)
                return h
            }(), maxColors: 32)
        var a = PaletteMapper(palette: palette)
        var b = PaletteMapper(palette: palette)
        #expect(a.indices(of: image, dithering: dithering) == b.indices(of: image, dithering: dithering))
    }
}
