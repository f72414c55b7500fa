#if canImport(SwiftUI) && canImport(UIKit)
    // All app code sees through `import TransitSwiftUI`: of TransitCore `Effect` (its factories and
    // compositions, `.circleSpread()`), `TransitionSpec` and `CatalogueError`; the adapter's modifiers
    // (`transit`, `transitEffect`, `transitBack`, `transitCover`, `transitElement`, `AnyTransition.transit`);
    // and SwiftUI's `Color`, `Angle`, `Edge` and CoreGraphics' `CGPoint` (and `UIColor`) taken by the
    // factories as they are (`.slide(from: Edge.leading)`). TransitCore's `Color`, `Path`, `Angle`,
    // `Edge`, `Scene` and `LayoutDirection` are not re-exported, so they never shadow SwiftUI's;
    // `import TransitCore` gives them as `TransitCore.Color` and so on.
    @_exported import protocol TransitCore.Effect
    @_exported import struct TransitCore.TransitionSpec
    @_exported import struct TransitCore.CatalogueError
#endif
