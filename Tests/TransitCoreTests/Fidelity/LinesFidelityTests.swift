import Testing
import TransitCore

/// lines against XWCoolAnimator+XWLines.m (seeds/XWTransition/XWTransition/XWCoolAnimator/): the
/// back is the same method with `to:NO` (lines 22-23), a fresh run on the screen being left.
/// Screen 390 x 844 points; going back, `.from` is the detail screen and `.to` the list.
@Suite struct LinesFidelityTests {
    static let back = TransitionContext(size: Size(width: 390, height: 844), scale: 3, direction: .back)

    @Test func goingBackTheVerticalColumnsAlternateAsForwardTheFirstGoingUp() {
        // Line 43: the leaving strips move with moveFirstFrameUp:YES in both directions; line 39:
        // the arriving ones start from moveFirstFrameUp:NO (the first one below its place).
        // (Strips wholly off-screen are left out, so the arriving ones are read near the end.)
        let leaving = Lines(axis: .vertical).evaluate(at: 0.05, in: Self.back).tiles(of: .from)
        let arriving = Lines(axis: .vertical).evaluate(at: 0.95, in: Self.back).tiles(of: .to)
        #expect(leaving[0].position.y < 422 && leaving[1].position.y > 422)
        #expect(arriving[0].position.y > 422 && arriving[1].position.y < 422)
        // The list's columns are the ones arriving, the detail's the ones leaving.
        guard case .snapshot(.screen(.from), _) = leaving[0].content else {
            Issue.record("the leaving column is not the detail screen")
            return
        }
    }

    @Test func goingBackTheRowsLeaveTowardsTheTrailingEdge() {
        // Line 43: `moveLeft:presenting`, NO going back, so the detail's rows move right; line 39:
        // the list's rows start moved left (`moveLeft:!presenting`).
        let s = Lines().evaluate(at: 0.05, in: Self.back)
        #expect(s.tiles(of: .from).allSatisfy { $0.position.x > 195 })
        #expect(Lines().evaluate(at: 0.95, in: Self.back).tiles(of: .to).allSatisfy { $0.position.x < 195 })
    }

    @Test(arguments: [Lines.Axis.horizontal, .vertical])
    func theBackSpringOvershootsAsTheForwardDoes(axis: Lines.Axis) throws {
        // Line 42: one spring, damping 0.8 and velocity 0, for both directions. A damping ratio of
        // 0.8 overshoots by exp(-pi 0.8 / sqrt(1 - 0.64)) = 1.52% (velocity 0).
        guard case .spring(let spring) = Lines(axis: axis).timing(for: .back) else {
            Issue.record("the back does not spring")
            return
        }
        let peak = stride(from: 0.0, through: spring.settlingDuration, by: 0.0005).map { spring.value(at: $0) }.max()!
        #expect(abs(peak - 1.015_17) < 2e-4)
        // At the peak the list's strips have passed their places as the forward's detail strips do.
        for direction in Direction.allCases {
            var c = Self.back
            c.direction = direction
            let arriving = Lines(axis: axis).evaluate(at: peak, in: c).tiles(of: .to)
            let off = arriving.map { axis == .horizontal ? $0.position.x - 195 : $0.position.y - 422 }
            #expect(!off.isEmpty && off.allSatisfy { abs($0) > 1 })
        }
    }
}
