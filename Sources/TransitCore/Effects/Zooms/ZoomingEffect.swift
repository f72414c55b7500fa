/// An effect in which one screen scales and fades over the other, which also scales: `zoom` and
/// `zoom-out`, each the other played backwards. Conforming types supply the descriptor, the scene
/// and the memberwise initialiser; parameters and timing come from here.
///
/// ```swift
/// let effects: [any ZoomingEffect] = [Zoom(scale: 0.8), ZoomOut(scale: 0.8)]
/// ```
public protocol ZoomingEffect: Effect {
    /// The smaller of the two scales a screen passes through (the other is `2 - scale`).
    var scale: Double { get }
    /// Run time in seconds.
    var duration: Double { get }
    init(scale: Double, duration: Double)
}

extension ZoomingEffect {
    public init(parameters p: ParameterValues) {
        self.init(scale: p.number("scale", Zooming.scale), duration: p.number("duration", Zooming.duration))
    }

    public var parameters: ParameterValues {
        ParameterValues(["scale": .number(scale), "duration": .number(duration)])
    }

    /// Hero's curve for its zoom pair.
    public var timing: Timing { .curve(ClassicGeometry.standardCurve, duration: duration) }
}

/// The defaults and parameter declarations the zooming effects share.
enum Zooming {
    static let scale = 0.8
    /// Hero's run time for its zoom pair.
    static let duration = 0.35

    /// `scale` and `duration`, with the documentation of `scale`.
    static func parameters(scale scaleDoc: String) -> [ParameterSpec] {
        [
            ParameterSpec("scale", .number(0.1...1), default: .number(scale), scaleDoc),
            ParameterSpec("duration", .number(0.01...10), default: .number(duration), "Run time in seconds."),
        ]
    }
}
