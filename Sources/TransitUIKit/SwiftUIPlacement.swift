#if canImport(UIKit)
    import UIKit

    // Where TransitSwiftUI's modifiers find the UIKit containers around a SwiftUI view, as plain
    // functions over view-controller hierarchies (so they run in the executable model of UIKit):
    // SwiftUI places the modifier's invisible probe controller beside the view it decorates.

    extension UIViewController {
        /// The navigation controller a stack modifier (`NavigationStack { }.transit(_:)`) means, asked
        /// of its probe.
        package var transitStack: UINavigationController? { navigationController }
    }
#endif
