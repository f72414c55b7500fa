import Testing
import TransitCore

@Suite struct MotionPreferencesTests {
    @Test func effectsPlayAsTheyAreByDefault() {
        #expect(MotionPreferences().substitute(for: .circleSpread()).name == "circle-spread")
    }

    @Test(arguments: [(true, false), (false, true), (true, true)])
    func reducedMotionOrPreferredCrossFadeReplacesAnyEffectWithAShortFade(_ flags: (Bool, Bool)) {
        let e = MotionPreferences(reduceMotion: flags.0, prefersCrossFade: flags.1).substitute(
            for: .slide(from: .leading))
        #expect(e.name == "fade" && e.timing.duration == MotionPreferences.crossFadeDuration)
    }
}
