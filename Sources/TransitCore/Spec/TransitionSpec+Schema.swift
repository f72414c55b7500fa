/// The JSON Schema of the spec format, generated from a catalogue so editors can validate and
/// complete specs as the user types (`transit schema`).
extension TransitionSpec {
    /// A JSON Schema (draft 2020-12) for specs naming the effects of `catalogue`.
    ///
    /// ```swift
    /// let schema = TransitionSpec.jsonSchema(for: .builtIn)
    /// schema["$schema"] // "https://json-schema.org/draft/2020-12/schema"
    /// ```
    public static func jsonSchema(for catalogue: EffectCatalogue) -> SpecValue {
        typealias S = JSONSchema
        var defs: [String: SpecValue] = [:]
        for d in catalogue.descriptors {
            var parameters: [String: SpecValue] = [:]
            for p in d.parameters { parameters[p.name] = p.jsonSchema }
            guard
                case .object(var o) = S.object(
                    ["name": .object(["const": .string(d.name)]), "parameters": S.object(parameters)],
                    required: ["name"])
            else { continue }
            o["description"] = .string(d.summary)
            defs["effect-" + d.name] = .object(o)
        }
        defs["effect"] = S.oneOf(
            [S.names(catalogue.names)] + catalogue.names.map { .object(["$ref": .string("#/$defs/effect-" + $0)]) })

        let t = TimingSpec.self
        defs["timing"] = S.oneOf([
            S.object(
                [
                    "duration": S.number(t.durationRange),
                    "curve": S.oneOf([S.names(TimingCurve.presets.map(\.name)), S.numbers(4)]),
                ], required: ["duration"]),
            S.oneKey(
                "spring",
                S.object(
                    ["dampingRatio": S.number(t.dampingRange), "response": S.number(t.responseRange)],
                    required: ["dampingRatio", "response"])),
        ])

        let r = InteractionSpec.ranges
        defs["interaction"] = S.object(
            [
                "drives": S.names(Direction.allCases.map(\.rawValue)),
                "direction": S.names(InteractionSpec.Direction.allCases.map(\.rawValue)),
                "edgeInset": S.number(r.edgeInset),
                "completion": S.oneOf([
                    S.oneKey("fraction", S.number(r.fraction)), S.oneKey("points", S.number(r.points)),
                ]),
                "rate": S.number(r.rate),
                "release": S.oneOf([
                    S.oneKey("threshold", S.number(r.threshold)),
                    S.oneKey(
                        "projected",
                        S.object([
                            "threshold": S.number(r.threshold), "decelerationRate": S.number(r.deceleration),
                            "minimumFlickSpeed": S.number(r.flick),
                        ])),
                ]),
                "finishing": S.oneOf([
                    S.names(["effectTiming"]),
                    S.oneKey(
                        "spring", S.object(["dampingRatio": S.number(r.damping), "response": S.number(r.response)])),
                    S.oneKey("linear", S.object(["speed": S.number(r.speed)])),
                ]),
                "overscroll": S.oneOf([
                    S.names(["clamp"]),
                    S.oneKey(
                        "rubberBand", S.object(["coefficient": S.number(r.coefficient), "limit": S.number(r.limit)])),
                ]),
                "tapToClose": S.object(
                    ["region": S.numbers(4), "slop": S.number(r.slop), "maximumDuration": S.number(r.tapDuration)],
                    required: ["region"]),
                "finger": S.oneOf([
                    S.names(["progress", "effectTime"]),
                    S.oneKey("time", .object(["$ref": .string("#/$defs/timing")])),
                ]),
            ], required: ["direction"])

        guard
            case .object(var root) = S.object(
                [
                    "$schema": .object(["type": .string("string")]),
                    "summary": .object(["type": .string("string")]),
                    "effect": .object(["$ref": .string("#/$defs/effect")]),
                    "back": .object(["$ref": .string("#/$defs/effect")]),
                    "timing": .object(["$ref": .string("#/$defs/timing")]),
                    "interaction": .object(["$ref": .string("#/$defs/interaction")]),
                    "reduceMotion": S.names(ReduceMotion.allCases.map(\.rawValue)),
                ], required: ["effect"])
        else { return .null }
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["title"] = .string("Transit transition spec")
        root["$defs"] = .object(defs)
        return .object(root)
    }
}
