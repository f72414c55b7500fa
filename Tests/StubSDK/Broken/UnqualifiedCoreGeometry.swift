// Deliberately broken: a file that imports UIKit and TransitCore meets two `Rect`s, two `Point`s and
// two `Size`s, the core's and Darwin's MacTypes ones (QuickDraw's, brought by `import UIKit` through
// Foundation), so the bare name is ambiguous on iOS. The adapter writes `TransitCore.Rect`.
// scripts/typecheck-uikit --self-test requires this file to fail.
#if canImport(UIKit)
    import TransitCore
    import UIKit

    @MainActor func unqualifiedBounds(of view: UIView) -> Rect {
        Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height))
    }
#endif
