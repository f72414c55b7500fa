import Testing
import TransitCore

/// magic-move against XWMagicMoveAnimator.m (seeds/XWTransition/XWTransition/XWMagicMoveAnimator/)
/// and article 001 (seeds/001_7314c8a1fd759dc3.txt). Expected numbers come from the original's
/// alpha and frame animations, not from Transit's code. Screen 390 x 844 points.
@Suite struct MagicMoveFidelityTests {
    typealias F = SharedFixtures
    /// A thumbnail in a list cell and the detail screen's header image.
    static let photo = F.element(
        "photo", from: Rect(x: 15, y: 200, width: 50, height: 50), to: Rect(x: 0, y: 64, width: 390, height: 260))

    @Test func theOldScreenFadesOutWhileTheNewFadesInOverIt() {
        // Line 52: the to-view starts at alpha 0 and is added on top (53); lines 60-61 (and 77-78
        // without the spring): fromVC.view.alpha -> 0, toVC.view.alpha -> 1 in one animation.
        // Article 001 does the same (steps 3-4 and its animation block).
        for (p, fromAlpha, toAlpha) in [(0.25, 0.75, 0.25), (0.5, 0.5, 0.5), (0.8, 0.2, 0.8)] {
            let s = MagicMove().scene(at: p, in: F.context([Self.photo]))
            #expect(s.layers.prefix(2).map(\.id) == ["from", "to"])
            #expect(F.close(s.layers[0].opacity, fromAlpha, 1e-12) && F.close(s.layers[1].opacity, toAlpha, 1e-12))
            // On the black container, half way shows a quarter of the old screen and half of the new.
            #expect(s.background == .black)
        }
        let half = MagicMove().scene(at: 0.5, in: F.context([Self.photo]))
        let oldShare = half.layers[0].opacity * (1 - half.layers[1].opacity)
        #expect(F.close(oldShare, 0.25, 1e-12))
    }

    @Test func onlyTheStartElementsSnapshotTravels() {
        // Line 55: the travelling views are snapshots of the start group only; lines 56-57 hide
        // both groups; lines 62-64 move each snapshot to its end frame.
        let s = MagicMove().scene(at: 0.5, in: F.context([Self.photo]))
        let start = F.layer("element.photo.from", in: s)!
        let end = F.layer("element.photo.to", in: s)!
        #expect(start.content == .snapshot(.element("photo", .from)) && start.opacity == 1)
        #expect(end.opacity == 0)
        // Half way between (15, 200, 50, 50) and (0, 64, 390, 260).
        #expect(start.frame == Rect(x: 7.5, y: 132, width: 220, height: 155))
        #expect(s.layers[0].content == .snapshot(.backdrop(.from)) && s.layers[1].content == .snapshot(.backdrop(.to)))
    }

    @Test func theRealEndElementTakesOverAtTheEnd() {
        // Lines 68-71: on completion the snapshots are removed and the end views shown again.
        let c = F.context([Self.photo])
        let late = MagicMove().scene(at: 0.999, in: c)
        #expect(F.layer("element.photo.to", in: late)!.opacity > 0.97)
        #expect(
            MagicMove().scene(at: 1, in: c).layers.map(\.content) == [
                .snapshot(.screen(.from)), .snapshot(.screen(.to)),
            ])
        // Until the last few percent, only the start snapshot shows.
        #expect(F.layer("element.photo.to", in: MagicMove().scene(at: 0.95, in: c))!.opacity == 0)
    }

    @Test func theBackIsAFreshRunThatMovesTheDetailScreensElement() throws {
        // Lines 34-35 and 44-45: going back, the start group is the from-screen's (the detail
        // screen's) end views, and the same animation runs: the detail fades out, the list in.
        let back = F.context([Self.photo.swapped], direction: .back)
        let effect = MagicMove()
        #expect(effect.hasOwnBackVariant)
        let s = effect.evaluate(at: 0.25, in: back)
        #expect(s.layers[0].content == .snapshot(.backdrop(.from)) && F.close(s.layers[0].opacity, 0.75, 1e-12))
        #expect(s.layers[1].content == .snapshot(.backdrop(.to)) && F.close(s.layers[1].opacity, 0.25, 1e-12))
        let moving = try #require(F.layer("element.photo.from", in: s))
        #expect(moving.content == .snapshot(.element("photo", .from)) && moving.opacity == 1)
        // A quarter of the way from the header (0, 64, 390, 260) back to the cell (15, 200, 50, 50).
        #expect(moving.frame == Rect(x: 3.75, y: 98, width: 305, height: 207.5))
    }

    @Test(arguments: MagicMove.Style.allCases)
    func withTheSpringTheBackOvershootsLikeTheForward(style: MagicMove.Style) throws {
        // Line 59: damping 0.55 with velocity 1 / 0.55, the same for both ways (the back calls
        // the same method, 34-35): the element passes its end frame going back as going forward.
        let effect = MagicMove(spring: true, style: style)
        guard case .spring(let spring) = effect.timing(for: .back) else {
            Issue.record("the back does not spring")
            return
        }
        let peak = stride(from: 0.0, through: spring.settlingDuration, by: 0.001).map { spring.value(at: $0) }.max()!
        #expect(peak > 1.05)
        let forward = effect.evaluate(at: peak, in: F.context([Self.photo]))
        let back = effect.evaluate(at: peak, in: F.context([Self.photo.swapped], direction: .back))
        // Forward, the element is wider than the header; back, smaller than the thumbnail by the
        // same fraction of the travel: 50 - (peak - 1) * 340.
        let expectedBackWidth = 50 - (peak - 1) * 340
        let fw = forward.layers.filter { $0.id.hasPrefix("element.") && $0.opacity > 0 }.map(\.frame.width)
        let bw = back.layers.filter { $0.id.hasPrefix("element.") && $0.opacity > 0 }.map(\.frame.width)
        #expect(!fw.isEmpty && fw.allSatisfy { F.close($0, 390 + (peak - 1) * 340, 1e-6) })
        #expect(!bw.isEmpty && bw.allSatisfy { F.close($0, expectedBackWidth, 1e-6) })
    }

    @Test func theListDemosSpringIsTheDefault() throws {
        // XWMagicMoveListController.m lines 31-35: the magic-move demo's list sets
        // `dampingEnable = YES` for both its pushes (rows 0 and 1, lines 36-45), 0.5 s each way;
        // the animator then springs with damping 0.55 and velocity 1 / 0.55 (XWMagicMoveAnimator.m
        // line 59). Measured: the default's progress peaks above 1 (the element overshoots its
        // end frame), where old Transit's default (ease-in-out) peaked at exactly 1.
        guard case .spring(let spring) = MagicMove().timing else {
            Issue.record("the default does not spring")
            return
        }
        #expect(abs(spring.dampingRatio - 0.55) < 1e-9)
        let peak = stride(from: 0.0, through: spring.settlingDuration, by: 0.001).map { spring.value(at: $0) }.max()!
        #expect(peak > 1.05)
        #expect(MagicMove().timing == MagicMove(spring: true).timing)
        // The library's own default (XWMagicMoveAnimator.h line 24), its second demo
        // (XWMagicMoveFromTwoController.m line 58) and article 001 run ease-in-out: `spring=false`.
        #expect(MagicMove(spring: false).timing == .curve(.easeInEaseOut, duration: 0.5))
    }
}
