import TransitCore

/// What a catalogue law found wrong with one effect: the law, the effect and the evidence.
/// Each law is a function that returns its violation, or nil when the effect obeys it, so the
/// same check runs on every good effect and on deliberately broken ones.
///
/// ```swift
/// if let v = declaredDefaultsViolation(named: "push", builtBy: [("push()", .push())]) { print(v) }
/// ```
public struct LawViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The law's name, as the tests call it ("declared defaults").
    public var law: String
    /// The effect's catalogue name.
    public var effect: String
    /// What was found, with the values that disagree.
    public var detail: String

    public init(law: String, effect: String, detail: String) {
        self.law = law
        self.effect = effect
        self.detail = detail
    }

    public var description: String { "\(effect) breaks the \(law) law: \(detail)" }
}

/// How two effects differ, as a line naming the first difference, or nil when they are the same
/// value: the same parameters, timings and back variant, and equal scenes at several progress
/// values forward and back (which also catches state that `parameters` does not show).
public func effectDifference(_ a: any Effect, _ b: any Effect, in context: TransitionContext = lawContext) -> String? {
    if a.parameters != b.parameters {
        let keys = Set(a.parameters.values.keys).union(b.parameters.values.keys).sorted()
        let differing = keys.filter { a.parameters[$0] != b.parameters[$0] }.map {
            "\($0): \(a.parameters[$0].map(\.description) ?? "absent") vs \(b.parameters[$0].map(\.description) ?? "absent")"
        }
        return "parameters differ (" + differing.joined(separator: ", ") + ")"
    }
    if a.timing != b.timing { return "timings differ (\(a.timing) vs \(b.timing))" }
    if a.backTiming != b.backTiming { return "back timings differ" }
    if a.hasOwnBackVariant != b.hasOwnBackVariant { return "one has its own back variant, the other not" }
    for c in [context, context.reversed] {
        for p in [0, 0.3, 0.7, 1] where a.evaluate(at: p, in: c) != b.evaluate(at: p, in: c) {
            return "scenes differ at progress \(p) going \(c.direction)"
        }
    }
    return nil
}

/// The context the core laws evaluate effects in: a small phone-shaped container.
public let lawContext = TransitionContext(size: Size(width: 60, height: 130))
