/// Reading and writing an `InteractionSpec` in a spec file, each choice as a key.
///
/// ```json
/// "interaction": {
///   "direction": "down", "edgeInset": 40, "completion": { "fraction": 0.5 }, "rate": 1,
///   "release": { "threshold": 0.5 }, "finishing": { "linear": { "speed": 1 } }, "overscroll": "clamp"
/// }
/// ```
/// Absent keys take `InteractionSpec`'s defaults; only `direction` is required. `edgeInset`
/// absent means a gesture may begin anywhere. `release` is `{"threshold": T}` or
/// `{"projected": {"threshold", "decelerationRate", "minimumFlickSpeed"}}`; `finishing` is
/// `"effectTiming"`, `{"spring": {"dampingRatio", "response"}}` or `{"linear": {"speed"}}`;
/// `overscroll` is `"clamp"` or `{"rubberBand": {"coefficient", "limit"}}`; `tapToClose` is
/// `{"region": [x, y, width, height], "slop", "maximumDuration"}`; `finger` is `"progress"` (the
/// default), `"effectTime"` or `{"time": TIMING}` with a timing as the spec's `timing` is written
/// (`InteractionSpec.FingerDrives`).
extension InteractionSpec {
    /// The keys of an interaction object.
    public static let specKeys = [
        "direction", "edgeInset", "completion", "rate", "release", "finishing", "overscroll", "tapToClose", "finger",
    ]

    static let ranges = (
        edgeInset: 1.0...1000, fraction: 0.01...1.0, points: 1.0...10_000, rate: 0.1...10.0, threshold: 0.0...1.0,
        deceleration: 0.9...0.9999, flick: 0.0...10_000, damping: 0.05...4.0, response: 0.01...10.0, speed: 0.1...100.0,
        coefficient: 0.01...2.0, limit: 0.01...1.0, slop: 0.0...100, tapDuration: 0.01...5.0
    )

    /// Reads the interaction fields of an object whose keys the caller has checked.
    static func read(_ object: SpecObject, reader: inout SpecReader) -> InteractionSpec? {
        let r = ranges
        let direction = reader.collect { () throws(SpecError) in
            let names = Direction.allCases.map(\.rawValue)
            return Direction(
                rawValue: try object.required("direction", "one of " + names.joined(separator: ", ")).name(
                    in: names, kind: "direction"))!
        }
        var spec = InteractionSpec(direction: direction ?? .right)
        if object["edgeInset"] != nil {
            spec.beginRegion = .edge(inset: reader.number(object, "edgeInset", in: r.edgeInset, default: 1))
        }
        spec.rate = reader.number(object, "rate", in: r.rate, default: 1)
        if let node = object["completion"] {
            reader.collect { () throws(SpecError) in
                let (name, v) = try node.choice(
                    bare: [], withValues: ["fraction", "points"], kind: "completion distance")
                spec.completionDistance =
                    name == "fraction" ? .fraction(try v!.number(in: r.fraction)) : .points(try v!.number(in: r.points))
            }
        }
        if let node = object["release"],
            let (name, v) = reader.collect({ () throws(SpecError) in
                try node.choice(bare: [], withValues: ["threshold", "projected"], kind: "release rule")
            })
        {
            if name == "threshold" {
                reader.collect { () throws(SpecError) in spec.release = .threshold(try v!.number(in: r.threshold)) }
            } else if let o = reader.object(v!, keys: ["threshold", "decelerationRate", "minimumFlickSpeed"]) {
                spec.release = .projected(
                    threshold: reader.number(o, "threshold", in: r.threshold, default: 0.5),
                    decelerationRate: reader.number(o, "decelerationRate", in: r.deceleration, default: 0.99),
                    minimumFlickSpeed: reader.number(o, "minimumFlickSpeed", in: r.flick, default: 100))
            }
        }
        if let node = object["finishing"],
            let (name, v) = reader.collect({ () throws(SpecError) in
                try node.choice(bare: ["effectTiming"], withValues: ["spring", "linear"], kind: "finishing motion")
            })
        {
            if name == "effectTiming" {
                spec.finishingMotion = .effectTiming
            } else if name == "spring", let o = reader.object(v!, keys: ["dampingRatio", "response"]) {
                spec.finishingMotion = .spring(
                    dampingRatio: reader.number(o, "dampingRatio", in: r.damping, default: 1),
                    response: reader.number(o, "response", in: r.response, default: 0.35))
            } else if name == "linear", let o = reader.object(v!, keys: ["speed"]) {
                spec.finishingMotion = .linear(speed: reader.number(o, "speed", in: r.speed, default: 1))
            }
        }
        if let node = object["overscroll"],
            let (name, v) = reader.collect({ () throws(SpecError) in
                try node.choice(bare: ["clamp"], withValues: ["rubberBand"], kind: "overscroll")
            })
        {
            if name == "rubberBand", let o = reader.object(v!, keys: ["coefficient", "limit"]) {
                spec.overscroll = .rubberBand(
                    coefficient: reader.number(o, "coefficient", in: r.coefficient, default: 0.55),
                    limit: reader.number(o, "limit", in: r.limit, default: 0.2))
            }
        }
        if let node = object["tapToClose"], let o = reader.object(node, keys: ["region", "slop", "maximumDuration"]) {
            let region = reader.collect { () throws(SpecError) -> Rect in
                let n = try o.required("region", "[x, y, width, height] in points")
                let q = try n.numbers(4, described: "[x, y, width, height] in points")
                for i in 2...3 where q[i] < 0 {
                    throw SpecNode(.number(q[i]), at: n.path.appending(index: i)).invalid("a size of at least 0")
                }
                return Rect(x: q[0], y: q[1], width: q[2], height: q[3])
            }
            spec.tapToClose = TapToClose(
                region: region ?? .zero, slop: reader.number(o, "slop", in: r.slop, default: 10),
                maximumDuration: reader.number(o, "maximumDuration", in: r.tapDuration, default: 0.35))
        }
        if let node = object["finger"],
            let (name, v) = reader.collect({ () throws(SpecError) in
                try node.choice(bare: ["progress", "effectTime"], withValues: ["time"], kind: "finger mapping")
            })
        {
            switch name {
            case "effectTime": spec.fingerDrives = .effectTime
            case "time": if let t = TimingSpec.read(v!, reader: &reader) { spec.fingerDrives = .time(t.timing) }
            default: spec.fingerDrives = .progress
            }
        }
        return direction == nil ? nil : spec
    }

