import Testing
import TransitCore
import TransitTestSupport

@Suite("Transition player")
struct TransitionPlayerTests {
    let context = TransitionContext(size: Gestures.size)
    let frame = 1.0 / 60

    func make(
        _ effect: any Effect = .slide(from: .trailing),
        interaction: InteractionSpec? = InteractionSpec(direction: .right),
        timing: Timing? = nil, reduceMotion: Bool = false, clock: VirtualClock, tally: Tally
    ) -> (TransitionPlayer, TrackingHost) {
        let host = TrackingHost(tally)
        let player = TransitionPlayer(
            effect: effect, context: context, host: host, clock: clock, interaction: interaction,
            timing: timing, motion: MotionPreferences(reduceMotion: reduceMotion), observers: [TrackingObserver(tally)])
        return (player, host)
    }

    func nonProgress(_ tally: Tally) -> [TransitionEvent] { tally.events.filter { !$0.isProgress } }

    @Test func anAnimatedRunFinishesOnceAndLeavesTheDestination() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, host) = make(timing: .curve(.linear, duration: 0.5), clock: clock, tally: tally)
        #expect(player.play())
        #expect(player.state == .running)
        clock.advance(by: 0.25)
        #expect(abs(player.progress - 0.5) < 1e-9)
        #expect(clock.advance(by: frame, until: { player.isDone }))
        #expect(abs(clock.now - 0.5) < frame + 1e-9)
        #expect(host.recording.outcomes == [.finished])
        #expect(host.recording.visibleScene == .showing(.to, in: context))
        #expect(!host.recording.isShowingTransition)
        #expect(
            nonProgress(tally) == [
                .willBegin(isInteractive: false), .willFinish(.finished, progress: 0), .didFinish(.finished),
            ])
        #expect(clock.tickerCount == 0)
    }

    @Test func aBackRunUsesTheEffectsBackTiming() throws {
        let card = try EffectCatalogue.builtIn.makeEffect(named: "spring-slide", arguments: [:])
        #expect(card.backTiming != card.timing)
        var back = context
        back.direction = .back
        let forwardPlayer = TransitionPlayer(
            effect: card, context: context, host: RecordingHost(), clock: VirtualClock())
        let backPlayer = TransitionPlayer(effect: card, context: back, host: RecordingHost(), clock: VirtualClock())
        #expect(forwardPlayer.timing == card.timing)
        #expect(backPlayer.timing == card.backTiming)
    }

    @Test func aCancelDuringARunReversesFromWhereItIs() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, host) = make(timing: .curve(.linear, duration: 1), clock: clock, tally: tally)
        player.play()
        clock.advance(by: 0.4)
        player.cancel()
        #expect(player.state == .cancelling)
        clock.advance(by: frame)
        #expect(player.progress < 0.4 + 1e-9)
        #expect(clock.advance(by: frame, until: { player.isDone }))
        #expect(host.recording.outcomes == [.cancelled])
        #expect(host.recording.visibleScene == .showing(.from, in: context))
        #expect(nonProgress(tally).dropFirst().first == .willFinish(.cancelled, progress: 0.4))
    }

    @Test(arguments: [(260.0, TransitionOutcome.finished), (120.0, .cancelled)])
    func aSlowDragIsJudgedByWhereItIsReleased(distance: Double, expected: TransitionOutcome) {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, host) = make(clock: clock, tally: tally)
        clock.play(Gestures.rightDrag(by: distance, duration: 1, hold: 0.1), into: player)
        #expect(host.recording.outcomes == [expected])
        #expect(
            host.recording.visibleScene
                == (expected == .finished ? .showing(.to, in: context) : .showing(.from, in: context)))
        #expect(tally.events.first == .willBegin(isInteractive: true))
    }

    @Test func theFingerIsTheTouchPointWhenTheCallerGaveNone() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, _) = make(.circleSpread(), clock: clock, tally: tally)
        player.handle(GestureSample(time: 0, location: Point(x: 30, y: 500), phase: .began))
        #expect(player.context.touchPoint == Point(x: 30, y: 500))
        #expect(player.state == .interacting)
    }

    @Test func aFingerDuringTheFinishGrabsItAndCanCancelIt() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, host) = make(clock: clock, tally: tally)
        let release = Gestures.rightDrag(by: 260, duration: 0.3)
        let grabAt = release.last!.time + 0.05
        clock.play(release, into: player, timeLimit: 0.04)
        #expect(player.state == .finishing)
        clock.advance(to: grabAt)
        let grabbedAt = player.progress
        let grab = Gestures.drag(
            from: Point(x: 300, y: 400), to: Point(x: 20, y: 400), start: grabAt, duration: 0.4, hold: 0.1)
        player.handle(grab[0])
        #expect(player.state == .interacting)
        #expect(player.progress == grabbedAt)
        clock.play(Array(grab.dropFirst()), into: player)
        #expect(host.recording.outcomes == [.cancelled])
        #expect(tally.events.filter { if case .willBegin = $0 { true } else { false } }.count == 1)
        let progress = tally.events.compactMap(\.progress)
        #expect(progress.contains { $0 > 0.65 })  // it was finishing before the grab
    }

    @Test func anyCallSequenceEndsInExactlyOneCompletion() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, host) = make(clock: clock, tally: tally)
        player.play()
        player.finish()
        player.cancel()
        player.finish()
        #expect(!player.play())
        clock.advance(by: 0.01)
        player.cancel()
        player.cancel()
        for _ in 0..<200 { clock.advance(by: frame) }
        player.finish()
        player.cancel()
        player.handle(GestureSample(time: clock.now, location: Point(x: 5, y: 5), phase: .began))
        clock.advance(by: frame)
        #expect(host.recording.outcomes.count == 1)
        #expect(host.recording.framesAfterCompletion == 0)
        #expect(tally.events.filter { if case .didFinish = $0 { true } else { false } }.count == 1)
    }

    @Test func aCancelBeforeStartingCompletesCancelledAtTheNextTick() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, host) = make(clock: clock, tally: tally)
        player.cancel()
        clock.advance(by: frame)
        #expect(host.recording.outcomes == [.cancelled])
        #expect(player.state == .done(.cancelled))
    }

    @Test func reduceMotionPlaysAnyEffectAsAShortCrossFade() {
        for interactive in [false, true] {
            let clock = VirtualClock()
            let tally = Tally()
            let (player, host) = make(.circleSpread(), reduceMotion: true, clock: clock, tally: tally)
            host.recording.recordsFrames = true
            #expect(player.effect.name == "fade")
            if interactive {
                clock.play(Gestures.rightDrag(by: 300, duration: 0.5), into: player)
            } else {
                player.play()
                #expect(clock.advance(by: frame, until: { player.isDone }))
                #expect(clock.now <= 0.25 + frame)
            }
            let middle = host.recording.frames[host.recording.frames.count / 2]
            #expect(middle.layers.map(\.id) == ["from", "to"])
            #expect(middle.layers.allSatisfy { $0.mask == nil })
            #expect(host.recording.outcomes == [.finished])
        }
    }

    @Test func aTimingOverrideReplacesTheEffectsOwn() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, _) = make(.fade(duration: 0.3), timing: .curve(.linear, duration: 2), clock: clock, tally: tally)
        player.play()
        clock.advance(to: 1)
        #expect(abs(player.progress - 0.5) < 1e-9)
    }

    @Test func nothingOutlivesTheCompletion() {
        let clock = VirtualClock()
        let tally = Tally()
        weak var weakPlayer: TransitionPlayer?
        do {
            let (player, _) = make(clock: clock, tally: tally)
            weakPlayer = player
            player.play()
        }
        #expect(weakPlayer != nil)  // the clock keeps a running player alive
        #expect(tally.hostDeinits == 0)
        for _ in 0..<60 { clock.advance(by: frame) }
        #expect(weakPlayer == nil)
        #expect(tally.hostDeinits == 1 && tally.observerDeinits == 1)
        #expect(clock.tickerCount == 0)
    }

    @Test func withoutAnInteractionSpecSamplesAreIgnored() {
        let clock = VirtualClock()
        let tally = Tally()
        let (player, _) = make(interaction: nil, clock: clock, tally: tally)
        player.handle(GestureSample(time: 0, location: Point(x: 5, y: 400), phase: .began))
        #expect(player.state == .idle)
        #expect(!player.isInteractive)
    }
}
