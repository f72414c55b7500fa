/// Pixelate: the old screen coarsens into ever larger blocks, the blocks cross-fade to the new
/// screen's, and the new screen resolves out of them.
///
/// ```swift
/// let effect: some Effect = .pixelate(maxBlockSize: 32)
/// ```
public struct Pixelate: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Pixelate.self, name: "pixelate",
        summary: "The old screen coarsens into blocks and the new one resolves out of them.",
        parameters: [
            ParameterSpec(
                "maxBlockSize", .number(1...200), default: .number(24),
                "Block size at the middle of the run, in points."),
            .pixelDuration(),
        ])

    public var maxBlockSize: Double
    public var duration: Double

    public init(maxBlockSize: Double = 24, duration: Double = 1) {
        self.maxBlockSize = maxBlockSize; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(maxBlockSize: p.number("maxBlockSize", 24), duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues(["maxBlockSize": .number(maxBlockSize), "duration": .number(duration)])
    }

    /// The block size in points at `progress`: one pixel's worth at both ends, `maxBlockSize` in the middle.
    public func blockSize(at progress: Double) -> Double { max(0, maxBlockSize * (1 - abs(2 * clamp01(progress) - 1))) }
}

extension Effect where Self == Pixelate {
    /// Blocks growing to `maxBlockSize` points and back.
    public static func pixelate(maxBlockSize: Double = 24, duration: Double = 1) -> Pixelate {
        Pixelate(maxBlockSize: maxBlockSize, duration: duration)
    }
}
