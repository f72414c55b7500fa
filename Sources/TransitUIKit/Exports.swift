#if canImport(UIKit)
    // All app code sees of TransitCore through `import TransitUIKit`, so its `Color`, `Path`, `Edge`,
    // `Angle`... never shadow SwiftUI's in a file that imports both (`import TransitCore` gives all).
    @_exported import protocol TransitCore.Effect
    @_exported import struct TransitCore.TransitionSpec
    @_exported import struct TransitCore.CatalogueError
    @_exported import struct TransitCore.EffectCatalogue
    @_exported import struct TransitCore.InteractionSpec
    @_exported import struct TransitCore.GestureTrace
    @_exported import struct TransitCore.StackTransition
    @_exported import struct TransitCore.Point
#endif
