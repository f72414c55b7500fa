#if canImport(SwiftUI) && canImport(UIKit)
    // What app code sees from TransitCore through `import TransitSwiftUI`: the effects (through the
    // `Effect` protocol and its static factories, `.circleSpread()`), specs and the errors they throw.
    // Nothing else is re-exported, so TransitCore's `Color`, `Path`, `Angle`, `Edge`, `Scene` and
    // `LayoutDirection` never shadow SwiftUI's; `import TransitCore` still gives all of them, as
    // `TransitCore.Color` and so on.
    @_exported import protocol TransitCore.Effect
    @_exported import struct TransitCore.TransitionSpec
    @_exported import struct TransitCore.CatalogueError
#endif
