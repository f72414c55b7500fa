import TransitCore

/// A pixel transition kernel: writes the frame between `old` and `new` at the transition's
/// progress into `out` (all three the same size, premultiplied RGBA8). `old` is the screen being
/// left, already swapped for a reversed transition.
public typealias PixelKernel =
    @Sendable (_ transition: PixelTransition, _ old: Bitmap, _ new: Bitmap, _ out: inout Bitmap) -> Void

/// The kernels the renderer knows, by the name in `PixelTransition.kernel`.
///
/// ```swift
/// var kernels = PixelKernels.builtIn
/// kernels.register("invert") { t, old, new, out in /* ... */ }
/// ```
public struct PixelKernels: Sendable {
    public private(set) var kernels: [String: PixelKernel]
    public init(_ kernels: [String: PixelKernel] = [:]) { self.kernels = kernels }

    /// Every built-in kernel.
    public static let builtIn = PixelKernels(builtInPixelKernels)

    public mutating func register(_ name: String, _ kernel: @escaping PixelKernel) { kernels[name] = kernel }
    public subscript(name: String) -> PixelKernel? { kernels[name] }
}

/// The Core Image family, by effect name; each kernel file documents its look.
let builtInPixelKernels: [String: PixelKernel] = [
    "flash": FlashKernel.render, "mod": ModKernel.render, "ripple": RippleKernel.render, "swipe": SwipeKernel.render,
    "bar-swipe": BarSwipeKernel.render, "disintegrate": DisintegrateKernel.render, "page-curl": PageCurlKernel.render,
    "blur": BlurKernel.render, "copy-machine": CopyMachineKernel.render, "dissolve": DissolveKernel.render,
    "pixelate": PixelateKernel.render,
]
