/// A pixel-level transition between the two screens at some progress, described as data: which
/// kernel, with which parameters. TransitRender draws it on the CPU; the UIKit adapter maps it
/// to the matching Core Image filter (see `CoreImageFilter`).
///
/// ```swift
/// let t = PixelTransition(kernel: "swipe", progress: 0.5, parameters: Swipe().parameters,
///                         extent: context.size, scale: context.scale)
/// ```
public struct PixelTransition: Hashable, Sendable {
    /// The kernel's name, the effect's catalogue name (`flash`, `ripple`, ...).
    public var kernel: String
    /// How far the transition has gone, `0...1`.
    public var progress: Double
    /// The kernel's typed parameters (lengths in points, angles in radians).
    public var parameters: ParameterValues
    /// When true, the kernel runs from the to-screen to the from-screen (an effect played back).
    public var isReversed: Bool
    /// The area the transition covers, in points (Core Image's `inputExtent`); kernels turn point
    /// lengths into pixels with the snapshots' width over this width. Zero means one pixel per point.
    public var extent: Size
    /// Pixels per point of the display the transition is shown on (for the Core Image mapping).
    public var scale: Double
    /// An optional greyscale image the kernel reads (disintegrate's dissolve order).
    public var mask: GrayImage?

    public init(
        kernel: String, progress: Double, parameters: ParameterValues = ParameterValues(), isReversed: Bool = false,
        extent: Size = .zero, scale: Double = 1, mask: GrayImage? = nil
    ) {
        self.kernel = kernel; self.progress = progress; self.parameters = parameters; self.isReversed = isReversed
        self.extent = extent; self.scale = scale; self.mask = mask
    }

    /// The same transition with the screens swapped.
    public var reversed: PixelTransition {
        var t = self; t.isReversed.toggle(); return t
    }
}

/// An 8-bit greyscale image, rows top to bottom: a mask a pixel transition reads.
///
/// ```swift
/// let ramp = GrayImage(width: 256, height: 1, pixels: (0...255).map(UInt8.init))
/// ```
public struct GrayImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` values, 0 black to 255 white.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width > 0 && height > 0 && pixels.count == width * height, "grey image needs width * height pixels")
        self.width = width; self.height = height; self.pixels = pixels
    }
}
