/// An effect in which one whole screen slides over or off the other, still one, with a shade on
/// the screen beneath: `cover` and `reveal`. Conforming types supply the descriptor, the scene and
/// the memberwise initialiser; parameters and timing come from here.
///
/// ```swift
/// let effects: [any SlidingScreenEffect] = [Cover(from: .bottom), Reveal(from: .trailing)]
/// ```
public protocol SlidingScreenEffect: DeclaredEffect {
    /// The side the motion starts from.
    var edge: Edge { get set }
    /// The shade's opacity over the screen beneath when that screen is wholly covered.
    var dimming: Double { get set }
    /// Run time in seconds.
    var duration: Double { get set }
    init(from edge: Edge, dimming: Double, duration: Double)
}

extension SlidingScreenEffect {
    public var timing: Timing { .curve(ClassicGeometry.navigationCurve, duration: duration) }

    /// `from`, `dimming` and `duration`, with the two documentation lines that differ.
    static func slidingScreenParameters(from fromDoc: String, dimming dimmingDoc: String)
        -> [any ParameterDeclaration<Self>]
    {
        [
            EffectParameter.choice(\Self.edge, "from", default: SlidingScreen.edge, fromDoc),
            EffectParameter.number(\Self.dimming, "dimming", 0...1, default: SlidingScreen.dimming, dimmingDoc),
            EffectParameter.duration(\Self.duration, default: SlidingScreen.duration),
        ]
    }

    public static var defaults: Self {
        Self(from: SlidingScreen.edge, dimming: SlidingScreen.dimming, duration: SlidingScreen.duration)
    }
}

/// The defaults the sliding-screen effects share; not public API (default arguments name them, and
/// `defaults` shows them).
@usableFromInline enum SlidingScreen {
    @usableFromInline static let edge = Edge.trailing
    @usableFromInline static let dimming = 0.1
    /// Hero's run time for its cover and uncover.
    @usableFromInline static let duration = 0.35
}
