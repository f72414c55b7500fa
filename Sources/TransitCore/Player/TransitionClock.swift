/// A source of frame ticks: `CADisplayLink` on a device, `VirtualClock` in tests and offline renders.
///
/// A clock keeps each ticker (and whatever it captures) until `removeTicker` is called; the
/// player removes its own when it completes, which is what releases it.
public protocol TransitionClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
    /// Calls `tick` with the time at every frame until removed, and returns a handle for `removeTicker`.
    func addTicker(_ tick: @escaping (Double) -> Void) -> Int
    /// Stops calling a ticker and releases it. Removing an unknown handle does nothing.
    func removeTicker(_ handle: Int)
}

/// A clock that moves only when told: frames are exact and reproducible.
///
/// ```swift
/// let clock = VirtualClock()
/// let player = TransitionPlayer(effect: .fade(), context: context, host: host, clock: clock)
/// player.play()
/// while !player.isDone { clock.advance(by: 1.0 / 60) }
/// ```
public final class VirtualClock: TransitionClock {
    public private(set) var now: Double
    private var tickers = Tickers()

    public init(now: Double = 0) { self.now = now }

    /// How many tickers are registered (0 once every player has completed).
    public var tickerCount: Int { tickers.all.count }

    public func addTicker(_ tick: @escaping (Double) -> Void) -> Int { tickers.add(tick) }

    public func removeTicker(_ handle: Int) { tickers.remove(handle) }

    /// Moves time forward by `dt` seconds and ticks every ticker once (tickers removed during the
    /// tick are not called).
    public func advance(by dt: Double) { advance(to: now + dt) }

    /// Moves time to `t` (never backwards) and ticks every ticker once.
    public func advance(to t: Double) {
        now = max(now, t)
        for (handle, tick) in tickers.all where tickers.contains(handle) { tick(now) }
    }
}

extension VirtualClock {
    /// Plays recorded samples into a player frame by frame: at each frame time (from `now`, every
    /// `1 / fps` seconds) it feeds every sample up to that time, then ticks. It stops when the
    /// player is done, or `timeLimit` seconds after the last sample.
    ///
    /// ```swift
    /// let clock = VirtualClock(now: samples[0].time)
    /// let frames = clock.play(samples, into: player, fps: 60)
    /// ```
    /// - Returns: the number of frames ticked.
    @discardableResult
    public func play(
        _ samples: [GestureSample], into player: TransitionPlayer, fps: Double = 60, timeLimit: Double = 10
    ) -> Int {
        let start = now
        let end = (samples.last?.time ?? now) + timeLimit
        var next = 0
        var frame = 0
        while !player.isDone {
            let t = start + Double(frame) / fps
            if t > end { break }
            while next < samples.count, samples[next].time <= t + 1e-9 {
                player.handle(samples[next])
                next += 1
            }
            advance(to: t)
            frame += 1
        }
        return frame
    }
}
