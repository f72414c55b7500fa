// Deliberately broken: a wrong argument label on the adapter's own API. The self-test expects failure.
#if canImport(UIKit)
    import UIKit

    @MainActor func brokenPresent(_ from: UIViewController, _ next: UIViewController) {
        from.present(next, transition: .fade(), backTransition: .fade())
    }
#endif
