#if canImport(UIKit)
    import UIKit
    import TransitCore

    /// The player's clock on a device: `CACurrentMediaTime`, and a `CADisplayLink` ticking at up to
    /// 120 Hz while someone listens (it retains its target until the last `removeTicker` invalidates it).
    @MainActor final class DisplayLinkClock: NSObject, @MainActor TransitionClock {
        private var link: CADisplayLink?
        private var tickers = Tickers()

        var now: Double { CACurrentMediaTime() }

        func addTicker(_ tick: @escaping (Double) -> Void) -> Int {
            if link == nil {
                let target = ActionTarget { [self] sender in (sender as? CADisplayLink).map(step) }
                let link = CADisplayLink(target: target, selector: ActionTarget.selector)
                // Up to 120 Hz on ProMotion iPhones (the app's Info.plist also needs
                // CADisableMinimumFrameDurationOnPhone = YES); best effort, iOS may cap it.
                link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
                link.add(to: .main, forMode: .common)
                self.link = link
            }
            return tickers.add(tick)
        }

        func removeTicker(_ handle: Int) {
            guard tickers.remove(handle) else { return }
            link?.invalidate()
            link = nil
        }

        private func step(_ link: CADisplayLink) {
            for (handle, tick) in tickers.all where tickers.contains(handle) { tick(link.targetTimestamp) }
        }
    }
#endif
