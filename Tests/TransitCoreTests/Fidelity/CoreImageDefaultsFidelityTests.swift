import Testing
import TransitCore

/// The Core Image family's defaults against XWFilterAnimator (seeds/XWTransition/XWTransition/
/// XWFilterAnimator/): the values the original passes, or Core Image's own defaults where it
/// passes none, both in pixels of the demo's 2x screens, so a length here is half the original's
/// number (30 px is 15 pt). Angles and plain numbers are unchanged.
@Suite struct CoreImageDefaultsFidelityTests {
    /// (effect, parameter, expected default, where the original's value comes from)
    static let values: [(String, String, Double, String)] = [
        ("mod", "angle", 0, "XWFilterAnimator+XWMod.m:20, startAngle 0"),
        ("mod", "radius", 30.0 / 2, "XWFilterAnimator+XWMod.m:21, 30 px"),
        ("mod", "compression", 10.0 / 2, "XWFilterAnimator+XWMod.m:22, 10 px"),
        ("flash", "maxStriationRadius", 2.5, "XWFilterAnimator+XWFlash.m:19"),
        ("flash", "striationStrength", 0.5, "XWFilterAnimator+XWFlash.m:20"),
        ("flash", "striationContrast", 1.37, "XWFilterAnimator+XWFlash.m:21"),
        ("flash", "fadeThreshold", 0.5, "XWFilterAnimator+XWFlash.m:22"),
        ("swipe", "angle", 0, "XWFilterAnimator+XWSwipe.m:20, startAngle 0"),
        ("swipe", "width", 80.0 / 2, "XWFilterAnimator+XWSwipe.m:21, 80 px"),
        ("swipe", "opacity", 0, "XWFilterAnimator+XWSwipe.m:22"),
        ("bar-swipe", "angle", 0, "XWFilterAnimator+XWBarSwipe.m:17, startAngle 0"),
        ("bar-swipe", "width", 30.0 / 2, "CIBarsSwipeTransition's default inputWidth, 30 px"),
        ("bar-swipe", "barOffset", 10.0 / 2, "CIBarsSwipeTransition's default inputBarOffset, 10 px"),
        ("copy-machine", "width", 50.0 / 2, "XWFilterAnimator+XWCopyMachine.m:21, 50 px"),
        ("copy-machine", "opacity", 1.0, "XWFilterAnimator+XWCopyMachine.m:22"),
        ("disintegrate", "shadowRadius", 10.0 / 2, "XWFilterAnimator+XWMask.m:19, 10 px"),
        ("disintegrate", "shadowDensity", 0.7, "XWFilterAnimator+XWMask.m:20"),
        ("page-curl", "radius", 100.0 / 2, "CIPageCurlWithShadowTransition's default inputRadius, 100 px"),
        ("ripple", "width", 100.0 / 2, "CIRippleTransition's default inputWidth, 100 px"),
        ("ripple", "scale", 50.0 / 2, "CIRippleTransition's default inputScale, 50 px"),
    ]

    @Test(arguments: values)
    func defaultsAreTheOriginalsInPoints(name: String, parameter: String, expected: Double, source: String) throws {
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        let value = try #require(effect.parameters.values[parameter], "\(name) has no \(parameter)")
        guard case .number(let v) = value else {
            Issue.record("\(name).\(parameter) is not a number")
            return
        }
        #expect(abs(v - expected) < 1e-12, "\(name).\(parameter) = \(v), the original's is \(expected) (\(source))")
    }

    @Test(arguments: [
        "flash", "mod", "ripple", "swipe", "bar-swipe", "disintegrate", "page-curl", "blur", "copy-machine",
    ])
    func everyFilterRunsHalfASecond(name: String) throws {
        // XWTransitionAnimator.m line 70: toDuration = backDuration = 0.5; the filter demo
        // (XWFilterFromController.m) sets neither.
        let effect = try EffectCatalogue.builtIn.makeEffect(named: name)
        #expect(effect.timing.duration == 0.5 && effect.backTiming.duration == 0.5)
    }
}
