/// A small, fast, repeatable random number generator (SplitMix64): the same seed always gives
/// the same sequence, on every platform and Swift version.
///
/// Effects that scatter things (explode, lines) draw every random value from one of these,
/// seeded from their `seed` parameter and re-created on each frame, so a scene depends only on
/// its inputs.
///
/// ```swift
/// var g = SeededGenerator(seed: 42)
/// let spin = g.next(in: -1...1)   // the same number for seed 42, every time
/// let bits = g.next()             // a full 64-bit value
/// ```
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state; it advances by a fixed odd constant per draw.
    public var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    @inlinable public init(seed: UInt64) { state = seed }

    /// A generator for a seed given as an effect parameter (negative seeds are allowed).
    @inlinable public init(seed: Int) { state = UInt64(bitPattern: Int64(seed)) }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1), a few multiplications.
    @inlinable public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0..<1` with 53 random bits.
    @inlinable public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform number in `range`.
    @inlinable public mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }
}
