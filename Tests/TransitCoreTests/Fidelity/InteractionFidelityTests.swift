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

    /// A drag of `fraction` of the width to the right, then (with `release`) a slow release: the
    /// driver as the player drives it, with the effect's timing.
    static func dragged(
        _ spec: InteractionSpec, timing: Timing, to fraction: Double, release: Bool = false
    ) -> InteractionDriver {
        var d = InteractionDriver(spec: spec, size: size, effectTiming: timing)
        let dx = fraction * (spec.direction.isHorizontal ? size.width : size.height)
        let t = spec.direction.isHorizontal ? Vector(dx: dx, dy: 0) : Vector(dx: 0, dy: dx)
        _ = d.handle(GestureSample(time: 0, location: Point(x: 10, y: 10), phase: .began))
        _ = d.handle(
            GestureSample(time: 1, location: Point(x: 10 + t.dx, y: 10 + t.dy), translation: t, phase: .changed))
        if release {
            _ = d.handle(
                GestureSample(time: 1, location: Point(x: 10 + t.dx, y: 10 + t.dy), translation: t, phase: .ended))
        }
        return d
    }

    @Test func xwsFingerDrivesTheEffectsTimeAsUIKitDoes() {
        // XWInteractiveTransition.m lines 147-168 hand the fraction to UIKit's
        // `updateInteractiveTransition:`, which sets the running animations' time offset to it:
        // the screen shows the effect's curve at that fraction. Page flip runs ease-in-out; at 25%
        // of the travel the curve is 0.129162 (solved independently by bisection). Old Transit
        // showed the travel itself: 0.25.
        let pageFlip = PageFlip()
        let d = Self.dragged(.xwTransition(direction: .right), timing: pageFlip.timing, to: 0.25)
        #expect(abs(d.progress(at: 1) - 0.129_162) < 1e-4)
        // Lines: a spring; at 10% of its time it has covered far more than 10%.
        let lines = Lines()
        let l = Self.dragged(.xwTransition(direction: .right), timing: lines.timing, to: 0.1)
        #expect(abs(l.progress(at: 1) - lines.timing.progress(atTime: 0.1 * lines.timing.duration)) < 1e-9)
        #expect(l.progress(at: 1) > 0.2)
    }

    @Test func onReleaseXWPlaysTheRestOfTheSameAnimation() {
        // Line 117: released at 0.6 (>= 0.5), `finishInteractiveTransition`: UIKit plays the rest
        // of the same animation from its time 0.6, so 0.1 of the duration later the screen shows
        // the curve at 0.7: 0.812604 (ease-in-out); old Transit restarted the curve from the release
        // point over what was left (0.6 + 0.4 x easeInEaseOut(0.25) = 0.652).
        let timing = PageFlip().timing
        let d = Self.dragged(.xwTransition(direction: .right), timing: timing, to: 0.6, release: true)
        let later = d.progress(at: 1 + 0.1 * timing.duration)
        #expect(abs(later - timing.progress(atTime: 0.7 * timing.duration)) < 1e-6)
        #expect(abs(later - 0.812_604) < 1e-4)
        // Released at 0.3 it cancels, playing the same animation backwards: 0.1 of the duration
        // later it shows the curve at 0.2.
        let c = Self.dragged(.xwTransition(direction: .right), timing: timing, to: 0.3, release: true)
        #expect(abs(c.progress(at: 1 + 0.1 * timing.duration) - timing.progress(atTime: 0.2 * timing.duration)) < 1e-6)
    }

    @Test func xtsInteractiveDismissalsRunTheirOwnCurvesWithNoBounce() {
        // XTSpringFromEdgeAnimation.m lines 144-149 and XTCardPresentAnimation.m lines 136-145:
        // with `isInteract` the dismissal is a plain `animateWithDuration:` (ease-in-out over the
        // 0.8 s), not the spring; XTRoundExpandAnimation.m lines 132-134: no timing function, linear.
        // At 25% of the travel: 0.129 for the spring slide and the card, 0.25 for round expand;
        // released at 0.6, the finish never passes 1 (old Transit: the effect's back spring, damping
        // 0.4, about 25% past the end).
        let cases: [(any Effect, Double)] = [
            (SpringSlide(from: .bottom), 0.129_162), (Card(), 0.129_162), (RoundExpand(), 0.25),
        ]
        for (effect, expected) in cases {
            let timing = InteractionSpec.xtInteractiveTiming(for: effect)
            #expect(timing?.duration == 0.8)
            let spec = InteractionSpec.xtTransitionAnimations(direction: .down, interactiveTiming: timing)
            let d = Self.dragged(spec, timing: effect.timing(for: .back), to: 0.25)
            #expect(abs(d.progress(at: 1) - expected) < 1e-4, "\(effect.name)")
            let r = Self.dragged(spec, timing: effect.timing(for: .back), to: 0.6, release: true)
            let peak = stride(from: 1.0, through: 2, by: 0.005).map { r.progress(at: $0) }.max()!
            #expect(peak <= 1 + 1e-12, "\(effect.name)")
        }
    }
}
