import Testing
import TransitCore
import TransitTestSupport

@testable import TransitRender

@Suite struct DisintegrateKernelTests {
    typealias I = KernelTestImages
    let noShadow = ParameterValues(["shadowDensity": .number(0)])

    @Test func aUserMaskDissolvesItsDarkAreasFirst() {
        let ramp = GrayImage(width: 4, height: 1, pixels: [0, 80, 170, 255])
        let out = I.frame("disintegrate", 0.5, noShadow, mask: ramp)
        #expect(out[2, 40] == I.white)  // darkest quarter: gone
        #expect(out[57, 40] == I.black)  // brightest quarter: still there
    }

    @Test func theGeneratedMaskIsFollowedInOrder() {
        let size = 60 * 80
        let mask = NoiseMask(width: 60, height: 80, seed: 1, feature: (60.0 / 23, 80.0 / 18))
        let darkest = mask.values.indices.min { mask.values[$0] < mask.values[$1] }!
        let brightest = mask.values.indices.max { mask.values[$0] < mask.values[$1] }!
        let out = I.frame("disintegrate", 0.3, noShadow)
        #expect(out[darkest % 60, darkest / 60] == I.white)
        #expect(out[brightest % 60, brightest / 60] == I.black)
        #expect(size == mask.values.count)
    }

    @Test func theDissolvedShareGrowsWithProgress() {
        func share(_ p: Double) -> Int {
            let out = I.frame("disintegrate", p, noShadow)
            return (0..<(60 * 80)).filter { out[$0 % 60, $0 / 60] == I.white }.count
        }
        #expect(share(0.2) < share(0.5))
        #expect(share(0.5) < share(0.8))
    }

    @Test func theShadowDarkensTheNewScreenNearTheOldOne() {
        let ramp = GrayImage(width: 2, height: 1, pixels: [0, 255])
        let out = I.frame("disintegrate", 0.5, ParameterValues(["shadowOffset": .point(Point(x: 0, y: 0))]), mask: ramp)
        #expect(I.red(out, 26, 40) < 250)  // new screen, in the shadow of the old half
        #expect(out[2, 40] == I.white)  // far from it
    }

    /// The lag (in cells) at which the autocorrelation of the mask, cut at its median, first falls
    /// below one half, along x or y.
    static func halfCorrelationLag(_ m: NoiseMask, alongX: Bool) -> Int {
        let median = m.values.sorted()[m.values.count / 2]
        let b = m.values.map { $0 > median ? 1.0 : -1.0 }
        let n = alongX ? m.width : m.height
        for lag in 1..<n {
            var sum = 0.0
            var count = 0
            for y in 0..<(alongX ? m.height : m.height - lag) {
                for x in 0..<(alongX ? m.width - lag : m.width) {
                    sum += b[y * m.width + x] * b[(alongX ? y : y + lag) * m.width + (alongX ? x + lag : x)]
                    count += 1
                }
            }
            if sum / Double(count) < 0.5 { return lag }
        }
        return n
    }

    @Test func theGeneratedGrainHasTheOriginalsManySmallBlotches() {
        // XWTransition's Resoures/mask.jpg (the mask of XWFilterAnimator+XWMask.m line 15),
        // stretched over a 390 x 844 screen and cut at its median, has an autocorrelation that
        // falls below one half at 7 points across and 19 points down (0.018 and 0.049 of the
        // width; measured with numpy, FFT autocorrelation). The generated mask, one cell per point,
        // on the same screen, is held to those within a factor 1.5.
        let m = NoiseMask(width: 390, height: 844, seed: 1, feature: (390.0 / 23, 844.0 / 18))
        let across = Self.halfCorrelationLag(m, alongX: true)
        let down = Self.halfCorrelationLag(m, alongX: false)
        #expect(across >= 5 && across <= 11, "across: \(across)")
        #expect(down >= 13 && down <= 29, "down: \(down)")
    }

    @Test func aMaskFileIsReadIntoTheEffectAndAMissingOneIsAnErrorNamingIt() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/ramp.png"
        var ramp = Bitmap(width: 4, height: 1)
        for x in 0..<4 { ramp[x, 0] = Bitmap.pack(Color(white: Double(x) / 3)) }
        try ImageIO.writePNG(ramp, to: path)
        let named = try EffectCatalogue.builtIn.makeEffect(named: "disintegrate", arguments: ["mask": path])
        let loaded = try #require(try EffectFiles.loading(named) as? Disintegrate)
        #expect(loaded.mask?.pixels == [0, 85, 170, 255] && loaded.maskFile == path)
        let missing = try EffectCatalogue.builtIn.makeEffect(
            named: "disintegrate", arguments: ["mask": dir.path + "/none.png"])
        #expect(throws: ImageError.self) { try EffectFiles.loading(missing) }
        do {
            _ = try EffectFiles.loading(missing)
        } catch {
            #expect("\(error)".contains("none.png"))
        }
    }
}
