/// A pixel-level transition between the two screens at some progress, described as data: which
/// kernel, with which parameters. TransitRender draws it on the CPU; the UIKit adapter maps it
/// to the matching Core Image filter.
public struct PixelTransition: Hashable, Sendable {
    /// The kernel's name, the effect's catalogue name (`flash`, `ripple`, ...).
    public var kernel: String
    /// How far the transition has gone, `0...1`.
    public var progress: Double
    /// The kernel's typed parameters.
    public var parameters: ParameterValues
    /// When true, the kernel runs from the to-screen to the from-screen (an effect played back).
    public var isReversed: Bool

    public init(kernel: String, progress: Double, parameters: ParameterValues = ParameterValues(), isReversed: Bool = false) {
        self.kernel = kernel; self.progress = progress; self.parameters = parameters; self.isReversed = isReversed
    }

    /// The same transition with the screens swapped.
    public var reversed: PixelTransition {
        var t = self; t.isReversed.toggle(); return t
    }
}
