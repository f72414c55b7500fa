/// The tickers of a `TransitionClock` by handle, in the order they were added: the bookkeeping
/// `VirtualClock` and the device's display-link clock share.
///
/// A tick goes to the tickers registered when it starts, in order, skipping one that an earlier
/// ticker removed during the same tick; so the clock iterates `all` and asks `contains` each time.
///
/// ```swift
/// var tickers = Tickers()
/// let handle = tickers.add { t in print(t) }
/// for (handle, tick) in tickers.all where tickers.contains(handle) { tick(0.5) }
/// tickers.remove(handle)   // true: none left (a display link can stop)
/// ```
package struct Tickers {
    package private(set) var all: [(handle: Int, tick: (Double) -> Void)] = []
    private var lastHandle = 0

    package init() {}

    /// Adds a ticker and returns its handle (a new one each time, never reused).
    package mutating func add(_ tick: @escaping (Double) -> Void) -> Int {
        lastHandle += 1
        all.append((lastHandle, tick))
        return lastHandle
    }

    /// Removes a ticker (an unknown handle does nothing), and returns whether none are left.
    @discardableResult
    package mutating func remove(_ handle: Int) -> Bool {
        all.removeAll { $0.handle == handle }
        return all.isEmpty
    }

    /// Whether the ticker is still registered.
    package func contains(_ handle: Int) -> Bool { all.contains { $0.handle == handle } }
}
