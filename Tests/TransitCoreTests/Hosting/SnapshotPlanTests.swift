import Testing
import TransitCore

@Suite struct SnapshotPlanTests {
    let size = Size(width: 100, height: 200)

    @Test func manyTilesOfOneScreenNeedOneImage() {
        var s = Scene(size: size)
        for i in 0..<40 {
            let r = Rect(x: Double(i % 4) * 25, y: Double(i / 4) * 20, width: 25, height: 20)
            s.layers.append(
                Layer(
                    id: "tile\(i)", content: .snapshot(.screen(.from), contentsRect: r.normalized(in: size)), frame: r))
        }
        #expect(SnapshotPlan.snapshots(in: s) == [.screen(.from)])
    }

    @Test func eachSnapshotIsCapturedOnceOverAWholeRun() {
        var plan = SnapshotPlan()
        let effect: some Effect = .circleSpread()
        var captured: [Snapshot] = []
        for step in 0...10 {
            captured += plan.missing(for: effect.evaluate(at: Double(step) / 10, in: TransitionContext(size: size)))
        }
        #expect(captured == [.screen(.from), .screen(.to)])
    }

    @Test func aPixelTransitionNeedsBothScreensAndColoursNeedNone() {
        let s = Scene(
            size: size,
            layers: [
                Layer(
                    id: "px", content: .pixelTransition(PixelTransition(Flash(), progress: 0.5)),
                    frame: Rect(size: size)),
                Layer(id: "dim", content: .color(.black), frame: Rect(size: size)),
            ])
        #expect(SnapshotPlan.snapshots(in: s) == [.screen(.from), .screen(.to)])
    }

    @Test func backdropsHideEverySharedElementAndElementsCropToTheirFrame() {
        let e = SharedElement(
            id: "avatar", fromFrame: Rect(x: 10, y: 10, width: 40, height: 40),
            toFrame: Rect(x: 0, y: 0, width: 100, height: 100))
        let plan = SnapshotPlan(sharedElements: [e])
        #expect(plan.capture(of: .backdrop(.from)).hiddenElements == ["avatar"])
        #expect(plan.capture(of: .screen(.to)).hiddenElements.isEmpty && plan.capture(of: .screen(.to)).region == nil)
        let c = plan.capture(of: .element("avatar", .to))
        #expect(c.side == .to && c.element == "avatar" && c.region == e.toFrame)
    }
}
