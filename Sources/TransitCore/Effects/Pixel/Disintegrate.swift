/// Core Image's disintegrate with mask: the old screen dissolves in the order a greyscale mask
/// gives (dark areas first), casting a soft shadow on the new screen along the dissolving edge
/// (`CIDisintegrateWithMaskTransition`). Without a mask image the kernel generates a cloudy
/// noise mask from `seed`.
///
/// ```swift
/// let effect: some Effect = .disintegrate(mask: GrayImage(width: 2, height: 1, pixels: [0, 255]))
/// ```
public struct Disintegrate: PixelEffect, DeclaredEffect {
    public static let shadowRadiusParameter = EffectParameter.number(
        \Disintegrate.shadowRadius, "shadowRadius", 0...50, default: 5,
        "Blur radius of the shadow along the dissolving edge, in points.")
    public static let shadowDensityParameter = EffectParameter.number(
        \Disintegrate.shadowDensity, "shadowDensity", 0...1, default: 0.7, "Darkness of that shadow.")
    public static let shadowOffsetParameter = EffectParameter.point(
        \Disintegrate.shadowOffset, "shadowOffset", default: Point(x: 0, y: 21),
        "Offset of the shadow in points (y down; Core Image's default 0,-10 with y up).")
    public static let seedParameter = EffectParameter.integer(
        \Disintegrate.seed, "seed", 0...Int(Int32.max), default: 1,
        "Seed of the generated noise mask (used when no mask image is set).")
    public static let durationParameter = EffectParameter.duration(\Disintegrate.duration, default: 0.5)
    public static let declaredParameters: [any ParameterDeclaration<Disintegrate>] = [
        shadowRadiusParameter, shadowDensityParameter, shadowOffsetParameter, seedParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Disintegrate.self, name: "disintegrate",
        summary: "The old screen dissolves in blotches in a mask's order, with a soft shadow.")
    public static var defaults: Disintegrate { Disintegrate() }

    public var shadowRadius: Double
    public var shadowDensity: Double
    public var shadowOffset: Point
    public var seed: Int
    /// The dissolve order (stretched over the screen; darker dissolves first), or nil for generated noise.
    public var mask: GrayImage?
    public var duration: Double

    public init(
        mask: GrayImage? = nil, shadowRadius: Double = Disintegrate.shadowRadiusParameter.default,
        shadowDensity: Double = Disintegrate.shadowDensityParameter.default,
        shadowOffset: Point = Disintegrate.shadowOffsetParameter.default,
        seed: Int = Disintegrate.seedParameter.default, duration: Double = Disintegrate.durationParameter.default
    ) {
        self.mask = mask; self.shadowRadius = shadowRadius; self.shadowDensity = shadowDensity
        self.shadowOffset = shadowOffset; self.seed = seed; self.duration = duration
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
