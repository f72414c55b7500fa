import TransitCore

/// Random valid transition specs over a catalogue, for round-trip and fuzz tests: every field
/// set or left out at random, every choice of timing and interaction, numbers anywhere in their
/// allowed ranges.
///
/// ```swift
/// var rng = SeededRandom(seed: 7)
/// let spec = RandomSpecs.spec(from: .builtIn, using: &rng)
/// #expect(try TransitionSpec(spec.specValue) == spec)
/// ```
public enum RandomSpecs {
    public static func spec(from catalogue: EffectCatalogue, using rng: inout some RandomNumberGenerator)
        -> TransitionSpec
    {
        var spec = TransitionSpec(effect: effect(from: catalogue, using: &rng))
        if Bool.random(using: &rng) {
            spec.summary = ["", "A spec", "Ünïcode ✓ \"quoted\"", "x\ny"].randomElement(using: &rng)!
        }
        if Bool.random(using: &rng) { spec.timing = timing(using: &rng) }
        if Bool.random(using: &rng) { spec.back = effect(from: catalogue, using: &rng) }
        if Bool.random(using: &rng) {
            spec.interaction = interaction(using: &rng)
            spec.interactionDrives = Direction.allCases.randomElement(using: &rng)!
        }
        spec.reduceMotion = TransitionSpec.ReduceMotion.allCases.randomElement(using: &rng)!
        return spec
    }

    public static func effect(from catalogue: EffectCatalogue, using rng: inout some RandomNumberGenerator)
        -> EffectSpec
    {
        let d = catalogue.descriptors.randomElement(using: &rng)!
        var spec = EffectSpec(name: d.name)
        // Files are left out: a random spec must render without files on disk.
        for p in d.parameters where p.kind != .file && Bool.random(using: &rng) {
            spec.parameters[p.name] = value(of: p.kind, using: &rng)
        }
        return spec
    }

    public static func value(of kind: ParameterKind, using rng: inout some RandomNumberGenerator) -> ParameterValue {
        switch kind {
        case .number(let r): .number(number(in: r, using: &rng))
        case .integer(let r): .integer(Int.random(in: r, using: &rng))
        case .boolean: .boolean(Bool.random(using: &rng))
        case .choice(let c): .choice(c.randomElement(using: &rng)!)
        case .color:
            .color(
                Color(
                    hex: UInt32.random(in: 0...0xFFFFFF, using: &rng),
                    alpha: Bool.random(using: &rng) ? 1 : Double(Int.random(in: 0...254, using: &rng)) / 255))
        case .point: .point(Point(x: number(in: -500...500, using: &rng), y: number(in: -500...500, using: &rng)))
        case .file: .file("masks/mask-\(Int.random(in: 0...99, using: &rng)).png")
        }
    }

    /// A number in `r`, often one of its bounds or a round value.
    public static func number(in r: ClosedRange<Double>, using rng: inout some RandomNumberGenerator) -> Double {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: r.lowerBound
        case 1: r.upperBound
        case 2: min(r.upperBound, max(r.lowerBound, Double.random(in: r, using: &rng).rounded()))
        default: Double.random(in: r, using: &rng)
        }
    }

    public static func timing(using rng: inout some RandomNumberGenerator) -> TimingSpec {
        if Bool.random(using: &rng) {
            return .spring(
                dampingRatio: number(in: 0.05...4, using: &rng), response: number(in: 0.01...10, using: &rng))
        }
        let curve =
            Bool.random(using: &rng)
            ? TimingCurve.presets.randomElement(using: &rng)!.curve
            : TimingCurve(
                number(in: 0...1, using: &rng), number(in: -5...5, using: &rng), number(in: 0...1, using: &rng),
                number(in: -5...5, using: &rng))
        return .curve(curve, duration: number(in: 0.01...60, using: &rng))
    }

    public static func interaction(using rng: inout some RandomNumberGenerator) -> InteractionSpec {
        var s = InteractionSpec(direction: InteractionSpec.Direction.allCases.randomElement(using: &rng)!)
        if Bool.random(using: &rng) { s.beginRegion = .edge(inset: number(in: 1...1000, using: &rng)) }
        s.completionDistance =
            Bool.random(using: &rng)
            ? .fraction(number(in: 0.01...1, using: &rng)) : .points(number(in: 1...10_000, using: &rng))
        s.rate = number(in: 0.1...10, using: &rng)
        s.release =
            Bool.random(using: &rng)
            ? .threshold(number(in: 0...1, using: &rng))
            : .projected(
                threshold: number(in: 0...1, using: &rng), decelerationRate: number(in: 0.9...0.9999, using: &rng),
                minimumFlickSpeed: number(in: 0...10_000, using: &rng))
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: s.finishingMotion = .effectTiming
        case 1:
            s.finishingMotion = .spring(
                dampingRatio: number(in: 0.05...4, using: &rng), response: number(in: 0.01...10, using: &rng))
        default: s.finishingMotion = .linear(speed: number(in: 0.1...100, using: &rng))
        }
        if Bool.random(using: &rng) {
            s.overscroll = .rubberBand(
                coefficient: number(in: 0.01...2, using: &rng), limit: number(in: 0.01...1, using: &rng))
        }
        if Bool.random(using: &rng) {
            s.tapToClose = InteractionSpec.TapToClose(
                region: Rect(
                    x: number(in: -100...500, using: &rng), y: number(in: -100...900, using: &rng),
                    width: number(in: 0...500, using: &rng), height: number(in: 0...900, using: &rng)),
                slop: number(in: 0...100, using: &rng), maximumDuration: number(in: 0.01...5, using: &rng))
        }
        return s
    }
}
