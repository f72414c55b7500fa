import Testing
import TransitCore
import TransitSamples
import TransitTestSupport

@testable import TransitRender

/// Blurred backdrops: what lies beneath the layer, blurred and tinted, blended with its opacity.
@Suite struct RendererBackdropTests {
    static let size = Size(width: 40, height: 20)
    static let snapshots = SnapshotSet(from: Bitmap(width: 40, height: 20), to: Bitmap(width: 40, height: 20), scale: 1)

    /// White on the right half, black on the left (the background), with `over` above it all.
    static func scene(_ backdrop: BackdropBlur, opacity: Double = 1, over: [Layer] = []) -> Scene {
        var s = Scene(size: size)
        s.layers =
            [
                Layer(id: "white", content: .color(.white), frame: Rect(x: 20, y: 0, width: 20, height: 20)),
                Layer(id: "blur", content: .blurredBackdrop(backdrop), frame: Rect(size: size)).with(
                    \.opacity, opacity),
            ] + over
        return s
    }

    static func red(_ b: Bitmap, _ x: Int, _ y: Int = 10) -> Int { Int(b[x, y] & 0xFF) }

    @Test func theLayersBeneathAreBlurredAcrossTheirEdgeAndLeftAloneFarFromIt() {
        let out = Renderer().render(Self.scene(BackdropBlur(radius: 3, tint: .clear)), snapshots: Self.snapshots)
        // The edge at x = 20 blurs into a ramp: mid-grey there, unchanged 10 pixels away.
        #expect(abs(Self.red(out, 20) - 128) < 30 && Self.red(out, 17) < Self.red(out, 20))
        #expect(Self.red(out, 20) < Self.red(out, 23))
        #expect(Self.red(out, 5) == 0 && Self.red(out, 35) == 255)
    }

    @Test func theTintIsLaidOverTheBlurAndTheOpacityBlendsItWithTheSharpPicture() {
        // A grey of 0.5 at alpha 0.5 over white is 0.75 white; at opacity 0.5, half of that and
        // half of the untouched white: 0.875 (223).
        let tint = BackdropBlur(radius: 0, tint: Color(white: 0.5, alpha: 0.5))
        let full = Renderer().render(Self.scene(tint), snapshots: Self.snapshots)
        #expect(abs(Self.red(full, 35) - 191) <= 1 && abs(Self.red(full, 5) - 64) <= 1)
        let half = Renderer().render(Self.scene(tint, opacity: 0.5), snapshots: Self.snapshots)
        #expect(abs(Self.red(half, 35) - 223) <= 1)
    }

    @Test func layersAboveTheBackdropStaySharp() {
        let dot = Layer(id: "dot", content: .color(.black), frame: Rect(x: 30, y: 8, width: 4, height: 4))
        let out = Renderer().render(
            Self.scene(BackdropBlur(radius: 3, tint: .clear), over: [dot]), snapshots: Self.snapshots)
        #expect(Self.red(out, 31) == 0 && Self.red(out, 35) == 255)
    }

    @Test func theCardsDimmingDarkensAndSoftensTheOldScreen() {
        // The card's resting scene over the sample screens: under the 0.8 dark blur the old screen
        // is darker than itself, and smoother (a smaller mean change between neighbouring pixels).
        let pair = SampleScreens.make(size: Size(width: 120, height: 260), scale: 1)
        let context = pair.context(direction: .forward)
        var scene = Card().scene(at: 1, in: context)
        scene.layers.removeAll { $0.id == "to" }
        let dimmed = Renderer().render(scene, snapshots: pair.snapshots)
        scene.layers.removeAll { $0.id == "shade" }
        let plain = Renderer().render(scene, snapshots: pair.snapshots)
        func mean(_ b: Bitmap) -> Double {
            Double((0..<(120 * 260)).map { Self.red(b, $0 % 120, $0 / 120) }.reduce(0, +))
        }
        func roughness(_ b: Bitmap) -> Int {
            (1..<(120 * 260)).reduce(0) {
                $0 + abs(Self.red(b, $1 % 120, $1 / 120) - Self.red(b, ($1 - 1) % 120, ($1 - 1) / 120))
            }
        }
        #expect(mean(dimmed) < 0.6 * mean(plain))
        #expect(roughness(dimmed) < roughness(plain) / 2)
    }

