#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// An invisible view controller SwiftUI places in the hierarchy, so the adapter can reach the
    /// UIKit containers around a SwiftUI view through public API only (`navigationController`,
    /// `parent`, `present`). `appear` runs each time it is about to appear, and on every update
    /// once it is in a container.
    final class ProbeController: UIViewController {
        var appear: ((ProbeController) -> Void)?
        /// Whether a one-time installation (a gesture) was made for this probe's screen.
        var hasInstalled = false
        /// The cover this probe presented last, if any.
        weak var cover: UIViewController?

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appear?(self)
        }

        /// The screen this probe is part of (see `stackScreen`).
        var screen: UIViewController { stackScreen }
    }

    extension UIViewController {
        /// The screen this view controller is part of: itself or the ancestor whose parent is the
        /// navigation controller (the hosting controller SwiftUI pushed), else the outermost ancestor.
        var stackScreen: UIViewController {
            var screen: UIViewController = self
            while let parent = screen.parent, !(parent is UINavigationController) { screen = parent }
            return screen
        }
    }

    /// Places a `ProbeController` behind a view.
    struct ContainerProbe: UIViewControllerRepresentable {
        let appear: (ProbeController) -> Void

        func makeUIViewController(context: Context) -> ProbeController {
            let probe = ProbeController(nibName: nil, bundle: nil)
            probe.appear = appear
            return probe
        }

        func updateUIViewController(_ probe: ProbeController, context: Context) {
            probe.appear = appear
            if probe.parent != nil { appear(probe) }
        }
    }
#endif
