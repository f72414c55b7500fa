/// A random-pixel dissolve: the new screen replaces the old one cell by cell in a seeded random
/// order, the dissolve of video editors.
///
/// ```swift
/// let effect: some Effect = .dissolve(cellSize: 2, seed: 7)
/// ```
public struct Dissolve: PixelEffect {
    public static let descriptor = EffectDescriptor(
        Dissolve.self, name: "dissolve", summary: "The new screen replaces the old one cell by cell in a random order.",
        parameters: [
            ParameterSpec(
                "cellSize", .number(0.1...100), default: .number(1),
                "Size of the square cells that switch together, in points."),
            ParameterSpec(
                "seed", .integer(0...Int(Int32.max)), default: .integer(1),
                "Seed of the random order; the same seed gives the same frames."),
            .pixelDuration(),
        ])

    public var cellSize: Double
    public var seed: Int
    public var duration: Double

    public init(cellSize: Double = 1, seed: Int = 1, duration: Double = 1) {
        self.cellSize = cellSize; self.seed = seed; self.duration = duration
    }
    public init(parameters p: ParameterValues) {
        self.init(cellSize: p.number("cellSize", 1), seed: p.integer("seed", 1), duration: p.number("duration", 1))
    }

    public var parameters: ParameterValues {
        ParameterValues(["cellSize": .number(cellSize), "seed": .integer(seed), "duration": .number(duration)])
    }
}

extension Effect where Self == Dissolve {
    /// A random dissolve in cells of `cellSize` points, ordered by `seed`.
    public static func dissolve(cellSize: Double = 1, seed: Int = 1, duration: Double = 1) -> Dissolve {
        Dissolve(cellSize: cellSize, seed: seed, duration: duration)
    }
}
