import Testing
import TransitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Random gesture traces and random programmatic calls through the player: the lifecycle law.
/// Thousands of seeded traces in the normal run; `TRANSIT_LONG_PROPERTY_TESTS=1` runs 100 000.
@Suite("Transition player properties")
struct TransitionPlayerPropertyTests {
    static let traceCount =
        getenv("TRANSIT_LONG_PROPERTY_TESTS").map { String(cString: $0) == "1" } == true ? 100_000 : 2_000
    static let context = TransitionContext(size: Gestures.size)

    /// One random scenario: a spec, an effect, and a timeline of samples and calls.
    struct Scenario {
        enum Action {
            case sample(GestureSample)
            case play, finish, cancel
        }
        var spec: InteractionSpec
        var effect: any Effect
        var reduceMotion: Bool
        var fps: Double
        var timeline: [(time: Double, action: Action)]
    }

    static func scenario(seed: UInt64) -> Scenario {
        var rng = TestRandom(seed: seed)
        func pick<T>(_ xs: [T]) -> T { xs.randomElement(using: &rng)! }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
        let size = Gestures.size
        var spec = InteractionSpec(direction: pick(InteractionSpec.Direction.allCases))
        spec.beginRegion = chance(0.3) ? .edge(inset: 40) : .anywhere
        spec.completionDistance =
            chance(0.5)
            ? .fraction(Double.random(in: 0.3...1, using: &rng)) : .points(Double.random(in: 80...500, using: &rng))
        spec.rate = chance(0.2) ? Double.random(in: 0.5...2, using: &rng) : 1
        spec.release =
            chance(0.3)
            ? .threshold(Double.random(in: 0.2...0.8, using: &rng))
            : .projected(
                threshold: 0.5, decelerationRate: pick([0.99, 0.998]),
                minimumFlickSpeed: Double.random(in: 0...300, using: &rng))
        spec.finishingMotion = pick([
            .default,
            .spring(
                dampingRatio: Double.random(in: 0.3...1.5, using: &rng),
                response: Double.random(in: 0.15...0.6, using: &rng)),
            .linear(speed: Double.random(in: 0.5...4, using: &rng)), .effectTiming,
        ])
        spec.overscroll =
            chance(0.4) ? .rubberBand(coefficient: 0.55, limit: Double.random(in: 0.05...0.3, using: &rng)) : .clamp
        if chance(0.2) { spec.tapToClose = .init(region: Rect(x: 250, y: 0, width: 150, height: 800)) }
        let effect: any Effect = pick([Fade(), Slide(from: pick(Edge.allCases)), CircleSpread()] as [any Effect])

        var timeline: [(Double, Scenario.Action)] = []
        var t = Double.random(in: 0...0.1, using: &rng)
        if chance(0.25) {
            timeline.append((t, .play))
            t += Double.random(in: 0...0.4, using: &rng)
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            var p = Point(
                x: Double.random(in: 0...size.width, using: &rng), y: Double.random(in: 0...size.height, using: &rng))
            let start = p
            timeline.append((t, .sample(GestureSample(time: t, location: p, phase: .began))))
            for _ in 0..<Int.random(in: 0...25, using: &rng) {
                let dt = Double.random(in: 0.004...0.08, using: &rng)
                let v = Vector(
                    dx: Double.random(in: -3000...3000, using: &rng), dy: Double.random(in: -3000...3000, using: &rng))
                p = p + v * dt
                t += dt
                timeline.append(
                    (
                        t,
                        .sample(
                            GestureSample(time: t, location: p, translation: p - start, velocity: v, phase: .changed))
                    ))
                if chance(0.03) { timeline.append((t, pick([.finish, .cancel, .play]))) }
            }
            t += Double.random(in: 0.001...0.05, using: &rng)
            let v = Vector(
                dx: Double.random(in: -4000...4000, using: &rng), dy: Double.random(in: -4000...4000, using: &rng))
            timeline.append(
                (
                    t,
                    .sample(
                        GestureSample(
                            time: t, location: p, translation: p - start, velocity: chance(0.2) ? .zero : v,
                            phase: chance(0.15) ? .cancelled : .ended))
                ))
            t += Double.random(in: 0...0.6, using: &rng)  // the next gesture may land during the settling
        }
        if chance(0.1) { timeline.append((t, pick([.finish, .cancel]))) }
        return Scenario(
            spec: spec, effect: effect, reduceMotion: chance(0.1), fps: pick([30, 60, 120]), timeline: timeline)
    }

