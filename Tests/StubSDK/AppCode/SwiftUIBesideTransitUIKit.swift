// App code that imports SwiftUI and TransitUIKit in one file: SwiftUI's `Color` and `Path` are
// written without ambiguity (TransitUIKit re-exports only the names app code needs),
// and geometry comes from UIKit's CGPoint.
import SwiftUI
import TransitUIKit
import UIKit

@MainActor func showDetail(from list: UIViewController, _ detail: UIViewController, spec: TransitionSpec) throws {
    let tint: Color = Color.red
    _ = (tint, Path())
    list.navigationController?.push(detail, transition: .slide(from: .trailing), back: .fade())
    list.addForwardGesture(InteractionSpec(direction: .leading, beginRegion: .edge(inset: 40))) { touch in
        list.present(detail, transition: .circleSpread(center: Point(touch)))
    }
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
