import Testing
import TransitCore

/// zoom-reveal against article 004 (seeds/004_c1d53b1cf9f43462.txt, "Now you can make moving
/// animations" and `addPathAnimateWithView`). Screen 390 x 844 points.
@Suite struct ZoomRevealFidelityTests {
    typealias F = SharedFixtures
    static let button = F.element(
        "button", from: Rect(x: 30, y: 600, width: 60, height: 60), to: Rect(x: 150, y: 155, width: 90, height: 90))

    @Test func theBackdropCoversTheOldScreenAtOnce() {
        // The article adds the grey view (the whole screen, `lightGrayColor`) with the white view
        // from the target's mid-y down over the to-view, and the old screen is under them from the
        // first frame; no animation fades it.
        let s = ZoomReveal().scene(at: 0.05, in: F.context([Self.button]))
        #expect(s.layers.filter { $0.id == "from" }.allSatisfy { $0.opacity == 0 })
        #expect(F.layer("background.top", in: s)!.content == .color(Color(white: 2.0 / 3)))
        #expect(F.layer("background.top", in: s)!.frame == Rect(x: 0, y: 0, width: 390, height: 200))
        #expect(F.layer("background.bottom", in: s)!.content == .color(.white))
        #expect(F.layer("background.bottom", in: s)!.frame == Rect(x: 0, y: 200, width: 390, height: 644))
    }

    /// The circle's radius: half the width of the flattened mask's extent.
    static func holeRadius(at p: Double) -> Double? {
        guard let mask = F.layer("to", in: ZoomReveal().scene(at: p, in: F.context([Self.button])))!.mask else {
            return nil
        }
        let xs = mask.path.flattened(tolerance: 0.01).flatMap { $0.map(\.x) }
        return (xs.max()! - xs.min()!) / 2
    }

    @Test func theCircleStartsWithTheFadeStageAndEasesOut() throws {
        // The path animation starts with the last third (the alpha fade) and runs `_duration / 3`
        // with kCAMediaTimingFunctionEaseOut; (0, 0, 0.58, 1) at time 0.5 is 0.684643 (solved
        // independently by bisection).
        #expect(try #require(Self.holeRadius(at: 2.0 / 3 + 1e-9)) < 0.01)
        let farthest = (195.0 * 195 + 644 * 644).squareRoot()
        let half = try #require(Self.holeRadius(at: 5.0 / 6))
        #expect(abs(half / (farthest + 1) - 0.684_643) < 1e-3)
    }

    @Test func theHoleCoversTheFarthestCornerBeforeTheBackdropGoes() throws {
        // The article's final radius is 3/4 of the height (633 points), which leaves the corners
        // 673 points from the centre (195, 200) to appear in one frame at completion. Transit's hole
        // reaches the farthest corner, so the last frames change continuously.
        let farthest = (195.0 * 195 + 644 * 644).squareRoot()
        #expect(farthest > 844 * 0.75)
        #expect(try #require(Self.holeRadius(at: 1 - 1e-9)) >= farthest)
    }

    @Test func theSnapshotFadesUnderUIKitsDefaultEaseInOut() throws {
        // The article's third `animateWithDuration:_duration/3 animations:` sets the snapshot's
        // alpha to 0 with no options: UIView's default curve, ease-in-out (0.42, 0, 0.58, 1). At
        // progress 0.75, a quarter into that stage, the curve is 0.129162 (solved independently by
        // bisection), so the alpha is 0.870838; old Transit eased it out: 0.62.
        let s = ZoomReveal().scene(at: 0.75, in: F.context([Self.button]))
        let element = try #require(F.layer("element", in: s))
        #expect(abs(element.opacity - (1 - 0.129_162)) < 1e-4)
        // Half way through the stage the two agree (ease-in-out is symmetric): 0.5.
        let half = try #require(F.layer("element", in: ZoomReveal().scene(at: 5.0 / 6, in: F.context([Self.button]))))
        #expect(abs(half.opacity - 0.5) < 1e-6)
    }

    @Test func theSnapshotsShadowIsThereFromTheStart() throws {
        // `customSnapshoFromView:` gives the snapshot shadowRadius 5, shadowOpacity 0.4 and a zero
        // offset before it is added; nothing animates them. At progress 0.01 the shadow is at
        // 0.4 already; old Transit grew it with the flight (0.4 x 0.0009 there).
        for p in [0.01, 0.2, 0.5, 0.9] {
            let element = try #require(F.layer("element", in: ZoomReveal().scene(at: p, in: F.context([Self.button]))))
            #expect(element.shadow == Shadow(opacity: 0.4, offset: .zero, radius: 5))
        }
    }
}
