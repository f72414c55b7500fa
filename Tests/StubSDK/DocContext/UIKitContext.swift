// What app code around the documented UIKit examples has (scripts/doc-snippets): the view controller
// whose method an example is pasted into, and the app's own screens the examples name. Compiled with
// every UIKit example by scripts/typecheck-uikit --self-test; never shipped.
import TransitUIKit
import UIKit

/// The screen an example runs in: `navigationController` and `tabBarController` are optional, as
/// UIKit's are, and a closure that escapes must name `self`.
final class DocScreen: UIViewController {
    let detail = Detail()
    let settings = Detail()
    let sheet = Detail()
    let list = Detail()
    var closeButtonCenter = CGPoint(x: 24, y: 60)
    /// A spec the app ships in its bundle (in the model of UIKit, the repository's Examples/specs).
    var spec: TransitionSpec {
        let url = Bundle.main.url(forResource: "ios-edge-swipe-slide", withExtension: "json")!
        return try! JSONDecoder().decode(TransitionSpec.self, from: Data(contentsOf: url))
    }
}

/// Any screen of the app.
final class Detail: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
}

/// A cell with a photo and a title.
@MainActor final class PhotoCell {
    let photoView = UIView(frame: .zero)
    let imageView = UIView(frame: .zero)
    let titleLabel = UIView(frame: .zero)
}

/// A list of photos that shares the selected one's views (GettingStarted).
final class PhotoList: UIViewController {
    var selectedCell: PhotoCell?
}

/// A list of photos that shares the selected one's views (SharedElementProviding's example).
final class PhotoListController: UIViewController {
    var selectedCell: PhotoCell?
}

/// A screen that chooses its own push and pop.
final class PhotoController: UIViewController {}
