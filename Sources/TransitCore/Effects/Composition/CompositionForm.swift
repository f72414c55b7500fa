/// One way to build an effect from others by name, as `transit list` and the documentation show
/// it: the form, what it does (the composition's own summary), the parameters it takes, and an
/// example the catalogue builds.
///
/// ```swift
/// for f in CompositionForm.all { print(f.form, "-", f.summary) }   // "a+b - Several effects at once ..."
/// ```
public struct CompositionForm: Hashable, Sendable {
    /// The form, with `a` and `b` standing for any effect names (compositions included).
    public let form: String
    public let summary: String
    /// The parameters a name of this form takes.
    public let parameters: String
    /// A name of this form that the built-in catalogue builds.
    public let example: String

    /// Every form, in the order `transit list` shows them.
    public static let all: [CompositionForm] = [
        CompositionForm(
            form: "a+b", summary: Combined.descriptor.summary,
            parameters: "each effect's own, prefixed with its position: 1.duration, 2.from", example: "fade+zoom"),
        CompositionForm(
            form: "reversed(a)", summary: Reversed.descriptor.summary,
            parameters: "the original's: its back transition plays forward", example: "reversed(push)"),
        CompositionForm(
            form: "staged(a)", summary: Staged.descriptor.summary,
            parameters: "the original's, and \(Composition.startKey), \(Composition.endKey) (fractions of the run)",
            example: "staged(fade)+staged(slide)"),
        CompositionForm(
            form: "mirrored(a)", summary: Mirrored.descriptor.summary,
            parameters:
                "the original's, and \(Composition.axisKey) (\(Mirrored.Axis.allCases.map(\.rawValue).joined(separator: "|")))",
            example: "mirrored(push)"),
    ]
}