    /// A random card-like scene on `w` x `h` noise: the old screen scaled by one of `scales`
    /// with rounded corners, a blurred backdrop of one of `radii` with a random tint and opacity,
    /// and an opaque card from one of `tops` down (moved right a little, when `shifts`, at random)
    /// to `overhang` below the bottom.
    static func cardScene(
        _ w: Int, _ h: Int, scales: ClosedRange<Double>, radii: ClosedRange<Double>, tops: ClosedRange<Double>,
        shifts: Bool, overhang: Double = 0, using rng: inout SeededRandom
    ) -> ([Layer], SnapshotSet) {
        let size = Size(width: Double(w), height: Double(h))
        let snaps = RendererFastPathTests.opaqueScreens(w, h, using: &rng)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        var old = Layer(id: "from", content: .snapshot(.screen(.from)), frame: Rect(size: size))
        old.transform = .scale(r(scales))
        old.cornerRadius = r(0...6)
        let tint = Color(white: r(0...1), alpha: r(0...1))
        let shade = Layer(
            id: "shade", content: .blurredBackdrop(BackdropBlur(radius: r(radii), tint: tint)),
            frame: Rect(size: size)
        ).with(\.opacity, r(0.1...1))
        let top = r(tops)
        let x = shifts && !Bool.random(using: &rng) ? r(0...3) : 0
        var card = Layer(
            id: "to", content: .snapshot(.screen(.to)),
            frame: Rect(x: x, y: top, width: size.width, height: size.height - top + overhang))
        card.cornerRadius = r(0...8)
        return ([old, shade, card], snaps)
    }

