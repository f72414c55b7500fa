#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The player's clock on a device: `CACurrentMediaTime` for now, a `CADisplayLink` for ticks,
    /// running only while someone listens.
    @MainActor final class DisplayLinkClock: NSObject, @MainActor TransitionClock {
        private var link: CADisplayLink?
        private var tickers: [Int: (Double) -> Void] = [:]
        private var nextHandle = 0

        var now: Double { CACurrentMediaTime() }

        func addTicker(_ tick: @escaping (Double) -> Void) -> Int {
            nextHandle += 1
            tickers[nextHandle] = tick
            if link == nil {
                let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                link.add(to: .main, forMode: .common)
                self.link = link
            }
            return nextHandle
        }

        func removeTicker(_ handle: Int) {
            tickers[handle] = nil
            if tickers.isEmpty {
                link?.invalidate()
                link = nil
            }
        }

        @objc private func step(_ link: CADisplayLink) {
            for handle in tickers.keys.sorted() { tickers[handle]?(link.targetTimestamp) }
        }
    }
#endif
