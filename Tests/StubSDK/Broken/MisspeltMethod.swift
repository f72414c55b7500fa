// Deliberately broken: a misspelt UIKit method. scripts/typecheck-uikit --self-test expects failure.
#if canImport(UIKit)
    import UIKit

    @MainActor func brokenPush(_ nav: UINavigationController, _ next: UIViewController) {
        nav.pushViewControler(next, animated: true)
    }
#endif
