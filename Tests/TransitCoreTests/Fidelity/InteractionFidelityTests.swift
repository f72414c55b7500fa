import Testing
import TransitCore

/// The interaction presets against XTPanInteractive.m (seeds/XTTransitionAnimations/Interactive/)
/// and XWInteractiveTransition.m (seeds/XWTransition/XWTransition/Main/). Screen 390 x 844.
@Suite struct InteractionFidelityTests {
    static let size = Size(width: 390, height: 844)

    @Test func xtsProgressIsTheTravelOverTheWholeSizeAndHalfOfItFinishes() {
        let xt = InteractionSpec.xtTransitionAnimations(direction: .down)
        // Line 86: percent = distance / height, so 211 points down is a quarter.
        #expect(xt.progress(for: Vector(dx: 0, dy: 211), in: Self.size, layout: .leftToRight) == 0.25)
        // Lines 58 and 88 with XTAnimationsConfig.plist's percent 0.5: 422 points finishes, 421 does
        // not, whatever the velocity (lines 97-100 look at the distance only).
        let finishes = { (points: Double) in
            let p = xt.progress(for: Vector(dx: 0, dy: points), in: Self.size, layout: .leftToRight)
            return xt.releaseFinishes(progress: p, velocity: 5, speed: 4000)
        }
        #expect(finishes(422) && !finishes(421))
        // Line 100: `finishInteractiveTransition` plays the rest of the animation at its own timing.
        #expect(xt.finishingMotion == .effectTiming)
        // Line 87: progress stays within 0...1.
        #expect(xt.overscroll == .clamp)
    }

    @Test func xwFinishesWithItsTimerOnlyForCircleSpreadAndTheFilters() throws {
        // XWCircleSpreadAnimator.m line 32 and XWFilterAnimator.m line 35 set needInteractiveTimer;
        // no other animator does, so their release (XWInteractiveTransition.m line 117) calls
        // finish or cancel, which plays the rest of the animation.
        let catalogue = EffectCatalogue.builtIn
        for name in [
            "circle-spread", "flash", "mod", "ripple", "swipe", "bar-swipe", "disintegrate", "page-curl", "blur",
            "copy-machine",
        ] {
            #expect(InteractionSpec.xwUsesTimer(for: try catalogue.makeEffect(named: name)), "\(name)")
        }
        for name in ["page-flip", "fold", "explode", "lines", "scanning", "magic-move", "drawer", "portal"] {
            #expect(!InteractionSpec.xwUsesTimer(for: try catalogue.makeEffect(named: name)), "\(name)")
        }
        #expect(InteractionSpec.xwTransition(direction: .right).finishingMotion == .effectTiming)
        // Lines 178-181: the timer moves 1/60 of the whole per 1/60 s frame: one unit per second.
        #expect(InteractionSpec.xwTransition(direction: .right, timer: true).finishingMotion == .linear(speed: 1))
        // Line 152: percent grows by the translation over the width; line 117: 0.5 or more finishes.
        let xw = InteractionSpec.xwTransition(direction: .right)
        #expect(xw.progress(for: Vector(dx: 195, dy: 0), in: Self.size, layout: .leftToRight) == 0.5)
        #expect(xw.release == .threshold(0.5))
    }
}