    @Test func onlyTheRowsThatShowAreBlurredAndTheyMatchTheWholePicturesBlur() {
        // An opaque card above the backdrop hides its lower rows: the fast path blurs a band
        // around the rows that show; the general path (the reference) blurs the whole picture.
        var rng = SeededRandom(seed: 152)
        for case_ in 0..<40 {
            let w = Int.random(in: 12...50, using: &rng)
            let h = Int.random(in: 30...120, using: &rng)
            let size = Size(width: Double(w), height: Double(h))
            let (drawn, snaps) = Self.cardScene(
                w, h, scales: 0.7...1, radii: 0...8, tops: 0...Double(h), shifts: true, using: &rng)
            var layers = drawn
            if Bool.random(using: &rng) {
                layers.append(
                    Layer(
                        id: "bar", content: .color(.black),
                        frame: Rect(x: 0, y: 0, width: size.width, height: .random(in: 0...10, using: &rng))))
            }
            let scene = Scene(size: size, layers: layers)
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, snaps)
            // 1: the scaled layer's vector weights round exact ties to even, the scalar ones up.
            #expect(d.maxChannel <= 1, "case \(case_): \(w)x\(h), \(d)")
        }
    }

    /// The picture beneath a backdrop is drawn only in the rows the blur reads and the rows the
    /// layers above leave showing; every other pixel must still be overwritten by the second pass.
    /// So a frame drawn over a bitmap full of noise (a reused output, as players and exports reuse
    /// it) is the frame drawn into a fresh one, on random card-like scenes.
    @Test func rowsSkippedBeneathABackdropAreAllOverwrittenByTheLayersAbove() {
        var rng = SeededRandom(seed: 155)
        for case_ in 0..<40 {
            let w = Int.random(in: 12...50, using: &rng)
            let h = Int.random(in: 30...120, using: &rng)
            // The card runs past the bottom, as the card's does, so that it hides the rows below its top.
            let (layers, snaps) = Self.cardScene(
                w, h, scales: 0.7...1, radii: 0...8, tops: 0...Double(h), shifts: true, overhang: 10, using: &rng)
            let scene = Scene(size: Size(width: Double(w), height: Double(h)), layers: layers)
            let fresh = Renderer().render(scene, snapshots: snaps)
            var reused = Bitmap(
                width: w, height: h, pixels: (0..<w * h * 4).map { _ in .random(in: 0...255, using: &rng) })
            Renderer().render(scene, snapshots: snaps, into: &reused)
            let d = pixelDifference(reused, fresh)
            #expect(d.maxChannel == 0, "case \(case_): \(w)x\(h), \(d)")
        }
    }

    /// `render(_:snapshots:into:overPicture:rows:)` draws the given rows and leaves the others alone.
    @Test func aRangeOfRowsIsDrawnAndTheOtherRowsKeepWhatTheyHold() {
        var scene = Scene(size: Size(width: 8, height: 40))
        scene.layers = [Layer(id: "black", content: .color(.black), frame: Rect(x: 0, y: 0, width: 8, height: 40))]
        for rows in [0..<0, 3..<5, 15..<33, 0..<40, 38..<60] {
            for threads in [1, 3] {
                let noise: [UInt8] = [0x78, 0x56, 0x34, 0x12]
                var out = Bitmap(width: 8, height: 40, pixels: (0..<8 * 40 * 4).map { noise[$0 % 4] })
                var renderer = Renderer()
                renderer.threads = threads
                renderer.render(
                    scene, snapshots: Self.snapshots, into: &out, overPicture: false, rows: rows)
                for y in 0..<40 {
                    let expected: UInt32 = rows.contains(y) ? Bitmap.pack(.black) : 0x1234_5678
                    #expect((0..<8).allSatisfy { out[$0, y] == expected }, "rows \(rows), row \(y), \(threads) threads")
                }
            }
        }
    }

    /// A wide blur (16 pixels a pass or more) runs on block averages: against the general path's
    /// full-size blur of the whole picture, on card-like scenes of random noise (the hardest
    /// content), radii, tints, opacities and scales. The reduced blur is within 16 of 255 of the
    /// full one on noise (`theReducedBlurDrawsWhatTheFullSizeBlurDraws`), 36 here, where a scaled
    /// screen's sharp edge on the background and random edge pixels (which the full blur extends
    /// across a pass) weigh in (31 measured on blocks of at least 5 block pixels a pass, 19 at 8);
    /// the tint keeps `1 - alpha` of it and the opacity blends that in, so a pixel moves by at
    /// most `36 * opacity * (1 - alpha)` (8 for the card's 0.8 dark blur), plus 1 for the scaled
    /// layer's rounding of ties. Pictures under five passes wide or high are blurred at full size.
    @Test func aWideBlurOnBlockAveragesStaysWithinItsBoundOfTheFullBlur() {
        var rng = SeededRandom(seed: 154)
        var largest = 0
        for case_ in 0..<20 {
            let w = Int.random(in: 120...300, using: &rng)
            let h = Int.random(in: 150...320, using: &rng)
            let (layers, snaps) = Self.cardScene(
                w, h, scales: 0.85...1, radii: 16...Double(w) / 4, tops: Double(h) / 3...Double(h), shifts: false,
                using: &rng)
            let scene = Scene(size: Size(width: Double(w), height: Double(h)), layers: layers)
            guard case .blurredBackdrop(let blur) = layers[1].content else { continue }
            let tint = blur.tint
            let opacity = layers[1].opacity
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, snaps)
            let bound = Int((36 * opacity * (1 - tint.alpha)).rounded(.up)) + 1
            largest = max(largest, d.maxChannel)
            #expect(d.maxChannel <= bound, "case \(case_): \(w)x\(h), bound \(bound), \(d)")
        }
        // The block averages did run: a full-size blur would match within 1 everywhere.
        #expect(largest > 1)
    }

    /// The card's frames over the sample screens at 3x (60 pixels a pass, on blocks of 8) against
    /// the general path: within 4 of 255, and under 0.15 of a level on average (measured 3 and
    /// 0.14 here, 4 and 0.09 at 390x844 points; 2 and 0.1 on blocks of 4, before the tint and the
    /// opacity were laid on the block rows).
    @Test func theCardsFramesOnBlockAveragesMatchTheFullBlur() {
        let pair = SampleScreens.make(size: Size(width: 200, height: 430), scale: 3)
        let context = pair.context(direction: .forward)
        for progress in [0.25, 0.5, 0.75, 1] {
            let scene = Card().scene(at: progress, in: context)
            let d = RendererFastPathTests.differenceFromGeneralPath(scene, pair.snapshots)
            #expect(d.maxChannel <= 4 && d.meanChannel < 0.15, "at \(progress): \(d)")
        }
    }

    @Test func theTintLaidEightPixelsAtATimeIsTheScalarTint() {
        var rng = SeededRandom(seed: 153)
        for _ in 0..<50 {
            let tint = Bitmap.pack(
                Color(white: Double.random(in: 0...1, using: &rng), alpha: Double.random(in: 0...1, using: &rng)))
            var pixels = (0..<37).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000 }
            let expected = pixels.map { Renderer.over(tint, $0) }
            pixels.withUnsafeMutableBufferPointer { Renderer.tint($0.baseAddress!, count: $0.count, with: tint) }
            #expect(pixels == expected)
        }
    }
}
