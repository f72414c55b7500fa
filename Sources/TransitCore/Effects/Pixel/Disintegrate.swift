/// Core Image's disintegrate with mask: the old screen dissolves in the order a greyscale mask
/// gives (dark areas first), casting a soft shadow on the new screen along the dissolving edge
/// (`CIDisintegrateWithMaskTransition`). Without a mask image the kernel generates a cloudy
/// noise mask from `seed`.
///
/// ```swift
/// let effect: some Effect = .disintegrate(mask: GrayImage(width: 2, height: 1, pixels: [0, 255]))
/// ```
public struct Disintegrate: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Disintegrate.self, name: "disintegrate",
        summary: "The old screen dissolves in blotches in a mask's order, with a soft shadow.",
        parameters: [
            ParameterSpec(
                "shadowRadius", .number(0...50), default: .number(8),
                "Blur radius of the shadow along the dissolving edge, in points."),
            ParameterSpec("shadowDensity", .number(0...1), default: .number(0.65), "Darkness of that shadow."),
            ParameterSpec(
                "shadowOffset", .point, default: .point(Point(x: 0, y: 10)),
                "Offset of the shadow in points (y down; Core Image's default 0,-10 with y up)."),
            ParameterSpec(
                "seed", .integer(0...Int(Int32.max)), default: .integer(1),
                "Seed of the generated noise mask (used when no mask image is set)."),
            .pixelDuration(),
        ])

    public var shadowRadius: Double
    public var shadowDensity: Double
    public var shadowOffset: Point
    public var seed: Int
    /// The dissolve order (stretched over the screen; darker dissolves first), or nil for generated noise.
    public var mask: GrayImage?
    public var duration: Double

    public init(
        mask: GrayImage? = nil, shadowRadius: Double = 8, shadowDensity: Double = 0.65,
        shadowOffset: Point = Point(x: 0, y: 10), seed: Int = 1, duration: Double = 1
    ) {
        self.mask = mask; self.shadowRadius = shadowRadius; self.shadowDensity = shadowDensity
        self.shadowOffset = shadowOffset; self.seed = seed; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(
            shadowRadius: p.number("shadowRadius", 8), shadowDensity: p.number("shadowDensity", 0.65),
            shadowOffset: p.point("shadowOffset") ?? Point(x: 0, y: 10), seed: p.integer("seed", 1),
            duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues([
            "shadowRadius": .number(shadowRadius), "shadowDensity": .number(shadowDensity),
            "shadowOffset": .point(shadowOffset),
            "seed": .integer(seed), "duration": .number(duration),
        ])
    }
}

extension Effect where Self == Disintegrate {
    /// The old screen dissolving in `mask`'s order (default: generated noise).
    public static func disintegrate(
        mask: GrayImage? = nil, shadowRadius: Double = 8, shadowDensity: Double = 0.65,
        seed: Int = 1, duration: Double = 1
    ) -> Disintegrate {
        Disintegrate(
            mask: mask, shadowRadius: shadowRadius, shadowDensity: shadowDensity, seed: seed, duration: duration)
    }
}
