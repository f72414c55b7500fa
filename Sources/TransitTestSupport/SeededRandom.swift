import TransitCore

/// A reproducible random number generator for tests: the core's SplitMix64 `SeededGenerator`,
/// so the same seed gives the same sequence on every platform and run, and "random" tests fail
/// the same way twice.
///
/// ```swift
/// var rng = SeededRandom(seed: 42)
/// let angle = Double.random(in: -Double.pi...Double.pi, using: &rng)
/// ```
public typealias SeededRandom = SeededGenerator
