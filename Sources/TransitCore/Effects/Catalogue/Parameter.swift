/// The type of an effect parameter, with its allowed values.
public enum ParameterKind: Hashable, Sendable {
    /// A real number within a range.
    case number(ClosedRange<Double>)
    /// A whole number within a range.
    case integer(ClosedRange<Int>)
    case boolean
    /// One of a fixed set of names.
    case choice([String])
    /// `#RRGGBB`, `#RRGGBBAA` or a colour name.
    case color
    /// `x,y` in points.
    case point
    /// The path of an image file (PNG or JPEG) that the host reads before rendering.
    case file

    /// The largest coordinate a point parameter may have when the container is not known (a spec
    /// on its own): `pointReach` times the largest container (10,000 points a side). NaN and
    /// infinities are refused too (`abs(.nan) <= limit` is false).
    public static let pointLimit = 1_000_000.0

    /// How far a point parameter (or a touch point) may lie from the container's origin, in
    /// multiples of the container's size each way, so a point never sends the renderer far
    /// outside the screen.
    public static let pointReach = 100.0

    /// Whether `p` is finite and within `pointReach` times `container`'s size of its origin (within
    /// `pointLimit` when the container is not known). The one check for point parameters, touch
    /// points and spec points, so the CLI, specs and the library agree.
    ///
    /// ```swift
    /// ParameterKind.isWithinReach(Point(x: 3000, y: 0), of: Size(width: 20, height: 40))  // false
    /// ParameterKind.isWithinReach(Point(x: 3000, y: 0), of: nil)                          // true
    /// ```
    public static func isWithinReach(_ p: Point, of container: Size?) -> Bool {
        let (x, y) = reach(of: container)
        return abs(p.x) <= x && abs(p.y) <= y
    }

    /// The largest |x| and |y| a point may have in `container` (`pointLimit` each way without one).
    public static func reach(of container: Size?) -> (x: Double, y: Double) {
        guard let container else { return (pointLimit, pointLimit) }
        return (pointReach * container.width, pointReach * container.height)
    }

    /// `allowed`, with a point's limits for `container`.
    public func allowed(in container: Size?) -> String {
        guard case .point = self, let container else { return allowed }
        let (x, y) = Self.reach(of: container)
        return "a point x,y in points, each finite and within \(formatNumber(Self.pointReach)) times the "
            + "\(formatNumber(container.width))x\(formatNumber(container.height)) container "
            + "(±\(formatNumber(x)), ±\(formatNumber(y)))"
    }

    /// A short description of what is allowed, for errors and `transit list`.
    public var allowed: String {
        switch self {
        case .number(let r): "a number in \(formatNumber(r.lowerBound))...\(formatNumber(r.upperBound))"
        case .integer(let r): "an integer in \(r.lowerBound)...\(r.upperBound)"
        case .boolean: "true or false"
        case .choice(let c): "one of " + c.joined(separator: ", ")
        case .color: "a colour (#RRGGBB, #RRGGBBAA, or a name such as white)"
        case .point: "a point x,y in points, each finite and within ±\(formatNumber(ParameterKind.pointLimit))"
        case .file: "the path of a PNG or JPEG file"
        }
    }

    /// The type's name (`number`, `integer`, `boolean`, `choice`, `color`, `point`, `file`).
    public var typeName: String {
        switch self {
        case .number: "number"
        case .integer: "integer"
        case .boolean: "boolean"
        case .choice: "choice"
        case .color: "color"
        case .point: "point"
        case .file: "file"
        }
    }

    /// Whether a value has this type and lies in the allowed range.
    public func accepts(_ v: ParameterValue) -> Bool { accepts(v, in: nil) }

