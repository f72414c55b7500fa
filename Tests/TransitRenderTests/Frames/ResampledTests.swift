import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite("Bitmap.resampled")
struct ResampledTests {
    /// Shrinking by 3 averages each 3x3 block: a block of one red and eight white pixels becomes
    /// their mean; a block of one colour stays that colour.
    @Test func shrinkingAveragesTheBlockEachPixelCovers() {
        var image = Bitmap(width: 6, height: 3, fill: .white)
        image[0, 0] = Bitmap.pack(Color(red: 1, green: 0, blue: 0, alpha: 1))
        let small = image.resampled(width: 2, height: 1)
        #expect(small.width == 2 && small.height == 1)
        // Red: 9 × 255 / 9 = 255; green and blue: 8 × 255 / 9 = 226.7, rounded 227.
        #expect(small[0, 0] == 0xFFE3_E3FF)
        #expect(small[1, 0] == 0xFFFF_FFFF)
    }

    /// A shrink that is not a whole ratio weighs each pixel by the part of it covered: 3 to 2
    /// pixels gives the first output pixel all of pixel 0 and half of pixel 1.
    @Test func aFractionalShrinkWeighsThePartCovered() {
        let image = Bitmap(
            width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255])
        let small = image.resampled(width: 2, height: 1)
        // (0 + 90 / 2) / 1.5 = 30; (90 / 2 + 180) / 1.5 = 150.
        #expect(small.pixels == [30, 30, 30, 255, 150, 150, 150, 255])
    }

    /// Growing blends the two nearest pixel centres; the edges repeat the edge pixel.
    @Test func growingBlendsTheNearestCentres() {
        let image = Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 255, 200, 200, 200, 255])
        let big = image.resampled(width: 4, height: 1)
        // Centres at -0.25, 0.25, 0.75, 1.25 in the source's pixels.
        #expect(big.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) == [0, 50, 150, 200])
    }

    /// Premultiplied pixels are averaged as they are: half a clear and half an opaque red pixel is
    /// half-transparent red, not a darker red.
    @Test func transparentPixelsDoNotDarkenTheirNeighbours() {
        let image = Bitmap(width: 2, height: 1, pixels: [0, 0, 0, 0, 255, 0, 0, 255])
        let one = image.resampled(width: 1, height: 1)
        #expect(one.pixels == [128, 0, 0, 128])
        #expect(one.color(x: 0, y: 0).red == 1)
    }

    /// The same size is the same image.
    @Test func theSameSizeIsTheSameImage() {
        let image = Bitmap(width: 3, height: 2, fill: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(image.resampled(width: 3, height: 2) == image)
    }
}
