/// Pixelate: the old screen coarsens into ever larger blocks, the blocks cross-fade to the new
/// screen's, and the new screen resolves out of them.
///
/// ```swift
/// let effect: some Effect = .pixelate(maxBlockSize: 32)
/// ```
public struct Pixelate: PixelEffect, DeclaredEffect {
    @usableFromInline static let maxBlockSizeParameter = EffectParameter.number(
        \Pixelate.maxBlockSize, "maxBlockSize", 1...200, default: 24, "Block size at the middle of the run, in points.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Pixelate.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Pixelate>] = [
        maxBlockSizeParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Pixelate.self, name: "pixelate",
        summary: "The old screen coarsens into blocks and the new one resolves out of them.")
    public static var defaults: Pixelate { Pixelate() }

    public var maxBlockSize: Double
    public var duration: Double

    public init(
        maxBlockSize: Double = Pixelate.maxBlockSizeParameter.default,
        duration: Double = Pixelate.durationParameter.default
    ) {
        self.maxBlockSize = maxBlockSize
        self.duration = duration
    }

    /// The block size in points at `progress`: one pixel's worth at both ends, `maxBlockSize` in the middle.
    public func blockSize(at progress: Double) -> Double { max(0, maxBlockSize * (1 - abs(2 * clamp01(progress) - 1))) }
}

extension Effect where Self == Pixelate {
    /// Blocks growing to `maxBlockSize` points and back.
    public static func pixelate(
        maxBlockSize: Double = Pixelate.maxBlockSizeParameter.default,
        duration: Double = Pixelate.durationParameter.default
    ) -> Pixelate {
        Pixelate(maxBlockSize: maxBlockSize, duration: duration)
    }
}
