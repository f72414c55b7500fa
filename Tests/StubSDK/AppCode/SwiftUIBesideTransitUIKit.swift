// App code that imports SwiftUI and TransitUIKit in one file: SwiftUI's `Color`, `Path`, `Angle`,
// `Edge`, `Gradient`, `Spring` and `LayoutDirection` (all of them names TransitCore has too) are
// written without ambiguity (TransitUIKit re-exports only the names app code needs), a touch is
// passed to an effect as the `CGPoint` it is, and a `UIColor` as a colour.
import SwiftUI
import TransitUIKit
import UIKit

@MainActor func showDetail(from list: UIViewController, _ detail: UIViewController, spec: TransitionSpec) throws {
    let tint: Color = Color.red
    let tilt: Angle = Angle.degrees(30)
    let side: Edge = Edge.leading
    _ = (tint, Path(), tilt, side, Gradient(colors: [tint, .black]), LayoutDirection.rightToLeft)
    if #available(iOS 17, *) { _ = Spring(duration: 0.4, bounce: 0.2) }
    list.navigationController?.push(detail, transition: .slide(from: .trailing), back: .fade())
    list.addForwardGesture(InteractionSpec(direction: .leading, beginRegion: .edge(inset: 40))) { [weak list] touch in
        list?.present(detail, transition: .circleSpread(center: touch))
    }
    list.present(detail, transition: .flash(center: CGPoint(x: 20, y: 40), color: UIColor.red))
    list.present(detail, transition: .scanning(from: .left, color: UIColor.black))
    list.present(detail, transition: .swipe(angle: .degrees(30), color: .white))
    detail.addBackGesture(recordTrace: { (trace: GestureTrace) in _ = trace.samples.count })
    list.navigationController?.setStackTransition(StackTransition(effect: .pageFlip()))
    do {
        try list.present(detail, spec: spec)
    } catch {
        let failure: CatalogueError = error  // typed throws: the spec named no catalogue effect
        _ = failure
    }
    _ = EffectCatalogue.builtIn.names
}
