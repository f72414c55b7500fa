import TransitCore

/// A pixel transition kernel: writes the frame between `old` and `new` at the transition's
/// progress into `out` (all three the same size, premultiplied RGBA8). `old` is the screen being
/// left, already swapped for a reversed transition.
public typealias PixelKernel =
    @Sendable (_ transition: PixelTransition, _ old: Bitmap, _ new: Bitmap, _ out: inout Bitmap) -> Void

/// The kernels the renderer knows, one per pixel effect type (`PixelTransition.kernel`).
///
/// ```swift
/// var kernels = PixelKernels.builtIn
/// kernels.register(Invert.self) { t, old, new, out in /* ... */ }
/// ```
public struct PixelKernels: Sendable {
    private var kernels: [PixelKernelID: PixelKernel] = [:]
    /// The built-in kernels that draw in row bands (so the renderer can share a frame across threads).
    private var banded: [PixelKernelID: BandedKernel] = [:]
    public init() {}

    /// Every built-in kernel: the Core Image family, each kernel file documenting its look.
    public static let builtIn: PixelKernels = {
        var k = PixelKernels()
        k.register(Flash.self, banded: FlashKernel.banded)
        k.register(Mod.self, banded: ModKernel.banded)
        k.register(Ripple.self, banded: RippleKernel.banded)
        k.register(Swipe.self, SwipeKernel.render)
        k.register(BarSwipe.self, banded: BarSwipeKernel.banded)
        k.register(Disintegrate.self, banded: DisintegrateKernel.banded)
        k.register(PageCurl.self, banded: PageCurlKernel.banded)
        k.register(Blur.self, banded: BlurKernel.banded)
        k.register(CopyMachine.self, CopyMachineKernel.render)
        k.register(Dissolve.self, banded: DissolveKernel.banded)
        k.register(Pixelate.self, banded: PixelateKernel.banded)
        return k
    }()

    /// Adds (or replaces) the kernel that draws `type`'s transitions.
    public mutating func register(_ type: any PixelEffect.Type, _ kernel: @escaping PixelKernel) {
        kernels[PixelKernelID(type)] = kernel
        banded[PixelKernelID(type)] = nil
    }

    /// Adds a kernel drawn in row bands; its whole-frame form runs every band on the calling thread.
    mutating func register(_ type: any PixelEffect.Type, banded kernel: BandedKernel) {
        kernels[PixelKernelID(type)] = kernel.whole
        banded[PixelKernelID(type)] = kernel
    }

    /// The banded form of the kernel that draws `t`, if it has one.
    func bandedKernel(for t: PixelTransition) -> BandedKernel? { banded[t.kernel] }

    /// The kernel registered for `id`, if any.
    public subscript(id: PixelKernelID) -> PixelKernel? { kernels[id] }

    /// The kernel that draws `t`, or an error naming the effect that has none.
    public func kernel(for t: PixelTransition) throws(MissingPixelKernel) -> PixelKernel {
        guard let k = kernels[t.kernel] else { throw MissingPixelKernel(kernel: t.kernel) }
        return k
    }
}

/// No kernel is registered for a pixel effect: the renderer cannot draw it.
public struct MissingPixelKernel: Error, Hashable, Sendable, CustomStringConvertible {
    public var kernel: PixelKernelID
    public var description: String {
        "no pixel kernel is registered for effect '\(kernel.name)'; register one with PixelKernels.register"
    }
}
