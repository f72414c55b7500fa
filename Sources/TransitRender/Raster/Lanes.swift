/// How many pixels the compositor's loops take at a time: a parameter of the renderer
/// (`Renderer.lanes`), not of the build, so that the tests of a debug build run the eight-pixel
/// code too (on small images: unspecialised in debug, the SIMD types cost far more than they save).
/// Every loop of eight is finished by the scalar loop, which alone draws with `scalar`: the two
/// give the same pixels (but where the vector weights round a tie, or a value just below one,
/// the other way: `PixelMath.weights`).
enum Lanes: Int, Sendable, CaseIterable {
    /// The scalar loops alone.
    case scalar = 1
    /// `SIMD8` loops, the scalar ones finishing each run.
    case eight = 8

    /// Whether the eight-pixel loops run.
    var vectorised: Bool { self == .eight }

    /// The build's default: eight in optimised builds; scalar in debug builds, where the eight-pixel
    /// loops cost far more than they save (the renderer's tests ask for eight on small images).
    /// (Computed, not stored: a stored `static let` is read through a one-time initialiser check
    /// at every use, which the hot loops that test it each group paid for.)
    static var `default`: Lanes {
        #if DEBUG
            .scalar
        #else
            .eight
        #endif
    }
}

/// Lanes as a type, for a hot loop specialised on them (`LayerRows.steppedRow`): in each
/// specialisation `vectorised` is a constant.
protocol LaneWidth {
    static var vectorised: Bool { get }
}

/// The scalar loops alone (`Lanes.scalar`).
enum OneLane: LaneWidth {
    static var vectorised: Bool { false }
}

/// Eight pixels at a time (`Lanes.eight`).
enum EightLanes: LaneWidth {
    static var vectorised: Bool { true }
}
