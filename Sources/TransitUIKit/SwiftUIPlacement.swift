#if canImport(UIKit)
    import UIKit

    // Where TransitSwiftUI's modifiers find the UIKit containers around a SwiftUI view, as plain
    // functions over view-controller hierarchies (so they run in the executable model of UIKit):
    // SwiftUI places the modifier's invisible probe controller beside the view it decorates.

    extension UIViewController {
        /// The navigation controller a stack modifier (`NavigationStack { }.transit(_:)`) means, asked
        /// of its probe: first the receiver, a navigation controller beside the probe under the same
        /// parent (the stack the modifier decorates: the probe of its `.background` is the stack's
        /// sibling, so `navigationController`, which looks at ancestors only, misses it; SwiftUI-Introspect's
        /// receiver scope, siteline/swiftui-introspect#74), then the ancestor (a modifier on a view
        /// inside a stack's screen), as swiftui-navigation-transitions searches `[.receiver, .ancestor]`.
        package var transitStack: UINavigationController? {
            let beside = parent?.children.lazy.filter { $0 !== self }.compactMap(\.firstNavigationController).first
            return beside ?? navigationController
        }

        /// The cover a cover modifier's probe shows now: the one it presented last (`remembered`) while
        /// that is still presented. Not `presentedViewController`, which also reports a presentation an
        /// ancestor made (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller:
        /// the presenting controller is the root of the hierarchy), such as another cover's of the same screen.
        package func transitShownCover(remembered: UIViewController?) -> UIViewController? {
            guard let remembered, remembered.presentingViewController != nil else { return nil }
            return remembered
        }

        /// This controller if it is a navigation controller, else the first one among its descendants.
        private var firstNavigationController: UINavigationController? {
            self as? UINavigationController ?? children.lazy.compactMap(\.firstNavigationController).first
        }
    }

    /// An invisible view controller SwiftUI places beside a view (a modifier's probe), so the
    /// adapter can reach the UIKit containers around it through public API only; `appear` runs when
    /// it is about to appear, when its view enters a window, and (from TransitSwiftUI) on every
    /// update once it is in a container.
    package final class TransitProbe: UIViewController {
        package var appear: ((TransitProbe) -> Void)?
        /// Whether a one-time installation (a gesture) was made for this probe's screen.
        package var hasInstalled = false
        /// The cover this probe presented last, if any.
        package weak var cover: UIViewController?

        override package func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appear?(self)
        }

        /// Its view tells it when it enters a window: SwiftUI may add the probe without UIKit's
        /// appearance calls (SwiftUI-Introspect acts in `didMoveToWindow` for that reason,
        /// siteline/swiftui-introspect#166).
        override package func loadView() { view = WindowWatcher { [weak self] in self.map { $0.appear?($0) } } }

        /// The screen this probe is part of: the ancestor whose parent is the navigation controller
        /// (the hosting controller SwiftUI pushed), else the outermost ancestor.
        package var screen: UIViewController {
            var screen: UIViewController = self
            while let parent = screen.parent, !(parent is UINavigationController) { screen = parent }
            return screen
        }
    }

    /// A view that calls `entered` whenever it is put in a window
    /// (https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()).
    final class WindowWatcher: UIView {
        private let entered: () -> Void
        init(entered: @escaping () -> Void) {
            self.entered = entered
            super.init(frame: .zero)
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { entered() }
        }
    }
#endif
