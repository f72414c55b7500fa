#if canImport(UIKit)
import UIKit
import TransitCore

/// Draws pixel transitions on device. Until the Core Image mapping table lands in TransitCore,
/// a pixel-transition layer shows nothing of its own.
@MainActor enum CoreImagePixels {
    static func renderer(scale: Double) -> ((PixelTransition, [Snapshot: CGImage]) -> CGImage?)? { nil }
}
#endif
