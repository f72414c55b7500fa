/// A transition described as data: the effect and its parameters, the timing, an optional
/// distinct back effect, the gesture that drives it, and what Reduce Motion does. It decodes into
/// the same values the Swift API builds, and a wrong spec is rejected with errors naming the key path.
///
/// ```json
/// {
///   "summary": "Circle spread; swipe down to go back",
///   "effect": { "name": "circle-spread", "parameters": { "startRadius": 0 } },
///   "timing": { "duration": 0.5, "curve": "easeInEaseOut" },
///   "interaction": { "drives": "back", "direction": "down", "completion": { "fraction": 0.5 } },
///   "reduceMotion": "crossFade"
/// }
/// ```
///
/// ```swift
/// let spec = try TransitionSpec(tree)                      // tree: a SpecValue from JSON or a plist
/// let effect = try spec.makeEffect(for: .forward)
/// let timing = spec.timing(for: effect, direction: .forward)
/// ```
/// Only `effect` is required. Effects come from the catalogue, so registered effects decode the
/// same way as built-in ones. Encoding writes the canonical form, which decodes to the same spec.
public struct TransitionSpec: Hashable, Sendable {
    /// What Reduce Motion does to this transition.
    public enum ReduceMotion: String, Hashable, Sendable, CaseIterable {
        /// The player swaps the effect for its short cross-fade (`MotionPreferences.substitute(for:)`).
        case crossFade
        /// The effect plays as designed, for effects with no motion to reduce (a fade, a dissolve).
        case playEffect

        /// The motion preferences to hand the player, given the user's.
        public func preferences(from user: MotionPreferences) -> MotionPreferences {
            self == .crossFade ? user : MotionPreferences()
        }
    }

    /// One line saying what the transition is for (shown by `transit validate`).
    public var summary: String?
    public var effect: EffectSpec
    /// The timing of an animated run; nil for the effect's own.
    public var timing: TimingSpec?
    /// A distinct effect for the back transition (pop, dismiss); nil plays `effect` reversed.
    public var back: EffectSpec?
    /// The gesture that drives the transition; nil when it only runs animated.
    public var interaction: InteractionSpec?
    /// Which transition the gesture drives: usually `.back` (swipe to dismiss).
    public var interactionDrives: Direction
    public var reduceMotion: ReduceMotion

    public init(
        summary: String? = nil, effect: EffectSpec, timing: TimingSpec? = nil, back: EffectSpec? = nil,
        interaction: InteractionSpec? = nil, interactionDrives: Direction = .back,
        reduceMotion: ReduceMotion = .crossFade
    ) {
        self.summary = summary
        self.effect = effect
        self.timing = timing
        self.back = back
        self.interaction = interaction
        self.interactionDrives = interactionDrives
        self.reduceMotion = reduceMotion
    }

    /// The top-level keys (`$schema` is allowed so editors find the schema, and ignored).
    public static let keys = ["$schema", "summary", "effect", "timing", "back", "interaction", "reduceMotion"]

    /// Reads and validates a spec tree against a catalogue.
    /// - Throws: `SpecErrors` with every problem found, each naming its key path.
    public init(
        _ value: SpecValue, catalogue: EffectCatalogue = .builtIn, options: SpecDecodingOptions = SpecDecodingOptions()
    ) throws(SpecErrors) {
        var reader = SpecReader(options: options)
        let spec = Self.read(SpecNode(value), catalogue: catalogue, reader: &reader)
        guard let spec, reader.errors.isEmpty else {
            throw SpecErrors(
                reader.errors.isEmpty ? [SpecError(.root, .unreadable("not a transition spec"))] : reader.errors)
        }
        self = spec
    }

    static func read(_ node: SpecNode, catalogue: EffectCatalogue, reader: inout SpecReader) -> TransitionSpec? {
        guard let object = reader.object(node, keys: keys) else { return nil }
        let summary = object["summary"].flatMap { n in reader.collect { () throws(SpecError) in try n.string() } }
        let effect = reader.collect({ () throws(SpecError) in
            try object.required("effect", "an effect name, or an object with keys name, parameters")
        })
        .flatMap { EffectSpec.read($0, catalogue: catalogue, reader: &reader) }
        // The rest is read even without a valid effect, so one pass reports every problem.
        var spec = TransitionSpec(summary: summary, effect: effect ?? EffectSpec(name: ""))
        if let n = object["timing"] { spec.timing = TimingSpec.read(n, reader: &reader) }
        if let n = object["back"] { spec.back = EffectSpec.read(n, catalogue: catalogue, reader: &reader) }
        if let n = object["interaction"], let o = reader.object(n, keys: ["drives"] + InteractionSpec.specKeys) {
            spec.interaction = InteractionSpec.read(o, reader: &reader)
            if let d = o["drives"] {
                let names = Direction.allCases.map(\.rawValue)
                spec.interactionDrives =
                    reader.collect { () throws(SpecError) in
                        Direction(rawValue: try d.name(in: names, kind: "direction"))!
                    } ?? .back
            }
        }
        if let n = object["reduceMotion"] {
            let names = ReduceMotion.allCases.map(\.rawValue)
            spec.reduceMotion =
                reader.collect { () throws(SpecError) in
                    ReduceMotion(rawValue: try n.name(in: names, kind: "Reduce Motion behaviour"))!
                } ?? .crossFade
        }
        return effect == nil ? nil : spec
    }

    /// The canonical tree: every field that is set, choices written out.
    public var specValue: SpecValue {
        var o: [String: SpecValue] = ["effect": effect.specValue, "reduceMotion": .string(reduceMotion.rawValue)]
        if let summary { o["summary"] = .string(summary) }
        if let timing { o["timing"] = timing.specValue }
        if let back { o["back"] = back.specValue }
        if let interaction {
            var members = interaction.specMembers
            members["drives"] = .string(interactionDrives.rawValue)
            o["interaction"] = .object(members)
        }
        return .object(o)
    }

    /// The effect that plays the transition in `direction`: `back` when set for `.back`, else `effect`.
    public func makeEffect(for direction: Direction, in catalogue: EffectCatalogue = .builtIn) throws(CatalogueError)
        -> any Effect
    {
        try makeEffect(for: direction, in: catalogue, container: nil)
    }

    /// The effect that plays the transition in `direction`, its points within reach of `container`
    /// when it is known (`ParameterKind.isWithinReach(_:of:)`).
    public func makeEffect(for direction: Direction, in catalogue: EffectCatalogue, container: Size?)
        throws(CatalogueError) -> any Effect
    {
        try (direction == .back ? back ?? effect : effect).makeEffect(in: catalogue, container: container)
    }

    /// The timing of an animated run of `effect` in `direction`: the spec's (both ways), else the
    /// effect's own for that direction.
    public func timing(for effect: any Effect, direction: Direction = .forward) -> Timing {
        timing?.timing ?? effect.timing(for: direction)
    }

    /// The gesture for the transition in `direction`, if the spec makes that one interactive.
    public func interaction(for direction: Direction) -> InteractionSpec? {
        interactionDrives == direction ? interaction : nil
    }
}