    /// Whether a value has this type and lies in the allowed range; a point within reach of
    /// `container` (`isWithinReach(_:of:)`).
    public func accepts(_ v: ParameterValue, in container: Size?) -> Bool {
        switch (self, v) {
        case (.number(let r), .number(let x)): r.contains(x)
        case (.integer(let r), .integer(let x)): r.contains(x)
        case (.boolean, .boolean), (.color, .color): true
        case (.point, .point(let p)): Self.isWithinReach(p, of: container)
        case (.choice(let c), .choice(let x)): c.contains(x)
        case (.file, .file(let path)): !path.isEmpty
        default: false
        }
    }

    /// Parses command-line text into a value of this kind, or nil when it does not parse
    /// (range is checked separately by `accepts`).
    public func parse(_ text: String) -> ParameterValue? {
        switch self {
        case .number: Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case .integer: Int(text).map { .integer($0) }
        case .boolean:
            ["true": true, "yes": true, "1": true, "false": false, "no": false, "0": false][text.lowercased()].map {
                .boolean($0)
            }
        case .choice(let c): c.contains(text) ? .choice(text) : nil
        case .color: Color(parsing: text).map { .color($0) }
        case .point:
            { () -> ParameterValue? in
                let parts = text.split(separator: ",")
                guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
                return .point(Point(x: x, y: y))
            }()
        case .file: text.isEmpty ? nil : .file(text)
        }
    }
}

/// A value of an effect parameter.
public enum ParameterValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case choice(String)
    case color(Color)
    case point(Point)
    /// A file path, as given (relative paths are the host's to resolve).
    case file(String)

    /// The value as the command line writes it (`-p name=VALUE`).
    public var description: String {
        switch self {
        case .number(let x): formatNumber(x)
        case .integer(let i): String(i)
        case .boolean(let b): String(b)
        case .choice(let s): s
        case .color(let c): c.hexString
        case .point(let p): "\(formatNumber(p.x)),\(formatNumber(p.y))"
        case .file(let path): path
        }
    }
}

/// The declaration of one effect parameter: name, type, default and documentation.
public struct ParameterSpec: Hashable, Sendable {
    /// camelCase name, as in the Swift factory and in specs (`startRadius`).
    public var name: String
    public var kind: ParameterKind
    /// The default, or nil when absent means "decided from the context" (a centre that defaults to
    /// the touch point, say).
    public var defaultValue: ParameterValue?
    public var documentation: String

    public init(_ name: String, _ kind: ParameterKind, default defaultValue: ParameterValue?, _ documentation: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.documentation = documentation
    }

    /// A choice parameter over the cases of a string enum.
    public static func choice<E: RawRepresentable & CaseIterable>(_ name: String, default d: E, _ doc: String)
        -> ParameterSpec
    where E.RawValue == String {
        ParameterSpec(name, .choice(E.allCases.map(\.rawValue)), default: .choice(d.rawValue), doc)
    }
}

/// Parameter values by name, with typed accessors that fall back to the spec's defaults.
public struct ParameterValues: Hashable, Sendable, Codable {
    public var values: [String: ParameterValue]
    public init(_ values: [String: ParameterValue] = [:]) { self.values = values }

    public subscript(name: String) -> ParameterValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    public func number(_ n: String, _ fallback: Double) -> Double {
        switch values[n] {
        case .number(let x): x
        case .integer(let i): Double(i)
        default: fallback
        }
    }
    public func integer(_ n: String, _ fallback: Int) -> Int {
        if case .integer(let i) = values[n] { return i }
        return fallback
    }
    public func boolean(_ n: String, _ fallback: Bool) -> Bool {
        if case .boolean(let b) = values[n] { return b }
        return fallback
    }
    public func color(_ n: String, _ fallback: Color) -> Color {
        if case .color(let c) = values[n] { return c }
        return fallback
    }
    public func point(_ n: String) -> Point? {
        if case .point(let p) = values[n] { return p }
        return nil
    }
    public func choice<E: RawRepresentable>(_ n: String, _ fallback: E) -> E where E.RawValue == String {
        if case .choice(let s) = values[n], let e = E(rawValue: s) { return e }
        return fallback
    }
}
