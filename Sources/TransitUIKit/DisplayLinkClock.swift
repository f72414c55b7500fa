#if canImport(UIKit)
import UIKit

/// Calls `tick` with the display's timestamp once per frame until stopped.
@MainActor final class DisplayLinkClock: NSObject {
    private var link: CADisplayLink?
    private let tick: @MainActor (Double) -> Void

    init(tick: @escaping @MainActor (Double) -> Void) { self.tick = tick }

    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func step(_ link: CADisplayLink) { tick(link.targetTimestamp) }
}
#endif
