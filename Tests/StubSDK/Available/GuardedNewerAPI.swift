// Must type-check: the same iOS 17 declaration as Broken/NewerThanDeploymentTarget.swift, used
// inside `if #available(iOS 17, *)`, so the availability pass rejects only unguarded uses.
#if canImport(UIKit)
    import UIKit

    @MainActor func guardedKeyboardScrolling(_ scrollView: UIScrollView) {
        if #available(iOS 17, *) { scrollView.allowsKeyboardScrolling = false }
    }
#endif
