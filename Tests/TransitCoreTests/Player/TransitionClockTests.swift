import Testing
import TransitCore

@Suite("Virtual clock")
struct TransitionClockTests {
    @Test func itTicksEveryTickerOnceAtTheNewTimeAndNeverGoesBack() {
        let clock = VirtualClock(now: 1)
        var seen: [Double] = []
        let h = clock.addTicker { seen.append($0) }
        clock.advance(by: 0.5)
        clock.advance(to: 1.2)
        clock.removeTicker(h)
        clock.advance(by: 1)
        #expect(seen == [1.5, 1.5])
        #expect(clock.tickerCount == 0 && clock.now == 2.5)
    }

    @Test func aTickerRemovedDuringATickIsNotCalled() {
        let clock = VirtualClock()
        var calls = 0
        var second = 0
        _ = clock.addTicker { _ in
            calls += 1
            clock.removeTicker(second)
        }
        second = clock.addTicker { _ in calls += 100 }
        clock.advance(by: 1)
        #expect(calls == 1)
    }

    // The bookkeeping the display-link clock shares: handles never reused, order kept, and
    // `remove` says when the last one went (the display link is invalidated then).
    @Test func tickersKeepTheirOrderNeverReuseAHandleAndSayWhenNoneAreLeft() {
        var tickers = Tickers()
        var seen: [Int] = []
        let a = tickers.add { _ in seen.append(1) }
        let b = tickers.add { _ in seen.append(2) }
        #expect(!tickers.remove(a) && !tickers.remove(99) && tickers.contains(b) && !tickers.contains(a))
        let c = tickers.add { _ in seen.append(3) }
        #expect(Set([a, b, c]).count == 3)
        for (handle, tick) in tickers.all where tickers.contains(handle) { tick(0) }
        #expect(seen == [2, 3])
        #expect(!tickers.remove(b) && tickers.remove(c) && tickers.all.isEmpty)
    }

    @Test func playingSamplesFeedsThemBeforeEachFrame() {
        let clock = VirtualClock()
        let host = RecordingHost(recordsFrames: true)
        let player = TransitionPlayer(
            effect: .fade(), context: TransitionContext(size: Gestures.size), host: host, clock: clock,
            interaction: InteractionSpec(direction: .right))
        let frames = clock.play(Gestures.rightDrag(by: 300, duration: 0.5), into: player, fps: 30)
        #expect(frames == host.frames.count)
        #expect(host.outcomes == [.finished])
    }
}
