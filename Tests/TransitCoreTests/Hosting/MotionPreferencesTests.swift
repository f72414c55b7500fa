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

    /// A partial presentation fades in its resting layout, so the new screen appears in its box.
    @Test func reducedMotionFadesAPartialPresentationInWhereItRests() {
        let card = Card()
        let e = MotionPreferences(reduceMotion: true).substitute(for: card)
        let context = TransitionContext(size: Size(width: 390, height: 844))
        #expect(e.name == "resting-fade(card)" && e.timing.duration == MotionPreferences.crossFadeDuration)
        #expect(e.restingScene(in: context) == card.restingScene(in: context))
        #expect(e.scene(at: 0, in: context).layers.allSatisfy { $0.id == "from" || $0.opacity == 0 })
    }
}
