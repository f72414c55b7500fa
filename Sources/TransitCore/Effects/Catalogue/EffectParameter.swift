/// The one declaration of an effect parameter: its name, type and range or choices, default,
/// help, and the stored property it fills. The descriptor (what `transit list` prints and specs
/// validate against), `init(parameters:)` and `parameters` are all derived from these
/// declarations, and memberwise initialisers and factories take their defaults from them, so a
/// default is written once.
///
/// ```swift
/// public struct Push: DeclaredEffect {
///     @usableFromInline static let parallaxParameter = EffectParameter.number(
///         \Push.parallax, "parallax", 0...1, default: 0.3, "How far the old screen travels.")
///     public var parallax: Double
///     public init(parallax: Double = Push.parallaxParameter.default) { self.parallax = parallax }
///     ...
/// }
/// ```
public struct EffectParameter<Root, Value: Sendable>: Sendable {
    /// The declaration as the catalogue lists it (the default encoded, nil when absent).
    public let spec: ParameterSpec
    /// The value the property takes when the parameter is absent.
    public let `default`: Value
    /// The stored property the parameter fills.
    public let keyPath: WritableKeyPath<Root, Value> & Sendable
    private let encode: @Sendable (Value) -> ParameterValue?
    private let decode: @Sendable (ParameterValue) -> Value?

    /// Declares a parameter with its own encoding: `encode` gives the value a spec writes (nil to
    /// leave it out), `decode` reads one back (nil when it does not fit).
    public init(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ name: String, _ kind: ParameterKind,
        default defaultValue: Value, _ help: String,
        encode: @escaping @Sendable (Value) -> ParameterValue?,
        decode: @escaping @Sendable (ParameterValue) -> Value?
    ) {
        self.spec = ParameterSpec(name, kind, default: encode(defaultValue), help)
        self.default = defaultValue
        self.keyPath = keyPath
        self.encode = encode
        self.decode = decode
    }

    /// The parameter's name, as in specs and on the command line.
    public var name: String { spec.name }

    /// The value in `values` (a number clamped to its range), or the default when it is absent or
    /// does not fit.
    public func value(in values: ParameterValues) -> Value {
        values[spec.name].flatMap(decode) ?? self.default
    }

    /// The value `effect` holds, as a spec writes it (nil when it writes none).
    public func encodedValue(of effect: Root) -> ParameterValue? { encode(effect[keyPath: keyPath]) }
}

/// A parameter declaration with its value type erased, as an effect lists them.
public protocol ParameterDeclaration<Root>: Sendable {
    associatedtype Root
    /// The declaration as the catalogue lists it.
    var spec: ParameterSpec { get }
    /// Sets the property from `values` (the default when absent).
    func apply(_ values: ParameterValues, to effect: inout Root)
    /// The value `effect` holds, as a spec writes it (nil when it writes none).
    func encodedValue(of effect: Root) -> ParameterValue?
}

extension EffectParameter: ParameterDeclaration {
    public func apply(_ values: ParameterValues, to effect: inout Root) { effect[keyPath: keyPath] = value(in: values) }
}

extension EffectParameter where Value == Double {
    /// A real number within `range`.
    public static func number(
        _ keyPath: WritableKeyPath<Root, Double> & Sendable, _ name: String, _ range: ClosedRange<Double>,
        default d: Double, _ help: String
    ) -> Self {
        Self(
            keyPath, name, .number(range), default: d, help, encode: { .number($0) },
            decode: {
                $0.asNumber.map { min(max($0, range.lowerBound), range.upperBound) }
            })
    }

    /// A run time in seconds (0.01...10).
    public static func duration(
        _ keyPath: WritableKeyPath<Root, Double> & Sendable, default d: Double, _ help: String = "Run time in seconds."
    ) -> Self {
        number(keyPath, "duration", 0.01...10, default: d, help)
    }
}

