// Deliberately broken: TransitUIKit does not re-export TransitCore's value types, so app code
// cannot name `Edge` through it (it writes `.left`); were it exported, a file that also imports
// SwiftUI would meet two `Edge`s. scripts/typecheck-uikit --self-test requires this file to fail.
import TransitUIKit
import UIKit

@MainActor func slideIn(_ detail: UIViewController, from list: UIViewController) {
    let edge: Edge = .left
    list.present(detail, transition: .slide(from: edge))
}
