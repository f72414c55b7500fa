// Deliberately broken: UIKit's main-actor views touched from a nonisolated function (Swift 6 error).
#if canImport(UIKit)
    import UIKit

    nonisolated func brokenHide(_ view: UIView) {
        view.isHidden = true
    }
#endif
