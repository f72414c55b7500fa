/// How a spec says a transition runs by itself: a duration with a timing curve, or a spring.
///
/// The curve is a preset name (`TimingCurve.presets`: linear, easeIn, easeOut, easeInEaseOut,
/// default) or four control points `[c1x, c1y, c2x, c2y]`; without one it is easeInEaseOut.
/// A spring is given by damping ratio and response and lasts until it settles.
///
/// ```json
/// "timing": { "duration": 0.5, "curve": "easeInEaseOut" }
/// "timing": { "duration": 0.4, "curve": [0.34, 1.56, 0.64, 1] }
/// "timing": { "spring": { "dampingRatio": 0.55, "response": 0.5 } }
/// ```
public enum TimingSpec: Hashable, Sendable {
    case curve(TimingCurve, duration: Double)
    case spring(dampingRatio: Double, response: Double)

    /// The timing the player runs.
    ///
    /// ```swift
    /// TimingSpec.curve(.easeIn, duration: 0.3).timing // .curve(.easeIn, duration: 0.3)
    /// ```
    public var timing: Timing {
        switch self {
        case .curve(let c, let d): .curve(c, duration: d)
        case .spring(let z, let r): .spring(Spring(dampingRatio: z, response: r))
        }
    }

    static let durationRange = 0.01...60.0
    static let controlXRange = 0.0...1.0
    static let controlYRange = -5.0...5.0
    static let dampingRange = 0.05...4.0
    static let responseRange = 0.01...10.0

    static func read(_ node: SpecNode, reader: inout SpecReader) -> TimingSpec? {
        guard let object = reader.object(node, keys: ["duration", "curve", "spring"]) else { return nil }
        if let springNode = object["spring"] {
            for key in ["duration", "curve"] where object[key] != nil {
                reader.report(object[key]!.invalid("no \(key) beside spring (a spring lasts until it settles)"))
            }
            guard let spring = reader.object(springNode, keys: ["dampingRatio", "response"]) else { return nil }
            let z = reader.collect { () throws(SpecError) in
                try spring.required("dampingRatio", "a number").number(in: dampingRange)
            }
            let r = reader.collect { () throws(SpecError) in
                try spring.required("response", "a number").number(in: responseRange)
            }
            guard let z, let r else { return nil }
            return .spring(dampingRatio: z, response: r)
        }
        let duration = reader.collect { () throws(SpecError) in
            try object.required("duration", "a number in seconds, or a spring instead").number(in: durationRange)
        }
        var curve = TimingCurve.easeInEaseOut
        if let curveNode = object["curve"] {
            guard let c = reader.collect({ () throws(SpecError) in try readCurve(curveNode) }) else { return nil }
            curve = c
        }
        return duration.map { .curve(curve, duration: $0) }
    }

    private static func readCurve(_ node: SpecNode) throws(SpecError) -> TimingCurve {
        let names = TimingCurve.presets.map(\.name)
        if case .string = node.value {
            let name = try node.name(in: names, kind: "timing curve")
            return TimingCurve.presets.first { $0.name == name }!.curve
        }
        let p = try node.numbers(
            4, described: "a preset name (\(names.joined(separator: ", "))) or four control points [c1x, c1y, c2x, c2y]"
        )
        for (i, x) in p.enumerated() {
            let range = i % 2 == 0 ? controlXRange : controlYRange
            _ = try SpecNode(.number(x), at: node.path.appending(index: i)).number(in: range)
        }
        return TimingCurve(p[0], p[1], p[2], p[3])
    }

    /// The spec value: a curve as its preset name when it is one, else its four control points.
    public var specValue: SpecValue {
        switch self {
        case .curve(let c, let d):
            let curve: SpecValue =
                TimingCurve.presets.first { $0.curve == c }.map { .string($0.name) }
                ?? .array([c.c1x, c.c1y, c.c2x, c.c2y].map(SpecValue.number))
            return .object(["duration": .number(d), "curve": curve])
        case .spring(let z, let r):
            return .object(["spring": .object(["dampingRatio": .number(z), "response": .number(r)])])
        }
    }
}
