/// A random-pixel dissolve: the new screen replaces the old one cell by cell in a seeded random
/// order, the dissolve of video editors.
///
/// ```swift
/// let effect: some Effect = .dissolve(cellSize: 2, seed: 7)
/// ```
public struct Dissolve: PixelEffect, DeclaredEffect {
    @usableFromInline static let cellSizeParameter = EffectParameter.number(
        \Dissolve.cellSize, "cellSize", 0.1...100, default: 1,
        "Size of the square cells that switch together, in points.")
    @usableFromInline static let seedParameter = EffectParameter.integer(
        \Dissolve.seed, "seed", 0...Int(Int32.max), default: 1,
        "Seed of the random order; the same seed gives the same frames.")
    @usableFromInline static let durationParameter = EffectParameter.duration(\Dissolve.duration, default: 1)
    public static let declaredParameters: [any ParameterDeclaration<Dissolve>] = [
        cellSizeParameter, seedParameter, durationParameter,
    ]
    public static let descriptor = EffectDescriptor(
        Dissolve.self, name: "dissolve", summary: "The new screen replaces the old one cell by cell in a random order.")
    public static var defaults: Dissolve { Dissolve() }

    public var cellSize: Double
    public var seed: Int
    public var duration: Double

    public init(
        cellSize: Double = Dissolve.cellSizeParameter.default, seed: Int = Dissolve.seedParameter.default,
        duration: Double = Dissolve.durationParameter.default
    ) {
        self.cellSize = cellSize
        self.seed = seed
        self.duration = duration
    }

}

extension Effect where Self == Dissolve {
    /// A random dissolve in cells of `cellSize` points, ordered by `seed`.
    public static func dissolve(
        cellSize: Double = Dissolve.cellSizeParameter.default, seed: Int = Dissolve.seedParameter.default,
        duration: Double = Dissolve.durationParameter.default
    ) -> Dissolve {
        Dissolve(cellSize: cellSize, seed: seed, duration: duration)
    }
}
