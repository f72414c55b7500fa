/// An effect in which one whole screen slides over or off the other, still one, with a shade on
/// the screen beneath: `cover` and `reveal`. Conforming types supply the descriptor, the scene and
/// the memberwise initialiser; parameters and timing come from here.
///
/// ```swift
/// let effects: [any SlidingScreenEffect] = [Cover(from: .bottom), Reveal(from: .trailing)]
/// ```
public protocol SlidingScreenEffect: Effect {
    /// The side the motion starts from.
    var edge: Edge { get }
    /// The shade's opacity over the screen beneath when that screen is wholly covered.
    var dimming: Double { get }
    /// Run time in seconds.
    var duration: Double { get }
    init(from edge: Edge, dimming: Double, duration: Double)
}

extension SlidingScreenEffect {
    public init(parameters p: ParameterValues) {
        self.init(
            from: p.choice("from", Edge.trailing), dimming: p.number("dimming", SlidingScreen.dimming),
            duration: p.number("duration", SlidingScreen.duration))
    }

    public var parameters: ParameterValues {
        ParameterValues(["from": .choice(edge.rawValue), "dimming": .number(dimming), "duration": .number(duration)])
    }

    public var timing: Timing { .curve(ClassicGeometry.navigationCurve, duration: duration) }
}

/// The defaults and parameter declarations the sliding-screen effects share.
enum SlidingScreen {
    static let dimming = 0.1
    /// Hero's run time for its cover and uncover.
    static let duration = 0.35

    /// `from`, `dimming` and `duration`, with the two documentation lines that differ.
    static func parameters(from fromDoc: String, dimming dimmingDoc: String) -> [ParameterSpec] {
        [
            .choice("from", default: Edge.trailing, fromDoc),
            ParameterSpec("dimming", .number(0...1), default: .number(dimming), dimmingDoc),
            ParameterSpec("duration", .number(0.01...10), default: .number(duration), "Run time in seconds."),
        ]
    }
}