    @Test func everyTraceEndsInExactlyOneCompletionWithinBoundsAndLeavesNothingBehind() {
        var failures = 0
        var finished = 0
        var grabs = 0
        for i in 0..<Self.traceCount where failures < 5 {
            let seed = 0x5EED_0000 + UInt64(i)
            let result = check(Self.scenario(seed: seed), seed: seed)
            if result.outcome == .finished { finished += 1 }
            grabs += result.grabs
            if !result.ok { failures += 1 }
        }
        // The traces exercise both outcomes and grabs during settling.
        #expect(finished > Self.traceCount / 5 && finished < Self.traceCount * 4 / 5)
        #expect(grabs > Self.traceCount / 10)
    }

    /// Plays one scenario and checks the law; `ok` is false (after recording issues) on a violation;
    /// `grabs` counts fingers that landed while the transition settled.
    func check(_ s: Scenario, seed: UInt64) -> (ok: Bool, outcome: TransitionOutcome?, grabs: Int) {
        let clock = VirtualClock()
        let tally = Tally()
        weak var weakPlayer: TransitionPlayer?
        weak var weakHost: RecordingHost?
        var outcomes: [TransitionOutcome] = []
        var finalScene: Scene?
        var framesAfter = 0
        var grabs = 0
        let context = Self.context
        do {
            let host = TrackingHost(tally)
            weakHost = host.recording
            let player = TransitionPlayer(
                effect: s.effect, context: context, host: host, clock: clock, interaction: s.spec,
                motion: MotionPreferences(reduceMotion: s.reduceMotion), observers: [TrackingObserver(tally)])
            weakPlayer = player
            var next = 0
            var frame = 0
            let end = (s.timeline.last?.time ?? 0) + 70
            while !player.isDone, Double(frame) / s.fps <= end {
                let t = Double(frame) / s.fps
                while next < s.timeline.count, s.timeline[next].time <= t {
                    switch s.timeline[next].action {
                    case .sample(let sample):
                        let settling =
                            player.state == .finishing || player.state == .cancelling || player.state == .running
                        player.handle(sample)
                        if settling && player.state == .interacting { grabs += 1 }
                    case .play: player.play()
                    case .finish: player.finish()
                    case .cancel: player.cancel()
                    }
                    next += 1
                }
                clock.advance(to: t)
                frame += 1
            }
            if player.state == .idle {
                player.cancel()
                clock.advance(by: 1 / s.fps)
            }  // nothing was admitted
            outcomes = host.recording.outcomes
            finalScene = host.recording.visibleScene
            framesAfter = host.recording.framesAfterCompletion
        }
        let label = Comment(rawValue: "seed \(seed)")
        var ok = outcomes.count == 1 && framesAfter == 0
        #expect(outcomes.count == 1, label)
        if let outcome = outcomes.first {
            let effect = s.effect
            let expected = outcome == .finished ? effect.finalScene(in: context) : effect.initialScene(in: context)
            ok = ok && finalScene == expected
            #expect(finalScene == expected, label)
        }
        let bounds = s.spec.progressBounds
        let ranOnItsOwn = s.timeline.contains { if case .play = $0.action { true } else { false } }
        if !ranOnItsOwn {
            let outside = tally.events.compactMap(\.progress).filter { !bounds.contains($0) }
            ok = ok && outside.isEmpty
            #expect(outside.isEmpty, label)
        }
        let lifecycle = tally.events.filter { !$0.isProgress }
        let orderOK =
            lifecycle.count == 3 && lifecycle.first.map { if case .willBegin = $0 { true } else { false } } == true
            && lifecycle.last == outcomes.first.map { .didFinish($0) }
        ok = ok && orderOK && weakPlayer == nil && weakHost == nil && clock.tickerCount == 0
        #expect(orderOK, label)
        #expect(weakPlayer == nil && weakHost == nil, label)
        #expect(tally.hostDeinits == 1 && tally.observerDeinits == 1, label)
        #expect(clock.tickerCount == 0, label)
        return (ok, outcomes.first, grabs)
    }
}
