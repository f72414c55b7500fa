import Testing
import TransitCore

@Suite struct SpringSlideTests {
    typealias F = SharedFixtures

    @Test func itRunsOnTheOriginalsSpringsAndSettlesInAboutTheDuration() {
        guard case .spring(let f) = SpringSlide().timing, case .spring(let b) = SpringSlide().backTiming else {
            Issue.record("expected springs")
            return
        }
        #expect(F.close(f.dampingRatio, 0.5, 1e-9) && F.close(b.dampingRatio, 0.4, 1e-9))
        #expect(abs(f.settlingDuration - 0.8) < 0.15)
        #expect((0..<80).map { f.value(at: Double($0) / 100) }.max()! > 1.05)
    }

    @Test(arguments: [Edge.left, .right, .top, .bottom])
    func pastProgressOneTheScreenSitsJustBeyondItsPlace(edge: Edge) {
        let s = SpringSlide(from: edge).scene(at: 1.1, in: F.context())
        let to = F.layer("to", in: s)!
        let shift = to.position - Point(x: 195, y: 422)
        let out = edge.outward(for: .leftToRight)
        #expect(shift.dx * out.dx + shift.dy * out.dy < 0)
        #expect(shift.length < 0.11 * 844)
    }
}
