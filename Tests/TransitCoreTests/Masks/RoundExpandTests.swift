import Testing
import TransitCore

@Suite struct RoundExpandTests {
    typealias F = SharedFixtures

    @Test(arguments: [Size(width: 390, height: 844), Size(width: 1024, height: 768), Size(width: 100, height: 100)])
    func atProgressOneTheCircleCoversEveryCorner(size: Size) {
        let c = TransitionContext(size: size)
        let s = RoundExpand().scene(at: 1, in: c)
        let to = F.layer("to", in: s)!
        if let mask = to.mask {
            let polygon = mask.path.flattened(tolerance: 0.05)[0]
            for corner in [
                Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height),
                Point(x: size.width, y: size.height),
            ] {
                #expect(F.polygon(polygon, contains: corner))
            }
        }
    }

    @Test func itGrowsFromNothingAtTheCentre() {
        let s = RoundExpand().scene(at: 0, in: F.context())
        let polygon = F.layer("to", in: s)!.mask!.path.flattened(tolerance: 0.05)
        #expect(polygon.allSatisfy { $0.allSatisfy { F.close($0, Point(x: 195, y: 422)) } })
    }

    @Test func backRunsOnTheFastStartingCurveOfTheOriginal() {
        #expect(RoundExpand().timing == .curve(TimingCurve(0.9, 0.25, 0.57, 0.81), duration: 0.8))
        #expect(RoundExpand().backTiming == .curve(TimingCurve(0.23, 1.12, 0.68, 0.92), duration: 0.8))
        #expect(RoundExpand().backTiming.progress(atTime: 0.2) > 0.5)
        // Running past the end of back (a spring finishing it, say) keeps the circle shut rather than inverting it.
        let shut = RoundExpand().evaluate(at: 1.05, in: F.context(direction: .back))
        #expect(
            shut.layers.allSatisfy {
                $0.mask == nil
                    || $0.mask!.path.flattened().allSatisfy { $0.allSatisfy { F.close($0, Point(x: 195, y: 422)) } }
            })
    }
}
