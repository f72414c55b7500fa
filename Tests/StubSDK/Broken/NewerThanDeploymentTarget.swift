// Deliberately broken: an iOS 17 declaration used outside `if #available` while the package
// supports iOS 15 (the availability pass of scripts/typecheck-uikit reports it).
#if canImport(UIKit)
    import UIKit

    @MainActor func brokenKeyboardScrolling(_ scrollView: UIScrollView) {
        scrollView.allowsKeyboardScrolling = false
    }
#endif
