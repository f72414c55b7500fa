/// Core Image's disintegrate with mask: the old screen dissolves in the order a greyscale mask
/// gives (dark areas first), casting a soft shadow on the new screen along the dissolving edge
/// (`CIDisintegrateWithMaskTransition`). Without a mask image the kernel generates a noise mask
/// from `seed` with the grain of XWTransition's mask used at its own pixel size on a 2x screen, as
/// Core Image uses a mask: many small blotches, about 26 by 52 points whatever the screen's size.
///
/// A mask image comes as a value (`mask`) or as a file (`maskFile`, the `mask` parameter: a PNG or
/// JPEG of any size, stretched over the screen, unlike Core Image, which would use it at its own
/// pixel size), which the host reads before rendering
/// (TransitRender's `EffectFiles.loading(_:)`; the CLI's `-p mask=PATH`).
///
/// The shadow is offset by a twentieth of the screen's height in pixels on the 2x screens of
/// XWTransition's demo, that is `0.025 × height` points downwards, unless `shadowOffset` is set.
///
/// ```swift
/// let effect: some Effect = .disintegrate(mask: GrayImage(width: 2, height: 1, pixels: [0, 255]))
/// ```
public struct Disintegrate: PixelEffect, DeclaredEffect {
    @usableFromInline static let shadowRadiusParameter = EffectParameter.number(
        \Disintegrate.shadowRadius, "shadowRadius", 0...50, default: 5,
        "Blur radius of the shadow along the dissolving edge, in points.")
    @usableFromInline static let shadowDensityParameter = EffectParameter.number(
        \Disintegrate.shadowDensity, "shadowDensity", 0...1, default: 0.7, "Darkness of that shadow.")
    @usableFromInline static let shadowOffsetParameter = EffectParameter.point(
        \Disintegrate.shadowOffset, "shadowOffset",
        "Offset of the shadow in points, y down; default: 0, 0.025 × the height (XW's 0.05 H pixels at 2x).")
    @usableFromInline static let maskParameter = EffectParameter.file(
        \Disintegrate.maskFile, "mask",
        "A PNG or JPEG whose grey levels give the dissolve order (dark first), stretched over the screen; "
            + "default: generated noise.")
    @usableFromInline static let seedParameter = EffectParameter.integer(
        \Disintegrate.seed, "seed", 0...Int(Int32.max), default: 1,
        "Seed of the generated noise mask (used when no mask image is set).")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Disintegrate.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Disintegrate>] = [
        shadowRadiusParameter, shadowDensityParameter, shadowOffsetParameter, maskParameter, seedParameter,
        durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Disintegrate.self, name: "disintegrate",
        summary: "The old screen dissolves in blotches in a mask's order, with a soft shadow.")
    public static var defaults: Disintegrate { Disintegrate() }

    public var shadowRadius: Double
    public var shadowDensity: Double
    /// The shadow's offset in points (y down), or nil for `0.025 × height` downwards.
    public var shadowOffset: Point?
    /// The path of a mask image for the host to read into `mask`, or nil.
    public var maskFile: String?
    public var seed: Int
    /// The dissolve order (stretched over the screen; darker dissolves first), or nil for generated noise.
    public var mask: GrayImage?
    public var duration: Double

    public init(
        mask: GrayImage? = nil, shadowRadius: Double = Disintegrate.shadowRadiusParameter.default,
        shadowDensity: Double = Disintegrate.shadowDensityParameter.default,
        shadowOffset: Point? = Disintegrate.shadowOffsetParameter.default,
        maskFile: String? = Disintegrate.maskParameter.default,
        seed: Int = Disintegrate.seedParameter.default, duration: Double = Disintegrate.durationParameter.default
    ) {
        self.mask = mask
        self.shadowRadius = shadowRadius
        self.shadowDensity = shadowDensity
        self.shadowOffset = shadowOffset
        self.maskFile = maskFile
        self.seed = seed
        self.duration = duration
    }

    /// XWTransition's shadow offset as a fraction of the screen height in points, downwards:
    /// `-0.05 × height` passed as pixels to Core Image on a 2x screen (XWFilterAnimator+XWMask.m line 21).
    public static let shadowOffsetPerHeight = 0.025

    /// The shadow's offset in a context: `shadowOffset`, or `0.025 × height` downwards.
    public func resolvedShadowOffset(in size: Size) -> Point {
        shadowOffset ?? Point(x: 0, y: Self.shadowOffsetPerHeight * size.height)
    }

    /// The effect with its shadow offset fixed for the context's height.
    public func resolved(in context: TransitionContext) -> Disintegrate {
        var e = self
        e.shadowOffset = resolvedShadowOffset(in: context.size)
        return e
    }

}

extension Effect where Self == Disintegrate {
    /// The old screen dissolving in `mask`'s order (default: generated noise).
    public static func disintegrate(
        mask: GrayImage? = nil, shadowRadius: Double = Disintegrate.shadowRadiusParameter.default,
        shadowDensity: Double = Disintegrate.shadowDensityParameter.default,
        seed: Int = Disintegrate.seedParameter.default, duration: Double = Disintegrate.durationParameter.default
    ) -> Disintegrate {
        Disintegrate(
            mask: mask, shadowRadius: shadowRadius, shadowDensity: shadowDensity, seed: seed, duration: duration)
    }
}
