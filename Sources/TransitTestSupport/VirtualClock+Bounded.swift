import TransitCore

extension VirtualClock {
    /// Advances by `step` until `isDone` holds or `limit` seconds of virtual time have passed, so a
    /// player that never finishes fails a test instead of hanging it.
    ///
    /// ```swift
    /// #expect(clock.advance(by: 1.0 / 60, until: { player.isDone }))
    /// ```
    /// - Returns: whether `isDone` held before the limit.
    @discardableResult
    public func advance(by step: Double, until isDone: () -> Bool, within limit: Double = 60) -> Bool {
        let end = now + limit
        while !isDone() {
            if now >= end { return false }
            advance(by: step)
        }
        return true
    }
}
