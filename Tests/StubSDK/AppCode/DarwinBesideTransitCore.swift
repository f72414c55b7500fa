// App code that imports UIKit, SwiftUI, TransitUIKit and TransitCore in one file: the core's
// geometry is written `TransitCore.Point`, `TransitCore.Rect` and `TransitCore.Size`, since
// `import UIKit` (and `import SwiftUI`) also brings Darwin's MacTypes `Point`, `Rect`, `Size` and
// `Style`; TransitUIKit re-exports none of the four, so a file without `import TransitCore` keeps
// Darwin's, shapes and all (`Point(v:h:)`, `Style` a byte). The stub's Darwin is what makes a bare
// `Rect` here fail as it would on iOS (Tests/StubSDK/Broken/UnqualifiedCoreGeometry.swift).
import SwiftUI
import TransitCore
import TransitUIKit
import UIKit

@MainActor func presentFromCorner(_ detail: UIViewController, from list: UIViewController) {
    let screen = TransitCore.Size(width: 390, height: 844)
    let corner = TransitCore.Point(x: 0, y: 0)
    let frame = TransitCore.Rect(x: corner.x, y: corner.y, width: screen.width, height: screen.height)
    let context = TransitionContext(size: frame.size, scale: 3, touchPoint: corner)
    _ = CircleSpread().evaluate(at: 0.5, in: context)
    list.present(detail, transition: .circleSpread(center: CGPoint(x: frame.midX, y: frame.midY)))
}

func quickDrawValues() -> (Darwin.Point, Darwin.Rect, Darwin.Size, Darwin.Style) {
    (Darwin.Point(v: 1, h: 2), Darwin.Rect(top: 0, left: 0, bottom: 10, right: 20), 16, Darwin.Style(1))
}
