/// A pixel-level transition between the two screens at some progress, described as data: the
/// pixel effect to draw, with its context-dependent values resolved (a centre at the touch
/// point, say). TransitRender draws it with the kernel registered for the effect's type; the
/// UIKit adapter maps it to the matching Core Image filter (see `CoreImageFilter`).
///
/// ```swift
/// let t = PixelTransition(Swipe(angle: .degrees(30)), progress: 0.5, extent: context.size)
/// t.kernel.name   // "swipe"
/// ```
public struct PixelTransition: Hashable, Sendable {
    /// The effect the kernel draws.
    public var effect: any PixelEffect
    /// How far the transition has gone, `0...1`.
    public var progress: Double
    /// When true, the kernel runs from the to-screen to the from-screen (an effect played back).
    public var isReversed: Bool
    /// The area the transition covers, in points (Core Image's `inputExtent`); kernels turn point
    /// lengths into pixels with the snapshots' width over this width. Zero means one pixel per point.
    public var extent: Size
    /// Pixels per point of the display the transition is shown on (for the Core Image mapping).
    public var scale: Double

    public init(
        _ effect: any PixelEffect, progress: Double, isReversed: Bool = false, extent: Size = .zero, scale: Double = 1
    ) {
        self.effect = effect
        self.progress = progress
        self.isReversed = isReversed
        self.extent = extent
        self.scale = scale
    }

    /// Which kernel draws the transition: the effect's type.
    public var kernel: PixelKernelID { PixelKernelID(type(of: effect)) }
    /// The effect's parameters (lengths in points, angles in radians), as the Core Image mapping reads them.
    public var parameters: ParameterValues { effect.parameters }
    /// An optional greyscale image the kernel reads (disintegrate's dissolve order).
    public var mask: GrayImage? { effect.mask }

    /// The effect as the type its kernel was registered for, or, when a kernel is registered for
    /// another type, that type built from the effect's parameters.
    public func effect<E: PixelEffect>(as type: E.Type) -> E { effect as? E ?? E(parameters: parameters) }

    /// The same transition with the screens swapped.
    public var reversed: PixelTransition {
        var t = self
        t.isReversed.toggle()
        return t
    }

    public static func == (a: PixelTransition, b: PixelTransition) -> Bool {
        a.kernel == b.kernel && a.parameters == b.parameters && a.mask == b.mask && a.progress == b.progress
            && a.isReversed == b.isReversed && a.extent == b.extent && a.scale == b.scale
    }

    public func hash(into h: inout Hasher) {
        h.combine(kernel)
        h.combine(parameters)
        h.combine(progress)
        h.combine(isReversed)
    }
}

/// The identity of a pixel kernel: the pixel effect type it draws. Renderers register one kernel
/// per type; the name is the effect's catalogue name, for messages and the Core Image table.
///
/// ```swift
/// PixelKernelID(Swipe.self).name   // "swipe"
/// ```
public struct PixelKernelID: Hashable, Sendable, CustomStringConvertible {
    private let type: ObjectIdentifier
    /// The effect's catalogue name.
    public let name: String

    public init(_ type: any PixelEffect.Type) {
        self.type = ObjectIdentifier(type)
        self.name = type.descriptor.name
    }

    public static func == (a: PixelKernelID, b: PixelKernelID) -> Bool { a.type == b.type }
    public func hash(into h: inout Hasher) { h.combine(type) }
    public var description: String { name }
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
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
