import Testing
import TransitCore

@testable import TransitRender

@Suite struct MedianCutTests {
    private func histogram(_ images: Bitmap...) -> ColorHistogram {
        var h = ColorHistogram()
        for image in images { h.add(image) }
        return h
    }

    @Test func anImageWithFewerColoursThanThePaletteGetsExactlyThoseColours() {
        let colors: [Color] = [
            .black, .white, Color(red: 1, green: 0, blue: 0, alpha: 1),
            Color(red: 0.2, green: 0.6, blue: 0.4, alpha: 1), Color(red: 0.9, green: 0.8, blue: 0.1, alpha: 1),
        ]
        var image = Bitmap(width: 10, height: 5)
        for y in 0..<5 { for x in 0..<10 { image[x, y] = Bitmap.pack(colors[(x + y) % 5]) } }
        let palette = MedianCut.palette(histogram(image), maxColors: 256)
        let expected = Set(colors.map { Bitmap.pack($0) & 0xFF_FFFF })
        #expect(CodecTestImages.set(palette) == expected)
    }

    @Test(arguments: [2, 16, 256])
    func aNoisyImageGetsExactlyAsManyColoursAsAsked(maxColors: Int) {
        let palette = MedianCut.palette(histogram(CodecTestImages.noise(seed: 7)), maxColors: maxColors)
        #expect(palette.count == maxColors)
        #expect(CodecTestImages.set(palette).count == maxColors)
    }

    @Test func theSameColoursAlwaysGiveTheSamePaletteInTheSameOrder() {
        let a = MedianCut.palette(histogram(CodecTestImages.ramp(), CodecTestImages.noise(seed: 3)), maxColors: 64)
        let b = MedianCut.palette(histogram(CodecTestImages.ramp(), CodecTestImages.noise(seed: 3)), maxColors: 64)
        #expect(a == b)
    }

    @Test func aSmoothRampOf12000ColoursIsApproximatedWithinFourLevelsPerChannel() {
        let image = CodecTestImages.ramp(width: 128, height: 96)
        let palette = MedianCut.palette(histogram(image), maxColors: 256)
        var mapper = PaletteMapper(palette: palette)
        let indices = mapper.indices(of: image, dithering: .none)
        var total = 0
        for (i, index) in indices.enumerated() {
            for c in 0..<3 { total += abs(Int(image.pixels[i * 4 + c]) - Int(palette[Int(index)][c])) }
        }
        let meanError = Double(total) / Double(indices.count * 3)
        #expect(meanError < 4, "mean error \(meanError) levels")
    }

    @Test func anEmptyHistogramGivesOneBlackColour() {
        #expect(MedianCut.palette(ColorHistogram(), maxColors: 8) == [SIMD3(0, 0, 0)])
    }
}
