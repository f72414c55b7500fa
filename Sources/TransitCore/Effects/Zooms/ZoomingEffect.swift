/// An effect in which one screen scales and fades over the other, which also scales: `zoom` and
/// `zoom-out`, each the other played backwards. Conforming types supply the descriptor, the scene
/// and the memberwise initialiser; parameters and timing come from here.
///
/// ```swift
/// let effects: [any ZoomingEffect] = [Zoom(scale: 0.8), ZoomOut(scale: 0.8)]
/// ```
public protocol ZoomingEffect: DeclaredEffect {
    /// The smaller of the two scales a screen passes through (the other is `2 - scale`).
    var scale: Double { get set }
    /// Run time in seconds.
    var duration: Double { get set }
    init(scale: Double, duration: Double)
}

extension ZoomingEffect {
    /// Hero's curve for its zoom pair.
    public var timing: Timing { .curve(ClassicGeometry.standardCurve, duration: duration) }

    /// `scale` and `duration`, with the documentation of `scale`.
    static func zoomingParameters(scale scaleDoc: String) -> [any ParameterDeclaration<Self>] {
        [
            EffectParameter.number(\Self.scale, "scale", 0.1...1, default: Zooming.scale, scaleDoc),
            EffectParameter.duration(\Self.duration, default: Zooming.duration),
        ]
    }

    public static var defaults: Self { Self(scale: Zooming.scale, duration: Zooming.duration) }
}

/// The defaults the zooming effects share; not public API (default arguments name them, and
/// `defaults` shows them).
@usableFromInline enum Zooming {
    @usableFromInline static let scale = 0.8
    /// Hero's run time for its zoom pair.
    @usableFromInline static let duration = 0.35
}