extension EffectParameter where Value == Double? {
    /// A real number within `range` that, when absent, is decided from the context.
    public static func number(
        _ keyPath: WritableKeyPath<Root, Double?> & Sendable, _ name: String, _ range: ClosedRange<Double>,
        _ help: String
    ) -> Self {
        Self(
            keyPath, name, .number(range), default: nil, help, encode: { $0.map { .number($0) } },
            decode: {
                $0.asNumber.map { min(max($0, range.lowerBound), range.upperBound) }
            })
    }
}

extension EffectParameter where Value == Int {
    /// A whole number within `range`.
    public static func integer(
        _ keyPath: WritableKeyPath<Root, Int> & Sendable, _ name: String, _ range: ClosedRange<Int>,
        default d: Int, _ help: String
    ) -> Self {
        Self(
            keyPath, name, .integer(range), default: d, help, encode: { .integer($0) },
            decode: {
                if case .integer(let i) = $0 { min(max(i, range.lowerBound), range.upperBound) } else { nil }
            })
    }
}

extension EffectParameter where Value == Bool {
    /// true or false.
    public static func boolean(
        _ keyPath: WritableKeyPath<Root, Bool> & Sendable, _ name: String, default d: Bool, _ help: String
    ) -> Self {
        Self(
            keyPath, name, .boolean, default: d, help, encode: { .boolean($0) },
            decode: {
                if case .boolean(let b) = $0 { b } else { nil }
            })
    }
}

extension EffectParameter where Value == Color {
    /// A colour.
    public static func color(
        _ keyPath: WritableKeyPath<Root, Color> & Sendable, _ name: String, default d: Color, _ help: String
    ) -> Self {
        Self(
            keyPath, name, .color, default: d, help, encode: { .color($0) },
            decode: {
                if case .color(let c) = $0 { c } else { nil }
            })
    }
}

extension EffectParameter where Value == Point {
    /// A point in points.
    public static func point(
        _ keyPath: WritableKeyPath<Root, Point> & Sendable, _ name: String, default d: Point, _ help: String
    ) -> Self {
        Self(keyPath, name, .point, default: d, help, encode: { .point($0) }, decode: \.asPoint)
    }
}

extension EffectParameter where Value == Point? {
    /// A point in points that, when absent, is decided from the context (a touch point, say).
    public static func point(_ keyPath: WritableKeyPath<Root, Point?> & Sendable, _ name: String, _ help: String)
        -> Self
    {
        Self(keyPath, name, .point, default: nil, help, encode: { $0.map { .point($0) } }, decode: \.asPoint)
    }
}

extension EffectParameter where Value == String? {
    /// The path of an image file the host reads before rendering (`-p mask=noise.png`); absent
    /// means none.
    public static func file(_ keyPath: WritableKeyPath<Root, String?> & Sendable, _ name: String, _ help: String)
        -> Self
    {
        Self(
            keyPath, name, .file, default: nil, help, encode: { $0.map { .file($0) } },
            decode: {
                if case .file(let path) = $0 { path } else { nil }
            })
    }
}

extension EffectParameter where Value == Angle {
    /// An angle, written in radians.
    public static func radians(
        _ keyPath: WritableKeyPath<Root, Angle> & Sendable, _ name: String, _ range: ClosedRange<Double>,
        default d: Angle, _ help: String
    ) -> Self {
        Self(
            keyPath, name, .number(range), default: d, help, encode: { .number($0.radians) },
            decode: {
                $0.asNumber.map { .radians($0) }
            })
    }
}

extension EffectParameter where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the cases of a string enum.
    public static func choice(
        _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ name: String, default d: Value, _ help: String
    ) -> Self {
        Self(
            keyPath, name, .choice(Value.allCases.map(\.rawValue)), default: d, help,
            encode: { .choice($0.rawValue) },
            decode: {
                if case .choice(let s) = $0 { Value(rawValue: s) } else { nil }
            }
        )
    }
}

extension ParameterValue {
    /// The value as a real number (an integer converts).
    var asNumber: Double? {
        switch self {
        case .number(let x): x
        case .integer(let i): Double(i)
        default: nil
        }
    }

    var asPoint: Point? { if case .point(let p) = self { p } else { nil } }
}
