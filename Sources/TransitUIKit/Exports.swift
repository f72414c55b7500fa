#if canImport(UIKit)
    // App code sees `Effect`, `TransitionSpec`, `CatalogueError`, `EffectCatalogue`, `InteractionSpec`, `GestureTrace`,
    // `StackTransition`, the adapter's protocols and methods, and passes `CGPoint`/`UIColor` to factories; no core
    // `Color`, `Edge`, `Angle`... shadows SwiftUI's (`import TransitCore` has them, as `TransitCore.Color`...), and no
    // core `Point`, `Rect` or `Size` meets Darwin's MacTypes ones, which `import UIKit` brings (`TransitCore.Rect`).
    @_exported import protocol TransitCore.Effect
    @_exported import struct TransitCore.TransitionSpec
    @_exported import struct TransitCore.CatalogueError
    @_exported import struct TransitCore.EffectCatalogue
    @_exported import struct TransitCore.InteractionSpec
    @_exported import struct TransitCore.GestureTrace
    @_exported import struct TransitCore.StackTransition
#endif
