#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TransitUIKit
    import UIKit

    /// TransitUIKit's probe (a plain UIKit controller, so the model of UIKit runs it).
    typealias ProbeController = TransitProbe

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
