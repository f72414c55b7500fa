// App code: a UIKit screen that chooses its own push and pop in a stack that asks its screens,
// and a stack whose pushes and pops run a spec's effects and timing.
import TransitUIKit
import UIKit

final class PhotoController: UIViewController, StackTransitionProviding {
    var stackTransition: StackTransition? { StackTransition(effect: .cube(), back: .fade()) }
}

@MainActor func showPhoto(from list: UIViewController, spec: TransitionSpec) throws {
    list.navigationController?.readDeclaredTransitions()
    list.navigationController?.pushViewController(PhotoController(nibName: nil, bundle: nil), animated: true)
    list.navigationController?.setStackTransition(try StackTransition(spec: spec))
}