    /// The interaction's members as a spec writes them (every choice explicit).
    public var specMembers: [String: SpecValue] {
        var o: [String: SpecValue] = ["direction": .string(direction.rawValue), "rate": .number(rate)]
        if case .edge(let inset) = beginRegion { o["edgeInset"] = .number(inset) }
        switch completionDistance {
        case .fraction(let f): o["completion"] = .object(["fraction": .number(f)])
        case .points(let p): o["completion"] = .object(["points": .number(p)])
        }
        switch release {
        case .threshold(let t): o["release"] = .object(["threshold": .number(t)])
        case .projected(let t, let d, let m):
            o["release"] = .object([
                "projected": .object([
                    "threshold": .number(t), "decelerationRate": .number(d), "minimumFlickSpeed": .number(m),
                ])
            ])
        }
        switch finishingMotion {
        case .effectTiming: o["finishing"] = .string("effectTiming")
        case .spring(let z, let r):
            o["finishing"] = .object(["spring": .object(["dampingRatio": .number(z), "response": .number(r)])])
        case .linear(let s): o["finishing"] = .object(["linear": .object(["speed": .number(s)])])
        }
        switch overscroll {
        case .clamp: o["overscroll"] = .string("clamp")
        case .rubberBand(let c, let l):
            o["overscroll"] = .object(["rubberBand": .object(["coefficient": .number(c), "limit": .number(l)])])
        }
        switch fingerDrives {
        case .progress: o["finger"] = .string("progress")
        case .effectTime: o["finger"] = .string("effectTime")
        case .time(.curve(let c, let d)): o["finger"] = .object(["time": TimingSpec.curve(c, duration: d).specValue])
        case .time(.spring(let sp)):
            let response = 2 * Double.pi / (sp.stiffness / sp.mass).squareRoot()
            o["finger"] = .object([
                "time": TimingSpec.spring(dampingRatio: sp.dampingRatio, response: response).specValue
            ])
        }
        if let t = tapToClose {
            let g = t.region
            o["tapToClose"] = .object([
                "region": .array([g.minX, g.minY, g.width, g.height].map(SpecValue.number)),
                "slop": .number(t.slop), "maximumDuration": .number(t.maximumDuration),
            ])
        }
        return o
    }
}
